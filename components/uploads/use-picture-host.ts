'use client';

import { useSyncExternalStore } from 'react';
import { browserPictureHost } from '@/lib/storage/browser-picture-host';
import type { StorageTarget } from '@/lib/storage/storage-target';

const subscribe = () => () => {};

/**
 * Where stored pictures are shown from, in a client component: null while rendering on the
 * server and during hydration (so both render the same), the outputs' storage target after.
 */
export function usePictureHost(): StorageTarget | null {
  return useSyncExternalStore(subscribe, browserPictureHost, () => null);
}
