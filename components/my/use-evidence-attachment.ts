'use client';

import { useRef, useState } from 'react';
import type { TrailRecordModel } from '@/amplify/data/enums';
import { submitMyEvidence } from '@/lib/content/my/my-trail-store';
import { evidenceFileError } from '@/lib/content/my/trail-forms';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { saveThenAttach } from './save-then-attach';

/**
 * The evidence file a ban or report form sends with its record: chosen in the form, checked at
 * once against the evidence uploader's own limits, and after the record is saved submitted through
 * submitMyEvidence, so it becomes a sealed evidence item like any other (one kind, one limit, one
 * count on the permalink).
 */
export function useEvidenceAttachment(client: BrowserDataClient, model: TrailRecordModel, noun: string) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // A file input cannot be emptied through its value: a new one replaces it once the file is sent.
  const [round, setRound] = useState(0);
  // A new record saved while its file failed: the next save updates it rather than adding another.
  const savedId = useRef<string | undefined>(undefined);

  function choose(next: File | null) {
    setFile(next);
    setError(next ? evidenceFileError(next) : null);
  }

  function clear() {
    choose(null);
    setRound((current) => current + 1);
  }

  /** Wraps a record's save: the record, then its file as an evidence item. */
  async function saveWith<T extends { id: string }>(save: (id: string | undefined) => Promise<T>, id: string | undefined): Promise<T> {
    try {
      const saved = await saveThenAttach({
        save,
        attach: async (recordId) => {
          savedId.current = recordId;
          await submitMyEvidence(client, { model, id: recordId }, { file: file as File, onProgress: setProgress });
        },
        hasFile: file !== null,
        fileError: error,
        id: id ?? savedId.current,
        noun,
      });
      savedId.current = undefined;
      if (file) clear();
      return saved;
    } finally {
      setProgress(null);
    }
  }

  return { file, error, progress, round, choose, clear, saveWith };
}

export type EvidenceAttachment = ReturnType<typeof useEvidenceAttachment>;
