'use client';

import { FormField } from '@/components/forms/form-field';
import { FormStatus } from '@/components/forms/form-status';
import { useFormFields } from '@/components/forms/use-form-fields';
import { ImageUploadField } from '@/components/uploads/image-upload-field';
import { useEvidenceField } from '@/components/uploads/use-evidence-field';
import { banToFormValues, emptyBanForm, formValuesToBanInput, validateBanForm } from '@/lib/content/my/ban-form';
import { todayAwsDate } from '@/lib/content/my/field-rules';
import { saveMyBan } from '@/lib/content/my/my-records-store';
import type { MyPlatformBan } from '@/lib/content/my/my-records-store';
import { APPEAL_OPTIONS, PLATFORM_ID_OPTIONS } from '@/lib/content/my/record-options';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { FIX_FIELDS_NOTICE } from '@/lib/validation/message-forms';
import { CheckField } from './check-field';
import type { RecordFormProps } from './record-manager';
import { SaveButton } from './save-button';
import { SelectField } from './select-field';

/** Add or edit one platform ban. */
export function BanForm({ client, profileId, existing, onSaved, onCancel }: RecordFormProps<MyPlatformBan> & { client: BrowserDataClient; profileId: string }) {
  const today = todayAwsDate();
  const form = useFormFields({
    initial: existing ? banToFormValues(existing) : emptyBanForm(today),
    validate: (values) => validateBanForm(values, today),
    idPrefix: existing ? `ban-${existing.id}` : 'ban-new',
    clearErrorOnChange: true,
    pendingNotice: 'Saving…',
    onInvalid: () => FIX_FIELDS_NOTICE,
    onValid: async (values) => {
      onSaved(await saveMyBan(client, profileId, formValuesToBanInput(values), existing?.id));
    },
  });
  const evidenceField = form.field('evidence');
  const evidence = useEvidenceField(evidenceField);
  return (
    <form className="my-form" noValidate onSubmit={form.onSubmit} aria-label={existing ? 'Edit platform ban' : 'Add a platform ban'}>
      <h2 className="my-panel-title">{existing ? 'Edit platform ban' : 'Add a platform ban'}</h2>
      <fieldset className="my-fieldset" disabled={form.isSubmitting}>
        <div className="my-form-grid">
          <SelectField {...form.field('platformId')} label="Platform" required placeholder="Choose…" options={PLATFORM_ID_OPTIONS} />
          <FormField {...form.field('dateOfBan')} label="Date of the ban" type="date" required />
          <SelectField {...form.field('appealStatus')} label="Appeal status" required options={APPEAL_OPTIONS} />
          <CheckField {...form.field('isActive')} label="Still active" hint="Untick when the ban was lifted or ran out." />
        </div>
        <FormField {...form.field('explanation')} label="What happened" required rows={4} maxLength={2000} />
        <FormField {...evidenceField} value={evidence.text} onChange={evidence.setText} label="Evidence" rows={2} maxLength={2000 - evidence.pictureLength} hint="A link or a description of what proves it (notices, e-mails, screenshots)." />
        <ImageUploadField id={`${evidenceField.id}-picture`} label="Evidence picture" folder="evidence" value={evidence.picture} onChange={evidence.setPicture} previewAlt="Your evidence picture" hint="A screenshot or photo of the notice." />
      </fieldset>
      <div className="my-form-actions">
        <SaveButton isSaving={form.isSubmitting} label={existing ? 'Save ban' : 'Add ban'} />
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={form.isSubmitting}>
          Cancel
        </button>
      </div>
      <FormStatus status={form.status} />
    </form>
  );
}
