'use client';

import { todayAwsDate } from '@/lib/content/my/field-rules';
import type { FieldErrors } from '@/lib/validation/validate-fields';
import type { RecordFormProps } from './record-manager';
import { useMyForm } from './use-my-form';

type MyRecordFormOptions<Field extends string, T extends { id: string }> = Pick<RecordFormProps<T>, 'existing' | 'onSaved'> & {
  /** Starts the controls' ids: `ban-new-…` for a new record, `ban-<id>-…` for one being edited. */
  idPrefix: string;
  /** An empty form; dates start at today. */
  emptyValues: (today: string) => Record<Field, string>;
  valuesOf: (existing: T) => Record<Field, string>;
  /** Dates may not be after today. */
  validate: (values: Record<Field, string>, today: string) => FieldErrors<Field>;
  /** Creates the record (no id) or updates it; answers it as saved. */
  save: (values: Record<Field, string>, id: string | undefined) => Promise<T>;
};

/** The form of one ban or shadowban report: new or edited, checked against today, saved and handed back to the list. */
export function useMyRecordForm<Field extends string, T extends { id: string }>({
  existing,
  onSaved,
  idPrefix,
  emptyValues,
  valuesOf,
  validate,
  save,
}: MyRecordFormOptions<Field, T>) {
  const today = todayAwsDate();
  return useMyForm<Field>({
    initial: existing ? valuesOf(existing) : emptyValues(today),
    validate: (values) => validate(values, today),
    idPrefix: existing ? `${idPrefix}-${existing.id}` : `${idPrefix}-new`,
    onValid: async (values) => {
      onSaved(await save(values, existing?.id));
    },
  });
}
