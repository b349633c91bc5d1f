import { chromium } from 'playwright';
const [,, url, width='375'] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const failed = [];
page.on('response', r => { if (r.status() >= 400) failed.push(r.status() + ' ' + r.url()); });
await page.goto(url, { waitUntil: 'networkidle' });
for (let y = 0; y < 20000; y += 400) { await page.evaluate(y => window.scrollTo(0, y), y); await page.waitForTimeout(100); }
await page.waitForTimeout(1000);
const bad = await page.evaluate(() => [...document.images].filter(i => !i.complete || i.naturalWidth === 0).map(i => i.src));
const h1 = await page.evaluate(() => [...document.querySelectorAll('h1')].map(h => h.textContent));
const links = await page.evaluate(() => [...new Set([...document.querySelectorAll('a[href^="/"]')].map(a => a.getAttribute('href')))]);
console.log(JSON.stringify({ bad, failed, h1, links }));
await browser.close();
