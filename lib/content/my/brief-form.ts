import { sanitizeRichText } from '@/lib/content/sanitize-html';
import type { Schema } from '@/lib/data/schema';
import { hasErrors, type FieldErrors } from '@/lib/validation/validate-fields';
import { BRIEF_CATEGORIES, isBriefStatus, type BriefStatus } from './brief-options';
import { imageAddressError, lengthError, listError, parseList, requiredError, textOrNull } from './field-rules';

/**
 * One of the creator's briefs, wherever it lives: published (Brief), draft or archived
 * (UnpublishedBrief), or as a save answered it (SavedBrief, which carries no timestamps).
 */
export type MyBrief = Schema['SavedBrief']['type'] & { updatedAt?: string | null };

export type BriefFormValues = Record<
  'title' | 'description' | 'categories' | 'tags' | 'warfareTags' | 'thumbnail' | 'longDescription' | 'status',
  string
>;
export type BriefFormField = keyof BriefFormValues;

/** The fields a creator writes; the server sets the rest (slug, dates, author, counters). */
export type BriefInput = {
  title: string;
  description: string;
  categories: string;
  tags: string[];
  warfareTags: string[];
  thumbnail: string | null;
  longDescription: string | null;
  status: BriefStatus;
};

export const LONG_DESCRIPTION_LIMIT = 100_000;
export const EMPTY_BODY_MESSAGE = 'Write the brief before publishing it';

/** The words of a rich-text body, without its markup: an editor's empty document is `<p></p>`. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a body says anything: words, or at least a picture. */
export function hasRichContent(html: string): boolean {
  return plainTextOf(html) !== '' || /<img\b/i.test(html);
}

export function emptyBriefForm(): BriefFormValues {
  return { title: '', description: '', categories: '', tags: '', warfareTags: '', thumbnail: '', longDescription: '', status: 'DRAFT' };
}

export function briefToFormValues(brief: MyBrief): BriefFormValues {
  return {
    title: brief.title,
    description: brief.description,
    categories: brief.categories,
    tags: (brief.tags ?? []).filter(Boolean).join(', '),
    warfareTags: (brief.warfareTags ?? []).filter(Boolean).join(', '),
    thumbnail: brief.thumbnail ?? '',
    longDescription: brief.longDescription ?? '',
    status: brief.status ?? 'DRAFT',
  };
}

export function validateBriefForm(values: BriefFormValues): FieldErrors<BriefFormField> {
  const hasBody = hasRichContent(values.longDescription);
  const errors: FieldErrors<BriefFormField> = {
    title: requiredError(values.title) ?? lengthError(values.title, 150, 'the title'),
    description: requiredError(values.description) ?? lengthError(values.description, 300, 'the summary'),
    categories: requiredError(values.categories) ?? ((BRIEF_CATEGORIES as readonly string[]).includes(values.categories) ? undefined : 'Choose a category from the list'),
    tags: listError(values.tags, { most: 10, longest: 40, what: 'tags' }),
    warfareTags: listError(values.warfareTags, { most: 10, longest: 40, what: 'warfare tags' }),
    thumbnail: imageAddressError(values.thumbnail),
    longDescription:
      values.status === 'PUBLISHED' && !hasBody
        ? EMPTY_BODY_MESSAGE
        : values.longDescription.length > LONG_DESCRIPTION_LIMIT
          ? `Please keep the brief under ${LONG_DESCRIPTION_LIMIT.toLocaleString('en-US')} characters of HTML`
          : undefined,
    status: isBriefStatus(values.status) ? undefined : 'Choose a status',
  };
  return hasErrors(errors) ? errors : {};
}

/** The brief to store: texts trimmed, lists split, the body sanitized (and again on render). */
export function formValuesToBriefInput(values: BriefFormValues): BriefInput {
  const body = sanitizeRichText(values.longDescription);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    categories: values.categories,
    tags: parseList(values.tags),
    warfareTags: parseList(values.warfareTags),
    thumbnail: textOrNull(values.thumbnail),
    longDescription: hasRichContent(body) ? body : null,
    status: values.status as BriefStatus,
  };
}
