import { chromium } from 'playwright';
const [,, url, out, width='1440', seg='1400', extra='', theme=''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const errors = [];
page.on('console', m => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type() + ': ' + m.text()); });
page.on('pageerror', e => errors.push(e.message));
await page.goto(url, { waitUntil: 'networkidle' });
if (theme) { await page.evaluate((t) => sessionStorage.setItem('streamit-settings', JSON.stringify({ ...JSON.parse(t), storage: 'sessionStorage' })), theme); await page.reload({ waitUntil: 'networkidle' }); }
if (extra) { await page.evaluate(extra); }
await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 50)); } window.scrollTo(0, 0); });
await page.waitForTimeout(700);
const height = await page.evaluate(() => document.documentElement.scrollHeight);
const sw = await page.evaluate(() => document.documentElement.scrollWidth);
const h = Number(seg);
let i = 0;
for (let y = 0; y < height; y += h, i++) {
  await page.screenshot({ path: `${out}-${i}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(h, height - y) } });
}
console.log('parts:', i, 'scrollWidth:', sw, 'errors:', errors);
await browser.close();
