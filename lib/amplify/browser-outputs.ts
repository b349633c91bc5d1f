import { isAmplifyOutputsDocument, MODEL_INTROSPECTION_PATH, OUTPUTS_GLOBAL, type AmplifyOutputsDocument } from './amplify-outputs';

/** The route that gives the running backend's outputs to browsers, as a script. */
export const OUTPUTS_SCRIPT_PATH = '/amplify-outputs.js';

let loading: Promise<AmplifyOutputsDocument | null> | undefined;
let loaded: AmplifyOutputsDocument | null | undefined;
const listeners = new Set<() => void>();

function settle(outputs: AmplifyOutputsDocument | null): AmplifyOutputsDocument | null {
  loaded = outputs;
  for (const listener of listeners) listener();
  return outputs;
}

function readGlobal(): AmplifyOutputsDocument | null {
  const outputs: unknown = (window as unknown as Record<string, unknown>)[OUTPUTS_GLOBAL];
  return isAmplifyOutputsDocument(outputs) ? outputs : null;
}

/**
 * The outputs in the browser, loaded on first need (not render-blocking: most readers never need
 * them, and those who do need them after the page is up). One request per page, shared by every
 * caller. The script is added from the site's own code, which the Content-Security-Policy's
 * 'strict-dynamic' trusts; it also carries the page's nonce, for browsers that check that instead.
 * Null when the server has no outputs or the script could not be loaded (a later call tries again).
 */
export function loadBrowserOutputs(): Promise<AmplifyOutputsDocument | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = OUTPUTS_SCRIPT_PATH;
    script.async = true;
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.onload = () => resolve(settle(readGlobal()));
    script.onerror = () => {
      console.error(`Amplify is not configured: ${OUTPUTS_SCRIPT_PATH} could not be loaded.`);
      loading = undefined;
      script.remove();
      resolve(settle(null));
    };
    document.head.append(script);
  });
  return loading;
}

/** The outputs if they are loaded (null when there are none), undefined before. Does not load them. */
export function loadedBrowserOutputs(): AmplifyOutputsDocument | null | undefined {
  return loaded;
}

/** Calls `listener` whenever a load settles; answers the function that stops that. */
export function onBrowserOutputs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let loadingIntrospection: Promise<unknown> | undefined;

/**
 * The data model's introspection (what /amplify-outputs.js leaves out), fetched once per page when
 * the first Data client is made (lib/amplify/configure-amplify.ts). Undefined when it could not be
 * had; a later call tries again.
 */
export function loadBrowserModelIntrospection(): Promise<unknown> {
  if (typeof window === 'undefined') return Promise.resolve(undefined);
  loadingIntrospection ??= fetch(MODEL_INTROSPECTION_PATH, { credentials: 'same-origin' })
    .then((response) => {
      if (!response.ok) throw new Error(`${MODEL_INTROSPECTION_PATH} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .catch(() => {
      loadingIntrospection = undefined;
      return undefined;
    });
  return loadingIntrospection;
}
