import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

/** Chromium's console line for anything the Content-Security-Policy blocked ("Refused to load … because it violates …"). */
const CSP_CONSOLE_MESSAGE = /Refused to .*Content Security Policy|Content Security Policy directive/i;
/** The binding pages report `securitypolicyviolation` events through. */
const REPORT_BINDING = '__reportCspViolation';

/**
 * Playwright's `test` for every journey: the site runs with its Content-Security-Policy, and any
 * violation the policy reports, in any page of any browser context the test opens (the default
 * one and those from browser.newContext()/newPage()), fails the test when it ends.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      await watchContext(context, violations);
      const restore = watchNewContexts(browser, violations);
      try {
        await use(violations);
      } finally {
        restore();
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

async function watchContext(context: BrowserContext, violations: string[]): Promise<void> {
  context.on('console', (message) => {
    if (CSP_CONSOLE_MESSAGE.test(message.text())) violations.push(`${message.page()?.url() ?? 'a page'}: ${message.text()}`);
  });
  await context.exposeBinding(REPORT_BINDING, ({ frame }, report: string) => violations.push(`${frame.url()}: ${report}`));
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`;
      void (window as unknown as Record<string, (report: string) => Promise<void>>)[binding]?.(report);
    });
  }, REPORT_BINDING);
}

/** Watches the contexts the test makes itself (Browser.newPage goes through newContext too); returns the undo. */
function watchNewContexts(browser: Browser, violations: string[]): () => void {
  const newContext = browser.newContext;
  browser.newContext = async function watchedNewContext(this: Browser, ...args: Parameters<Browser['newContext']>) {
    const context = await newContext.apply(this, args);
    await watchContext(context, violations);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}
