'use client';

import { FormField } from '@/components/forms/form-field';
import { SelectField } from '@/components/forms/select-field';
import { ImageUploadField } from '@/components/uploads/image-upload-field';
import type { FieldSpec, FieldValue } from '@/lib/content/admin/record-fields';
import { ChoicesField } from './choices-field';
import { ListField } from './list-field';
import { SwitchField } from './switch-field';

type RecordFieldProps = {
  field: FieldSpec;
  idPrefix: string;
  value: FieldValue;
  error?: string;
  onChange: (value: FieldValue) => void;
  /** Shown in an empty text box, e.g. the slug the title would give. */
  placeholder?: string;
};

const INPUT_TYPES: Partial<Record<FieldSpec['kind'], string>> = {
  webUrl: 'url',
  wholeNumber: 'number',
  rating: 'number',
  date: 'date',
};

/** The control a field's kind calls for, bound to the editor's state. */
export function RecordField({ field, idPrefix, value, error, onChange, placeholder }: RecordFieldProps) {
  const id = `${idPrefix}-${field.name}`;
  const className = field.isWide ? 'admin-field-wide' : undefined;
  switch (field.kind) {
    case 'switch':
      return <SwitchField id={id} label={field.label} checked={value === true} onChange={onChange} hint={field.hint} />;
    case 'list':
      return (
        <div className={className}>
          <ListField
            id={id}
            label={field.label}
            itemLabel={field.itemLabel ?? 'entry'}
            items={Array.isArray(value) ? value : []}
            onChange={onChange}
            error={error}
            hint={field.hint}
            type={field.itemKind === 'webUrl' ? 'url' : 'text'}
          />
        </div>
      );
    case 'choices':
      return (
        <div className={className}>
          <ChoicesField id={id} label={field.label} options={field.options ?? []} selected={Array.isArray(value) ? value : []} onChange={onChange} error={error} hint={field.hint} />
        </div>
      );
    case 'picture':
      if (!field.pictureFolder) throw new Error(`The picture field ${field.name} names no folder to upload to`);
      return (
        <div className="admin-field-wide">
          <ImageUploadField
            id={id}
            name={field.name}
            label={field.label}
            value={String(value)}
            onChange={onChange}
            folder={field.pictureFolder}
            previewAlt={`${field.label} preview`}
            error={error}
            hint={field.hint}
            allowAddress
          />
        </div>
      );
    case 'select':
      return (
        <SelectField
          id={id}
          label={field.label}
          value={String(value)}
          options={field.options ?? []}
          onChange={onChange}
          required={field.required}
          error={error}
          hint={field.hint}
          placeholder={field.required ? 'Choose…' : 'None'}
        />
      );
    default: {
      const listId = field.suggestions?.length ? `${id}-suggestions` : undefined;
      return (
        <>
          <FormField
            id={id}
            name={field.name}
            label={field.label}
            value={String(value)}
            onChange={onChange}
            error={error}
            hint={field.hint}
            required={field.required}
            type={INPUT_TYPES[field.kind] ?? 'text'}
            rows={field.kind === 'textarea' ? (field.maxLength && field.maxLength > 2000 ? 6 : 3) : undefined}
            maxLength={field.maxLength}
            placeholder={placeholder}
            list={listId}
            className={className}
          />
          {listId && (
            <datalist id={listId}>
              {field.suggestions?.map((suggestion) => <option key={suggestion} value={suggestion} />)}
            </datalist>
          )}
        </>
      );
    }
  }
}
