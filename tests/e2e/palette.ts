import type { Page } from 'playwright-core';
import { eventually } from './consoleHarness.ts';

export function palette(page: Page) {
  return page.getByRole('dialog', { name: 'Command palette' });
}

/** Opens the command palette with Ctrl+K and waits until its search field has the focus. */
export async function openPalette(page: Page): Promise<void> {
  const dialog = palette(page);
  await page.keyboard.press('Control+k');
  await dialog.waitFor();
  await eventually(() => dialog.getByRole('combobox').evaluate((input) => input === document.activeElement)).toBe(true);
}

/**
 * Whether the open palette offers a command titled exactly `title` when that title is typed. Waits
 * until the list answers the query: some option, or the "No results" status naming it.
 */
export async function paletteOffers(page: Page, title: string): Promise<boolean> {
  const dialog = palette(page);
  await dialog.getByRole('combobox').fill(title);
  const noResults = dialog.getByRole('status').filter({ hasText: `No results for “${title}”` });
  await eventually(async () => (await dialog.getByRole('option').count()) + (await noResults.count())).toBeGreaterThan(
    0,
  );
  return (await dialog.getByRole('option', { name: title, exact: true }).count()) > 0;
}
