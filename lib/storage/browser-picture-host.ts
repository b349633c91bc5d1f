import { isAmplifyOutputsDocument, OUTPUTS_GLOBAL } from '../amplify/amplify-outputs';
import { storageTargetOf, type StorageTarget } from './storage-target';

let known: { outputs: unknown; target: StorageTarget | null } | undefined;

/**
 * In the browser: the storage target of the outputs the root layout's script put on the page;
 * null on the server and before that script ran. The same object on every call while the
 * outputs stay the same (React's external-store snapshots compare by identity).
 */
export function browserPictureHost(): StorageTarget | null {
  if (typeof window === 'undefined') return null;
  const outputs: unknown = (window as unknown as Record<string, unknown>)[OUTPUTS_GLOBAL];
  if (known && known.outputs === outputs) return known.target;
  const target = isAmplifyOutputsDocument(outputs) ? storageTargetOf(outputs) : null;
  known = { outputs, target };
  return target;
}
