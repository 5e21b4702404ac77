import { launchBrowser } from '/work/wt-speed2/tests/support/browser.ts';
const browser = await launchBrowser();
for (let r = 0; r < 2; r++) {
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
const page = await context.newPage();
await page.goto('http://127.0.0.1:8096/sdp/login');
await page.getByRole('textbox', { name: 'Username' }).click();
await page.keyboard.type('admin', {delay: 40});
await page.keyboard.press('Tab');
await page.keyboard.type('Bench#Console-Password-2026', {delay: 40});
await page.waitForTimeout(500);
let t=Date.now();
page.on('request', (q) => console.log('req ', Date.now()-t, new URL(q.url()).pathname.slice(0,70)));
page.on('requestfinished', (q) => console.log('done', Date.now()-t, new URL(q.url()).pathname.slice(0,70)));
t=Date.now();
await page.keyboard.press('Enter');
await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
console.log('landed', Date.now()-t);
await context.close();
}
await browser.close();
