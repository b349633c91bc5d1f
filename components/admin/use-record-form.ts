'use client';

import { useRef, useState, type FormEvent } from 'react';
import type { StatusMessage } from '@/components/forms/form-status';
import { FIX_FIELDS_MESSAGE } from '@/lib/content/admin/admin-messages';
import { FieldProblem } from '@/lib/content/admin/data-result';
import { hasFormErrors, type FieldValue, type FormErrors, type FormValues } from '@/lib/content/admin/record-fields';

type Options = {
  initial: FormValues;
  validate: (values: FormValues) => FormErrors;
  /** Saves valid values; answers the notice to show. A throw keeps what was typed and shows why. */
  save: (values: FormValues) => Promise<string>;
  /** Controls get the id `${idPrefix}-${name}`. */
  idPrefix: string;
};

/**
 * State of an admin editor: values of any field kind, errors per field, validation on submit
 * (focus moves to the first invalid control), progress while saving, and what typed input stays
 * after a failed save. A refusal that names a field (a slug already taken) is shown at that field.
 */
export function useRecordForm({ initial, validate, save, idPrefix }: Options) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const isSavingRef = useRef(false);

  function setValue(name: string, value: FieldValue) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function focusField(name: string) {
    const target = document.getElementById(`${idPrefix}-${name}`) ?? document.getElementById(`${idPrefix}-${name}-add`);
    target?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSavingRef.current) return;
    const found = validate(values);
    setErrors(found);
    if (hasFormErrors(found)) {
      setStatus({ tone: 'error', message: FIX_FIELDS_MESSAGE });
      const first = Object.keys(found).find((name) => found[name]);
      if (first) focusField(first);
      return;
    }
    isSavingRef.current = true;
    setIsSaving(true);
    setStatus({ tone: 'info', message: 'Saving…' });
    try {
      setStatus({ tone: 'info', message: await save(values) });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof FieldProblem) {
        setErrors((current) => ({ ...current, [error.field]: message }));
        focusField(error.field);
      }
      setStatus({ tone: 'error', message: `${message}. Nothing was saved; your changes are still here.`.replace('.. ', '. ') });
    } finally {
      isSavingRef.current = false;
      setIsSaving(false);
    }
  }

  return { values, errors, status, isSaving, setValue, onSubmit };
}
