'use client';

import { FormField } from '@/components/forms/form-field';
import { SelectField } from '@/components/forms/select-field';
import { saveMyShadowban, type MyShadowban } from '@/lib/content/my/my-records-store';
import {
  APPEAL_OPTIONS,
  APPEAL_STATUS_HINT,
  PLATFORM_NAME_OPTIONS,
  RESTRICTION_TYPE_SUGGESTIONS,
  SHADOWBAN_CATEGORY_SUGGESTIONS,
} from '@/lib/content/my/record-options';
import { emptyShadowbanForm, formValuesToShadowbanInput, shadowbanToFormValues, validateShadowbanForm } from '@/lib/content/my/shadowban-form';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { EvidenceFields } from './evidence-fields';
import { RecordFormFrame } from './record-form-frame';
import { CheckField } from './check-field';
import { RestrictionFields } from './restriction-fields';
import { CONSENT_HINT, CONSENT_LABEL } from '@/lib/content/my/consent-form';
import type { RecordFormProps } from './record-manager';
import { SuggestField } from './suggest-field';
import { useEvidenceAttachment } from './use-evidence-attachment';
import { useMyRecordForm } from './use-my-record-form';

/** Add or edit one shadowban report. */
export function ShadowbanForm({ client, existing, onSaved, onCancel }: RecordFormProps<MyShadowban> & { client: BrowserDataClient }) {
  const attachment = useEvidenceAttachment(client, 'ShadowbanExperience', 'shadowban report');
  const form = useMyRecordForm({
    existing,
    onSaved,
    idPrefix: 'shadowban',
    emptyValues: emptyShadowbanForm,
    valuesOf: shadowbanToFormValues,
    validate: validateShadowbanForm,
    save: (values, id) => attachment.saveWith((recordId) => saveMyShadowban(client, formValuesToShadowbanInput(values), recordId), id),
  });
  return (
    <RecordFormFrame title={existing ? 'Edit shadowban report' : 'Add a shadowban report'} saveLabel={existing ? 'Save report' : 'Add report'} form={form} onCancel={onCancel}>
      <div className="my-form-grid">
        <SelectField {...form.field('platform')} label="Platform" required placeholder="Choose…" options={PLATFORM_NAME_OPTIONS} />
        <FormField {...form.field('date')} label="When it started" type="date" required />
        <SuggestField {...form.field('category')} label="Category" required suggestions={SHADOWBAN_CATEGORY_SUGGESTIONS} hint="Which part of the platform: reach, search, recommendations…" />
        <SuggestField {...form.field('restrictionType')} label="Restriction type" required suggestions={RESTRICTION_TYPE_SUGGESTIONS} hint="The mechanism, e.g. search ban." />
        <FormField {...form.field('financialImpact')} label="Financial impact (USD)" type="text" placeholder="e.g. 1200" hint="What it cost you, in dollars." />
        <SelectField {...form.field('appealStatus')} label="Appeal status" required options={APPEAL_OPTIONS} hint={APPEAL_STATUS_HINT} />
      </div>
      <FormField {...form.field('description')} label="What you saw" required rows={4} maxLength={2000} />
      <RestrictionFields field={form.field} endLabel="Ended on" />
      <EvidenceFields
        field={form.field('evidence')}
        hint="In your words: where the proof is (a link to an analytics export or status page). The record shows it as your note."
        fileHint="A screenshot of your analytics or of the account’s status page."
        attachment={attachment}
      />
      <CheckField {...form.field('isAnonymous')} label={CONSENT_LABEL} hint={CONSENT_HINT} />
    </RecordFormFrame>
  );
}
