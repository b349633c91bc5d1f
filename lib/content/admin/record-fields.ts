import { RATING_MESSAGE } from './admin-messages';
import {
  checkDate,
  checkList,
  checkMaxLength,
  checkMediaLocation,
  checkPictureLocation,
  checkRequired,
  checkSlug,
  checkTimeZone,
  checkWebUrl,
  checkWholeNumber,
  firstProblem,
  type ValueCheck,
} from './field-checks';
import type { PictureFolder } from '@/lib/storage/picture-folders';
import { cleanList, listOf, numberOrNull, textOf, textOrNull } from './reshape-values';

/**
 * An admin form declared as data: each field's kind decides its control, its checks and how its
 * value travels between the form and the Data API, so the stream and personality editors share
 * one editor and one validator.
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'webUrl'
  | 'media'
  | 'picture'
  | 'slug'
  | 'wholeNumber'
  | 'rating'
  | 'date'
  | 'timeZone'
  | 'select'
  | 'switch'
  | 'list'
  | 'choices';

/** What a list's entries must be. */
export type ListItemKind = 'text' | 'webUrl' | 'media' | 'slug';

export type FieldSpec<Name extends string = string> = {
  name: Name;
  label: string;
  kind: FieldKind;
  required?: boolean;
  maxLength?: number;
  /** wholeNumber: the least value (0 by default). */
  min?: number;
  /** wholeNumber: the API stores it as a string (Stream.ranking). */
  storedAsText?: boolean;
  /** select (one, or none) and choices (any number). */
  options?: readonly { value: string; label: string }[];
  /** list: what each entry must be, and how one entry is called ("genre"). */
  itemKind?: ListItemKind;
  itemLabel?: string;
  /** picture: the folder an upload goes to. */
  pictureFolder?: PictureFolder;
  /** Values offered as you type (a datalist), e.g. qualities or time zones. */
  suggestions?: readonly string[];
  hint?: string;
  /** Spans the whole row of the form grid (long texts, lists). */
  isWide?: boolean;
};

export type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;
export type FormErrors = Record<string, string | undefined>;

export type FormSection<Name extends string = string> = { title: string; fields: readonly FieldSpec<Name>[] };

const ITEM_CHECKS: Record<ListItemKind, ValueCheck[]> = {
  text: [checkMaxLength(120)],
  webUrl: [checkWebUrl],
  media: [checkMediaLocation],
  slug: [checkSlug],
};

const checkRating: ValueCheck = (value) => {
  const text = value.trim();
  if (!text) return undefined;
  const rating = Number(text);
  return /^\d+(\.\d+)?$/.test(text) && rating >= 0 && rating <= 10 ? undefined : RATING_MESSAGE;
};

/** The check each kind adds to a text field's required and length checks (as ITEM_CHECKS does for list entries). */
const KIND_CHECKS: Partial<Record<FieldKind, ValueCheck>> = {
  webUrl: checkWebUrl,
  media: checkMediaLocation,
  picture: checkPictureLocation,
  slug: checkSlug,
  rating: checkRating,
  date: checkDate,
  timeZone: checkTimeZone,
};

function kindCheckOf(field: FieldSpec): ValueCheck | undefined {
  if (field.kind === 'wholeNumber') return checkWholeNumber(field.min ?? 0);
  if (field.kind === 'select') return (value) => (!value || field.options?.some((option) => option.value === value) ? undefined : 'Choose one of the options');
  return KIND_CHECKS[field.kind];
}

function checksOf(field: FieldSpec): ValueCheck[] {
  const checks: ValueCheck[] = field.required ? [checkRequired] : [];
  if (field.maxLength) checks.push(checkMaxLength(field.maxLength));
  const kindCheck = kindCheckOf(field);
  return kindCheck ? [...checks, kindCheck] : checks;
}

export function fieldsOf<Name extends string>(sections: readonly FormSection<Name>[]): FieldSpec<Name>[] {
  return sections.flatMap((section) => section.fields);
}

/** One message per invalid field; lists get the first bad entry. */
export function validateFields(fields: readonly FieldSpec[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) {
    const value = values[field.name];
    let problem: string | undefined;
    if (field.kind === 'list' || field.kind === 'choices') {
      const items = Array.isArray(value) ? value : [];
      problem = field.required && cleanList(items).length === 0 ? 'Add at least one entry' : checkList(items, ...ITEM_CHECKS[field.itemKind ?? 'text']);
    } else if (typeof value === 'string') {
      problem = firstProblem(value, ...checksOf(field));
    }
    if (problem) errors[field.name] = problem;
  }
  return errors;
}

export function hasFormErrors(errors: FormErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** An empty form: blank texts, empty lists, switches off (then the caller's defaults). */
export function emptyFormValues(fields: readonly FieldSpec[], defaults: FormValues = {}): FormValues {
  const values: FormValues = {};
  for (const field of fields) values[field.name] = field.kind === 'switch' ? false : field.kind === 'list' || field.kind === 'choices' ? [] : '';
  return { ...values, ...defaults };
}

/** A stored record as form values. */
export function formValuesOf(fields: readonly FieldSpec[], record: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = record[field.name];
    if (field.kind === 'switch') values[field.name] = value === true;
    else if (field.kind === 'list' || field.kind === 'choices') values[field.name] = listOf(Array.isArray(value) ? value : null);
    else values[field.name] = textOf(typeof value === 'string' || typeof value === 'number' ? value : null);
  }
  return values;
}

/** Validated form values as Data API fields: trimmed, null for empty, numbers, clean lists. */
export function apiFieldsOf(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === 'switch') input[field.name] = value === true;
    else if (field.kind === 'list' || field.kind === 'choices') input[field.name] = cleanList(Array.isArray(value) ? value : []);
    else if (typeof value !== 'string') input[field.name] = null;
    else if ((field.kind === 'wholeNumber' && !field.storedAsText) || field.kind === 'rating') input[field.name] = numberOrNull(value);
    else if (field.kind === 'wholeNumber') input[field.name] = value.trim() ? String(Number(value.trim())) : null;
    else input[field.name] = textOrNull(value);
  }
  return input;
}
