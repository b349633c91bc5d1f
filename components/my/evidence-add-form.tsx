'use client';

import { useState } from 'react';
import { FormField } from '@/components/forms/form-field';
import { describedByOf, FieldFeedback } from '@/components/forms/field-feedback';
import { EVIDENCE_FILE_TYPES, EVIDENCE_TEXT_MAX } from '@/amplify/data/creator-records/trail-limits';
import { submitMyEvidence, type MyEvidenceItem, type TrailRecord } from '@/lib/content/my/my-trail-store';
import { EVIDENCE_FILE_HINT, evidenceFileError, shortHash, validateEvidenceText } from '@/lib/content/my/trail-forms';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { MyFormActions } from './my-form-actions';
import { useMyForm } from './use-my-form';

type EvidenceAddFormProps = {
  client: BrowserDataClient;
  record: TrailRecord;
  /** Names the form for assistive technology: "Add evidence to the YouTube ban of 12 Mar 2026". */
  title: string;
  /** The item this one corrects (a correction is a new item; the old one stays). */
  supersedes?: string;
  onSubmitted: (item: MyEvidenceItem) => Promise<void>;
  onCancel?: () => void;
};

type Field = 'mode' | 'text' | 'file';

/**
 * Adds one evidence item: pasted text, or a file uploaded to the creator's own folder and then
 * sealed by the server. Either way it cannot be changed afterwards, which the form says.
 */
export function EvidenceAddForm({ client, record, title, supersedes, onSubmitted, onCancel }: EvidenceAddFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // A file input cannot be emptied by its value: a new one replaces it after each submission.
  const [round, setRound] = useState(0);
  const idPrefix = `evidence-${record.id}${supersedes ? `-${supersedes}` : ''}`;
  const form = useMyForm<Field>({
    idPrefix,
    initial: { mode: 'text', text: '', file: '' },
    resetOnSuccess: true,
    validate: (values) => (values.mode === 'text' ? validateEvidenceText(values) : { file: evidenceFileError(file) ?? undefined }),
    onValid: async (values) => {
      try {
        const submission = values.mode === 'text' ? { text: values.text } : { file: file as File, onProgress: setProgress };
        const item = await submitMyEvidence(client, record, submission, supersedes);
        setFile(null);
        setRound((current) => current + 1);
        await onSubmitted(item);
        return `The evidence is submitted and sealed (SHA-256 ${shortHash(item.sha256)}…).`;
      } finally {
        setProgress(null);
      }
    },
  });
  const mode = form.field('mode');
  const fileField = form.field('file');
  return (
    <form className="my-form record-trail-form" noValidate onSubmit={form.onSubmit} aria-label={title}>
      <fieldset className="my-fieldset" disabled={form.isSubmitting}>
        <fieldset className="evidence-mode">
          <legend className="form-label">Evidence to add</legend>
          {(['text', 'file'] as const).map((value) => (
            <div className="form-check form-check-inline" key={value}>
              <input
                id={`${mode.id}-${value}`}
                type="radio"
                className="form-check-input"
                name={`${mode.id}`}
                value={value}
                checked={mode.value === value}
                onChange={() => mode.onChange(value)}
              />
              <label className="form-check-label" htmlFor={`${mode.id}-${value}`}>
                {value === 'text' ? 'Paste text' : 'Upload a file'}
              </label>
            </div>
          ))}
        </fieldset>
        {mode.value === 'text' ? (
          <FormField {...form.field('text')} label="Text" required rows={4} maxLength={EVIDENCE_TEXT_MAX} hint="The notice or e-mail as you received it." />
        ) : (
          <div className="form-field">
            <label htmlFor={fileField.id} className="form-label">
              File
            </label>
            <input
              key={round}
              id={fileField.id}
              name={fileField.name}
              type="file"
              className={`form-control${fileField.error ? ' is-invalid' : ''}`}
              accept={EVIDENCE_FILE_TYPES.join(',')}
              aria-invalid={fileField.error ? true : undefined}
              aria-required
              aria-describedby={describedByOf(fileField.id, fileField.error, EVIDENCE_FILE_HINT)}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                fileField.onChange(event.target.value);
              }}
            />
            <FieldFeedback id={fileField.id} error={fileField.error} hint={EVIDENCE_FILE_HINT} />
            {progress !== null && <progress className="evidence-progress" max={100} value={progress} aria-label="Upload progress" />}
          </div>
        )}
        <p className="form-note">Once submitted, an item cannot be changed or removed: to correct it, add a correction, and both stay on the record.</p>
      </fieldset>
      <MyFormActions form={form} saveLabel={supersedes ? 'Submit the correction' : 'Submit evidence'} onCancel={onCancel} />
    </form>
  );
}
