import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAMPLE_CONTENT, SAMPLE_EDITOR, SAMPLE_OWNERS } from '.';
import { TRAIL_SAMPLE_MODELS } from './record-trails';
import { SAMPLE_BRIEFS } from './briefs';
import { SAMPLE_PLATFORM_BANS } from './platform-bans';
import { SAMPLE_PLATFORMS } from './platforms';
import { SAMPLE_PROFILES } from './profiles';
import { distinct, hostOf, isAwsDate, KEBAB, UUID, WRITTEN_ON } from './sample-checks.test-helper';
import { APPEAL_STATUSES, LINK_FIELD_OF_PLATFORM, PLATFORM_NAMES, type SpecModelName } from './sample-types';
import { SPEC_FIELDS } from './spec-fields.test-helper';
import { SAMPLE_SHADOWBAN_EXPERIENCES } from './shadowban-experiences';

const MODELS: SpecModelName[] = ['Platform', 'Profile', 'PlatformBan', 'ShadowbanExperience', 'Brief', 'Personality', 'Stream'];
const profileById = new Map(SAMPLE_PROFILES.map((profile) => [profile.id, profile]));
/** A ban's or report's creator profile: its own profileId, or for an anonymised one its authorship entry's. */
const authorOf = (record: { id: string; profileId: string }) =>
  profileById.get(String(SAMPLE_CONTENT.AnonymousAuthorship.find((entry) => entry.recordId === record.id)?.profileId ?? record.profileId));

describe('sample content', () => {
  it('has the nine platforms, at least 12 profiles, 30 briefs, 10 personalities and 24 streams', () => {
    expect(SAMPLE_CONTENT.Platform).toHaveLength(9);
    expect(SAMPLE_CONTENT.Profile.length).toBeGreaterThanOrEqual(12);
    expect(SAMPLE_CONTENT.Brief.length).toBeGreaterThanOrEqual(30);
    expect(SAMPLE_CONTENT.Personality.length).toBeGreaterThanOrEqual(10);
    expect(SAMPLE_CONTENT.Stream.length).toBeGreaterThanOrEqual(24);
    expect(SAMPLE_CONTENT.PlatformBan.length).toBeGreaterThan(SAMPLE_CONTENT.Profile.length);
    expect(SAMPLE_CONTENT.ShadowbanExperience.length).toBeGreaterThan(SAMPLE_CONTENT.Profile.length);
  });

  it('gives every record a readable id that is unique across all models', () => {
    // An authorship entry's id is `<model>#<record id>`, as the rules file it (anonymous-records.ts);
    // a published reply keeps its reply's id (decide-record-reply.ts).
    const models = [...MODELS, ...TRAIL_SAMPLE_MODELS.filter((model) => model !== 'AnonymousAuthorship' && model !== 'PublishedReply')];
    const ids = models.flatMap((model) => SAMPLE_CONTENT[model].map((record) => record.id));
    for (const id of ids) expect(id).toMatch(KEBAB);
    expect(distinct(ids)).toHaveLength(ids.length);
  });

  it('fills every required field of SPEC §3 and no field the spec does not list', () => {
    for (const model of MODELS) {
      const { required, optional } = SPEC_FIELDS[model];
      const dated = model === 'PlatformBan' || model === 'ShadowbanExperience' ? ['createdAt', 'updatedAt'] : [];
      const allowed = new Set([...required, ...optional, 'owner', ...dated]);
      for (const record of SAMPLE_CONTENT[model]) {
        for (const field of required)
          expect([model, field, record[field]]).not.toEqual([model, field, undefined]);
        const unknown = Object.keys(record).filter((field) => !allowed.has(field));
        expect([model, record.id, unknown]).toEqual([model, record.id, []]);
      }
    }
  });

  it('owns records exactly where the model has an owner rule', () => {
    const ownerless: string[] = ['Stream', 'Personality', 'VerificationStep', 'RecordReply', 'PublishedReply', 'ModerationAction'];
    for (const model of [...MODELS, ...TRAIL_SAMPLE_MODELS]) {
      for (const record of SAMPLE_CONTENT[model])
        expect(record.owner === undefined).toBe(ownerless.includes(model));
    }
  });

  it('leaves createdAt and updatedAt to the store, except on bans and reports, dated by their stories', () => {
    for (const model of MODELS.filter((name) => name !== 'PlatformBan' && name !== 'ShadowbanExperience')) {
      for (const record of SAMPLE_CONTENT[model]) {
        expect(record).not.toHaveProperty('createdAt');
        expect(record).not.toHaveProperty('updatedAt');
      }
    }
  });

  it('is built without randomness or the clock, so a fresh load is identical', () => {
    const folders = [__dirname, join(__dirname, 'brief-prose'), join(__dirname, 'brief-topics')];
    const sources = folders.flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.endsWith('.ts') && !name.includes('.test'))
        .map((name) => join(folder, name)),
    );
    const nondeterministic = sources.filter((file) =>
      /Math\.random|Date\.now|new Date\(\)/.test(readFileSync(file, 'utf8')),
    );
    expect(sources.length).toBeGreaterThan(20);
    expect(nondeterministic).toEqual([]);
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('.') as { SAMPLE_CONTENT: unknown };
      expect(fresh.SAMPLE_CONTENT).not.toBe(SAMPLE_CONTENT);
      expect(JSON.stringify(fresh.SAMPLE_CONTENT)).toBe(JSON.stringify(SAMPLE_CONTENT));
    });
  });
});

describe('sample owners', () => {
  it('have fixed UUID subs and unique e-mail usernames at the reserved test domain', () => {
    for (const owner of SAMPLE_OWNERS) {
      expect(owner.sub).toMatch(UUID);
      expect(owner.username).toBe(owner.email);
      expect(owner.email).toMatch(/^[a-z]+\.?[a-z]*@sample\.banwatch\.test$/);
    }
    expect(distinct(SAMPLE_OWNERS.map((owner) => owner.sub))).toHaveLength(SAMPLE_OWNERS.length);
    expect(distinct(SAMPLE_OWNERS.map((owner) => owner.email))).toHaveLength(SAMPLE_OWNERS.length);
    expect(SAMPLE_EDITOR).toBe(SAMPLE_OWNERS[0]);
  });

  it('own one profile each, apart from the editor, who owns the platforms', () => {
    const profileOwners = SAMPLE_PROFILES.map((profile) => profile.owner);
    expect(profileOwners).not.toContain(SAMPLE_EDITOR);
    expect(distinct(profileOwners)).toHaveLength(SAMPLE_PROFILES.length);
    for (const owner of profileOwners) expect(SAMPLE_OWNERS).toContain(owner);
    for (const profile of SAMPLE_PROFILES) expect(profile.userId).toBe(profile.owner.sub);
    for (const platform of SAMPLE_PLATFORMS) expect(platform.owner).toBe(SAMPLE_EDITOR);
  });

  it('are the owners of everything a profile records', () => {
    for (const record of [...SAMPLE_PLATFORM_BANS, ...SAMPLE_SHADOWBAN_EXPERIENCES]) expect(record.owner).toBe(authorOf(record)!.owner);
    for (const record of SAMPLE_BRIEFS) expect(record.owner).toBe(profileById.get(record.profileId)!.owner);
    for (const brief of SAMPLE_BRIEFS) expect(brief.userId).toBe(brief.owner.sub);
  });
});

describe('platforms', () => {
  it('are the nine names with ids equal to the lower-case name', () => {
    expect(SAMPLE_PLATFORMS.map((platform) => platform.name)).toEqual([...PLATFORM_NAMES]);
    for (const platform of SAMPLE_PLATFORMS) expect(platform.id).toBe(platform.name.toLowerCase());
  });

  it('have an https url, a display name and an icon that bootstrap-icons ships', () => {
    for (const platform of SAMPLE_PLATFORMS) {
      expect(() => hostOf(platform.url)).not.toThrow();
      expect(platform.displayName.length).toBeGreaterThan(0);
      expect(
        existsSync(join(process.cwd(), 'node_modules/bootstrap-icons/icons', `${platform.iconKey}.svg`)),
      ).toBe(true);
    }
  });
});

describe('platform bans and shadowban reports', () => {
  it('refer to existing platforms and profiles', () => {
    const platformIds = new Set(SAMPLE_PLATFORMS.map((platform) => platform.id));
    for (const ban of SAMPLE_PLATFORM_BANS) {
      expect(platformIds.has(ban.platformId)).toBe(true);
      expect(authorOf(ban)).toBeDefined();
      // Anonymised: its public profileId is no profile's.
      expect(profileById.has(ban.profileId)).toBe(ban.isAnonymous !== true);
    }
    for (const report of SAMPLE_SHADOWBAN_EXPERIENCES) expect(profileById.has(report.profileId)).toBe(report.isAnonymous !== true);
  });

  it('cover all nine platforms, all four appeal statuses, and both active and lifted bans', () => {
    expect(distinct(SAMPLE_PLATFORM_BANS.map((ban) => ban.platformId)).sort()).toEqual(
      SAMPLE_PLATFORMS.map((p) => p.id).sort(),
    );
    expect(distinct(SAMPLE_PLATFORM_BANS.map((ban) => ban.appealStatus)).sort()).toEqual(
      [...APPEAL_STATUSES].sort(),
    );
    expect(distinct(SAMPLE_PLATFORM_BANS.map((ban) => ban.isActive)).sort()).toEqual([false, true]);
  });

  it('keep appeal outcomes consistent with whether the ban stands', () => {
    for (const ban of SAMPLE_PLATFORM_BANS) {
      if (ban.appealStatus === 'RESTORED') expect(ban.isActive).toBe(false);
      if (ban.appealStatus === 'PENDING' || ban.appealStatus === 'REJECTED') expect(ban.isActive).toBe(true);
    }
  });

  it('only concern platforms the creator has a linked account on', () => {
    for (const ban of SAMPLE_PLATFORM_BANS) {
      const name = SAMPLE_PLATFORMS.find((platform) => platform.id === ban.platformId)!.name;
      expect(authorOf(ban)).toHaveProperty(LINK_FIELD_OF_PLATFORM[name]);
    }
    for (const report of SAMPLE_SHADOWBAN_EXPERIENCES) {
      expect(authorOf(report)).toHaveProperty(LINK_FIELD_OF_PLATFORM[report.platform]);
    }
  });

  it('use valid enum values and mostly state a non-negative financial impact', () => {
    for (const report of SAMPLE_SHADOWBAN_EXPERIENCES) {
      expect(PLATFORM_NAMES).toContain(report.platform);
      if (report.appealStatus !== undefined) expect(APPEAL_STATUSES).toContain(report.appealStatus);
      if (report.financialImpact !== undefined) expect(report.financialImpact).toBeGreaterThanOrEqual(0);
      for (const field of ['category', 'description', 'restrictionType'] as const)
        expect(report[field].length).toBeGreaterThan(0);
    }
    const withImpact = SAMPLE_SHADOWBAN_EXPERIENCES.filter((report) => report.financialImpact !== undefined);
    expect(withImpact.length).toBeGreaterThanOrEqual(SAMPLE_SHADOWBAN_EXPERIENCES.length * 0.8);
    expect(withImpact.some((report) => !Number.isInteger(report.financialImpact))).toBe(true);
  });

  it('are dated on real days no later than the content was written', () => {
    for (const date of [
      ...SAMPLE_PLATFORM_BANS.map((ban) => ban.dateOfBan),
      ...SAMPLE_SHADOWBAN_EXPERIENCES.map((r) => r.date),
    ]) {
      expect(isAwsDate(date)).toBe(true);
      expect(date <= WRITTEN_ON).toBe(true);
    }
  });
});
