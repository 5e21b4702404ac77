/**
 * The console in Chromium against the built server on a fresh demo database: how long the order listing
 * takes to show its first screen of rows (a full page load, signed in), and how long the order screen
 * takes to show an order of a 200-step workflow — its graph drawn and its 200 tasks listed — when opened
 * from the listing (targets: listing first screen ≤ 500 ms, order screen p50 ≤ 200 ms, p95 ≤ 300 ms); and the
 * workflow studio on that 200-step workflow: how long it takes to open from the console (target p50 ≤ 300 ms),
 * and the frame times while a step is dragged across the canvas (target p95 ≤ 20 ms; measured, not asserted).
 * Figures only, never an assertion. Needs `npm run build` (run first when dist/ is missing).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { benchCall } from './benchApi.ts';
import { SIMULATED_ELEMENTS } from '../../plugins/engine/public/contract/simulator.ts';
import type { WorkflowDefinition } from '../../plugins/engine/public/contract/workflowDefinition.ts';
import { launchBrowser } from '../support/browser.ts';
import { SERVER_ENTRY, startServerProcess } from '../support/serverProcess.ts';
import { summarise, type LatencyFigures } from './stats.ts';

export interface ConsoleBenchFigures {
  listingFirstScreen: LatencyFigures;
  orderScreen200Steps: LatencyFigures;
  studio200Steps: LatencyFigures;
  studioDragFrames: LatencyFigures;
}

const WIDE_WORKFLOW = 'Bench – 200 steps';

const PASSWORD = 'Bench#Console-Password-2026';
const ROUNDS = 7;
const TEMPLATES = ['Reserve MSISDN', 'Activate subscriber', 'Apply data policy', 'Open billing account'];
const STEP_COUNT = 200;

/** START, 198 calls in four parallel lanes between a fork and a join, END: 200 steps. */
function wideWorkflow(): WorkflowDefinition {
  const lanes = 4;
  const perLane = (STEP_COUNT - 4) / lanes;
  const steps: WorkflowDefinition['steps'] = [
    { id: 'start', kind: 'START', name: 'Start' },
    { id: 'fork', kind: 'FORK', name: 'Fan out' },
    { id: 'join', kind: 'JOIN', name: 'All done' },
    { id: 'end', kind: 'END', name: 'End' },
  ];
  const edges: WorkflowDefinition['edges'] = [
    { from: 'start', to: 'fork' },
    { from: 'join', to: 'end' },
  ];
  for (let lane = 0; lane < lanes; lane += 1) {
    let previous = 'fork';
    for (let index = 0; index < perLane; index += 1) {
      const id = `lane${lane}_${index}`;
      const template = TEMPLATES[lane] as string;
      steps.push({ id, kind: 'TASK', name: `${template} ${index + 1}`, taskTemplate: template });
      edges.push({ from: previous, to: id });
      previous = id;
    }
    edges.push({ from: previous, to: 'join' });
  }
  return { steps, edges, failurePolicy: 'PARK' };
}

/** Publishes the 200-step workflow behind `bench-wide`, runs one order of it to the end; answers its link. */
async function wideOrder(base: string): Promise<string> {
  const { token } = await benchCall<{ token: string }>(base, null, 'POST', '/authentication/uilogin', {
    username: 'admin',
    password: PASSWORD,
  });
  for (const element of SIMULATED_ELEMENTS) {
    await benchCall(base, token, 'PUT', '/network/simulator', { element, latencyMs: 0, failureRate: 0 });
  }
  const workflow = await benchCall<{ workflowId: string; version: number }>(base, token, 'POST', '/workflow/create', {
    name: WIDE_WORKFLOW,
    draft: wideWorkflow(),
  });
  await benchCall(base, token, 'POST', `/workflow/publish/${workflow.workflowId}`, {
    version: workflow.version,
    comment: 'Bench',
  });
  await benchCall(base, token, 'POST', '/workflow/service', {
    name: 'bench-wide',
    displayName: 'Bench – wide',
    category: 'Bench',
    operations: [{ name: 'ADD', workflowId: workflow.workflowId }],
  });
  const msisdn = '491700000200';
  const order = await benchCall<{ orderId: string; orderNumber: string }>(base, token, 'POST', '/api/admin/order', {
    service: 'bench-wide',
    operation: 'ADD',
    payload: { msisdn, iccid: `8949${msisdn}`, plan: 'M', subscriber: msisdn },
  });
  for (;;) {
    const info = await benchCall<{ state: string }>(base, token, 'GET', `/order/orderinfo/${order.orderId}`);
    if (info.state !== 'RUNNING' && info.state !== 'PENDING') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return `/monitor/order-listing/order?orderNumber=${order.orderNumber}&orderId=${order.orderId}`;
}

/**
 * In the page: moves the router to the order's screen and answers the milliseconds until its graph is
 * drawn and its tasks listed. A string, so the bundler adds no helpers the page does not have.
 */
function timeOrderScreen(href: string): string {
  return `new Promise((resolve) => {
    const started = performance.now();
    window.history.pushState({}, '', ${JSON.stringify(href)});
    window.dispatchEvent(new PopStateEvent('popstate'));
    const check = () => {
      const tasks = document.querySelectorAll('table[aria-label="Tasks"] tbody tr').length;
      if (tasks >= ${STEP_COUNT} && document.querySelector('[data-step]')) resolve(performance.now() - started);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`;
}

/** In the page: opens the studio on the 200-step workflow and answers the milliseconds until it is drawn. */
function timeStudio(href: string): string {
  return `new Promise((resolve) => {
    const started = performance.now();
    window.history.pushState({}, '', ${JSON.stringify(href)});
    window.dispatchEvent(new PopStateEvent('popstate'));
    const check = () => {
      const status = document.querySelector('[role="status"]');
      if (document.querySelector('[data-step]') && status && /problem/.test(status.textContent || '')) {
        resolve(performance.now() - started);
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`;
}

const START_FRAMES = `window.__benchFrames = []; (function frame(time) {
  window.__benchFrames.push(time);
  if (window.__benchFrames.length < 2000 && !window.__benchFramesDone) requestAnimationFrame(frame);
})(performance.now());`;
const STOP_FRAMES = `(() => { window.__benchFramesDone = true; const times = window.__benchFrames;
  return times.slice(1).map((time, index) => time - times[index]); })()`;

export async function runConsoleBench(): Promise<ConsoleBenchFigures> {
  if (!existsSync(SERVER_ENTRY) || !existsSync(join(process.cwd(), 'dist', 'web', 'index.html'))) {
    execFileSync('npm', ['run', 'build'], { stdio: 'ignore' });
  }
  const server = await startServerProcess({ env: { SDP_ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'silent' } });
  const browser = await launchBrowser();
  try {
    const orderPath = await wideOrder(server.baseUrl);
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    const url = (path: string) => `${server.baseUrl}/sdp${path}`;
    await page.goto(url('/login'));
    await page.getByLabel(/user ?name/i).fill('admin');
    await page
      .getByLabel(/password/i)
      .first()
      .fill(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((target) => !target.pathname.endsWith('/login'));

    const listing: number[] = [];
    const detail: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      await page.goto(url('/monitor/order-listing'));
      await page.locator('[role="grid"] [role="row"][aria-rowindex="2"]').waitFor();
      listing.push(performance.now() - started);

      // Opened from the listing as a link does: a route change inside the running console.
      detail.push(await page.evaluate(timeOrderScreen(`/sdp${orderPath}`)));
    }
    const studio: number[] = [];
    const studioHref = `/sdp/configure/workflow?workflowName=${encodeURIComponent(WIDE_WORKFLOW)}`;
    for (let round = 0; round < ROUNDS; round += 1) {
      await page.goto(url('/configure/workflows'));
      await page.locator('[role="grid"] [role="row"][aria-rowindex="2"]').waitFor();
      studio.push(await page.evaluate(timeStudio(studioHref)));
    }

    // A step dragged across the canvas in 60 moves, the browser's frame times recorded meanwhile.
    const box = await page.locator('[data-step="fork"]').boundingBox();
    if (!box) throw new Error('the studio drew no fork step');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.evaluate(START_FRAMES);
    for (let move = 1; move <= 60; move += 1) {
      await page.mouse.move(box.x + box.width / 2 + move * 5, box.y + box.height / 2 + move * 3);
    }
    const frames = (await page.evaluate(STOP_FRAMES)) as number[];
    await page.mouse.up();
    return {
      listingFirstScreen: summarise(listing),
      orderScreen200Steps: summarise(detail),
      studio200Steps: summarise(studio),
      studioDragFrames: summarise(frames),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
