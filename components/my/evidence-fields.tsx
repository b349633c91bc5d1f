'use client';

import { FormField } from '@/components/forms/form-field';
import { ImageUploadField } from '@/components/uploads/image-upload-field';
import { useEvidenceField } from '@/components/uploads/use-evidence-field';
import { EVIDENCE_LIMIT } from '@/lib/content/my/record-checks';

type EvidenceFieldsProps = {
  /** The record's `evidence` field as the form binds it. */
  field: { id: string; name: string; value: string; error?: string; onChange: (value: string) => void };
  hint: string;
  pictureHint: string;
};

/** A record's evidence: a text box and a picture, kept together in its one `evidence` field. */
export function EvidenceFields({ field, hint, pictureHint }: EvidenceFieldsProps) {
  const evidence = useEvidenceField(field);
  return (
    <>
      <FormField {...field} value={evidence.text} onChange={evidence.setText} label="Evidence" rows={2} maxLength={EVIDENCE_LIMIT - evidence.pictureLength} hint={hint} />
      <ImageUploadField
        id={`${field.id}-picture`}
        label="Evidence picture"
        folder="evidence"
        value={evidence.picture}
        onChange={evidence.setPicture}
        previewAlt="Your evidence picture"
        hint={pictureHint}
      />
    </>
  );
}
