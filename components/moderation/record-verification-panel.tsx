'use client';

import { useId, useState } from 'react';
import { MODERATOR_VERIFICATION_LEVELS, VERIFICATION_LABELS, VERIFICATION_SOURCE_LABELS, VERIFICATION_SOURCES, type TrailRecordModel, type VerificationLevel } from '@/amplify/data/enums';
import { requireAdminClient } from '@/components/admin/admin-client';
import { FormField } from '@/components/forms/form-field';
import { FormStatus } from '@/components/forms/form-status';
import { SelectField } from '@/components/forms/select-field';
import { useFormFields } from '@/components/forms/use-form-fields';
import { refreshPublicPages } from '@/lib/data/browser-data';
import { MODERATOR_NOTE_MAX, sendVerification, validateVerification, VERIFICATION_SOURCE_URL_MAX } from './record-verification-data';
import { trailRefresh } from './trail-record-paths';
import { useIsModerator } from './use-is-moderator';

type PanelProps = { recordModel: TrailRecordModel; recordId: string; currentLevel: VerificationLevel };

const LEVEL_OPTIONS = MODERATOR_VERIFICATION_LEVELS.map((level) => ({ value: level, label: VERIFICATION_LABELS[level] }));
const SOURCE_OPTIONS = VERIFICATION_SOURCES.map((source) => ({ value: source, label: VERIFICATION_SOURCE_LABELS[source] }));

/** The form itself, shown to moderators only (the panel decides). */
function VerificationForm({ recordModel, recordId, currentLevel }: PanelProps) {
  const id = useId();
  const [level, setLevel] = useState<VerificationLevel>(currentLevel);
  const { field, status, isSubmitting, onSubmit } = useFormFields({
    initial: { level: '', note: '', source: '', sourceUrl: '' },
    validate: validateVerification,
    idPrefix: `${id}-verification`,
    onValid: async (values) => {
      const recorded = await sendVerification(await requireAdminClient(), { recordModel, recordId }, values);
      setLevel(recorded);
      // The record's page and lists show the level from the cache: refresh them now.
      await refreshPublicPages(trailRefresh(recordModel, recordId));
      return { tone: 'info', message: `Saved: this record is now ${VERIFICATION_LABELS[recorded].toLowerCase()}. The step is in its verification history and the audit log.` };
    },
    onInvalid: () => 'Please correct the highlighted fields.',
    pendingNotice: 'Saving the verification step…',
    resetOnSuccess: true,
  });
  const levelField = field('level');
  const sourceField = field('source');
  return (
    <form className="report-record-form record-verification-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h6">
        <i className="bi bi-shield-check" aria-hidden="true" /> Moderator: verification
      </h2>
      <p className="small text-muted-theme mb-2">
        Now: <strong>{VERIFICATION_LABELS[level]}</strong>. Each step you take is added to the record’s history with your name and the time; none is ever removed.
      </p>
      <SelectField {...levelField} label="New step" required options={LEVEL_OPTIONS} placeholder="Choose…" />
      <FormField {...field('note')} label="What did you check?" required rows={3} maxLength={MODERATOR_NOTE_MAX} hint="Shown with the step. Required." />
      <SelectField
        {...sourceField}
        label="Source"
        required={levelField.value !== 'DISPUTED'}
        options={SOURCE_OPTIONS}
        placeholder="Choose…"
        hint="Required to corroborate or confirm; confirming needs the platform’s notice or its own statement."
      />
      <FormField {...field('sourceUrl')} label="Source link" type="url" maxLength={VERIFICATION_SOURCE_URL_MAX} hint="A web address (https://…) of the corroborating report, article or statement." />
      <button type="submit" className="btn btn-primary btn-sm align-self-start" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
        Save the step
      </button>
      <FormStatus id={`${id}-verification-status`} status={status} />
    </form>
  );
}

/**
 * On a ban's or shadowban report's page: the moderators' form to put the record on a step of the
 * verification ladder (corroborated, confirmed, disputed), with a note, a source and its link.
 * Renders nothing for anyone else: the page stays the same for visitors, and the server refuses
 * the call to anyone outside the moderation groups regardless.
 */
export function RecordVerificationPanel(props: PanelProps) {
  const isModerator = useIsModerator();
  if (!isModerator) return null;
  return (
    <aside className="record-verification-panel moderation-section" aria-label="Verification (moderators)">
      <VerificationForm {...props} />
    </aside>
  );
}
