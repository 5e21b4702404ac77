let dateTimeFormat: Intl.DateTimeFormat | null = null;

/**
 * A moment as the console shows it in running text and tables (`Dec 7, 2026, 3:16 PM` in English): the
 * browser's language and time zone, one cached formatter for every call.
 */
export function formatDateTime(iso: string | Date): string {
  dateTimeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  const date = iso instanceof Date ? iso : new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso) : dateTimeFormat.format(date);
}
