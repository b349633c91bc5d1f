import type { FormEvent, ReactNode } from 'react';
import type { StatusMessage } from '@/components/forms/form-status';
import { MyFormActions } from './my-form-actions';

type RecordFormFrameProps = {
  /** The form's name and heading: "Add a platform ban". */
  title: string;
  saveLabel: string;
  form: { onSubmit: (event: FormEvent<HTMLFormElement>) => void; isSubmitting: boolean; status: StatusMessage | null };
  onCancel: () => void;
  /** The fields, disabled together while the save runs. */
  children: ReactNode;
};

/** The frame of a record's add or edit form in a creator's list: heading, fields, then Save and Cancel with the status beside them. */
export function RecordFormFrame({ title, saveLabel, form, onCancel, children }: RecordFormFrameProps) {
  return (
    <form className="my-form" noValidate onSubmit={form.onSubmit} aria-label={title}>
      <h2 className="my-panel-title">{title}</h2>
      <fieldset className="my-fieldset" disabled={form.isSubmitting}>
        {children}
      </fieldset>
      <MyFormActions form={form} saveLabel={saveLabel} onCancel={onCancel} />
    </form>
  );
}
