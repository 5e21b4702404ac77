/**
 * The palette's top level finding records while an order number is typed, over generated orders on a throwaway
 * PostgreSQL through real HTTP: per keystroke, the searches the palette sends (orders once a digit is typed,
 * services, workflows) in parallel, timed until every one has answered. "To results" adds the palette's pause
 * after a keystroke (targets: p95 ≤ 50 ms server, ≤ 100 ms to results).
 */
import {
  ORDER_RESOURCE,
  SERVICE_RESOURCE,
  WORKFLOW_RESOURCE,
} from '../../plugins/engine/public/contract/enginePaths.ts';
import { ENTITY_SEARCH_PAUSE_MS } from '../../core/shell/palette/useEntityRows.ts';
import { withGeneratedOrders } from './generatedOrdersServer.ts';
import { GENERATED_NUMBER_BASE } from './orderGenerator.ts';
import { summarise, type LatencyFigures } from './stats.ts';

const TYPED_NUMBERS = 6;
const ENTITY_LIMIT = 5;

export interface PaletteEntityFigures {
  orders: number;
  generateSeconds: number;
  server: LatencyFigures;
  toResults: LatencyFigures;
}

/** What the palette asks for one text: the same calls its entity searches make. */
function searchPaths(text: string): string[] {
  const q = encodeURIComponent(text);
  const byName = `q=${q}&limit=${ENTITY_LIMIT}&sort=name&order=asc`;
  const paths = [`${SERVICE_RESOURCE.paths.list}?${byName}`, `${WORKFLOW_RESOURCE.paths.list}?${byName}`];
  if (/\d/.test(text)) paths.unshift(`${ORDER_RESOURCE.paths.list}?q=${q}&limit=${ENTITY_LIMIT}`);
  return paths;
}

export async function runPaletteEntityBench(count = 1_000_000): Promise<PaletteEntityFigures> {
  return withGeneratedOrders(count, async (server) => {
    const durations: number[] = [];
    for (let typed = 0; typed < TYPED_NUMBERS; typed += 1) {
      const number = `ORD-${GENERATED_NUMBER_BASE + Math.floor(((typed + 0.5) * count) / TYPED_NUMBERS)}`;
      for (let length = 2; length <= number.length; length += 1) {
        const paths = searchPaths(number.slice(0, length));
        const at = performance.now();
        await Promise.all(paths.map((path) => server.get(path)));
        durations.push(performance.now() - at);
      }
    }
    const serverFigures = summarise(durations);
    return {
      orders: count,
      generateSeconds: server.generateSeconds,
      server: serverFigures,
      toResults: summarise(durations.map((duration) => duration + ENTITY_SEARCH_PAUSE_MS)),
    };
  });
}
