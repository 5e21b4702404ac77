import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ORDER_RESOURCE, type Order } from '../../plugins/engine/public/contract/order.ts';
import type { KeysetPage } from '../../core/contract/pagination.ts';
import { plugins } from '../../plugins/index.ts';
import { eventually, parseSession, screenshotsAtBothSizes, sessionCookie, useConsole } from './consoleHarness.ts';

/** Issue 26: what a new operator trips over, checked in a real browser. */
const harness = useConsole();

/** axe-core's browser build (a dev dependency of pure JavaScript), evaluated as the page's CSP allows no inline script. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SERIOUS = new Set(['serious', 'critical']);
/** Screens checked at once, each in a page of its own: settling a screen is mostly waiting on it. */
const AXE_LANES = 3;

async function tokenOf(page: Page): Promise<string> {
  return parseSession((await sessionCookie(page))?.value ?? '').token;
}

async function firstOrder(page: Page, query: string): Promise<Order> {
  const response = await harness.api(`${ORDER_RESOURCE.paths.list}?${query}&limit=1`, { token: await tokenOf(page) });
  const [order] = ((await response.json()) as { data: KeysetPage<Order> }).data.items;
  if (!order) throw new Error(`the demo history has no order for ${query}`);
  return order;
}

const orderHref = (order: Order) =>
  `/monitor/order-listing/order?orderNumber=${order.orderNumber}&orderId=${order.orderId}`;

/**
 * Waits until the screen has drawn its content: no loading text, nothing busy, no finite animation running —
 * and still so a moment later, as a screen may load again once its saved column layout arrives.
 */
async function settled(page: Page): Promise<void> {
  await page.locator('body').waitFor();
  await calm(page);
  await page.waitForTimeout(500);
  await calm(page);
}

async function calm(page: Page): Promise<void> {
  await eventually(() =>
    page.evaluate(
      () =>
        !document.body.innerText.includes('Loading...') &&
        document.querySelector('[aria-busy="true"]') === null &&
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
    ),
  ).toBe(true);
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return violations
    .filter((violation) => SERIOUS.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

describe('what an operator trips over', () => {
  it('keeps single-key shortcuts working after a click on a blank part of the order screen', async () => {
    const page = await harness.signedIn('admin');
    const parked = await firstOrder(page, 'state=FAILED_TEMP');
    await page.goto(harness.url(orderHref(parked)));
    await page.getByRole('heading', { level: 1, name: new RegExp(parked.orderNumber) }).waitFor();
    const main = page.locator('main#sdp-content');
    const box = await main.boundingBox();
    if (!box) throw new Error('no content region');
    // The content region's own padding, below the last of the page: nothing there but the region.
    await page.mouse.click(box.x + 4, box.y + box.height - 4);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('sdp-content');
    await page.keyboard.press('m');
    await page.getByRole('dialog', { name: /Mark task as success/ }).waitFor();
  });

  it('shows the whole word "overdue" in the worklist’s Due column at 1440 px', async () => {
    const page = await harness.signedIn('admin');
    // The open items due first, as an operator looks for the late ones: the newest are not late yet.
    await page.goto(harness.url('/monitor/worklist?worklist.f.state=OPEN&worklist.sort=dueAt:asc'));
    const tag = page.getByText('· overdue', { exact: true }).first();
    await tag.waitFor();
    const fits = await tag.evaluate((element) => {
      const cell = element.closest('[role="gridcell"], td') ?? element.parentElement;
      const own = element.getBoundingClientRect();
      const room = cell?.getBoundingClientRect();
      return element.scrollWidth <= element.clientWidth + 1 && room !== undefined && own.right <= room.right + 1;
    });
    expect(fits).toBe(true);
    await screenshotsAtBothSizes(page, 'worklist-due');
  });

  it(
    'finds no serious accessibility violation on any screen of the enabled console',
    { timeout: 600_000 },
    async () => {
      const page = await harness.signedIn('admin');
      const order = await firstOrder(page, 'state=FAILED_TEMP');
      const paths = new Set<string>(['/']);
      for (const plugin of plugins) {
        for (const route of plugin.routes) {
          if (route.layout === 'public' || route.path.includes(':')) continue;
          paths.add(route.path === '/monitor/order-listing/order' ? orderHref(order) : route.path);
        }
      }
      const found: string[] = [];
      const waiting = [...paths];
      const checkWaitingScreens = async (lane: Page) => {
        for (let path = waiting.shift(); path !== undefined; path = waiting.shift()) {
          await lane.goto(harness.url(path));
          await settled(lane);
          for (const violation of await seriousViolations(lane)) found.push(`${path}: ${violation}`);
        }
      };
      const otherLanes = await Promise.all(Array.from({ length: AXE_LANES - 1 }, () => harness.signedIn('admin')));
      await Promise.all([page, ...otherLanes].map(checkWaitingScreens));
      expect(found).toEqual([]);
      expect(paths.size).toBeGreaterThan(20);
    },
  );
});
