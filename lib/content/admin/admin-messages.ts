/** The admin forms' validation texts, declared once (REQUIRED_FIELD_MESSAGE comes from SPEC §5). */
export { REQUIRED_FIELD_MESSAGE } from '@/lib/validation/messages';

export const WEB_URL_MESSAGE = 'Enter a full web address starting with https:// (or http://)';
export const MEDIA_URL_MESSAGE = 'Enter a full web address (https://…) or a path on this site starting with /';
export const SLUG_MESSAGE = 'Use lower-case letters, digits and single hyphens (e.g. the-long-watch)';
export const DATE_MESSAGE = 'Enter a real date as YYYY-MM-DD';
export const TIME_ZONE_MESSAGE = 'Enter an IANA time zone such as Europe/London or America/New_York';
export const RATING_MESSAGE = 'Enter a rating from 0 to 10 (decimals allowed)';
export const FIX_FIELDS_MESSAGE = 'Please correct the highlighted fields; nothing was saved yet.';

export function wholeNumberMessage(min: number): string {
  return min === 0 ? 'Enter a whole number, 0 or more' : `Enter a whole number, ${min} or more`;
}

export function tooLongMessage(limit: number): string {
  return `Please keep this under ${limit} characters`;
}

export function listItemMessage(position: number, problem: string): string {
  return `Entry ${position}: ${problem}`;
}

export function duplicateItemMessage(item: string): string {
  return `“${item}” is listed twice`;
}

export function slugTakenMessage(slug: string, title: string): string {
  return `“${title}” already uses the slug ${slug}; choose another`;
}
