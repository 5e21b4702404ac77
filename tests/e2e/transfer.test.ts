import { describe, expect, it } from 'vitest';
import { dismissToasts, screenshotsAtBothSizes, useConsole } from './consoleHarness.ts';

/**
 * Transfer: the demo administrator copies the fibre service from Aurora to Borealis with everything it
 * names — dry run, one conflict copied under a new name, the rest overwritten, apply — and Borealis's
 * administrator finds the copied items there.
 */
const harness = useConsole();

describe('transfer', () => {
  it('copies the fibre service to Borealis with its dependencies, a conflict resolved, and Borealis sees it', async () => {
    const page = await harness.signedIn('admin');
    await page.goto(harness.url('/transfer'));
    const target = page.getByRole('combobox', { name: 'Copy to' });
    await expect.poll(() => target.inputValue(), { timeout: 15_000 }).toBe('borealis');

    const search = page.getByRole('combobox', { name: 'Add an item by name' });
    await search.fill('fibre-broad');
    await page.getByRole('option', { name: /fibre-broadband/ }).waitFor();
    await search.press('Enter');
    await page.getByRole('list', { name: 'Items named' }).getByText('fibre-broadband').waitFor();

    await page.getByRole('button', { name: 'Dry run', exact: true }).click();
    const table = page.getByRole('table', { name: 'Dry run' });
    await table.waitFor();
    const rows = table.locator('tbody > tr');
    const kinds = await table.locator('tbody > tr > td:nth-child(2)').allTextContents();
    expect(kinds).toEqual(expect.arrayContaining(['service', 'workflow', 'task template', 'network element', 'form']));
    await table.getByText('used by the service "fibre-broadband"', { exact: false }).first().waitFor();
    expect(await rows.count()).toBeGreaterThan(5);

    const choices = table.getByRole('combobox', { name: /^What to do with / });
    const conflicts = await choices.count();
    expect(conflicts).toBeGreaterThan(0);
    const firstLabel = (await choices.first().getAttribute('aria-label')) ?? '';
    const renamed = `${firstLabel.replace('What to do with ', '')} (Aurora)`;
    await choices.first().selectOption('copy');
    const newName = table.getByRole('textbox', { name: /^New name of / });
    await newName.fill('');
    await table.getByText('Name the copy.').waitFor();
    await newName.fill(renamed);
    for (let index = 1; index < conflicts; index += 1) await choices.nth(index).selectOption('overwrite');
    await screenshotsAtBothSizes(page, 'transfer-dry-run');

    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Copy to Borealis/ });
    await confirm.waitFor();
    expect(await confirm.textContent()).toMatch(/\d+ to create/);
    await confirm.getByRole('button', { name: /^Copy to Borealis/ }).click();
    await page.getByRole('heading', { name: 'Applied' }).waitFor();
    await page.getByRole('list', { name: 'Items applied' }).getByText(renamed, { exact: false }).waitFor();
    await screenshotsAtBothSizes(page, 'transfer-applied');

    await dismissToasts(page);
    await page.getByRole('link', { name: 'See the copy event' }).click();
    const events = page.getByRole('grid', { name: 'Copy events' });
    await events.getByText('Copied out').first().waitFor();

    const borealis = await harness.signedIn('admin-at-borealis');
    await borealis.goto(harness.url('/configure/services'));
    await borealis.getByRole('grid').getByText('fibre-broadband').first().waitFor();
    // The item copied under a new name is there too (OSS or Billing: the demo's conflicts are its elements).
    await borealis.goto(harness.url('/configure/networks'));
    await borealis.getByRole('grid').getByText(renamed).first().waitFor();
    await screenshotsAtBothSizes(borealis, 'transfer-on-borealis');
  });

  it('refuses a bundle changed by hand with the server’s message, keeping the screen', async () => {
    const page = await harness.signedIn('admin');
    await page.goto(harness.url('/transfer'));
    await page.getByRole('combobox', { name: 'Copy to' }).waitFor();
    const bundle = { format: 'sdp-configuration-bundle', schemaVersion: 1, exportedAt: '2026-11-01T00:00:00.000Z' };
    await page.getByLabel('Bundle file').setInputFiles({
      name: 'edited.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({ ...bundle, sourceTenantId: 'aurora', family: 'copyall', items: [], hash: '0'.repeat(64) }),
      ),
    });
    await page.getByRole('heading', { name: 'Import a bundle into this tenant' }).waitFor();
    await page.getByRole('button', { name: 'Dry run', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'bundle.hash' }).count(), { timeout: 15_000 })
      .toBe(1);
  });
});
