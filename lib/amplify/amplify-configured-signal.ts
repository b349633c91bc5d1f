/**
 * Whether something on this page configured Amplify, for components that stay away from Amplify
 * until then (the header, for a guest): once it is configured, its auth events (a sign-in in this
 * tab) can reach them, and listening costs no more download. No Amplify import here on purpose.
 */
let isConfigured = false;
const listeners = new Set<() => void>();

export function markAmplifyConfigured(): void {
  if (isConfigured) return;
  isConfigured = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** Calls `listener` once, when Amplify is configured (at once if it is); answers the function that cancels that. */
export function whenAmplifyConfigured(listener: () => void): () => void {
  if (isConfigured) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
