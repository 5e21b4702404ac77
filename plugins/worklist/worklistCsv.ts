import Papa from 'papaparse';
import type { WorklistItem } from '../engine/public/contract/worklist.ts';

const FIXED = ['itemId', 'version', 'action', 'assignee', 'orderNumber', 'title', 'state', 'group', 'dueAt'] as const;

/** A form value as its cell: text as it is, anything else as JSON (`true`, `12`), as the upload reads it. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The items as a CSV the upload takes back: `itemId`, `version`, an empty `action` to fill in (claim,
 * release, assign, complete), `assignee`, what the item is, and a `data.<field>` column per form value.
 */
export function worklistCsv(items: readonly WorklistItem[]): string {
  const fields = [...new Set(items.flatMap((item) => Object.keys(item.data)))].sort();
  const rows = items.map((item) => [
    item.itemId,
    String(item.version),
    '',
    item.assignee ?? '',
    item.orderNumber,
    item.title,
    item.state,
    item.group ?? '',
    item.dueAt ?? '',
    ...fields.map((field) => cell(item.data[field])),
  ]);
  return Papa.unparse({ fields: [...FIXED, ...fields.map((field) => `data.${field}`)], data: rows });
}

/**
 * A form's values as typed: JSON when it reads as JSON (`true`, `12`, `["a"]`), otherwise the text — the
 * rule the CSV upload applies to `data.` columns.
 */
export function formValue(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return text;
  }
}
