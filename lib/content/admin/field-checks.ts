import {
  DATE_MESSAGE,
  duplicateItemMessage,
  listItemMessage,
  MEDIA_URL_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
  SLUG_MESSAGE,
  TIME_ZONE_MESSAGE,
  tooLongMessage,
  WEB_URL_MESSAGE,
  wholeNumberMessage,
} from './admin-messages';
import { isPictureReference } from '@/lib/storage/picture-reference';

/**
 * The checks behind the admin forms. Each answers a message for a bad value and undefined for a
 * good or empty one (required fields are checked apart), so the forms can chain them.
 */
export type ValueCheck = (value: string) => string | undefined;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An http(s) address with a host: what the schema's AWSURL link fields and a visitor's browser both accept. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

/** Media may be a web address or a file this site serves (/media/streams/x.mp4, /artwork/…). */
export function isMediaLocation(value: string): boolean {
  return isWebUrl(value) || (/^\/(?!\/)/.test(value) && !/\s/.test(value));
}

export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const checkRequired: ValueCheck = (value) => (value.trim() ? undefined : REQUIRED_FIELD_MESSAGE);
export const checkWebUrl: ValueCheck = (value) => (!value.trim() || isWebUrl(value.trim()) ? undefined : WEB_URL_MESSAGE);
export const checkMediaLocation: ValueCheck = (value) =>
  !value.trim() || isMediaLocation(value.trim()) ? undefined : MEDIA_URL_MESSAGE;
/** A picture field: an uploaded picture's reference, or media as above. */
export const checkPictureLocation: ValueCheck = (value) =>
  !value.trim() || isPictureReference(value.trim()) || isMediaLocation(value.trim()) ? undefined : MEDIA_URL_MESSAGE;
export const checkSlug: ValueCheck = (value) => (!value.trim() || SLUG_PATTERN.test(value.trim()) ? undefined : SLUG_MESSAGE);
export const checkDate: ValueCheck = (value) => (!value.trim() || isCalendarDate(value.trim()) ? undefined : DATE_MESSAGE);
export const checkTimeZone: ValueCheck = (value) => (!value.trim() || isTimeZone(value.trim()) ? undefined : TIME_ZONE_MESSAGE);

export function checkMaxLength(limit: number): ValueCheck {
  return (value) => (value.trim().length > limit ? tooLongMessage(limit) : undefined);
}

/** A whole number of at least `min`, as typed in a number box ("1200", not "1,200" or "1.5"). */
export function checkWholeNumber(min = 0): ValueCheck {
  return (value) => {
    const text = value.trim();
    if (!text) return undefined;
    return /^\d+$/.test(text) && Number(text) >= min && Number.isSafeInteger(Number(text)) ? undefined : wholeNumberMessage(min);
  };
}

/** The first message of the checks, in order. */
export function firstProblem(value: string, ...checks: ValueCheck[]): string | undefined {
  for (const check of checks) {
    const problem = check(value);
    if (problem) return problem;
  }
  return undefined;
}

/** A list field's one message: the first bad entry (by position, counting only filled ones) or a repeat. */
export function checkList(items: readonly string[], ...checks: ValueCheck[]): string | undefined {
  const filled = items.map((item) => item.trim()).filter(Boolean);
  const seen = new Set<string>();
  for (const [index, item] of filled.entries()) {
    const problem = firstProblem(item, ...checks);
    if (problem) return listItemMessage(index + 1, problem);
    const key = item.toLowerCase();
    if (seen.has(key)) return duplicateItemMessage(item);
    seen.add(key);
  }
  return undefined;
}
