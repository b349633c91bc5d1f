import { chromium } from 'playwright';
// usage: node .shot-blog.mjs url out width [clipY] [clipH] [js] [theme]
const [,, url, out, width='1440', clipY='', clipH='1400', extra='', theme=''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-background-networking'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const errors = [];
page.on('console', m => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.type()+': '+m.text()); });
page.on('pageerror', e => errors.push(e.message));
page.on('response', r => { if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`); });
// theme: e.g. colorScheme=light,direction=rtl -> saved settings read at boot
if (theme) {
  const patch = Object.fromEntries(theme.split(',').map((t) => t.split('=')));
  await page.addInitScript((p) => sessionStorage.setItem('streamit-settings', JSON.stringify(p)), patch);
}
await page.goto(url, { waitUntil: 'networkidle' });
// scroll to trigger lazy images
await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { window.scrollTo(0, y); await new Promise(r => setTimeout(r, 60)); } window.scrollTo(0, 0); });
if (extra) console.log("extra:", await page.evaluate(`(async () => { ${extra} })()`));

await page.waitForTimeout(600);
const h = await page.evaluate(() => document.documentElement.scrollHeight);
const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const h1s = await page.evaluate(() => [...document.querySelectorAll('h1')].filter(e => e.offsetParent !== null || e.getClientRects().length).length);
if (clipY !== '') await page.screenshot({ path: out, fullPage: true, clip: { x: 0, y: Number(clipY), width: Number(width), height: Math.min(Number(clipH), h - Number(clipY)) } });
else await page.screenshot({ path: out, fullPage: true });
console.log('height', h, 'hOverflow', overflow, 'h1', h1s, 'errors:', errors);
await browser.close();
