'use client';

import { FormField } from '@/components/forms/form-field';
import { describedByOf, FieldFeedback } from '@/components/forms/field-feedback';
import { PicturePreview } from '@/components/uploads/picture-preview';
import { usePictureHost } from '@/components/uploads/use-picture-host';
import { useEvidenceField } from '@/components/uploads/use-evidence-field';
import { EVIDENCE_FILE_TYPES } from '@/amplify/data/creator-records/trail-limits';
import { EVIDENCE_LIMIT } from '@/lib/content/my/record-checks';
import { EVIDENCE_FILE_HINT } from '@/lib/content/my/trail-forms';
import { pictureUrlOf } from '@/lib/storage/picture-reference';
import type { EvidenceAttachment } from './use-evidence-attachment';

type EvidenceFieldsProps = {
  /** The record's `evidence` field (SPEC §3) as the form binds it: the creator's note. */
  field: { id: string; name: string; value: string; error?: string; onChange: (value: string) => void };
  attachment: EvidenceAttachment;
  hint: string;
  fileHint: string;
};

export const NOTE_LABEL = 'Your note on the evidence';
export const UNSEALED_PICTURE_TEXT =
  'Attached before files were sealed as evidence items: it has no SHA-256 and does not count as evidence. To make it count, attach the same file below.';
const SEALED_FILE_HINT = 'Saved with the record as a sealed evidence item (its SHA-256 is published); it cannot be changed afterwards.';

/**
 * A record's evidence in its form: the creator's note (the record's own `evidence` text, shown as
 * their note, not as evidence), and a file that is submitted as a sealed evidence item once the
 * record is saved. A picture an older record carries on the note's last line stays, labelled as
 * what it is, until the creator removes it.
 */
export function EvidenceFields({ field, attachment, hint, fileHint }: EvidenceFieldsProps) {
  const evidence = useEvidenceField(field);
  const host = usePictureHost();
  const fileId = `${field.id}-file`;
  const fileHintText = `${fileHint} ${EVIDENCE_FILE_HINT} ${SEALED_FILE_HINT}`;
  return (
    <fieldset className="my-fieldset evidence-fields">
      <legend className="form-label">Evidence</legend>
      <FormField {...field} value={evidence.text} onChange={evidence.setText} label={NOTE_LABEL} rows={2} maxLength={EVIDENCE_LIMIT - evidence.pictureLength} hint={hint} />
      {evidence.picture && (
        <div className="evidence-unsealed" role="group" aria-labelledby={`${field.id}-unsealed`}>
          <p id={`${field.id}-unsealed`} className="form-label mb-1">
            Unsealed picture
          </p>
          <PicturePreview src={pictureUrlOf(evidence.picture, host, 'w320')} alt="The picture attached to your note" shape="wide" />
          <p className="form-text mb-1">{UNSEALED_PICTURE_TEXT}</p>
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => evidence.setPicture('')}>
            <i className="bi bi-x-lg" aria-hidden="true" /> Remove the unsealed picture
          </button>
        </div>
      )}
      <div className="form-field">
        <label htmlFor={fileId} className="form-label">
          Evidence file <span className="form-field-optional">(optional)</span>
        </label>
        <input
          key={attachment.round}
          id={fileId}
          type="file"
          className={`form-control${attachment.error ? ' is-invalid' : ''}`}
          accept={EVIDENCE_FILE_TYPES.join(',')}
          aria-invalid={attachment.error ? true : undefined}
          aria-describedby={describedByOf(fileId, attachment.error ?? undefined, fileHintText)}
          onChange={(event) => attachment.choose(event.target.files?.[0] ?? null)}
        />
        <FieldFeedback id={fileId} error={attachment.error ?? undefined} hint={fileHintText} />
        {attachment.progress !== null && <progress className="evidence-progress" max={100} value={attachment.progress} aria-label="Upload progress" />}
      </div>
    </fieldset>
  );
}
