// node run-lighthouse.mjs <url> <output.json> – one Lighthouse run (its default, mobile, configuration)
// in a fresh headless Chromium, writing the report (LHR) as JSON. Plain Node on purpose: under tsx,
// the functions Lighthouse sends to the page as source text carry tsx's `__name` helper, which the
// page does not have.
import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [url, output] = process.argv.slice(2);
const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
try {
  const answer = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' });
  if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
  writeFileSync(output, JSON.stringify(answer.lhr));
} finally {
  chrome.kill();
}
