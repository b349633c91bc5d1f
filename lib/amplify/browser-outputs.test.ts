/**
 * @jest-environment jsdom
 */
import { OUTPUTS_GLOBAL } from './amplify-outputs';

type Module = typeof import('./browser-outputs');

/** A fresh copy of the module (its one load per page) and of the page's head. */
function freshModule(): Module {
  document.head.innerHTML = '<script nonce="page-nonce"></script>';
  delete (window as unknown as Record<string, unknown>)[OUTPUTS_GLOBAL];
  let loaded: Module | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Module>('./browser-outputs');
  });
  return loaded as Module;
}

function addedScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')];
}

/** What the browser does when /amplify-outputs.js arrives: the script sets the global, then load fires. */
function serveOutputs(script: HTMLScriptElement, outputs: unknown): void {
  (window as unknown as Record<string, unknown>)[OUTPUTS_GLOBAL] = outputs;
  script.dispatchEvent(new Event('load'));
}

it('adds one script with the page nonce, shared by every caller, and answers its outputs', async () => {
  const { loadBrowserOutputs, loadedBrowserOutputs } = freshModule();
  expect(loadedBrowserOutputs()).toBeUndefined();
  const first = loadBrowserOutputs();
  const second = loadBrowserOutputs();
  expect(addedScripts()).toHaveLength(1);
  const [script] = addedScripts();
  expect(script.getAttribute('src')).toBe('/amplify-outputs.js');
  expect(script.nonce).toBe('page-nonce');
  const outputs = { version: '1.3', auth: { aws_region: 'us-east-1' } };
  serveOutputs(script, outputs);
  await expect(first).resolves.toBe(outputs);
  await expect(second).resolves.toBe(outputs);
  expect(loadedBrowserOutputs()).toBe(outputs);
  await loadBrowserOutputs();
  expect(addedScripts()).toHaveLength(1);
});

it('answers null when the server has no outputs, and tells listeners', async () => {
  const { loadBrowserOutputs, loadedBrowserOutputs, onBrowserOutputs } = freshModule();
  const listener = jest.fn();
  const stop = onBrowserOutputs(listener);
  const loading = loadBrowserOutputs();
  serveOutputs(addedScripts()[0], null);
  await expect(loading).resolves.toBeNull();
  expect(loadedBrowserOutputs()).toBeNull();
  expect(listener).toHaveBeenCalledTimes(1);
  stop();
});

it('tries again after the script failed to load', async () => {
  const { loadBrowserOutputs } = freshModule();
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failed = loadBrowserOutputs();
  addedScripts()[0].dispatchEvent(new Event('error'));
  await expect(failed).resolves.toBeNull();
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('/amplify-outputs.js could not be loaded'));
  errors.mockRestore();
  expect(addedScripts()).toHaveLength(0);
  const retried = loadBrowserOutputs();
  expect(addedScripts()).toHaveLength(1);
  serveOutputs(addedScripts()[0], { version: '1.3' });
  await expect(retried).resolves.toEqual({ version: '1.3' });
});

it('fetches the model introspection once, shared by every caller, and again after a failure', async () => {
  const { loadBrowserModelIntrospection } = freshModule();
  const introspection = { version: 1, models: {} };
  const fetchMock = jest.fn().mockResolvedValueOnce({ ok: false, status: 503 }).mockResolvedValue({ ok: true, status: 200, json: async () => introspection });
  const realFetch = window.fetch;
  window.fetch = fetchMock as unknown as typeof fetch;
  try {
    await expect(loadBrowserModelIntrospection()).resolves.toBeUndefined();
    const [first, second] = await Promise.all([loadBrowserModelIntrospection(), loadBrowserModelIntrospection()]);
    expect(first).toBe(introspection);
    expect(second).toBe(introspection);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith('/amplify-model-introspection.json', { credentials: 'same-origin' });
  } finally {
    window.fetch = realFetch;
  }
});
