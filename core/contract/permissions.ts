/**
 * The permission evaluator of spec section 6, shared by the console (to hide and guard)
 * and the server (to enforce). Keys have the form `area:sub:letter` or `area:letter`.
 */

export type PermissionLetter = 'c' | 'r' | 'u' | 'd';

/** Special keys of spec section 6. */
export const ALWAYS_ALLOWED = 'ignoreAndReturnTrue';
export const DEV_ACCESS = 'devAccess';
export const TRANSFER = 'transfer';

export type SpecialPermissionKey = typeof ALWAYS_ALLOWED | typeof DEV_ACCESS | typeof TRANSFER;
export type PermissionKey = string;
/** A key, or an array of keys of which any one suffices. */
export type PermissionRequirement = PermissionKey | readonly PermissionKey[];

/** A four-flag string, one 0/1 flag each for create, read, update and delete: "1010". */
export type PermissionFlags = string;

/** The nested permission tree of the user info: areas hold flags or sub-area trees. */
export interface PermissionTree {
  [area: string]: PermissionFlags | PermissionTree;
}

export interface PermissionSubject {
  permissions: PermissionTree;
  developerAccess: boolean;
  copyConfiguration: boolean;
  isPartner: boolean;
  /** The tenant's partner-management flag. */
  partnerManagement: boolean;
}

const LETTER_INDEX: Record<PermissionLetter, number> = { c: 0, r: 1, u: 2, d: 3 };
export const FLAGS_PATTERN = /^[01]{4}$/;

/** Areas and sub-areas a partner user loses when partner management is off (spec section 6). */
export const PARTNER_RESTRICTED_SEGMENTS: ReadonlySet<string> = new Set([
  'translator',
  'workflow',
  'tasks',
  'networks',
  'notifications',
  'rules',
  'triggers',
  'reverseSync',
  'order',
  'custom fields',
  'configuration',
  'sync',
]);

export interface ParsedPermissionKey {
  path: string[];
  letter: PermissionLetter;
}

export function parsePermissionKey(key: string): ParsedPermissionKey | null {
  const segments = key.split(':');
  if (segments.length < 2 || segments.length > 3) return null;
  const letter = segments[segments.length - 1] as PermissionLetter;
  if (!(letter in LETTER_INDEX)) return null;
  const path = segments.slice(0, -1);
  if (path.some((segment) => segment.length === 0)) return null;
  return { path, letter };
}

export function isValidPermissionKey(key: string): boolean {
  return key === ALWAYS_ALLOWED || key === DEV_ACCESS || key === TRANSFER || parsePermissionKey(key) !== null;
}

function flagSet(flags: unknown, letter: PermissionLetter): boolean {
  return typeof flags === 'string' && FLAGS_PATTERN.test(flags) && flags[LETTER_INDEX[letter]] === '1';
}

/** A node that is a sub-tree passes when any flags string beneath it has the letter. */
function anyFlagSet(node: PermissionFlags | PermissionTree | undefined, letter: PermissionLetter): boolean {
  if (node === undefined) return false;
  if (typeof node === 'string') return flagSet(node, letter);
  return Object.values(node).some((child) => anyFlagSet(child, letter));
}

function lookup(tree: PermissionTree, path: string[]): PermissionFlags | PermissionTree | undefined {
  let node: PermissionFlags | PermissionTree | undefined = tree;
  for (const segment of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Object.prototype.hasOwnProperty.call(node, segment) ? node[segment] : undefined;
  }
  return node;
}

export function isPartnerRestricted(path: string[]): boolean {
  if (path[0] === 'monitor') return false;
  return path.slice(0, 2).some((segment) => PARTNER_RESTRICTED_SEGMENTS.has(segment));
}

function evaluateKey(subject: PermissionSubject, key: PermissionKey): boolean {
  if (key === ALWAYS_ALLOWED) return true;
  if (key === DEV_ACCESS) return subject.developerAccess;
  if (key === TRANSFER) return subject.copyConfiguration;
  const parsed = parsePermissionKey(key);
  if (!parsed) return false;
  if (subject.isPartner && !subject.partnerManagement && isPartnerRestricted(parsed.path)) return false;
  return anyFlagSet(lookup(subject.permissions, parsed.path), parsed.letter);
}

/** True when the subject holds the key, or any one key of an array. An empty array passes nothing. */
export function hasPermission(subject: PermissionSubject, requirement: PermissionRequirement): boolean {
  if (typeof requirement === 'string') return evaluateKey(subject, requirement);
  return requirement.some((key) => evaluateKey(subject, key));
}

/** Merges trees by OR-ing their flags: the permissions of a user holding several roles. */
export function mergePermissionTrees(trees: readonly PermissionTree[]): PermissionTree {
  const merged: PermissionTree = {};
  for (const tree of trees) {
    for (const [area, node] of Object.entries(tree)) {
      const existing = merged[area];
      if (typeof node === 'string') {
        merged[area] =
          typeof existing === 'string' ? orFlags(existing, node) : existing === undefined ? node : existing;
      } else {
        merged[area] =
          existing === undefined || typeof existing === 'string'
            ? mergePermissionTrees([node])
            : mergePermissionTrees([existing, node]);
      }
    }
  }
  return merged;
}

function orFlags(a: string, b: string): string {
  if (!FLAGS_PATTERN.test(a)) return b;
  if (!FLAGS_PATTERN.test(b)) return a;
  return [0, 1, 2, 3].map((i) => (a[i] === '1' || b[i] === '1' ? '1' : '0')).join('');
}
