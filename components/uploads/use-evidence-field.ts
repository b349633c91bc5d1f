'use client';

import { useEffect, useRef } from 'react';
import { joinEvidence, splitEvidence } from '@/lib/storage/evidence-picture';

/**
 * Binds a record's one `evidence` field to two controls: the text box and the evidence picture
 * (kept as the field's last line, see lib/storage/evidence-picture). Each side changes only its
 * own part, read from the latest value: an upload that ends while the creator types keeps the text.
 */
export function useEvidenceField(field: { value: string; onChange: (value: string) => void }) {
  const latest = useRef(field.value);
  useEffect(() => {
    latest.current = field.value;
  });
  const { text, picture } = splitEvidence(field.value);
  const update = (next: (parts: ReturnType<typeof splitEvidence>) => string) => {
    const value = next(splitEvidence(latest.current));
    latest.current = value;
    field.onChange(value);
  };
  return {
    text,
    picture: picture ?? '',
    /** The characters the picture's line takes of the field's limit. */
    pictureLength: picture ? picture.length + 1 : 0,
    setText: (nextText: string) => update((parts) => joinEvidence(nextText, parts.picture)),
    setPicture: (nextPicture: string) => update((parts) => joinEvidence(parts.text, nextPicture || null)),
  };
}
