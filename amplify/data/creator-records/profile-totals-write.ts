import { PLATFORM_CATALOGUE, platformIdOf } from '../platforms';
import { deriveProfileTotals, type PlatformFacts } from '../profile-totals';
import type { RecordDocument, RecordWrite, RecordsPort } from './records-port';

export const BAN_MODEL = 'PlatformBan';
export const SHADOWBAN_MODEL = 'ShadowbanExperience';
export const PLATFORM_MODEL = 'Platform';

/** A change about to be committed to one of the profile's ban or shadowban records. */
export type RecordChange = { model: typeof BAN_MODEL | typeof SHADOWBAN_MODEL } & ({ upsert: RecordDocument } | { removeId: string });

const CATALOGUE_FACTS: PlatformFacts[] = PLATFORM_CATALOGUE.map((platform) => ({ id: platformIdOf(platform.name), name: platform.name }));

/** Platforms ADMINS added to the catalogue that these bans name (the built-in ones are constants). */
async function addedPlatformFacts(port: RecordsPort, bans: readonly RecordDocument[]): Promise<PlatformFacts[]> {
  const known = new Set(CATALOGUE_FACTS.map((platform) => platform.id));
  const added = [...new Set(bans.map((ban) => String(ban.platformId ?? '')))].filter((id) => !known.has(id));
  const records = await Promise.all(added.map((id) => port.get(PLATFORM_MODEL, id)));
  return added.map((id, index) => ({ id, name: String(records[index]?.name ?? records[index]?.displayName ?? id) }));
}

/**
 * The profile with its totals computed from its records as they will be after `change`, as a
 * write that only succeeds if nobody changed the profile meanwhile (the caller retries then).
 * The totals are never taken from a client: every figure a profile shows is derived here.
 */
export async function profileTotalsWrite(port: RecordsPort, profile: RecordDocument, now: string, change?: RecordChange): Promise<RecordWrite> {
  const [bans, shadowbans] = await Promise.all([
    port.listByIndex(BAN_MODEL, 'profileId', profile.id),
    port.listByIndex(SHADOWBAN_MODEL, 'profileId', profile.id),
  ]);
  const apply = (model: RecordChange['model'], records: RecordDocument[]) => {
    if (!change || change.model !== model) return records;
    const id = 'upsert' in change ? change.upsert.id : change.removeId;
    const kept = records.filter((record) => record.id !== id);
    return 'upsert' in change ? [...kept, change.upsert] : kept;
  };
  const allBans = apply(BAN_MODEL, bans);
  const totals = deriveProfileTotals({
    platformBans: allBans.map((ban) => ({
      platformId: String(ban.platformId ?? ''),
      isActive: ban.isActive === true,
      dateOfBan: typeof ban.dateOfBan === 'string' ? ban.dateOfBan : null,
    })),
    shadowbanExperiences: apply(SHADOWBAN_MODEL, shadowbans).map((report) => ({
      platform: String(report.platform ?? ''),
      date: typeof report.date === 'string' ? report.date : null,
      financialImpact: typeof report.financialImpact === 'number' ? report.financialImpact : null,
    })),
    platforms: [...CATALOGUE_FACTS, ...(await addedPlatformFacts(port, allBans))],
    activePlatforms: Array.isArray(profile.activePlatforms) ? profile.activePlatforms.filter((name): name is string => typeof name === 'string') : [],
  });
  return {
    kind: 'put',
    model: 'Profile',
    doc: { ...profile, ...totals, updatedAt: now },
    expectUpdatedAt: typeof profile.updatedAt === 'string' ? profile.updatedAt : null,
  };
}
