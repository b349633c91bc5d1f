'use client';

import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors } from './message-validation';

/**
 * State of a small validated form: what was typed (kept on error and after submitting), the
 * errors per field, and a notice. Nothing is sent anywhere; `notice` says so in the caller's words.
 */
export function useMessageForm<V extends Record<string, string>>(
  initial: V,
  validate: (values: V) => FieldErrors<Extract<keyof V, string>>,
  acceptedNotice: (values: V) => string,
) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof V, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.target;
    setValues((previous) => ({ ...previous, [name]: value }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const firstInvalid = Object.keys(values).find((key) => found[key as Extract<keyof V, string>]);
    if (firstInvalid) {
      setNotice('Please correct the highlighted fields.');
      const field = event.currentTarget.elements.namedItem(firstInvalid);
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    setNotice(acceptedNotice(values));
  }

  return { values, errors, notice, hasErrors: Object.keys(errors).length > 0, onChange, onSubmit };
}
