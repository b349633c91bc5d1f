'use client';

import { useFormFields } from '@/components/forms/use-form-fields';
import { FIX_FIELDS_NOTICE } from '@/lib/validation/message-forms';

type MyFormOptions<Field extends string> = Pick<Parameters<typeof useFormFields<Field>>[0], 'initial' | 'validate' | 'idPrefix' | 'onValid' | 'resetOnSuccess'>;

/**
 * useFormFields as every creator form uses it, so they all behave alike: an error goes as soon as
 * its field is edited, "Saving…" shows while the save runs, and invalid fields get one notice.
 */
export function useMyForm<Field extends string>(options: MyFormOptions<Field>) {
  return useFormFields<Field>({ ...options, clearErrorOnChange: true, pendingNotice: 'Saving…', onInvalid: () => FIX_FIELDS_NOTICE });
}
