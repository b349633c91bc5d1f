import { PERSONALITY_CATEGORIES } from '@/amplify/data/enums';
import { PLATFORMS } from '@/lib/content/platforms';
import type { Schema } from '@/lib/data/schema';
import { withoutFeatured } from './set-featured';
import { apiFieldsOf, emptyFormValues, fieldsOf, formValuesOf, validateFields, type FieldSpec, type FormErrors, type FormSection, type FormValues } from './record-fields';

export type PersonalityRecord = Schema['Personality']['type'];
export type PersonalityInput = Schema['Personality']['createType'];
/** Set by the server (views, timestamps) or on save (createdBy), never typed into the form. */
type PersonalityField = Exclude<keyof PersonalityRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'views'>;
/** What a create or update sends: `featured` goes through setFeatured (set-featured.ts) instead. */
export type PersonalitySaveInput = Omit<PersonalityInput, 'id' | 'featured' | 'views' | 'createdAt' | 'updatedAt'>;

/** 'CONTENT_CREATOR' → 'Content creator'. */
export function categoryLabelOf(category: string): string {
  const words = category.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const PLATFORM_LINK_FIELDS: FieldSpec<PersonalityField>[] = PLATFORMS.map((platform) => ({
  name: platform.linkField,
  label: `${platform.displayName} link`,
  kind: 'webUrl',
}));

/** A list of IANA zones for the time-zone box's suggestions (empty where the runtime cannot list them). */
function timeZoneSuggestions(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
}

/** Every field of SPEC §3's Personality an admin edits; createdBy is the admin who creates it. */
export const PERSONALITY_SECTIONS: readonly FormSection<PersonalityField>[] = [
  {
    title: 'Identity',
    fields: [
      {
        name: 'name',
        label: 'Name',
        kind: 'text',
        required: true,
        maxLength: 120,
        hint: 'A new personality’s address is made from it (/personalities/ada-quill) and stays when the name changes.',
      },
      { name: 'displayName', label: 'Display name', kind: 'text', required: true, maxLength: 120 },
      {
        name: 'category',
        label: 'Category',
        kind: 'select',
        options: PERSONALITY_CATEGORIES.map((value) => ({ value, label: categoryLabelOf(value) })),
      },
      { name: 'image', label: 'Image', kind: 'picture', pictureFolder: 'personalityImage', hint: 'Upload one, or give an image address or a path on this site (/artwork/…).' },
      { name: 'bio', label: 'Bio', kind: 'textarea', maxLength: 500, isWide: true, hint: 'One or two sentences for cards.' },
      { name: 'description', label: 'Description', kind: 'textarea', maxLength: 4000, isWide: true },
      { name: 'ranking', label: 'Ranking', kind: 'wholeNumber', min: 1, hint: '1 is shown first.' },
      { name: 'verified', label: 'Verified', kind: 'switch', hint: 'Shows the verified badge.' },
      { name: 'featured', label: 'Featured', kind: 'switch', hint: 'Shown on the home page.' },
      { name: 'active', label: 'Active', kind: 'switch', hint: 'Inactive personalities stay listed as inactive.' },
    ],
  },
  {
    title: 'Links',
    fields: [
      ...PLATFORM_LINK_FIELDS,
      { name: 'blogLink', label: 'Blog link', kind: 'webUrl' },
      { name: 'websiteLink', label: 'Website link', kind: 'webUrl' },
      {
        name: 'primaryPlatforms',
        label: 'Primary platforms',
        kind: 'choices',
        options: PLATFORMS.map((platform) => ({ value: platform.name, label: platform.displayName })),
        isWide: true,
        hint: 'Each needs its link above.',
      },
    ],
  },
  {
    title: 'Audience and content',
    fields: [
      { name: 'followerCount', label: 'Followers', kind: 'wholeNumber' },
      { name: 'subscriberCount', label: 'Subscribers', kind: 'wholeNumber' },
      { name: 'schedule', label: 'Schedule', kind: 'text', maxLength: 200, hint: 'e.g. New episode every Monday' },
      { name: 'timezone', label: 'Time zone', kind: 'timeZone', suggestions: timeZoneSuggestions(), hint: 'An IANA zone, e.g. Europe/London' },
      { name: 'specialties', label: 'Specialties', kind: 'list', itemLabel: 'specialty', isWide: true },
      { name: 'contentTypes', label: 'Content types', kind: 'list', itemLabel: 'content type', isWide: true },
      { name: 'tags', label: 'Tags', kind: 'list', itemLabel: 'tag', isWide: true },
      { name: 'notes', label: 'Notes', kind: 'textarea', maxLength: 4000, isWide: true, hint: 'Editorial notes. The API serves them to anyone, so nothing private.' },
    ],
  },
];

const PERSONALITY_FIELDS = fieldsOf(PERSONALITY_SECTIONS);

export function newPersonalityValues(): FormValues {
  return emptyFormValues(PERSONALITY_FIELDS, { active: true });
}

export function personalityValuesOf(record: PersonalityRecord): FormValues {
  return formValuesOf(PERSONALITY_FIELDS, record as Record<string, unknown>);
}

export function validatePersonalityValues(values: FormValues): FormErrors {
  const errors = validateFields(PERSONALITY_FIELDS, values);
  const primary = Array.isArray(values.primaryPlatforms) ? values.primaryPlatforms : [];
  const unlinked = PLATFORMS.filter((platform) => primary.includes(platform.name) && !String(values[platform.linkField] ?? '').trim());
  if (!errors.primaryPlatforms && unlinked.length > 0) {
    errors.primaryPlatforms = `Add the ${unlinked.map((platform) => platform.displayName).join(' and ')} link, or untick it`;
  }
  return errors;
}

/** Whether the form's Featured switch is on (saved apart from the other fields). */
export function isPersonalityFeatured(values: FormValues): boolean {
  return values.featured === true;
}

/** Validated values as the Data API's input (without the id or `featured`); a new personality records its creator. */
export function personalityInputOf(values: FormValues, { isNew, editor }: { isNew: boolean; editor: string }): PersonalitySaveInput {
  const fields = withoutFeatured(apiFieldsOf(PERSONALITY_FIELDS, values)) as PersonalitySaveInput;
  return isNew ? { ...fields, createdBy: editor } : fields;
}
