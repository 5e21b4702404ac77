import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Locator, Page } from 'playwright-core';

/** A table as text: the column headers and each row's cells, in order. */
export interface TableText {
  header: string[];
  rows: string[][];
}

/**
 * What a data grid shows: the headers of its data columns and the text of their cells in every
 * rendered row (the selection and row-actions columns, which hold no data, are left out).
 */
export async function gridText(grid: Locator): Promise<TableText> {
  const [headerGroup, bodyGroup] = [grid.getByRole('rowgroup').first(), grid.getByRole('rowgroup').nth(1)];
  const headers = headerGroup.getByRole('columnheader');
  const header = (await headers.allInnerTexts()).map((text) => text.trim()).filter((text) => text !== '');
  const page = grid.page();
  const rows: string[][] = [];
  for (const row of await bodyGroup.getByRole('row').all()) {
    const cells = row
      .getByRole('gridcell')
      .filter({ hasNot: page.getByRole('button', { name: 'Row actions' }) })
      .filter({ hasNot: page.getByRole('checkbox', { name: 'Select row' }) });
    rows.push((await cells.allInnerTexts()).map((text) => text.trim()));
  }
  return { header, rows };
}

/** A downloaded CSV file: its suggested name and its content, the byte-order mark dropped. */
export interface DownloadedCsv extends TableText {
  fileName: string;
}

/** Clicks `trigger`, captures the download it starts and parses it as CSV (first line the header). */
export async function downloadCsv(page: Page, trigger: Locator): Promise<DownloadedCsv> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  const path = await download.path();
  const text = (await readFile(path, 'utf8')).replace(/^\ufeff/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  if (parsed.errors.length > 0) throw new Error(`not valid CSV: ${parsed.errors[0]?.message ?? ''}`);
  const [header = [], ...rows] = parsed.data;
  return { fileName: download.suggestedFilename(), header, rows };
}
