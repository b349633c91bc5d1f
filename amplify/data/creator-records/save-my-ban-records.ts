import { APPEAL_STATUSES } from '../enums';
import { PLATFORM_CATALOGUE, platformIdOf } from '../platforms';
import { readAmount, readBoolean, readDate, readId, readOneOf, readRequiredText, readText, type Args } from './input-checks';
import { findOwnRecord, requireProfileOf } from './profile-of-caller';
import { readRestriction } from './read-restriction';
import { BAN_MODEL, PLATFORM_MODEL, profileTotalsWrite, SHADOWBAN_MODEL, type RecordChange } from './profile-totals-write';
import { badRequest, RecordRuleError } from './record-rule-error';
import type { RecordCaller, RecordClock, RecordDocument, RecordsPort } from './records-port';

/** Attempts at a write whose profile totals another write changed meanwhile. */
const ATTEMPTS = 3;
const CATALOGUE_IDS: ReadonlySet<string> = new Set(PLATFORM_CATALOGUE.map((platform) => platformIdOf(platform.name)));
const CATALOGUE_NAMES: readonly string[] = PLATFORM_CATALOGUE.map((platform) => platform.name);

export const UNKNOWN_PLATFORM_MESSAGE = `Choose a platform from the catalogue: ${PLATFORM_CATALOGUE.map((platform) => platform.displayName).join(', ')}.`;

/** A ban's platform is a catalogue entry: a built-in one, or one ADMINS added (isCatalogued). */
async function requireCataloguedPlatform(port: RecordsPort, platformId: string): Promise<void> {
  if (CATALOGUE_IDS.has(platformId)) return;
  const added = await port.get(PLATFORM_MODEL, platformId);
  if (added?.isCatalogued !== true) throw badRequest(UNKNOWN_PLATFORM_MESSAGE);
}

/**
 * Writes one ban or shadowban record on the caller's own profile together with the profile's
 * recomputed totals, in one commit; when another write changed the profile first, it starts over.
 */
async function saveOnMyProfile(
  port: RecordsPort,
  caller: RecordCaller,
  clock: RecordClock,
  model: RecordChange['model'],
  args: Args,
  fields: Record<string, unknown>,
): Promise<RecordDocument> {
  const id = readId(args);
  for (let attempt = 1; ; attempt += 1) {
    const profile = await requireProfileOf(port, caller);
    const found = id ? await findOwnRecord(port, [model], id, profile) : null;
    if (id && !found) throw new RecordRuleError('NotFound', `No ${model} ${id} on your profile.`);
    const now = clock.now.toISOString();
    const record: RecordDocument = { createdAt: now, ...found?.doc, ...fields, id: found?.doc.id ?? clock.newId(), profileId: profile.id, owner: caller.owner, updatedAt: now };
    try {
      await port.commit([
        found ? { kind: 'put', model, doc: record } : { kind: 'create', model, doc: record },
        await profileTotalsWrite(port, profile, now, { model, upsert: record }),
      ]);
      return record;
    } catch (error) {
      if (!(error instanceof RecordRuleError) || error.errorType !== 'Conflict' || attempt === ATTEMPTS) throw error;
    }
  }
}

async function deleteFromMyProfile(port: RecordsPort, caller: RecordCaller, clock: RecordClock, model: RecordChange['model'], args: Args): Promise<RecordDocument> {
  const id = readId(args);
  for (let attempt = 1; ; attempt += 1) {
    const profile = await requireProfileOf(port, caller);
    const found = id ? await findOwnRecord(port, [model], id, profile) : null;
    if (!found) throw new RecordRuleError('NotFound', `No ${model} ${id ?? ''} on your profile.`);
    try {
      await port.commit([
        { kind: 'delete', model, id: found.doc.id },
        await profileTotalsWrite(port, profile, clock.now.toISOString(), { model, removeId: found.doc.id }),
      ]);
      return found.doc;
    } catch (error) {
      if (!(error instanceof RecordRuleError) || error.errorType !== 'Conflict' || attempt === ATTEMPTS) throw error;
    }
  }
}

/** saveMyPlatformBan – a ban on the caller's profile, on a catalogue platform. */
export async function saveMyPlatformBan(port: RecordsPort, caller: RecordCaller, clock: RecordClock, args: Args): Promise<RecordDocument> {
  const platformId = readRequiredText(args, 'platformId', 64);
  await requireCataloguedPlatform(port, platformId);
  const dateOfBan = readDate(args, 'dateOfBan', { notAfter: clock.now });
  return saveOnMyProfile(port, caller, clock, BAN_MODEL, args, {
    platformId,
    isActive: readBoolean(args, 'isActive') ?? true,
    dateOfBan,
    explanation: readText(args, 'explanation', { maxLength: 2000 }),
    evidence: readText(args, 'evidence', { maxLength: 4000 }),
    appealStatus: readOneOf(args, 'appealStatus', APPEAL_STATUSES) ?? 'NONE',
    ...readRestriction(args, { field: 'dateOfBan', value: dateOfBan }),
  });
}

/** saveMyShadowbanReport – a shadowban report on the caller's profile, about a catalogue platform. */
export async function saveMyShadowbanReport(port: RecordsPort, caller: RecordCaller, clock: RecordClock, args: Args): Promise<RecordDocument> {
  const date = readDate(args, 'date', { isRequired: true, notAfter: clock.now });
  return saveOnMyProfile(port, caller, clock, SHADOWBAN_MODEL, args, {
    platform: readOneOf(args, 'platform', CATALOGUE_NAMES, { isRequired: true }),
    category: readRequiredText(args, 'category', 60),
    description: readRequiredText(args, 'description', 2000),
    restrictionType: readRequiredText(args, 'restrictionType', 80),
    date,
    evidence: readText(args, 'evidence', { maxLength: 4000 }),
    financialImpact: readAmount(args, 'financialImpact', { max: 1_000_000_000 }),
    appealStatus: readOneOf(args, 'appealStatus', APPEAL_STATUSES) ?? 'NONE',
    ...readRestriction(args, { field: 'date', value: date }),
  });
}

export const deleteMyPlatformBan = (port: RecordsPort, caller: RecordCaller, clock: RecordClock, args: Args) => deleteFromMyProfile(port, caller, clock, BAN_MODEL, args);
export const deleteMyShadowbanReport = (port: RecordsPort, caller: RecordCaller, clock: RecordClock, args: Args) => deleteFromMyProfile(port, caller, clock, SHADOWBAN_MODEL, args);
