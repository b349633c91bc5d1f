'use client';

import { useSyncExternalStore } from 'react';
import { browserPictureHost, watchBrowserPictureHost } from '@/lib/storage/browser-picture-host';
import type { StorageTarget } from '@/lib/storage/storage-target';

/**
 * Where stored pictures are shown from, in a client component: null while rendering on the
 * server and during hydration (so both render the same), the outputs' storage target once they
 * are loaded (this loads them).
 */
export function usePictureHost(): StorageTarget | null {
  return useSyncExternalStore(watchBrowserPictureHost, browserPictureHost, () => null);
}
