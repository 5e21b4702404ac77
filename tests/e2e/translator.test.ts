import { describe, expect, it } from 'vitest';
import { eventually, screenshotsAtBothSizes, useConsole } from './consoleHarness.ts';
import { openPalette, palette } from './palette.ts';

/** The translator: a seeded XSLT document previewed on its sample, broken and mended in the editor, saved. */
const harness = useConsole();

describe('the translator', () => {
  it('previews the seeded translation, marks a broken document at its line, and saves the mended one', async () => {
    const page = await harness.signedIn('designer');
    await openPalette(page);
    const combobox = palette(page).getByRole('combobox');
    await combobox.fill('Open translation');
    await palette(page)
      .getByRole('option', { name: /Open translation…/ })
      .click();
    await combobox.fill('crm');
    await palette(page)
      .getByRole('option', { name: /crm-order-to-sdp/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'crm-order-to-sdp' }).waitFor();
    const output = page.getByRole('textbox', { name: 'Output' });
    await eventually(() => output.textContent()).toContain('<msisdn>46700001111</msisdn>');
    await eventually(() => output.textContent()).toContain('<plan>UNLIMITED-5G</plan>');
    await screenshotsAtBothSizes(page, 'translator');

    // Break the document: an element left open is marked at its line, and the output goes.
    const xslt = page.getByRole('textbox', { name: 'XSLT document' });
    await xslt.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('\n<oops>');
    const problems = page.getByRole('list', { name: 'Problems' });
    await problems.getByText(/^XSLT, line \d+: /).waitFor();
    expect(await page.locator('.cm-lint-marker-error').count()).toBeGreaterThan(0);

    // Undo mends it; a new sample shows in the output; save both.
    await page.keyboard.press('Control+z');
    await problems.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Sample input' }).click();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText('<crmOrder id="CRM-7"><customer><phone>46700007777</phone></customer></crmOrder>');
    await eventually(() => output.textContent()).toContain('<msisdn>46700007777</msisdn>');
    await page.keyboard.press('Control+s');
    await page.getByRole('status').filter({ hasText: 'Saved · version 2' }).waitFor();
  });

  it('shows a reader the translation without a way to save it', async () => {
    const page = await harness.signedIn('developer');
    await page.goto(harness.url('/translator?translatorName=crm-order-to-sdp'));
    await page.getByRole('status').filter({ hasText: 'Read only' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  });
});
