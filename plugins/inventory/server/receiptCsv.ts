import { invalidField } from '../../../core/server/http/errors.ts';
import { RECEIPT_MAX_ROWS } from '../contract.ts';

/** A row of a receipt's CSV as written: its line, serial, model name and optional ICCID and MAC. */
export interface ReceiptLine {
  line: number;
  serial: string;
  model: string;
  iccid: string;
  mac: string;
}

/** The fields of one CSV record: commas separate, double quotes quote (`""` is a quote). */
function splitRecord(text: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',' || char === ';') {
      fields.push(field.trim());
      field = '';
    } else field += char;
  }
  fields.push(field.trim());
  return fields;
}

const COLUMNS = ['serial', 'model', 'iccid', 'mac'] as const;

/**
 * Reads a receipt's CSV: a header naming `serial` and `model` (and optionally `iccid`, `mac`) in any order
 * and case, then one item per line; blank lines are skipped. A CSV without those columns, or with more
 * than RECEIPT_MAX_ROWS rows, is a 400 naming `body.csv`.
 */
export function parseReceiptCsv(csv: string): ReceiptLine[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitRecord(lines[0] ?? '').map((name) => name.toLowerCase());
  const at = Object.fromEntries(COLUMNS.map((column) => [column, header.indexOf(column)])) as Record<
    (typeof COLUMNS)[number],
    number
  >;
  if (at.serial < 0 || at.model < 0) {
    throw invalidField(
      'body',
      'csv',
      'The first line must name the columns serial and model (iccid and mac are optional).',
    );
  }
  const rows: ReceiptLine[] = [];
  for (let index = 1; index < lines.length; index += 1) {
    const text = lines[index] ?? '';
    if (text.trim() === '') continue;
    if (rows.length === RECEIPT_MAX_ROWS) {
      throw invalidField('body', 'csv', `A receipt takes at most ${RECEIPT_MAX_ROWS.toLocaleString('en')} rows.`);
    }
    const fields = splitRecord(text);
    const value = (column: number) => (column >= 0 ? (fields[column] ?? '') : '');
    rows.push({
      line: index + 1,
      serial: value(at.serial),
      model: value(at.model),
      iccid: value(at.iccid),
      mac: value(at.mac),
    });
  }
  if (rows.length === 0) throw invalidField('body', 'csv', 'The CSV has no rows under its header.');
  return rows;
}
