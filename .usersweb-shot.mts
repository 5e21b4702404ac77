import { launchBrowser } from './tests/support/browser.ts';
const base = 'http://127.0.0.1:18734/sdp';
const browser = await launchBrowser();
const out = '/tmp/usersweb-shots';
try {
  for (const [name, viewport] of [['desk', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
    const page = await browser.newPage({ viewport });
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
    await page.goto(base + '/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill('Admin#Shell-2026-check');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20000 });
    await page.goto(base + '/users');
    await page.getByRole('grid', { name: 'Users' }).waitFor({ timeout: 20000 });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${out}/${name}-users.png` });
    await page.getByRole('button', { name: 'Create user' }).first().click();
    await page.getByRole('dialog', { name: 'Create user' }).waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/${name}-create.png` });
    await page.keyboard.press('Escape');
    await page.goto(base + '/users?tab=roles');
    await page.getByRole('navigation', { name: 'Roles' }).getByRole('button').nth(1).click().catch(() => {});
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${out}/${name}-roles.png`, fullPage: false });
    await page.close();
  }
} finally {
  await browser.close();
}
