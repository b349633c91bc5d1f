import { loadedBrowserOutputs, loadBrowserOutputs, onBrowserOutputs } from '../amplify/browser-outputs';
import { storageTargetOf, type StorageTarget } from './storage-target';

let known: { outputs: unknown; target: StorageTarget | null } | undefined;

/**
 * In the browser: the storage target of the outputs loaded on this page (lib/amplify/browser-outputs.ts);
 * null on the server and until they are loaded (every page that uploads or shows stored pictures
 * loads them: see watchBrowserPictureHost). The same object on every call while the outputs stay
 * the same (React's external-store snapshots compare by identity).
 */
export function browserPictureHost(): StorageTarget | null {
  if (typeof window === 'undefined') return null;
  const outputs = loadedBrowserOutputs();
  if (known && known.outputs === outputs) return known.target;
  const target = outputs ? storageTargetOf(outputs) : null;
  known = { outputs, target };
  return target;
}

/** Loads the outputs if needed and calls `onChange` when they arrive; answers the function that stops that. */
export function watchBrowserPictureHost(onChange: () => void): () => void {
  const stop = onBrowserOutputs(onChange);
  void loadBrowserOutputs();
  return stop;
}
