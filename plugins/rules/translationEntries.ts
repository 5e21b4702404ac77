import Papa from 'papaparse';

export interface TranslationEntry {
  from: string;
  to: string;
}

/** Entries as CSV lines, `from,to` each (values with commas quoted, as a spreadsheet writes them). */
export function entriesText(entries: readonly TranslationEntry[]): string {
  const cell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  return entries.map((entry) => `${cell(entry.from)},${cell(entry.to)}`).join('\n');
}

/** The entries of CSV text (a `from,to` header line skipped), or what is wrong with a line. */
export function entriesOf(text: string): TranslationEntry[] | string {
  if (text.trim() === '') return [];
  const rows = Papa.parse<string[]>(text.trim(), { skipEmptyLines: 'greedy' }).data;
  const [first] = rows;
  const body =
    first && first[0]?.trim().toLowerCase() === 'from' && first[1]?.trim().toLowerCase() === 'to'
      ? rows.slice(1)
      : rows;
  const entries: TranslationEntry[] = [];
  for (const [index, row] of body.entries()) {
    if (row.length !== 2) return `Line ${index + 1} has ${row.length} values: write from,to.`;
    entries.push({ from: (row[0] ?? '').trim(), to: (row[1] ?? '').trim() });
  }
  return entries;
}
