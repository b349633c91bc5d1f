'use client';

import { useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '@/lib/validation/validate-fields';
import type { StatusMessage } from './form-status';

type Options<Field extends string> = {
  initial: Record<Field, string>;
  validate: (values: Record<NoInfer<Field>, string>) => FieldErrors<NoInfer<Field>>;
  /** Controls get the id `${idPrefix}-${field}` and the name `field`. */
  idPrefix: string;
  /** Drop a field's error as soon as it is edited; otherwise errors stay until the next submit. */
  clearErrorOnChange?: boolean;
  /** Move focus to the first invalid control (in document order) when a submit finds errors. Default true. */
  focusFirstInvalid?: boolean;
  /** Runs after a valid submit; a text it returns becomes an info status. */
  onValid?: (values: Record<NoInfer<Field>, string>) => string | StatusMessage | void;
  /** Runs after a submit that found errors; a text it returns becomes an error status. */
  onInvalid?: (errors: FieldErrors<NoInfer<Field>>) => string | void;
};

function toStatus(result: string | StatusMessage | void, tone: StatusMessage['tone']): StatusMessage | null {
  if (!result) return null;
  return typeof result === 'string' ? { tone, message: result } : result;
}

/**
 * State of a validated form that sends nothing anywhere: what was typed (kept on error and after
 * submitting), the errors per field, validation on submit and the status the form shows after it.
 */
export function useFormFields<Field extends string>({
  initial,
  validate,
  idPrefix,
  clearErrorOnChange = false,
  focusFirstInvalid = true,
  onValid,
  onInvalid,
}: Options<Field>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const idOf = (name: Field) => `${idPrefix}-${name}`;

  /** The props that bind one field's control (FormField or FieldControl) to this state. */
  function field(name: Field) {
    return {
      id: idOf(name),
      name,
      value: values[name],
      error: errors[name],
      onChange: (value: string) => {
        setValues((current) => ({ ...current, [name]: value }));
        if (clearErrorOnChange) setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (!hasErrors(found)) {
      setStatus(toStatus(onValid?.(values), 'info'));
      return;
    }
    setStatus(toStatus(onInvalid?.(found), 'error'));
    if (focusFirstInvalid) {
      const invalidIds = new Set((Object.keys(found) as Field[]).filter((name) => found[name]).map(idOf));
      const first = Array.from(event.currentTarget.elements).find((element) => invalidIds.has(element.id));
      if (first instanceof HTMLElement) first.focus();
    }
  }

  return { values, errors, status, field, onSubmit };
}
