/** Why a record in use cannot be deleted, naming at most three of its users. */

function listed(names: readonly string[]): string {
  const shown = names.slice(0, 3).map((name) => `"${name}"`);
  return `${shown.join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`;
}

/** `Used by the workflows "A", "B", "C" and 2 more.` */
export function usedByReason(names: readonly string[]): string {
  return `Used by the workflow${names.length === 1 ? '' : 's'} ${listed(names)}.`;
}

/** `The services "A" and "B" map it to an operation.` */
export function usedByServicesReason(names: readonly string[]): string {
  return `The service${names.length === 1 ? '' : 's'} ${listed(names)} map${names.length === 1 ? 's' : ''} it to an operation.`;
}

/** `Called by the task templates "A" and "B".` */
export function usedByTaskTemplatesReason(names: readonly string[]): string {
  return `Called by the task template${names.length === 1 ? '' : 's'} ${listed(names)}.`;
}

/** `In use by 3 orders that have not finished.` */
export function unfinishedOrdersReason(count: number): string {
  return `In use by ${count} order${count === 1 ? '' : 's'} that ha${count === 1 ? 's' : 've'} not finished.`;
}
