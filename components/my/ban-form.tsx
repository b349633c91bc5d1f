'use client';

import { FormField } from '@/components/forms/form-field';
import { SelectField } from '@/components/forms/select-field';
import { banToFormValues, emptyBanForm, formValuesToBanInput, validateBanForm } from '@/lib/content/my/ban-form';
import { saveMyBan, type MyPlatformBan } from '@/lib/content/my/my-records-store';
import { APPEAL_OPTIONS, APPEAL_STATUS_HINT, PLATFORM_ID_OPTIONS } from '@/lib/content/my/record-options';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { CheckField } from './check-field';
import { EvidenceFields } from './evidence-fields';
import { RecordFormFrame } from './record-form-frame';
import { RestrictionFields } from './restriction-fields';
import { CONSENT_HINT, CONSENT_LABEL } from '@/lib/content/my/consent-form';
import type { RecordFormProps } from './record-manager';
import { AppealGuideLink } from './appeal-guide-link';
import { useEvidenceAttachment } from './use-evidence-attachment';
import { useMyRecordForm } from './use-my-record-form';

/** Add or edit one platform ban. */
export function BanForm({ client, existing, onSaved, onCancel }: RecordFormProps<MyPlatformBan> & { client: BrowserDataClient }) {
  const attachment = useEvidenceAttachment(client, 'PlatformBan', 'ban');
  const form = useMyRecordForm({
    existing,
    onSaved,
    idPrefix: 'ban',
    emptyValues: emptyBanForm,
    valuesOf: banToFormValues,
    validate: validateBanForm,
    save: (values, id) => attachment.saveWith((recordId) => saveMyBan(client, formValuesToBanInput(values), recordId), id),
  });
  return (
    <RecordFormFrame title={existing ? 'Edit platform ban' : 'Add a platform ban'} saveLabel={existing ? 'Save ban' : 'Add ban'} form={form} onCancel={onCancel}>
      <div className="my-form-grid">
        <SelectField {...form.field('platformId')} label="Platform" required placeholder="Choose…" options={PLATFORM_ID_OPTIONS} />
        <FormField {...form.field('dateOfBan')} label="Date of the ban" type="date" required />
        <SelectField {...form.field('appealStatus')} label="Appeal status" required options={APPEAL_OPTIONS} hint={APPEAL_STATUS_HINT} />
        <CheckField {...form.field('isActive')} label="Still active" hint="Untick when the ban was lifted or ran out." />
      </div>
      <AppealGuideLink platformId={form.field('platformId').value} />
      <FormField {...form.field('explanation')} label="What happened" required rows={4} maxLength={2000} />
      <RestrictionFields field={form.field} endLabel="Lifted on" />
      <EvidenceFields
        field={form.field('evidence')}
        hint="In your words: where the proof is (a link) or what the notice said. The record shows it as your note."
        fileHint="A screenshot or photo of the notice, or its PDF."
        attachment={attachment}
      />
      <CheckField {...form.field('isAnonymous')} label={CONSENT_LABEL} hint={CONSENT_HINT} />
    </RecordFormFrame>
  );
}
