const TIME_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** An entry's ISO time in the browser's locale and time zone; the raw text when unreadable. */
export function formatAuditTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : TIME_FORMAT.format(time);
}

/** `savedView` → `Saved view`, `passwordReset` → `Password reset`. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
