import { OPERATION_NAME, OPERATION_NAME_RULE } from '../engine/public/contract/operationName.ts';
import type { ServiceOperation } from '../engine/public/contract/service.ts';

/** An operation as its row in the form holds it: every setting as text. */
export interface OperationRow {
  name: string;
  workflowId: string;
  /** '' for the latest published version. */
  workflowVersion: string;
  form: string;
  rules: string;
  translation: string;
}

export const EMPTY_ROW: OperationRow = {
  name: '',
  workflowId: '',
  workflowVersion: '',
  form: '',
  rules: '',
  translation: '',
};

/** The rows of a service's operations, as the form's value. */
export function operationsValue(operations: readonly ServiceOperation[]): string {
  return JSON.stringify(
    operations.map<OperationRow>((operation) => ({
      name: operation.name,
      workflowId: operation.workflowId,
      workflowVersion: operation.workflowVersion === null ? '' : String(operation.workflowVersion),
      form: operation.form ?? '',
      rules: operation.rules.join(', '),
      translation: operation.translation ?? '',
    })),
  );
}

/** The rows a form value holds; nothing for a value that is not rows. */
export function readRows(value: string): OperationRow[] {
  try {
    const parsed = JSON.parse(value || '[]') as unknown;
    return Array.isArray(parsed) ? parsed.map((row) => ({ ...EMPTY_ROW, ...(row as Partial<OperationRow>) })) : [];
  } catch {
    return [];
  }
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** What the rows send: the service's operations. */
export function parseOperations(value: string): ServiceOperation[] {
  return readRows(value).map((row) => ({
    name: row.name.trim(),
    workflowId: row.workflowId,
    workflowVersion: row.workflowVersion === '' ? null : Number(row.workflowVersion),
    form: orNull(row.form),
    rules: row.rules
      .split(',')
      .map((rule) => rule.trim())
      .filter(Boolean),
    translation: orNull(row.translation),
  }));
}

/** The first problem of the rows: an operation without a name or a workflow, a name given twice. */
export function checkOperations(value: string): string | undefined {
  const seen = new Set<string>();
  for (const [index, row] of readRows(value).entries()) {
    const name = row.name.trim();
    const which = name || `Operation ${index + 1}`;
    if (!name) return `${which} needs a name.`;
    if (!OPERATION_NAME.test(name)) return `${which}: an operation name is ${OPERATION_NAME_RULE}.`;
    if (seen.has(name)) return `${which} is named twice.`;
    seen.add(name);
    if (!row.workflowId) return `${which} needs a workflow.`;
  }
  return undefined;
}
