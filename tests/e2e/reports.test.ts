import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { eventually, useConsole } from './consoleHarness.ts';
import { openPalette, palette } from './palette.ts';

/**
 * Reports in the built console: a range changed, the XLSX read back, saved, opened from the palette; mailed by
 * the administrator to a user picked by name (the operator, who only reads reports, is offered no schedule).
 */
const harness = useConsole({ LOG_LEVEL: 'info' });

interface OutboxLine {
  msg?: string;
  to?: string;
  subject?: string;
  attachments?: { filename: string; bytes: number }[];
}

const outbox = (): OutboxLine[] =>
  harness.server
    .logs()
    .split('\n')
    .filter((line) => line.includes('mail written to the outbox'))
    .map((line) => JSON.parse(line) as OutboxLine);

describe('reports', () => {
  it('opens a report, changes its range, exports the table, saves it, reopens it and mails it on a schedule', async () => {
    const page = await harness.signedIn('operator');
    await page.goto(harness.url('/reports?report=sla'));
    const table = page.getByRole('table', { name: 'SLA' });
    await table.getByRole('row').nth(1).waitFor();

    // The table shows the last range's figures until the new range's answer arrives: wait for that answer.
    const answered = page.waitForResponse(
      (response) => response.url().includes('/service/report/sla') && response.request().method() === 'GET',
    );
    await page.getByLabel('Range').selectOption('7d');
    await page.waitForURL(/range=7d/);
    await answered;
    await eventually(() => page.getByRole('status').filter({ hasText: 'rows' }).textContent()).toMatch(/\d+ rows/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export XLSX' }).click(),
    ]);
    const firstRow = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
    const rowCount = (await table.getByRole('row').count()) - 1;
    expect(download.suggestedFilename()).toMatch(/^sla-.*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await readFile(await download.path())).buffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('SLA');
    expect(sheet?.rowCount).toBe(rowCount + 1);
    expect(sheet?.getRow(1).getCell(1).value).toBe('Service');
    expect(sheet?.getRow(2).getCell(1).value).toBe(firstRow[0]);
    expect(String(sheet?.getRow(2).getCell(3).value)).toBe(firstRow[2]?.replace(/\D/g, ''));

    await page.getByRole('button', { name: 'Save…' }).click();
    await page.getByLabel('Name').fill('Weekly SLA e2e');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('heading', { name: 'Weekly SLA e2e · SLA' }).waitFor();

    await page.goto(harness.url('/reports'));
    await page.getByRole('table', { name: 'Order volume' }).waitFor();
    await openPalette(page);
    const combobox = palette(page).getByRole('combobox');
    await combobox.fill('Open report');
    await palette(page)
      .getByRole('option', { name: /Open report…/ })
      .click();
    await combobox.fill('Weekly SLA');
    await palette(page)
      .getByRole('option', { name: /Weekly SLA e2e/ })
      .click();
    await page.waitForURL(/report=sla.*range=7d.*saved=/);
    await page.getByRole('heading', { name: 'Weekly SLA e2e · SLA' }).waitFor();

    // Mailing a report is writing: the operator only reads reports, the administrator schedules.
    expect(await page.getByRole('button', { name: 'Schedule…' }).count()).toBe(0);
    const admin = await harness.signedIn('admin');
    await admin.goto(harness.url('/reports?report=sla'));
    await admin.getByRole('table', { name: 'SLA' }).waitFor();
    await admin.getByRole('button', { name: 'Save…' }).click();
    await admin.getByLabel('Name').fill('Mailed SLA e2e');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.getByRole('heading', { name: 'Mailed SLA e2e · SLA' }).waitFor();
    await admin.getByRole('button', { name: 'Schedule…' }).click();
    await admin.getByLabel('How often').selectOption('weekly');
    await admin.getByRole('combobox', { name: 'Add a user' }).fill('Oskar');
    await admin.getByRole('option', { name: /Oskar Operator/ }).click();
    await admin.getByLabel('Also send it now').check();
    await admin.getByRole('button', { name: 'Schedule', exact: true }).click();
    await eventually(() => outbox().filter((mail) => mail.to === 'operator@aurora.example'), 30_000).toHaveLength(1);
    const mail = outbox().find((entry) => entry.to === 'operator@aurora.example');
    expect(mail?.subject).toBe('Report: Mailed SLA e2e');
    expect(mail?.attachments?.[0]?.filename).toMatch(/^sla-.*\.xlsx$/);
    expect(mail?.attachments?.[0]?.bytes).toBeGreaterThan(0);
  });
});
