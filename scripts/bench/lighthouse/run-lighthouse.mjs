// node run-lighthouse.mjs <url> <output.json> [cookies.json] – one Lighthouse run (its default, mobile,
// configuration) in a fresh headless Chromium, writing the report (LHR) as JSON. Plain Node on
// purpose: under tsx, the functions Lighthouse sends to the page as source text carry tsx's `__name`
// helper, which the page does not have.
// With cookies (a signed-in session, [{ name, value }]), they are set for the page's origin before the
// run, Lighthouse keeps them (disableStorageReset: the profile is fresh anyway, so nothing else is
// kept), and "is-crawlable" is skipped: a signed-in page is rightly noindex.
import { readFileSync, writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [url, output, cookiesFile] = process.argv.slice(2);
const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
try {
  let flags = { port: chrome.port, logLevel: 'error', output: 'json' };
  if (cookiesFile) {
    const cookies = JSON.parse(readFileSync(cookiesFile, 'utf8'));
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const origin = new URL(url).origin;
    await browser.setCookie(...cookies.map(({ name, value }) => ({ name, value, domain: new URL(origin).hostname, path: '/', sameSite: 'Lax' })));
    await browser.disconnect();
    flags = { ...flags, disableStorageReset: true, skipAudits: ['is-crawlable'] };
  }
  const answer = await lighthouse(url, flags);
  if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
  writeFileSync(output, JSON.stringify(answer.lhr));
} finally {
  chrome.kill();
}
