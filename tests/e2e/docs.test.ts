import { describe, expect, it } from 'vitest';
import { eventually, screenshotsAtBothSizes, useConsole } from './consoleHarness.ts';

/** The documentation window: opened by the header's help button, and what it says without a page. */
const harness = useConsole();

describe('the documentation window', () => {
  it('opens from the help button in a new window on the page of the current screen', async () => {
    const page = await harness.signedIn('admin');
    await page.goto(harness.url('/'));
    await page.getByRole('heading', { level: 1, name: 'Getting Started' }).waitFor();

    const [docs] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('banner').getByRole('button', { name: 'Help' }).click(),
    ]);
    await docs.waitForURL((url) => url.pathname === '/sdp/docs');
    expect(new URL(docs.url()).searchParams.get('url')).toBe('getting-started');
    expect(await docs.evaluate(() => window.name)).toBe('sdp-docs');
    await docs.getByRole('banner').getByText('Workflow Orchestration', { exact: true }).waitFor();
    await docs.getByRole('heading', { level: 1, name: 'Getting started' }).waitFor();
    await eventually(() => docs.title()).toBe('SDP - Docs');
    await screenshotsAtBothSizes(docs, 'docs');
  });

  it('asks to reopen the document when opened without its URL', async () => {
    const page = await harness.signedIn('admin');

    await page.goto(harness.url('/docs'));
    await eventually(() => page.getByRole('alert').textContent()).toBe(
      'Document URL missing! Please reopen the document.',
    );
    expect(await page.getByRole('heading', { level: 1, name: 'Getting started' }).count()).toBe(0);
    await screenshotsAtBothSizes(page, 'docs-missing-url');
  });
});
