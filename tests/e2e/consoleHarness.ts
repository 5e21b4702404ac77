// What every console e2e file shares: one built server and one Chromium per file (useConsole), a fresh
// browser context per test, a session per page (opened through the API, or through the login form where
// signing in is what a test is about), API calls from the test, and screenshots.
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Cookie, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { LoginResponse } from '../../core/contract/auth.ts';
import { AUTH_PATHS } from '../../core/contract/authPaths.ts';
import type { Envelope } from '../../core/contract/envelope.ts';
import { API_BASE, BASE_PATH, CONSOLE_PROVIDER, PROVIDER_HEADER, SESSION_COOKIE } from '../../core/contract/http.ts';
import { ADMIN_USERNAME } from '../../core/server/seed/demoData.ts';
import { formatSessionValue, SESSION_COOKIE_MARGIN_MS } from '../../core/session/sessionCookie.ts';
import { DEMO_USERS } from '../../plugins/users/server/usersSeed.ts';
import { launchBrowser } from '../support/browser.ts';
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts';
import { ADMIN_PASSWORD, seededDataDir } from './seededConsole.ts';

export { ADMIN_PASSWORD };
export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;
/** Screenshots of the main screens, for a person to look at; never part of the repository. */
export const SHOTS_DIR = process.env.SDP_E2E_SHOTS ?? '/tmp/e2e-shots';
/** How long a locator or navigation waits before the test fails. */
const ACTION_TIMEOUT_MS = 15_000;

/** expect.poll with the harness's patience: the console on a busy 2-core machine can take seconds. */
export function eventually<T>(read: () => T | Promise<T>, timeout = ACTION_TIMEOUT_MS) {
  return expect.poll(read, { timeout });
}

/** The seeded password of a demo user (or of the admin this harness configures). */
export function passwordOf(username: string): string {
  if (username === ADMIN_USERNAME) return ADMIN_PASSWORD;
  const user = DEMO_USERS.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`no seeded user called ${username}`);
  return user.password;
}

export interface Viewport {
  width: number;
  height: number;
}

export interface ConsoleHarness {
  server: ServerProcess;
  browser: Browser;
  /** A console URL: `path` is relative to the /sdp base, e.g. `/login`. */
  url(path?: string): string;
  /** A page in a new browser context; closeContexts() (afterEach) ends it. */
  newPage(viewport?: Viewport): Promise<Page>;
  /**
   * A page in a new browser context holding a new session of a demo user or the admin, on their landing
   * page inside the shell: where signing in through the login form leaves it (signIn() does that).
   */
  signedIn(username: string, viewport?: Viewport): Promise<Page>;
  closeContexts(): Promise<void>;
  /** A call to the API as the console makes it; `token` becomes the bearer token. */
  api(path: string, init?: { method?: string; body?: unknown; token?: string }): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * One server (on a copy of the seeded database) and one Chromium. `env` is runtime configuration only
 * (e.g. LOG_LEVEL): the seed is the template's.
 */
async function startConsole(env: Record<string, string> = {}): Promise<ConsoleHarness> {
  const dataDir = await seededDataDir();
  let server: ServerProcess;
  try {
    server = await startServerProcess({ dataDir, env: { SDP_ADMIN_PASSWORD: ADMIN_PASSWORD, ...env } });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  let browser: Browser;
  try {
    browser = await launchBrowser();
  } catch (error) {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  const contexts = new Set<BrowserContext>();

  const harness: ConsoleHarness = {
    server,
    browser,
    url: (path = '') => `${server.baseUrl}/sdp${path}`,
    async newPage(viewport = DESKTOP) {
      const context = await browser.newContext({ viewport });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
      contexts.add(context);
      return context.newPage();
    },
    async signedIn(username, viewport = DESKTOP) {
      const page = await harness.newPage(viewport);
      await openSession(harness, page, username);
      return page;
    },
    async closeContexts() {
      const open = [...contexts];
      contexts.clear();
      await Promise.all(open.map((context) => context.close()));
    },
    api(path, init = {}) {
      const headers: Record<string, string> = { [PROVIDER_HEADER]: CONSOLE_PROVIDER };
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      return fetch(`${server.baseUrl}${API_BASE}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
    },
    async stop() {
      await Promise.allSettled([...contexts].map((context) => context.close()));
      await browser.close().catch(() => {});
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}

/**
 * The console under test of one e2e file: call it once at the top of the file. Before the file's tests
 * it starts the built server on a copy of the seeded database and Chromium; after each test it closes
 * the test's browser contexts; after the file it stops both. `env` is the server's runtime configuration
 * (e.g. `{ LOG_LEVEL: 'info' }` to read mails from its log).
 */
export function useConsole(env: Record<string, string> = {}): ConsoleHarness {
  let started: ConsoleHarness | undefined;
  const current = (): ConsoleHarness => {
    if (!started) throw new Error('useConsole(): the console starts in beforeAll; use it inside a test or hook');
    return started;
  };
  beforeAll(async () => {
    started = await startConsole(env);
  });
  afterEach(async () => {
    await started?.closeContexts();
  });
  afterAll(async () => {
    await started?.stop();
  });
  return {
    get server() {
      return current().server;
    },
    get browser() {
      return current().browser;
    },
    url: (path) => current().url(path),
    newPage: (viewport) => current().newPage(viewport),
    signedIn: (username, viewport) => current().signedIn(username, viewport),
    closeContexts: () => current().closeContexts(),
    api: (path, init) => current().api(path, init),
    stop: () => current().stop(),
  };
}

/**
 * Gives the page's context a new session of the user, made by the sign-in call the login form makes and
 * stored in the cookie as the console stores it; then opens the login page, which sends a signed-in user
 * to their landing page. The console loads the user and roles itself, as after a reload.
 */
async function openSession(harness: ConsoleHarness, page: Page, username: string): Promise<void> {
  const response = await harness.api(AUTH_PATHS.uiLogin, {
    method: 'POST',
    body: { username, password: passwordOf(username) },
  });
  const envelope = (await response.json()) as Envelope<LoginResponse>;
  if (response.status !== 200 || envelope.data.passwordExpired) {
    throw new Error(`sign-in of ${username} did not open a session: ${response.status} ${JSON.stringify(envelope)}`);
  }
  const { token, expiry } = envelope.data;
  await page.context().addCookies([
    {
      name: SESSION_COOKIE,
      value: formatSessionValue(token, expiry),
      domain: new URL(harness.server.baseUrl).hostname,
      path: BASE_PATH,
      expires: Math.floor((expiry - SESSION_COOKIE_MARGIN_MS) / 1000),
      sameSite: 'Strict',
    },
  ]);
  await page.goto(harness.url('/login'));
  await page.waitForURL((url) => url.pathname !== '/sdp/login');
  await page.getByRole('banner').waitFor();
}

/** Signs in through the login form and waits until the console has left the login page. */
export async function signIn(harness: ConsoleHarness, page: Page, username: string, password = passwordOf(username)) {
  await page.goto(harness.url('/login'));
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname !== '/sdp/login');
  await page.getByRole('banner').waitFor();
}

/** The session cookie of the page's context, if any. */
export async function sessionCookie(page: Page): Promise<Cookie | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

/** Splits the cookie's `token:expiryMillis` value at its last colon. */
export function parseSession(value: string): { token: string; expiry: number } {
  const match = /^(.+):(\d+)$/.exec(value);
  if (!match?.[1] || !match[2]) throw new Error(`not a token:expiry value: ${value}`);
  return { token: match[1], expiry: Number(match[2]) };
}

/** The computed background colour of the page's header banner. */
export function headerBackground(page: Page): Promise<string> {
  return page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** Closes the toasts on screen (each has a close button), so a screenshot shows the screen beneath. */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('region', { name: /^Notifications/ }).getByRole('button', { name: 'Close toast' });
  // A toast may time out on its own meanwhile: a click that finds nothing left is fine.
  const clickIfStillThere = (button: Locator) => button.click({ timeout: 2_000 }).catch(() => undefined);
  for (let attempt = 0; attempt < 10 && (await close.count()) > 0; attempt += 1) await clickIfStillThere(close.first());
}

/** Resolves once the page's running CSS animations and transitions have finished. */
function animationsSettled(page: Page): Promise<void> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await Promise.allSettled(document.getAnimations().map((animation) => animation.finished));
  });
}

/** Saves a screenshot of the window as <SHOTS_DIR>/<name>-<width>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS_DIR, { recursive: true });
  await animationsSettled(page);
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`) });
}

/** The screen at the desktop size it is in, then at the phone size, then back: for a person to look at. */
export async function screenshotsAtBothSizes(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? DESKTOP;
  await screenshot(page, name);
  await page.setViewportSize(PHONE);
  await screenshot(page, name);
  await page.setViewportSize(size);
}
