import { chromium } from '@playwright/test';
const [,, url, out, width, css, login] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
if (login) {
  await page.goto('http://127.0.0.1:5481/login');
  await page.getByLabel(/e-?mail/i).first().fill('staff@e2e.backlitshop.test');
  await page.getByLabel(/password/i).first().fill('e2e staff lantern 4417');
  await page.getByRole('button', { name: /log ?in|sign in/i }).click();
  await page.waitForURL(/admin/);
}
await page.goto(url);
if (css) await page.addStyleTag({ content: css });
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: process.argv[8] === 'full' });
await browser.close();
