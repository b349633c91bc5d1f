import { isProductAvatar } from '@/amplify/data/creator-records/avatar-reference';
import { normalizeUsername, usernameProblem } from '@/amplify/data/creator-records/usernames';
import { PLATFORMS } from '@/lib/content/platforms';
import { PROFILE_LINK_FIELDS, type ProfileLinkField } from '@/lib/content/profiles/profile-links';
import type { ProfileDetailWire } from '@/lib/content/profiles/profile-wire';
import { hasErrors, type FieldErrors } from '@/lib/validation/validate-fields';
import { lengthError, parseList, requiredError, textOrNull, urlError } from './field-rules';

/** "My profile" as a form holds it: every editable field of SPEC §3 as text. */
export type ProfileFormValues = Record<
  'username' | 'displayName' | 'bio' | 'avatarUrl' | 'schedule' | 'solanaAddress' | 'activePlatforms' | ProfileLinkField,
  string
>;
export type ProfileFormField = keyof ProfileFormValues;

/** What the form writes to a Profile (the derived totals are written by sync-profile-totals). */
export type ProfileInput = {
  username: string;
  displayName: string;
  bio: string | null;
  avatarUrl: string | null;
  schedule: string | null;
  solanaAddress: string | null;
  activePlatforms: string[];
} & Record<ProfileLinkField, string | null>;

// The server's own rules and words, so the form says at once what a save would answer.
export { USERNAME_MESSAGE, USERNAME_RESERVED_MESSAGE, USERNAME_TAKEN_MESSAGE } from '@/amplify/data/creator-records/usernames';
export const AVATAR_FORM_MESSAGE = 'Choose a picture to upload, or remove this one: only pictures uploaded here are shown';
export const SOLANA_MESSAGE = 'A Solana address is 32 to 44 letters and digits (base58, without 0, O, I or l)';

const SOLANA_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const LINK_FIELDS = PROFILE_LINK_FIELDS.map(({ field }) => field);
const PLATFORM_NAMES = new Set<string>(PLATFORMS.map((platform) => platform.name));

/** Usernames are compared and stored in lower case, so "Ada" and "ada" are one name. */
export const normaliseUsername = normalizeUsername;

/** A malformed or reserved name; whether another profile has it only the save can tell for sure. */
export function usernameError(value: string): string | undefined {
  return requiredError(value) ?? usernameProblem(value) ?? undefined;
}

export function emptyProfileForm(): ProfileFormValues {
  const links = Object.fromEntries(LINK_FIELDS.map((field) => [field, ''])) as Record<ProfileLinkField, string>;
  return { username: '', displayName: '', bio: '', avatarUrl: '', schedule: '', solanaAddress: '', activePlatforms: '', ...links };
}

export function profileToFormValues(profile: ProfileDetailWire): ProfileFormValues {
  const links = Object.fromEntries(LINK_FIELDS.map((field) => [field, profile[field] ?? ''])) as Record<ProfileLinkField, string>;
  return {
    username: profile.username,
    displayName: profile.displayName,
    bio: profile.bio ?? '',
    avatarUrl: profile.avatarUrl ?? '',
    schedule: profile.schedule ?? '',
    solanaAddress: profile.solanaAddress ?? '',
    activePlatforms: (profile.activePlatforms ?? []).filter(Boolean).join(','),
    ...links,
  };
}

export function validateProfileForm(values: ProfileFormValues): FieldErrors<ProfileFormField> {
  const errors: FieldErrors<ProfileFormField> = {
    username: usernameError(values.username),
    displayName: requiredError(values.displayName) ?? lengthError(values.displayName, 80, 'the name'),
    bio: lengthError(values.bio, 2000, 'the bio'),
    // saveMyProfile's own rule: an uploaded picture or the site's artwork, never any address.
    avatarUrl: values.avatarUrl.trim() && !isProductAvatar(values.avatarUrl) ? AVATAR_FORM_MESSAGE : undefined,
    schedule: lengthError(values.schedule, 200, 'the schedule'),
    solanaAddress: values.solanaAddress.trim() && !SOLANA_PATTERN.test(values.solanaAddress.trim()) ? SOLANA_MESSAGE : undefined,
    activePlatforms: parseList(values.activePlatforms).some((name) => !PLATFORM_NAMES.has(name)) ? 'Choose platforms from the list' : undefined,
  };
  for (const field of LINK_FIELDS) errors[field] = urlError(values[field]);
  return hasErrors(errors) ? errors : {};
}

export function formValuesToProfileInput(values: ProfileFormValues): ProfileInput {
  const links = Object.fromEntries(LINK_FIELDS.map((field) => [field, textOrNull(values[field])])) as Record<ProfileLinkField, string | null>;
  return {
    username: normaliseUsername(values.username),
    displayName: values.displayName.trim(),
    bio: textOrNull(values.bio),
    avatarUrl: textOrNull(values.avatarUrl),
    schedule: textOrNull(values.schedule),
    solanaAddress: textOrNull(values.solanaAddress),
    activePlatforms: parseList(values.activePlatforms),
    ...links,
  };
}
