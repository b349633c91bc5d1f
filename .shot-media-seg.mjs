import { chromium } from 'playwright';
const [,, url, out, width='1440', seg='1100', theme=''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const errors = [];
page.on('console', m => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type()+': '+m.text()); });
page.on('pageerror', e => errors.push(e.message));
await page.goto(url, { waitUntil: 'load', timeout: 90000 }); await page.waitForTimeout(1500);
if (theme) await page.evaluate((t) => { const [k,v] = t.split('='); document.documentElement.setAttribute(k, v); }, theme);
for (let y = 0; y < await page.evaluate(() => document.body.scrollHeight); y += 500) { await page.evaluate((y) => window.scrollTo(0, y), y); await page.waitForTimeout(100); }
await page.evaluate(() => window.scrollTo(0, 0));
await page.waitForTimeout(800);
const h = await page.evaluate(() => document.body.scrollHeight);
const s = Number(seg);
let i = 0;
for (let y = 0; y < h; y += s, i++) {
  await page.screenshot({ path: `${out}-${i}.png`, fullPage: true, clip: { x: 0, y, width: Number(width), height: Math.min(s, h - y) } });
}
const h1 = await page.evaluate(() => [...document.querySelectorAll('h1')].map(e => e.textContent));
const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
console.log('segments:', i, 'h1:', JSON.stringify(h1), 'overflowX:', overflow, 'errors:', errors);
await browser.close();
