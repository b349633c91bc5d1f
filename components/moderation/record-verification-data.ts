import { MODERATOR_VERIFICATION_LEVELS, VERIFICATION_SOURCES, type TrailRecordModel, type VerificationLevel, type VerificationSource } from '@/amplify/data/enums';
import { CONFIRMING_SOURCES, MODERATOR_NOTE_MAX, VERIFICATION_SOURCE_URL_MAX } from '@/amplify/data/moderation/moderation-records';
import { runDataCall } from '@/lib/content/admin/data-result';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { validateFields, type FieldErrors } from '@/lib/validation/validate-fields';

export { MODERATOR_NOTE_MAX, VERIFICATION_SOURCE_URL_MAX };

export type VerificationValues = { level: string; note: string; source: string; sourceUrl: string };

const isOneOf = <T extends string>(allowed: readonly T[], value: string): value is T => (allowed as readonly string[]).includes(value);

/** What the server takes as a source link (input-checks' readWebUrl): http(s), a dotted host or localhost, no spaces. */
function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && (url.hostname.includes('.') || url.hostname === 'localhost');
  } catch {
    return false;
  }
}

/** The rules setRecordVerification applies (amplify/data/moderation/), said before sending. */
export function validateVerification(values: VerificationValues): FieldErrors<keyof VerificationValues> {
  const errors = validateFields<keyof VerificationValues>(values, {
    level: { required: true },
    note: { required: true, maxLength: { limit: MODERATOR_NOTE_MAX, message: `Please keep it under ${MODERATOR_NOTE_MAX} characters` } },
    sourceUrl: { maxLength: { limit: VERIFICATION_SOURCE_URL_MAX, message: `Please keep it under ${VERIFICATION_SOURCE_URL_MAX} characters` } },
  });
  if (!errors.level && !isOneOf(MODERATOR_VERIFICATION_LEVELS, values.level)) errors.level = 'Choose corroborated, confirmed or disputed';
  const needsSource = values.level === 'CORROBORATED' || values.level === 'CONFIRMED';
  if (needsSource && !values.source) errors.source = 'Say what this step rests on';
  else if (values.level === 'CONFIRMED' && !CONFIRMING_SOURCES.includes(values.source as VerificationSource)) {
    errors.source = "Confirmed means you checked the platform's notice or its own statement";
  }
  const url = values.sourceUrl.trim();
  if (!errors.sourceUrl && url && !isWebAddress(url)) errors.sourceUrl = 'A web address starting with https:// or http://';
  return errors;
}

/** Sends a checked step; answers the step's level as the server recorded it. */
export async function sendVerification(client: BrowserDataClient, target: { recordModel: TrailRecordModel; recordId: string }, values: VerificationValues): Promise<VerificationLevel> {
  const source = isOneOf(VERIFICATION_SOURCES, values.source) ? values.source : undefined;
  const sourceUrl = values.sourceUrl.trim();
  const step = await runDataCall('set the verification', () =>
    client.mutations.setRecordVerification({
      ...target,
      level: values.level as VerificationLevel,
      note: values.note.trim(),
      ...(source ? { source } : {}),
      ...(sourceUrl ? { sourceUrl } : {}),
    }),
  );
  return (step.level ?? values.level) as VerificationLevel;
}
