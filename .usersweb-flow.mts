import { launchBrowser } from './tests/support/browser.ts';
const base = 'http://127.0.0.1:18734/sdp';
const browser = await launchBrowser();
const out = '/tmp/usersweb-shots';
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
  await page.goto(base + '/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('Admin#Shell-2026-check');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 20000 });
  await page.goto(base + '/users?tab=roles&new=role');
  await page.getByLabel('Name', { exact: true }).fill('Order readers B');
  await page.getByRole('checkbox', { name: 'Read Monitor › Orders' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Create role' }).last().click();
  await page.waitForURL((url) => url.search.includes('role='), { timeout: 10000 });
  console.log('role url', page.url());
  await page.waitForTimeout(500);
  // rename + save
  await page.getByLabel('Name', { exact: true }).fill('Order readers C');
  await page.getByRole('button', { name: 'Save role' }).click();
  await page.getByText('Role Order readers C saved.').waitFor({ timeout: 10000 });
  console.log('saved');
  await page.screenshot({ path: `${out}/flow-role.png` });
  // delete a role held by users
  await page.getByRole('navigation', { name: 'Roles' }).getByRole('button', { name: /Operator/ }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await page.waitForTimeout(1000);
  console.log('delete alert:', await page.locator('[role="alert"]').allTextContents());
  // create user
  await page.goto(base + '/users?new=user');
  const dialog = page.getByRole('dialog', { name: 'Create user' });
  await dialog.getByLabel('First name').fill('Olga');
  await dialog.getByLabel('Username').fill('olga');
  await dialog.getByLabel('Email').fill('olga@aurora.example');
  await dialog.getByRole('checkbox', { name: 'Order readers C' }).check();
  console.log('landing options', await dialog.getByLabel('Landing page').locator('option').allTextContents());
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await page.waitForTimeout(1500);
  console.log('dialog open after create:', await dialog.count());
  await page.screenshot({ path: `${out}/flow-users.png` });
  // edit, then disable
  await page.getByRole('grid', { name: 'Users' }).getByText('olga', { exact: true }).click();
  await page.waitForTimeout(500);
  console.log('edit dialog:', await page.getByRole('dialog').count());
  await page.screenshot({ path: `${out}/flow-edit.png` });
} finally {
  await browser.close();
}
