/**
 * How long after the page's load work that loads Amplify only as a bonus waits (the header's auth
 * client for a returning user, the queues' live bar): the page's own start, and the quiet seconds
 * that end it, are not spent on it (Lighthouse's signed-in pages, issue 45).
 */
export const AFTER_PAGE_START_MS = 5000;

/** How long an idle moment is waited for before the work runs anyway. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `work` once, when the page has loaded, `afterLoadMs` have passed and the browser is next
 * idle (so it takes nothing from the page's own start), or at once if the page is hidden first
 * (it may be closed next). Answers the function that cancels it.
 */
export function whenPageSettled(work: () => void, afterLoadMs = 0): () => void {
  let isDone = false;
  let cancelWait = () => {};
  const run = () => {
    if (isDone) return;
    isDone = true;
    stop();
    work();
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelWait = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(run, 0);
      cancelWait = () => clearTimeout(handle);
    }
  };
  const onLoaded = () => {
    if (afterLoadMs <= 0) return whenIdle();
    const handle = setTimeout(whenIdle, afterLoadMs);
    cancelWait = () => clearTimeout(handle);
  };
  const onVisibilityChange = () => document.visibilityState === 'hidden' && run();
  const stop = () => {
    window.removeEventListener('load', onLoaded);
    document.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', run);
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', run);
  if (document.readyState === 'complete') onLoaded();
  else window.addEventListener('load', onLoaded, { once: true });
  return () => {
    isDone = true;
    stop();
    cancelWait();
  };
}
