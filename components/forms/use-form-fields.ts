'use client';

import { useRef, useState, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '@/lib/validation/validate-fields';
import type { StatusMessage } from './form-status';

type SubmitResult = string | StatusMessage | void;

type Options<Field extends string> = {
  initial: Record<Field, string>;
  validate: (values: Record<NoInfer<Field>, string>) => FieldErrors<NoInfer<Field>>;
  /** Controls get the id `${idPrefix}-${field}` and the name `field`. */
  idPrefix: string;
  /** Drop a field's error as soon as it is edited; otherwise errors stay until the next submit. */
  clearErrorOnChange?: boolean;
  /** Move focus to the first invalid control (in document order) when a submit finds errors. Default true. */
  focusFirstInvalid?: boolean;
  /**
   * Runs after a valid submit; a text it returns becomes an info status. It may be async (a save):
   * meanwhile `isSubmitting` is true, `pendingNotice` is the status and further submits are ignored.
   * A rejected promise becomes an error status with its message; what was typed is kept either way.
   */
  onValid?: (values: Record<NoInfer<Field>, string>) => SubmitResult | Promise<SubmitResult>;
  /** Runs after a submit that found errors; a text it returns becomes an error status. */
  onInvalid?: (errors: FieldErrors<NoInfer<Field>>) => string | void;
  /** The status while an async onValid runs. */
  pendingNotice?: string;
  /** After an async onValid ends with an info status, put the initial values back (a sent message). */
  resetOnSuccess?: boolean;
};

function toStatus(result: SubmitResult, tone: StatusMessage['tone']): StatusMessage | null {
  if (!result) return null;
  return typeof result === 'string' ? { tone, message: result } : result;
}

function isPromise(value: unknown): value is Promise<SubmitResult> {
  return typeof (value as Promise<unknown> | undefined)?.then === 'function';
}

/**
 * State of a validated form: what was typed (kept on error and after submitting), the errors per
 * field, validation on submit, progress while an async submit runs, and the status the form shows
 * after it.
 */
export function useFormFields<Field extends string>({
  initial,
  validate,
  idPrefix,
  clearErrorOnChange = false,
  focusFirstInvalid = true,
  onValid,
  onInvalid,
  pendingNotice = 'Sending…',
  resetOnSuccess = false,
}: Options<Field>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // A ref as well as state: a second click in the same frame must not start a second save.
  const isSubmittingRef = useRef(false);
  // The "fix the fields" notice goes as soon as what is typed passes (not at the next submit).
  const isInvalidNoticeRef = useRef(false);
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
        if (isInvalidNoticeRef.current && !hasErrors(validate({ ...values, [name]: value }))) {
          isInvalidNoticeRef.current = false;
          setErrors({});
          setStatus(null);
        }
      },
    };
  }

  async function finishSubmit(pending: Promise<SubmitResult>) {
    isInvalidNoticeRef.current = false;
    isSubmittingRef.current = true;
    setIsSubmitting(true);
    setStatus({ tone: 'pending', message: pendingNotice });
    try {
      const next = toStatus(await pending, 'info');
      setStatus(next);
      if (resetOnSuccess && next?.tone !== 'error') setValues(initial);
    } catch (error) {
      setStatus({ tone: 'error', message: error instanceof Error ? error.message : String(error) });
    } finally {
      isSubmittingRef.current = false;
      setIsSubmitting(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmittingRef.current) return;
    const found = validate(values);
    setErrors(found);
    if (!hasErrors(found)) {
      const result = onValid?.(values);
      if (isPromise(result)) void finishSubmit(result);
      else {
        isInvalidNoticeRef.current = false;
        setStatus(toStatus(result, 'info'));
      }
      return;
    }
    const notice = toStatus(onInvalid?.(found), 'error');
    isInvalidNoticeRef.current = notice !== null;
    setStatus(notice);
    if (focusFirstInvalid) {
      const invalidIds = new Set((Object.keys(found) as Field[]).filter((name) => found[name]).map(idOf));
      const first = Array.from(event.currentTarget.elements).find((element) => invalidIds.has(element.id));
      if (first instanceof HTMLElement) first.focus();
    }
  }

  return { values, errors, status, isSubmitting, field, onSubmit };
}
