/**
 * Palette latency: per-keystroke filtering of 10,000 and 50,000 generated commands while several
 * queries are typed character by character (targets: ≤ 8 ms p95 at 10k, ≤ 16 ms at 50k).
 * Run alone with `npx tsx tests/bench/paletteBench.ts`; figures only, never an assertion.
 */
import { pathToFileURL } from 'node:url';
import { CommandSearchIndex, type SearchableItem } from '../../core/palette/fuzzyScore.ts';
import { pick, randomInt, seededRandom } from './seededRandom.ts';

export interface PaletteBenchFigure {
  commands: number;
  p50: number;
  p95: number;
}

const SIZES = [10_000, 50_000];
const ROUNDS = 5;
const QUERIES = [
  'go to ord',
  'retry fiber',
  'ord-1042',
  'publish vlan',
  'wkfl',
  'assign maria',
  'export worklist csv',
  'sim swap v2',
  'olt ams',
  'zqxj',
];

const ENTITIES: { category: string; noun: string; verbs: string[]; keywords: string[] }[] = [
  {
    category: 'Orders',
    noun: 'order',
    verbs: ['Open', 'Retry', 'Cancel', 'Repush', 'Mark success on'],
    keywords: ['order', 'execution'],
  },
  {
    category: 'Workflows',
    noun: 'workflow',
    verbs: ['Open', 'Edit', 'Clone', 'Publish', 'Compare versions of'],
    keywords: ['flow', 'studio'],
  },
  { category: 'Services', noun: 'service', verbs: ['Open', 'Edit', 'Clone', 'Delete'], keywords: ['catalogue'] },
  { category: 'Tasks', noun: 'task', verbs: ['Edit', 'Retry', 'Skip', 'View attempts of'], keywords: ['step'] },
  {
    category: 'Worklist',
    noun: 'worklist item',
    verbs: ['Claim', 'Assign', 'Comment on', 'Export'],
    keywords: ['human task', 'csv'],
  },
  { category: 'Networks', noun: 'network element', verbs: ['Open', 'Provision', 'Edit'], keywords: ['device', 'olt'] },
  {
    category: 'Inventory',
    noun: 'stock item',
    verbs: ['Open', 'Transfer', 'Requisition'],
    keywords: ['device', 'sim'],
  },
  { category: 'Users', noun: 'user', verbs: ['Open', 'Disable', 'Reset password of'], keywords: ['people', 'account'] },
];
const NAMES = [
  'Fiber Activation',
  'VLAN Provisioning',
  'SIM Swap',
  'Broadband Modify',
  'Port Migration',
  'Number Porting',
  'Router Replacement',
  'Static IP Request',
  'Voice Add-on',
  'OLT-AMS-12',
  'OLT-RTM-04',
  'Maria Jansen',
  'Pieter de Vries',
  'Ethernet Access',
  'Dark Fiber Lease',
  'MPLS VPN Setup',
  'Cease Service',
  'Bandwidth Upgrade',
];
const SECTIONS = [
  'Dashboard',
  'Monitor',
  'Studio',
  'Configure',
  'Inventory',
  'Reports',
  'Settings',
  'Reverse',
  'Users',
];

export function generateCommands(count: number, seed = 42): SearchableItem[] {
  // Seeded: every run filters the same commands.
  const next = seededRandom(seed);
  const commands: SearchableItem[] = SECTIONS.map((section) => ({
    title: `Go to ${section}`,
    category: 'Navigation',
    keywords: [section],
  }));
  while (commands.length < count) {
    const entity = pick(ENTITIES, next);
    const verb = pick(entity.verbs, next);
    const name = pick(NAMES, next);
    const number = 100_000 + randomInt(next, 900_000);
    const title =
      entity.noun === 'order'
        ? `${verb} order ORD-${number} (${name})`
        : `${verb} ${entity.noun} ${name} v${1 + randomInt(next, 9)} #${number % 10_000}`;
    commands.push({ title, category: entity.category, keywords: entity.keywords });
  }
  return commands;
}

function percentile(sorted: readonly number[], fraction: number): number {
  const value = sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
  return Math.round(value * 100) / 100;
}

/** Types every query one character at a time, clearing the input between queries as a user would. */
function typeQueries(index: CommandSearchIndex<SearchableItem>, samples: number[] | null): void {
  for (const query of QUERIES) {
    index.search('');
    for (let length = 1; length <= query.length; length++) {
      const typed = query.slice(0, length);
      const started = performance.now();
      index.search(typed);
      const elapsed = performance.now() - started;
      samples?.push(elapsed);
    }
  }
}

export function runPaletteBench(): PaletteBenchFigure[] {
  return SIZES.map((size) => {
    const index = new CommandSearchIndex(generateCommands(size));
    typeQueries(index, null);
    const samples: number[] = [];
    for (let round = 0; round < ROUNDS; round++) typeQueries(index, samples);
    samples.sort((a, b) => a - b);
    return { commands: size, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) };
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const { commands, p50, p95 } of runPaletteBench()) {
    console.log(`palette: ${commands.toLocaleString('en')} commands, per keystroke p50 ${p50} ms, p95 ${p95} ms`);
  }
}
