'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { PictureFolder } from '@/lib/storage/picture-folders';
import { STORAGE_MESSAGES } from '@/lib/storage/storage-messages';

export type PictureUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number; fileName: string }
  | { phase: 'uploaded' }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string };

/** The S3 client and the upload code are a large bundle: fetched on first use, never on reading pages. */
const loadUploader = () => import('@/lib/storage/upload-picture');

/** A StorageError's message is written for people; anything else (a chunk that failed to load) gets the generic one. */
function messageOf(error: unknown): string {
  if (error instanceof Error && error.name === 'StorageError') return error.message;
  console.error('Upload failed', error);
  return STORAGE_MESSAGES.failed;
}

/**
 * One picture upload at a time into `folder`: its progress, a way to cancel it, and the outcome.
 * `onUploaded` gets the stored reference; the latest callback is used, so a form's value set
 * meanwhile is not lost. Leaving the page cancels a running upload.
 */
export function usePictureUpload(folder: PictureFolder, onUploaded: (reference: string) => void) {
  const [state, setState] = useState<PictureUploadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  const latestOnUploaded = useRef(onUploaded);
  useEffect(() => {
    latestOnUploaded.current = onUploaded;
  });
  useEffect(() => () => running.current?.abort(), []);

  // Stable: a form listens with it for its submit.
  const acknowledge = useCallback(() => setState((current) => (current.phase === 'uploaded' ? { phase: 'idle' } : current)), []);

  async function start(file: File) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const isCurrent = () => running.current === controller;
    setState({ phase: 'uploading', percent: 0, fileName: file.name });
    try {
      const { uploadPicture } = await loadUploader();
      const reference = await uploadPicture({
        folder,
        file,
        signal: controller.signal,
        onProgress: (percent) => isCurrent() && setState({ phase: 'uploading', percent, fileName: file.name }),
      });
      if (!isCurrent()) return;
      latestOnUploaded.current(reference);
      setState({ phase: 'uploaded' });
    } catch (error) {
      if (!isCurrent()) return;
      setState(controller.signal.aborted ? { phase: 'cancelled' } : { phase: 'failed', message: messageOf(error) });
    } finally {
      if (isCurrent()) running.current = null;
    }
  }

  return {
    state,
    start: (file: File) => void start(file),
    cancel: () => running.current?.abort(),
    /** The form was submitted: "Save to keep" has been said. */
    acknowledge,
    /** Forget the last outcome (after "remove"). */
    reset: () => setState({ phase: 'idle' }),
    /** Start fetching the uploader before the file is chosen (on hover or focus). */
    preload: () => void loadUploader().catch(() => undefined),
  };
}
