import { THREAD_SELF } from './threadCpuClock.ts';

/**
 * The code of an expression worker, run with `new Worker(source, { eval: true })` so the same text serves
 * the TypeScript sources under test and the compiled server. It loads JSONata from the absolute path it is
 * given, compiles each expression once (a bounded cache) and answers every request with its result or a
 * plain error; the parent thread owns the time limit and terminates a worker that overruns it. It names its
 * thread when ready, so the limit counts the CPU time it runs.
 */
export function expressionWorkerSource(jsonataPath: string, cacheSize: number): string {
  return `
const { parentPort } = require('node:worker_threads');
const jsonata = require(${JSON.stringify(jsonataPath)});
const compiled = new Map();
function compile(source) {
  let expression = compiled.get(source);
  if (expression) return expression;
  expression = jsonata(source);
  // Stored expressions are checked for $eval on save; this refuses it at run time whatever reached here.
  expression.assign('eval', () => {
    throw { code: 'SDP1002', message: '$eval is not allowed: it would run text as an expression' };
  });
  if (compiled.size >= ${cacheSize}) compiled.delete(compiled.keys().next().value);
  compiled.set(source, expression);
  return expression;
}
// $translate(table, value[, fallback]): a value through one of the translation tables the caller binds
// as translationTables (name → value → translation); the fallback (or nothing) when the table lacks it.
function withFunctions(bindings) {
  if (!bindings || !bindings.translationTables) return bindings;
  const tables = bindings.translationTables;
  const translate = (table, value, fallback) => {
    if (!Object.prototype.hasOwnProperty.call(tables, table)) {
      throw { code: 'SDP1001', message: 'There is no translation table named "' + table + '"' };
    }
    if (value === undefined) return undefined;
    const key = String(value);
    return Object.prototype.hasOwnProperty.call(tables[table], key) ? tables[table][key] : fallback;
  };
  const { translationTables, ...rest } = bindings;
  return { ...rest, translate };
}
parentPort.on('message', async ({ id, source, input, bindings }) => {
  try {
    const value = await compile(source).evaluate(input, withFunctions(bindings));
    const json = value === undefined ? undefined : JSON.stringify(value);
    parentPort.postMessage({ id, ok: true, value: json === undefined ? undefined : JSON.parse(json) });
  } catch (error) {
    parentPort.postMessage({
      id,
      ok: false,
      error: {
        code: error && error.code ? String(error.code) : 'ERROR',
        message: error && error.message ? String(error.message) : String(error),
        position: error && typeof error.position === 'number' ? error.position : undefined,
      },
    });
  }
});
// Its thread's id, so the parent can read the CPU time it runs (null off Linux: the parent counts wall time).
let tid = null;
try {
  tid = require('node:fs').readlinkSync(${JSON.stringify(THREAD_SELF)}).split('/').pop();
} catch {}
parentPort.postMessage({ ready: true, tid });
`;
}
