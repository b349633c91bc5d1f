'use client';

import type { ReactNode } from 'react';
import { FormStatus } from '@/components/forms/form-status';
import type { FormErrors, FormSection, FormValues } from '@/lib/content/admin/record-fields';
import { RecordField } from './record-field';
import { useRecordForm } from './use-record-form';

type RecordEditorProps = {
  /** The form's accessible name, e.g. "Edit stream". */
  formLabel: string;
  idPrefix: string;
  sections: readonly FormSection[];
  initial: FormValues;
  validate: (values: FormValues) => FormErrors;
  save: (values: FormValues) => Promise<string>;
  submitLabel: string;
  /** Grey hints in empty boxes that depend on other fields (the slug the title would give). */
  placeholdersOf?: (values: FormValues) => Record<string, string>;
  /** Beside the save button: delete, the public page. */
  actions?: ReactNode;
};

/** An admin form built from its field declarations: sections of fields, then the save bar. */
export function RecordEditor({ formLabel, idPrefix, sections, initial, validate, save, submitLabel, placeholdersOf, actions }: RecordEditorProps) {
  const form = useRecordForm({ initial, validate, save, idPrefix });
  const placeholders = placeholdersOf?.(form.values) ?? {};
  return (
    <form className="admin-editor" noValidate onSubmit={form.onSubmit} aria-label={formLabel}>
      {sections.map((section) => (
        <fieldset key={section.title} className="admin-section">
          <legend className="admin-section-title">{section.title}</legend>
          <div className="admin-form-grid">
            {section.fields.map((field) => (
              <RecordField
                key={field.name}
                field={field}
                idPrefix={idPrefix}
                value={form.values[field.name]}
                error={form.errors[field.name]}
                onChange={(value) => form.setValue(field.name, value)}
                placeholder={placeholders[field.name]}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <div className="admin-save-bar">
        <button type="submit" className="btn btn-primary" disabled={form.isSaving} aria-busy={form.isSaving || undefined}>
          {form.isSaving ? <span className="spinner-border spinner-border-sm" aria-hidden="true" /> : <i className="bi bi-check2" aria-hidden="true" />}{' '}
          {form.isSaving ? 'Saving…' : submitLabel}
        </button>
        {actions}
        <FormStatus id={`${idPrefix}-status`} status={form.status} />
      </div>
    </form>
  );
}
