/** Why a record in use cannot be deleted, besides the items referring to it (the map of references). */

/** `In use by 3 orders that have not finished.` */
export function unfinishedOrdersReason(count: number): string {
  return `In use by ${count} order${count === 1 ? '' : 's'} that ha${count === 1 ? 's' : 've'} not finished.`;
}
