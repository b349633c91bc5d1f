import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 375, height: 900 } });
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
console.log(await page.evaluate(() => {
  const out = [];
  for (const e of document.querySelectorAll('*')) {
    const r = e.getBoundingClientRect();
    if (r.right > 380 && r.right < 520) out.push(e.tagName + '.' + e.className + ' ' + Math.round(r.left) + '-' + Math.round(r.right) + ' ' + getComputedStyle(e).position);
  }
  return out.slice(0, 30);
}));
await browser.close();
