/**
 * The login page and signing in, in Chromium against the built server on a fresh demo database: the login
 * page's first contentful paint with the CPU slowed four times (a fresh browser context each round, so
 * nothing is cached), and the time from pressing Enter on the typed credentials to the landing page's
 * heading (the administrator lands on the dashboard). Targets: FCP as early as the HTML allows, sign-in →
 * landing p50 ≤ 400 ms. Figures only, never an assertion. Needs `npm run build` (run first when dist/ is missing).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from '../support/browser.ts';
import { SERVER_ENTRY, startServerProcess } from '../support/serverProcess.ts';
import { summarise, type LatencyFigures } from './stats.ts';

export interface FirstPageBenchFigures {
  /** First contentful paint of /sdp/login, CPU throttled ×4. */
  loginFcpThrottled: LatencyFigures;
  /** The login form answering input (React has hydrated its username field), CPU throttled ×4. */
  loginFormThrottled: LatencyFigures;
  /** Enter on the credentials to the dashboard's heading. */
  signInToLanding: LatencyFigures;
}

const PASSWORD = 'Bench#Console-Password-2026';
const ROUNDS = 7;
const CPU_SLOWDOWN = 4;

/** In the page, before Enter: resolves with the milliseconds from the submit to the dashboard's heading. */
const WATCH_LANDING = `void (window.__landing = new Promise((resolve) => {
  let started = null;
  document.addEventListener('submit', () => { if (started === null) started = performance.now(); }, true);
  const check = () => {
    const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent.trim() === 'Dashboard');
    if (heading && started !== null) resolve(performance.now() - started);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}));`;

/** In the page: resolves with the time since navigation at which React had hydrated the username field. */
const WAIT_HYDRATED = `new Promise((resolve) => {
  const check = () => {
    const field = document.querySelector('input[name="username"]');
    if (field && Object.keys(field).some((key) => key.startsWith('__reactProps'))) resolve(performance.now());
    else requestAnimationFrame(check);
  };
  check();
})`;

const READ_PAINT = `(() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const nav = performance.getEntriesByType('navigation')[0];
  return { fcp: fcp ? fcp.startTime : NaN, start: nav ? nav.startTime : 0 };
})()`;

export async function runFirstPageBench(): Promise<FirstPageBenchFigures> {
  if (!existsSync(SERVER_ENTRY) || !existsSync(join(process.cwd(), 'dist', 'web', 'index.html'))) {
    execFileSync('npm', ['run', 'build'], { stdio: 'ignore' });
  }
  // SDP_BENCH_URL: a server already running with SDP_ADMIN_PASSWORD set to the bench's (a busy machine starts one slowly).
  const external = process.env.SDP_BENCH_URL;
  const server = external
    ? { baseUrl: external, stop: async () => {} }
    : await startServerProcess({ env: { SDP_ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'silent' } });
  const browser = await launchBrowser();
  const loginUrl = `${server.baseUrl}/sdp/login`;
  try {
    const fcp: number[] = [];
    const form: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(loginUrl, { waitUntil: 'commit' });
      form.push((await page.evaluate(WAIT_HYDRATED)) as number);
      await page.waitForFunction("performance.getEntriesByName('first-contentful-paint').length > 0");
      const paint = (await page.evaluate(READ_PAINT)) as { fcp: number; start: number };
      fcp.push(paint.fcp - paint.start);
      await context.close();
    }

    const landing: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(loginUrl);
      await page.getByRole('textbox', { name: 'Username' }).click();
      await page.keyboard.type('admin', { delay: 40 });
      await page.keyboard.press('Tab');
      await page.keyboard.type(PASSWORD, { delay: 40 });
      await page.evaluate(WATCH_LANDING);
      await page.keyboard.press('Enter');
      landing.push((await page.evaluate('window.__landing')) as number);
      await context.close();
    }
    return {
      loginFcpThrottled: summarise(fcp),
      loginFormThrottled: summarise(form),
      signInToLanding: summarise(landing),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
