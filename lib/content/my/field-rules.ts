import { isImageAddress, isWebUrl } from '@/lib/content/profiles/web-url';
import { isPictureReference } from '@/lib/storage/picture-reference';
import { REQUIRED_FIELD_MESSAGE } from '@/lib/validation/messages';

/**
 * The checks of the creator's forms that the shared validate-fields rules do not cover (links,
 * dates, amounts, lists), each returning its message or undefined. Values arrive untrimmed.
 */
export const URL_MESSAGE = 'Please enter a full web address starting with https://';
export const IMAGE_MESSAGE = 'Please enter a web address (https://…) or a path on this site (/…)';
export const DATE_MESSAGE = 'Please enter a date as YYYY-MM-DD';
export const FUTURE_DATE_MESSAGE = 'The date cannot be in the future';
export const AMOUNT_MESSAGE = 'Please enter an amount in dollars, such as 1200 or 99.50';

export function lengthError(value: string, limit: number, what = 'it'): string | undefined {
  return value.trim().length > limit ? `Please keep ${what} under ${limit} characters` : undefined;
}

export function requiredError(value: string): string | undefined {
  return value.trim() ? undefined : REQUIRED_FIELD_MESSAGE;
}

export function urlError(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  return isWebUrl(text) && text.length <= 2000 ? undefined : URL_MESSAGE;
}

/** A picture field holds an uploaded picture's reference, a web address or a path on this site. */
export function imageAddressError(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  return (isImageAddress(text) || isPictureReference(text)) && text.length <= 2000 ? undefined : IMAGE_MESSAGE;
}

/** Today as an AWSDate in UTC, the calendar the records use. */
export function todayAwsDate(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A real calendar day as YYYY-MM-DD, not after `today`. */
export function dateError(value: string, today: string, { required = true } = {}): string | undefined {
  const text = value.trim();
  if (!text) return required ? REQUIRED_FIELD_MESSAGE : undefined;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return DATE_MESSAGE;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return DATE_MESSAGE;
  return text > today ? FUTURE_DATE_MESSAGE : undefined;
}

/** A non-negative dollar amount with at most two decimals and below a billion. */
export function amountError(value: string): string | undefined {
  const text = value.trim().replace(/[$,\s]/g, '');
  if (!text) return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(text) || Number(text) >= 1e9) return AMOUNT_MESSAGE;
  return undefined;
}

/** The number an amount field holds, or null when it is empty. */
export function parseAmount(value: string): number | null {
  const text = value.trim().replace(/[$,\s]/g, '');
  return text ? Number(text) : null;
}

/** A comma-separated list as its entries: trimmed, no blanks, no repeats (ignoring case). */
export function parseList(value: string): string[] {
  const seen = new Set<string>();
  return value
    .split(',')
    .map((entry) => entry.trim().replace(/\s+/g, ' '))
    .filter((entry) => {
      const key = entry.toLowerCase();
      if (!entry || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function listError(value: string, { most, longest, what }: { most: number; longest: number; what: string }): string | undefined {
  const entries = parseList(value);
  if (entries.length > most) return `Please give at most ${most} ${what}`;
  const tooLong = entries.find((entry) => entry.length > longest);
  return tooLong ? `“${tooLong.slice(0, 20)}…” is too long: keep each of the ${what} under ${longest} characters` : undefined;
}

/** Text fields that are empty become null, so an update clears them rather than storing ''. */
export function textOrNull(value: string): string | null {
  const text = value.trim();
  return text ? text : null;
}
