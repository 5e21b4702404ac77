import jsonata from 'jsonata';

/**
 * What may be stored as an expression: JSONata (conditions on workflow edges, mappings, validation rules),
 * checked when it is saved, so that what runs later is known to parse and to hold no code of its own.
 */
export const MAX_EXPRESSION_LENGTH = 10_000;

export type ExpressionProblemCode = 'EMPTY' | 'TOO_LONG' | 'SYNTAX' | 'FUNCTION_DEFINITION' | 'EVAL';

export interface ExpressionProblem {
  code: ExpressionProblemCode;
  /** A sentence for the user, naming the position when there is one. */
  message: string;
  /** The character offset the problem is at (JSONata's, 1-based past the token), when known. */
  position?: number;
}

interface JsonataError {
  code?: string;
  message?: string;
  position?: number;
}

type AstNode = { type?: unknown; value?: unknown; position?: unknown; procedure?: unknown } & Record<string, unknown>;

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null;
}

/** The first node, depth first, that an expression may not hold: a function definition or `$eval`. */
function forbiddenNode(node: unknown): { code: 'FUNCTION_DEFINITION' | 'EVAL'; position?: number } | null {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = forbiddenNode(item);
      if (found) return found;
    }
    return null;
  }
  if (!isNode(node)) return null;
  const position = typeof node.position === 'number' ? node.position : undefined;
  if (node.type === 'lambda') return { code: 'FUNCTION_DEFINITION', ...(position ? { position } : {}) };
  // `$eval` anywhere, called or passed on (`$map(list, $eval)`, `$e := $eval`), is the same function.
  if (node.type === 'variable' && node.value === 'eval') return { code: 'EVAL', ...(position ? { position } : {}) };
  for (const value of Object.values(node)) {
    const found = forbiddenNode(value);
    if (found) return found;
  }
  return null;
}

const at = (position: number | undefined) => (position ? ` (at character ${position})` : '');

/** Null when the expression may be stored; otherwise why not. */
export function checkExpression(source: string): ExpressionProblem | null {
  if (source.trim() === '') return { code: 'EMPTY', message: 'The expression is empty.' };
  if (source.length > MAX_EXPRESSION_LENGTH) {
    return {
      code: 'TOO_LONG',
      message: `The expression is ${source.length} characters long; at most ${MAX_EXPRESSION_LENGTH} are allowed.`,
    };
  }
  let ast: unknown;
  try {
    ast = jsonata(source).ast();
  } catch (error) {
    const { message, position } = error as JsonataError;
    return {
      code: 'SYNTAX',
      message: `The expression does not parse: ${message ?? 'unknown error'}${at(position)}.`,
      ...(typeof position === 'number' ? { position } : {}),
    };
  }
  const found = forbiddenNode(ast);
  if (!found) return null;
  const message =
    found.code === 'FUNCTION_DEFINITION'
      ? `Expressions may call JSONata's functions but not define their own${at(found.position)}.`
      : `$eval is not allowed: it would run text as an expression${at(found.position)}.`;
  return { code: found.code, message, ...(found.position ? { position: found.position } : {}) };
}

/** Calls of a function, depth first: `$translate("plans", plan)` is a call of `translate`. */
function callsOf(node: unknown, name: string, found: AstNode[]): AstNode[] {
  if (Array.isArray(node)) {
    for (const item of node) callsOf(item, name, found);
    return found;
  }
  if (!isNode(node)) return found;
  const procedure = node.procedure;
  if (node.type === 'function' && isNode(procedure) && procedure.type === 'variable' && procedure.value === name) {
    found.push(node);
  }
  for (const value of Object.values(node)) callsOf(value, name, found);
  return found;
}

/**
 * The translation tables an expression names in `$translate("<table>", value[, fallback])` with the name
 * written as text: what the engine loads before it evaluates the expression. None when it does not parse.
 */
export function translationTablesIn(source: string): string[] {
  if (!source.includes('$translate')) return [];
  let ast: unknown;
  try {
    ast = jsonata(source).ast();
  } catch {
    return [];
  }
  const names = new Set<string>();
  for (const call of callsOf(ast, 'translate', [])) {
    const [first] = Array.isArray(call.arguments) ? (call.arguments as unknown[]) : [];
    if (isNode(first) && first.type === 'string' && typeof first.value === 'string') names.add(first.value);
  }
  return [...names];
}
