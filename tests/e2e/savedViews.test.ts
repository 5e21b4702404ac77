import { describe, expect, it } from 'vitest';
import { eventually, useConsole } from './consoleHarness.ts';
import { gridText } from './gridContent.ts';

/** The views plugin in the built console: its Views menu loads with the grid, and a saved view comes back. */
const harness = useConsole();

describe('saved views', () => {
  it("keep a grid's columns on the server: a view saved, the layout changed, the view applied again", async () => {
    const page = await harness.signedIn('admin');
    await page.goto(harness.url('/users'));
    const grid = page.getByRole('grid', { name: 'Users' });
    await grid.getByRole('row').filter({ hasText: 'operator@aurora.example' }).waitFor();
    const tools = page.getByRole('toolbar', { name: 'List tools' });
    const header = async () => (await gridText(grid)).header;

    await tools.getByRole('button', { name: 'Columns' }).click();
    const columns = page.getByRole('dialog', { name: 'Columns' });
    await columns.getByRole('checkbox', { name: 'Email', exact: true }).uncheck();
    await page.keyboard.press('Escape');
    await columns.waitFor({ state: 'hidden' });
    await eventually(header).not.toContain('Email');

    await tools.getByRole('button', { name: 'Views' }).click();
    const menu = page.getByRole('dialog', { name: 'Saved views' });
    await menu.getByLabel('Save the current view as').fill('Without email');
    await menu.getByRole('button', { name: 'Save view' }).click();
    await menu.getByRole('button', { name: 'Without email', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await tools.getByRole('button', { name: 'Without email' }).waitFor();

    // The layout is the user's on the server: a reload shows it, then showing Email again leaves the view.
    await page.reload();
    await grid.getByRole('row').filter({ hasText: 'operator' }).first().waitFor();
    await eventually(header).not.toContain('Email');
    await tools.getByRole('button', { name: 'Columns' }).click();
    await columns.getByRole('checkbox', { name: 'Email', exact: true }).check();
    await page.keyboard.press('Escape');
    await eventually(header).toContain('Email');

    await tools.getByRole('button', { name: 'Views' }).click();
    await menu.getByRole('button', { name: 'Without email', exact: true }).click();
    await eventually(header).not.toContain('Email');
    expect(await tools.getByRole('button', { name: 'Without email' }).isVisible()).toBe(true);
  });
});
