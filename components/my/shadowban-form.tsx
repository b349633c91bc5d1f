'use client';

import { FormField } from '@/components/forms/form-field';
import { FormStatus } from '@/components/forms/form-status';
import { useFormFields } from '@/components/forms/use-form-fields';
import { ImageUploadField } from '@/components/uploads/image-upload-field';
import { useEvidenceField } from '@/components/uploads/use-evidence-field';
import { todayAwsDate } from '@/lib/content/my/field-rules';
import { saveMyShadowban, type MyShadowban } from '@/lib/content/my/my-records-store';
import {
  APPEAL_OPTIONS,
  PLATFORM_NAME_OPTIONS,
  RESTRICTION_TYPE_SUGGESTIONS,
  SHADOWBAN_CATEGORY_SUGGESTIONS,
} from '@/lib/content/my/record-options';
import { emptyShadowbanForm, formValuesToShadowbanInput, shadowbanToFormValues, validateShadowbanForm } from '@/lib/content/my/shadowban-form';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { FIX_FIELDS_NOTICE } from '@/lib/validation/message-forms';
import type { RecordFormProps } from './record-manager';
import { SaveButton } from './save-button';
import { SelectField } from './select-field';
import { SuggestField } from './suggest-field';

/** Add or edit one shadowban report. */
export function ShadowbanForm({ client, profileId, existing, onSaved, onCancel }: RecordFormProps<MyShadowban> & { client: BrowserDataClient; profileId: string }) {
  const today = todayAwsDate();
  const form = useFormFields({
    initial: existing ? shadowbanToFormValues(existing) : emptyShadowbanForm(today),
    validate: (values) => validateShadowbanForm(values, today),
    idPrefix: existing ? `shadowban-${existing.id}` : 'shadowban-new',
    clearErrorOnChange: true,
    pendingNotice: 'Saving…',
    onInvalid: () => FIX_FIELDS_NOTICE,
    onValid: async (values) => {
      onSaved(await saveMyShadowban(client, profileId, formValuesToShadowbanInput(values), existing?.id));
    },
  });
  const evidenceField = form.field('evidence');
  const evidence = useEvidenceField(evidenceField);
  return (
    <form className="my-form" noValidate onSubmit={form.onSubmit} aria-label={existing ? 'Edit shadowban report' : 'Add a shadowban report'}>
      <h2 className="my-panel-title">{existing ? 'Edit shadowban report' : 'Add a shadowban report'}</h2>
      <fieldset className="my-fieldset" disabled={form.isSubmitting}>
        <div className="my-form-grid">
          <SelectField {...form.field('platform')} label="Platform" required placeholder="Choose…" options={PLATFORM_NAME_OPTIONS} />
          <FormField {...form.field('date')} label="When it started" type="date" required />
          <SuggestField {...form.field('category')} label="Category" required suggestions={SHADOWBAN_CATEGORY_SUGGESTIONS} hint="Which part of the platform: reach, search, recommendations…" />
          <SuggestField {...form.field('restrictionType')} label="Restriction type" required suggestions={RESTRICTION_TYPE_SUGGESTIONS} hint="The mechanism, e.g. search ban." />
          <FormField {...form.field('financialImpact')} label="Financial impact (USD)" type="text" placeholder="e.g. 1200" hint="What it cost you, in dollars." />
          <SelectField {...form.field('appealStatus')} label="Appeal status" required options={APPEAL_OPTIONS} />
        </div>
        <FormField {...form.field('description')} label="What you saw" required rows={4} maxLength={2000} />
        <FormField {...evidenceField} value={evidence.text} onChange={evidence.setText} label="Evidence" rows={2} maxLength={2000 - evidence.pictureLength} hint="A link or a description: analytics exports, account status pages." />
        <ImageUploadField id={`${evidenceField.id}-picture`} label="Evidence picture" folder="evidence" value={evidence.picture} onChange={evidence.setPicture} previewAlt="Your evidence picture" hint="A screenshot of your analytics or of the account’s status page." />
      </fieldset>
      <div className="my-form-actions">
        <SaveButton isSaving={form.isSubmitting} label={existing ? 'Save report' : 'Add report'} />
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={form.isSubmitting}>
          Cancel
        </button>
      </div>
      <FormStatus status={form.status} />
    </form>
  );
}
