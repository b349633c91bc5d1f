/**
 * The content-scale store (issue 16): a deterministic, seeded generator that adds a large body of
 * public content to a store, written straight into `data_records` as a restore or bulk SQL load
 * would, in one transaction of multi-row INSERTs. Each row carries its record's facts
 * (amplify/data/record-facts, migrations 0030 and 0033) as the record store writes them, and as a
 * restored dump of a store holds them: the start then has none to fill, so a reader never meets a
 * record without its facts and the first start after the load costs what any start costs. Nothing
 * else is run afterwards: no index rebuild, no ANALYZE, no statistics refresh, so the bench sees
 * exactly what the issue promises (records counted and searchable after a restart with no extra
 * step).
 *
 * What it writes, at scale 1 (`sizesAt(scale)` multiplies every size; at least one of each):
 * - 20,000 creator Profiles: unique usernames (`<first><last><n>`, lower case, never reserved),
 *   accounts (fresh subs), 2–5 platforms each with their links, a bio, an avatar from the site's
 *   artwork route; totals (totalBans, bannedPlatforms, platformStatus, totalEstimatedLoss, …)
 *   computed by the product's own deriveProfileTotals from the records below, so they agree.
 * - 100,000 PlatformBans on catalogue platforms (amplify/data/platforms.ts, weighted towards the
 *   large ones), dated 2016 to 2025 (1 % undated), active or lifted, appeal NONE / PENDING /
 *   REJECTED / RESTORED (a restored ban is always lifted), with explanation and evidence.
 * - 50,000 ShadowbanExperiences: catalogue platform names, categories and restriction types,
 *   descriptions, evidence, financial impact in cents, appeal status.
 * - 100,000 AppealEvents and 100,000 EvidenceItems (pasted texts, with their SHA-256) on those bans
 *   and reports, 1–30 and 1–50 a record at most, with the VerificationStep each record's first item
 *   adds; the records carry what their trail leaves (appealStatus from the latest event, a ban
 *   restored on appeal lifted, evidenceItems, evidenceSha256, verification): record-trails.ts.
 *   Records without a trail are SELF_REPORTED with 0 items, as a creator's save leaves them.
 * - 50,000 published Briefs, authored by the profiles (author fields copied from the profile as
 *   saveMyBrief does): a title, a description, an HTML body of 3 to 6 paragraphs (an opening of
 *   its own plus the sample content's prose pool for its category, put together by the sample's
 *   buildLongDescription), one category, 1–4 tags, 0–2 warfare tags, blogDate spread over ten
 *   years (more recent years hold more), views and shares, and a unique slug made the way the
 *   product makes them (the title's slug, then -2 … -20, then a random suffix).
 * - Records are spread over profiles with a heavy head (a few creators hold dozens of bans, most
 *   hold a handful, some none), as real directories are.
 * - The UniqueClaim records the creator mutations keep beside them (username#…, profile-of#…,
 *   brief-slug#…), so the store is as the product would have written it.
 * - 100 Personalities and 300 Streams, each a copy of a sample record (so every field the admin
 *   editors write is there) under a new id, name or title and slug; none featured. Skipped when
 *   the store has no sample personality or stream to copy.
 *
 * Documents have the product's shape: the model's fields, `owner` as `<sub>::<sub>` (Gen 2's
 * owner field in this e-mail pool), managed `createdAt` / `updatedAt` as ISO timestamps, optional
 * text the mutations store as null stored as null; no `__typename` (the store never keeps one).
 * Every id is a UUID drawn from the seeded generator, so the same seed and scale give the same
 * records, byte for byte; each model has its own random stream, so changing one size leaves the
 * others' records as they were. Dates end at END_DATE (fixed, so reruns agree; never in the future).
 *
 * Usage: `await generateStore(db, { scale: 0.05 })` on a backend Database (openDatabase), with the
 * server that owns the store stopped when it is the embedded one. The store should already hold
 * the sample content (what `npm start` seeds): its claims are read first, so nothing collides.
 */
import { BRIEF_CATEGORIES, baseSlugOf, monthOf } from '../../../amplify/data/brief-rules';
import { APPEAL_STATUSES, type AppealStatus, type PlatformName } from '../../../amplify/data/enums';
import { PLATFORM_CATALOGUE, platformIdOf } from '../../../amplify/data/platforms';
import { deriveProfileTotals } from '../../../amplify/data/profile-totals';
import { slugOf } from '../../../amplify/data/slug';
import type { Database, Queryable } from '../../../backend/core/database/database';
import { serializeFacts } from '../../../backend/data/store/record-store';
import { BRIEF_PROSE } from '../../../backend/data/sample-content/brief-prose';
import { buildLongDescription } from '../../../backend/data/sample-content/build-long-description';
import { buildSocialLinks } from '../../../backend/data/sample-content/social-links';
import { planTrails, trailOf, type TrailPlan } from './record-trails';
import * as pools from './word-pools';

export { SEARCH_WORD } from './word-pools';

export type StoreSizes = {
  profiles: number;
  briefs: number;
  platformBans: number;
  shadowbanReports: number;
  /** On the bans and reports (record-trails.ts). */
  appealEvents: number;
  evidenceItems: number;
  personalities: number;
  streams: number;
};

/**
 * Issue 16's sizes (scale 1); issue 50's are ten times these (BENCH_SCALE=10): 1,000,000 bans,
 * 500,000 briefs, 200,000 profiles, 500,000 shadowban reports and "2,000,000 appeal events and
 * evidence items", read as 1,000,000 of each.
 */
export const FULL_SIZES: StoreSizes = {
  profiles: 20_000,
  briefs: 50_000,
  platformBans: 100_000,
  shadowbanReports: 50_000,
  appealEvents: 100_000,
  evidenceItems: 100_000,
  personalities: 100,
  streams: 300,
};

/** The last day any generated record is dated (fixed, so two runs write the same records). */
export const END_DATE = '2025-12-31';
const START_YEAR = 2016;
const DEFAULT_SEED = 16;
/** Rows are sent in statements of about this much JSON. */
const DEFAULT_BATCH_BYTES = 2 * 1024 * 1024;

export function sizesAt(scale: number): StoreSizes {
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`BENCH_SCALE must be a positive number (got ${scale})`);
  const sized = (full: number) => Math.max(1, Math.round(full * scale));
  return {
    profiles: sized(FULL_SIZES.profiles),
    briefs: sized(FULL_SIZES.briefs),
    platformBans: sized(FULL_SIZES.platformBans),
    shadowbanReports: sized(FULL_SIZES.shadowbanReports),
    appealEvents: sized(FULL_SIZES.appealEvents),
    evidenceItems: sized(FULL_SIZES.evidenceItems),
    personalities: sized(FULL_SIZES.personalities),
    streams: sized(FULL_SIZES.streams),
  };
}

export type GenerateOptions = {
  /** Fraction of FULL_SIZES (default 1). */
  scale?: number;
  seed?: number;
  batchBytes?: number;
  log?: (line: string) => void;
};

export type GenerateReport = { sizes: StoreSizes; rowsByModel: Record<string, number>; seconds: number };

// ---------------------------------------------------------------------------------------------
// Seeded randomness

/** A 32-bit hash of a text (FNV-1a), to give each model its own stream from one seed. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export type Random = ReturnType<typeof seededRandom>;

/** mulberry32: small, fast and good enough for test data; `stream` names an independent sequence. */
export function seededRandom(seed: number, stream: string) {
  let state = (hashOf(`${seed}:${stream}`) || 1) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return {
    next,
    int,
    pick,
    chance: (probability: number) => next() < probability,
    /** A key of `weights`, drawn in proportion to its weight. */
    weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
      const entries = Object.entries(weights) as [K, number][];
      let left = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [key, weight] of entries) if ((left -= weight) < 0) return key;
      return entries[entries.length - 1][0];
    },
    /** `count` distinct items, in random order. */
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.min(count, copy.length));
    },
    /** An index in [0, n) with a heavy head: index 0 is drawn most often (exponent > 1 sharpens it). */
    skewedIndex: (n: number, exponent: number) => Math.min(n - 1, Math.floor(n * next() ** exponent)),
    /** A version-4 UUID (randomUUID's shape), from this stream. */
    uuid(): string {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = ((Math.floor(next() * 4) + 8) as number).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Dates

const DAY_MS = 86_400_000;
const START_MS = Date.parse(`${START_YEAR}-01-01T00:00:00Z`);
const END_MS = Date.parse(`${END_DATE}T00:00:00Z`);

/** A day between `fromMs` and END_DATE, more likely recent (content grows year on year). */
function recentDay(random: Random, fromMs = START_MS): number {
  const from = Math.min(fromMs, END_MS);
  return from + Math.floor(random.next() ** 0.6 * ((END_MS - from) / DAY_MS + 1)) * DAY_MS;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A moment on the day `dayMs` plus up to `laterDays`, never past the end of END_DATE. */
function momentAfter(random: Random, dayMs: number, laterDays = 0): string {
  const ms = dayMs + random.int(0, laterDays) * DAY_MS + random.int(7 * 3600, 22 * 3600) * 1000 + random.int(0, 999);
  return new Date(Math.min(ms, END_MS + DAY_MS - 1)).toISOString();
}

const laterOf = (a: string, b: string) => (a > b ? a : b);

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * Rows sent as one multi-row INSERT per ~batchBytes of JSON (one parameter, expanded by the
 * database): a few hundred statements for the whole store instead of a quarter million.
 */
class BatchWriter {
  private parts: string[] = [];
  private bytes = 0;
  readonly rowsByModel: Record<string, number> = {};

  constructor(
    private readonly tx: Queryable,
    private readonly batchBytes: number,
  ) {}

  async add(model: string, doc: { id: string } & Record<string, unknown>): Promise<void> {
    const part = `[${JSON.stringify(model)},${JSON.stringify(doc)},${serializeFacts(model, doc) ?? 'null'}]`;
    this.parts.push(part);
    this.bytes += part.length;
    this.rowsByModel[model] = (this.rowsByModel[model] ?? 0) + 1;
    if (this.bytes >= this.batchBytes) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.parts.length === 0) return;
    const json = `[${this.parts.join(',')}]`;
    this.parts = [];
    this.bytes = 0;
    await this.tx.query(
      `INSERT INTO data_records (model, id, doc, facts)
       SELECT row->>0, row->1->>'id', row->1, nullif(row->2, 'null'::jsonb) FROM jsonb_array_elements($1::jsonb) AS row`,
      [json],
    );
  }
}

/** A claim record exactly as amplify/data/creator-records/unique-claims.ts claimOf writes it. */
function claim(kind: 'username' | 'profile-of' | 'brief-slug', value: string, recordId: string, at: string) {
  return { id: `${kind}#${value}`, kind, value, recordId, isCurrent: true, createdAt: at, updatedAt: at };
}

// ---------------------------------------------------------------------------------------------
// The records

type ProfilePlan = {
  id: string;
  sub: string;
  owner: string;
  username: string;
  displayName: string;
  avatarUrl: string;
  channels: PlatformName[];
  createdMs: number;
  bans: { platformId: string; isActive: boolean; dateOfBan: string | null }[];
  reports: { platform: string; date: string; financialImpact: number | null }[];
  lastWrite: string;
};

const CATALOGUE_FACTS = PLATFORM_CATALOGUE.map((platform) => ({ id: platformIdOf(platform.name), name: platform.name }));
const DISPLAY_NAME = new Map(PLATFORM_CATALOGUE.map((platform) => [platform.name, platform.displayName]));
const LINK_FIELDS = ['xLink', 'youtubeLink', 'rumbleLink', 'blogLink', 'facebookLink', 'instagramLink', 'tiktokLink', 'substackLink', 'mediumLink', 'twitchLink'] as const;
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function planProfiles(random: Random, count: number, takenClaims: ReadonlySet<string>): ProfilePlan[] {
  const profiles: ProfilePlan[] = [];
  for (let i = 0; i < count; i++) {
    const first = random.pick(pools.FIRST_NAMES);
    const last = random.pick(pools.LAST_NAMES);
    const username = `${first}${last}${i + 1}`.toLowerCase();
    if (takenClaims.has(`username#${username}`)) throw new Error(`Generated username ${username} is taken`);
    const sub = random.uuid();
    const channelCount = random.int(2, 5);
    const channels = new Set<PlatformName>();
    while (channels.size < channelCount) channels.add(random.weighted(pools.PLATFORM_WEIGHTS) as PlatformName);
    profiles.push({
      id: random.uuid(),
      sub,
      owner: `${sub}::${sub}`,
      username,
      displayName: `${first} ${last}`,
      avatarUrl: `/artwork/avatar/${slugOf(`${first} ${last} ${i + 1}`)}.svg`,
      channels: [...channels],
      createdMs: START_MS - 365 * DAY_MS + Math.floor(random.next() * (END_MS - START_MS)),
      bans: [],
      reports: [],
      lastWrite: '',
    });
  }
  return profiles;
}

/** A record's trail (record-trails.ts): its rows written first, its fields set on `doc`. */
async function writeTrail(writer: BatchWriter, trails: Trails, index: number, doc: Record<string, unknown> & { id: string; profileId: string; owner: string; createdAt: string; updatedAt: string }, model: 'PlatformBan' | 'ShadowbanExperience', day: string | null): Promise<void> {
  const trail = trailOf(trails.random, { model, ...doc }, day, { events: trails.plan.events[index], items: trails.plan.items[index] }, END_MS);
  for (const row of trail.rows) await writer.add(row.model, row.doc);
  Object.assign(doc, trail.changes);
}

type Trails = { random: Random; plan: TrailPlan };

async function writeBans(writer: BatchWriter, random: Random, profiles: ProfilePlan[], count: number, trails: Trails): Promise<void> {
  for (let i = 0; i < count; i++) {
    const profile = profiles[random.skewedIndex(profiles.length, 1.3)];
    const platform = random.pick(profile.channels);
    const appealStatus = random.weighted<AppealStatus>({ NONE: 40, PENDING: 20, REJECTED: 25, RESTORED: 12, PARTIALLY_RESTORED: 3 });
    const isActive =
      appealStatus === 'RESTORED' ? false : random.chance(appealStatus === 'NONE' ? 0.35 : appealStatus === 'PENDING' ? 0.85 : 0.8);
    const dayMs = recentDay(random, Math.max(START_MS, profile.createdMs));
    const dateOfBan = random.chance(0.01) ? null : isoDay(dayMs);
    const createdAt = momentAfter(random, dayMs, 20);
    const updatedAt = appealStatus === 'PENDING' || appealStatus === 'NONE' ? createdAt : laterOf(createdAt, momentAfter(random, dayMs, 90));
    const action = random.pick(pools.BAN_ACTIONS);
    const explanation = `${action} on ${DISPLAY_NAME.get(platform)} for "${random.pick(pools.BAN_REASONS)}" after ${random.pick(pools.BAN_TRIGGERS)}.`;
    const evidence = random.chance(0.9)
      ? `${random.pick(pools.EVIDENCE_DOCUMENTS)} of ${dateOfBan ?? 'an unrecorded day'}; ${random.pick(pools.EVIDENCE_DOCUMENTS).toLowerCase()} ${random.int(1, 40)} days later.`
      : null;
    const doc: Record<string, unknown> & { id: string; profileId: string; owner: string; createdAt: string; updatedAt: string; isActive: boolean } = {
      id: random.uuid(),
      platformId: platformIdOf(platform),
      isActive,
      dateOfBan,
      explanation,
      evidence,
      appealStatus,
      profileId: profile.id,
      owner: profile.owner,
      createdAt,
      updatedAt,
    };
    await writeTrail(writer, trails, i, doc, 'PlatformBan', dateOfBan);
    const { updatedAt: lastChange } = doc;
    profile.bans.push({ platformId: doc.platformId as string, isActive: doc.isActive, dateOfBan });
    profile.lastWrite = laterOf(profile.lastWrite, lastChange);
    await writer.add('PlatformBan', doc);
  }
}

async function writeReports(writer: BatchWriter, random: Random, profiles: ProfilePlan[], count: number, trails: Trails, firstIndex: number): Promise<void> {
  const appeals = Object.fromEntries(APPEAL_STATUSES.map((status) => [status, status === 'NONE' ? 50 : status === 'PENDING' ? 15 : 20])) as Record<AppealStatus, number>;
  for (let i = 0; i < count; i++) {
    const profile = profiles[random.skewedIndex(profiles.length, 1.2)];
    const platform = random.pick(profile.channels);
    const kind = random.pick(pools.SHADOWBAN_KINDS);
    const dayMs = recentDay(random, Math.max(START_MS, profile.createdMs));
    const date = isoDay(dayMs);
    const financialImpact = random.chance(0.7) ? random.int(50_00, 2_000_000) / 100 : null;
    const createdAt = momentAfter(random, dayMs, 30);
    const doc: Record<string, unknown> & { id: string; profileId: string; owner: string; createdAt: string; updatedAt: string } = {
      id: random.uuid(),
      platform,
      category: kind.category,
      description: `${random.pick(pools.SHADOWBAN_SYMPTOMS)} ${random.chance(0.5) ? random.pick(pools.SHADOWBAN_SYMPTOMS) : ''}`.trim(),
      restrictionType: kind.restrictionType,
      date,
      evidence: random.chance(0.8) ? `${random.pick(pools.EVIDENCE_DOCUMENTS)}; weekly analytics exports from ${date.slice(0, 7)}.` : null,
      financialImpact,
      appealStatus: random.weighted(appeals),
      profileId: profile.id,
      owner: profile.owner,
      createdAt,
      updatedAt: createdAt,
    };
    await writeTrail(writer, trails, firstIndex + i, doc, 'ShadowbanExperience', date);
    profile.reports.push({ platform, date, financialImpact });
    profile.lastWrite = laterOf(profile.lastWrite, doc.updatedAt);
    await writer.add('ShadowbanExperience', doc);
  }
}

async function writeProfiles(writer: BatchWriter, random: Random, profiles: ProfilePlan[]): Promise<void> {
  for (const profile of profiles) {
    const createdAt = new Date(profile.createdMs + random.int(0, 86_399_999)).toISOString();
    const facts = { platformBans: profile.bans, shadowbanExperiences: profile.reports, platforms: CATALOGUE_FACTS };
    // As the sample does: a creator still publishes wherever they are not banned right now.
    const banned = deriveProfileTotals(facts).bannedPlatforms;
    const activePlatforms = profile.channels.filter((name) => !banned.includes(name));
    const totals = deriveProfileTotals({ ...facts, activePlatforms });
    const links = buildSocialLinks(profile.username, profile.channels, { blog: random.chance(0.3) });
    const doc = {
      id: profile.id,
      userId: profile.sub,
      username: profile.username,
      displayName: profile.displayName,
      bio: `${random.pick(pools.NICHES)} creator: ${random.pick(pools.BIO_FOCUS)}. ${random.pick(pools.BIO_STORIES)}`,
      avatarUrl: profile.avatarUrl,
      schedule: random.chance(0.6) ? random.pick(pools.SCHEDULES) : null,
      solanaAddress: random.chance(0.15) ? Array.from({ length: 44 }, () => random.pick([...BASE58])).join('') : null,
      activePlatforms,
      ...Object.fromEntries(LINK_FIELDS.map((field) => [field, (links as Record<string, string | undefined>)[field] ?? null])),
      ...totals,
      owner: profile.owner,
      createdAt,
      updatedAt: laterOf(createdAt, profile.lastWrite),
    };
    await writer.add('Profile', doc);
    await writer.add('UniqueClaim', claim('username', profile.username, profile.id, createdAt));
    await writer.add('UniqueClaim', claim('profile-of', profile.sub, profile.id, createdAt));
  }
}

function briefTitle(random: Random): string {
  const platform = DISPLAY_NAME.get(random.weighted(pools.PLATFORM_WEIGHTS) as PlatformName);
  const event = random.pick(pools.BRIEF_TITLE_EVENTS);
  if (random.chance(0.25)) return `What a ${platform} ${event} ${random.pick(pools.BRIEF_TITLE_LESSONS)}`;
  const subtitle = random.pick(pools.BRIEF_TITLE_LESSONS).replace(/^(Taught|Revealed|Changed)/, 'What It $1');
  return `${random.pick(pools.BRIEF_TITLE_OPENINGS)} ${platform} ${event}: ${subtitle}`;
}

/** The product's slug rule (amplify/data/brief-rules.ts findUniqueSlug) against the claims taken so far. */
function uniqueSlug(random: Random, title: string, taken: Set<string>): string {
  const base = baseSlugOf(title);
  const candidates = [base, ...Array.from({ length: 19 }, (_, i) => `${base}-${i + 2}`)];
  let slug = candidates.find((candidate) => !taken.has(`brief-slug#${candidate}`));
  while (!slug) {
    const candidate = `${base}-${Math.floor(random.next() * 36 ** 6).toString(36).padStart(6, '0')}`;
    if (!taken.has(`brief-slug#${candidate}`)) slug = candidate;
  }
  taken.add(`brief-slug#${slug}`);
  return slug;
}

async function writeBriefs(writer: BatchWriter, random: Random, profiles: ProfilePlan[], count: number, taken: Set<string>): Promise<void> {
  for (let i = 0; i < count; i++) {
    const profile = profiles[random.skewedIndex(profiles.length, 1.4)];
    const category = random.pick(BRIEF_CATEGORIES);
    const title = briefTitle(random);
    const slug = uniqueSlug(random, title, taken);
    const dayMs = recentDay(random, Math.max(START_MS, profile.createdMs));
    const blogDate = isoDay(dayMs);
    const lede = `${random.pick(pools.LEDE_OPENINGS)} ${random.pick(pools.LEDE_MIDDLES)} ${random.pick(pools.LEDE_CLOSINGS)}`;
    const views = Math.floor(random.next() ** 3 * 60_000);
    const createdAt = momentAfter(random, dayMs);
    const id = random.uuid();
    const doc = {
      id,
      userId: profile.sub,
      title,
      slug,
      description: random.pick(pools.BRIEF_DESCRIPTIONS),
      username: profile.username,
      blogDate,
      month: monthOf(blogDate),
      categories: category,
      profileId: profile.id,
      longDescription: buildLongDescription(BRIEF_PROSE[category], lede, random.int(0, 999)),
      thumbnail: `/artwork/still/${slug}.svg`,
      userImage: profile.avatarUrl,
      tags: random.sample(pools.BRIEF_TAGS, random.int(1, 4)),
      warfareTags: random.sample(pools.WARFARE_TAGS, random.int(0, 2)),
      status: 'PUBLISHED',
      views,
      shares: Math.round((views * random.int(2, 9)) / 100),
      featured: false,
      owner: profile.owner,
      createdAt,
      updatedAt: random.chance(0.2) ? laterOf(createdAt, momentAfter(random, dayMs, 60)) : createdAt,
    };
    await writer.add('Brief', doc);
    await writer.add('UniqueClaim', claim('brief-slug', slug, id, createdAt));
  }
}

/** Copies of the sample's records of `model` with new ids, names and slugs (admin-curated, so copies keep every field the editor writes). */
async function writeCopies(
  writer: BatchWriter,
  tx: Queryable,
  random: Random,
  model: 'Personality' | 'Stream',
  count: number,
): Promise<number> {
  const { rows } = await tx.query<{ doc: string }>(`SELECT doc::text AS doc FROM data_records WHERE model = $1 ORDER BY id`, [model]);
  const originals = rows.map((row) => JSON.parse(row.doc) as Record<string, unknown>);
  if (originals.length === 0) return 0;
  const slugs = new Set(originals.map((doc) => String(doc.slug ?? '')));
  for (let i = 0; i < count; i++) {
    const original = originals[i % originals.length];
    const createdAt = momentAfter(random, recentDay(random));
    let doc: Record<string, unknown> & { id: string };
    if (model === 'Personality') {
      const name = `${random.pick(pools.FIRST_NAMES)} ${random.pick(pools.LAST_NAMES)}`;
      let slug = slugOf(name);
      for (let n = 2; slugs.has(slug); n++) slug = `${slugOf(name)}-${n}`;
      slugs.add(slug);
      doc = { ...original, id: random.uuid(), name, displayName: name, slug, image: `/artwork/portrait/${slug}.svg`, featured: false, ranking: random.int(20, 500), createdAt, updatedAt: createdAt };
    } else {
      const title = `The ${random.pick(pools.STREAM_TITLE_WORDS)} ${random.pick(pools.STREAM_TITLE_NOUNS)}`;
      let slug = slugOf(title);
      for (let n = 2; slugs.has(slug); n++) slug = `${slugOf(title)}-${n}`;
      slugs.add(slug);
      const day = createdAt.slice(0, 10);
      doc = { ...original, id: random.uuid(), title, slug, thumbnail: `/artwork/still/${slug}.svg`, featured: false, views: random.int(100, 500_000), date: day, releaseDate: day, created_at: createdAt, ranking: String(random.int(30, 900)), createdAt, updatedAt: createdAt };
    }
    await writer.add(model, doc);
  }
  return count;
}

/**
 * Adds the generated records to the store behind `db`, in one transaction. Throws (and writes
 * nothing) when any generated id or claim already exists.
 */
export async function generateStore(db: Database, options: GenerateOptions = {}): Promise<GenerateReport> {
  const sizes = sizesAt(options.scale ?? 1);
  const seed = options.seed ?? DEFAULT_SEED;
  const log = options.log ?? (() => {});
  const started = performance.now();
  const rowsByModel = await db.transaction(async (tx) => {
    const writer = new BatchWriter(tx, options.batchBytes ?? DEFAULT_BATCH_BYTES);
    const { rows } = await tx.query<{ id: string }>(`SELECT id FROM data_records WHERE model = 'UniqueClaim'`);
    const taken = new Set(rows.map((row) => row.id));
    const step = async (what: string, work: () => Promise<unknown>) => {
      const began = performance.now();
      await work();
      await writer.flush();
      log(`${what} in ${((performance.now() - began) / 1000).toFixed(1)} s`);
    };
    const profiles = planProfiles(seededRandom(seed, 'profiles'), sizes.profiles, taken);
    // Bans are records 0… of the plan, reports the ones after.
    const trails: Trails = { random: seededRandom(seed, 'trail-docs'), plan: planTrails(seededRandom(seed, 'trails'), sizes.platformBans + sizes.shadowbanReports, sizes) };
    const onBans = (counts: Uint8Array) => counts.subarray(0, sizes.platformBans).reduce((sum, n) => sum + n, 0);
    await step(`${sizes.platformBans} platform bans (${onBans(trails.plan.events)} appeal events, ${onBans(trails.plan.items)} evidence items on them)`, () => writeBans(writer, seededRandom(seed, 'bans'), profiles, sizes.platformBans, trails));
    await step(`${sizes.shadowbanReports} shadowban reports (and the rest of the trails)`, () => writeReports(writer, seededRandom(seed, 'reports'), profiles, sizes.shadowbanReports, trails, sizes.platformBans));
    await step(`${sizes.profiles} profiles (and their claims)`, () => writeProfiles(writer, seededRandom(seed, 'profile-docs'), profiles));
    await step(`${sizes.briefs} briefs (and their slug claims)`, () => writeBriefs(writer, seededRandom(seed, 'briefs'), profiles, sizes.briefs, taken));
    await step(`${sizes.personalities} personalities, ${sizes.streams} streams`, async () => {
      await writeCopies(writer, tx, seededRandom(seed, 'personalities'), 'Personality', sizes.personalities);
      await writeCopies(writer, tx, seededRandom(seed, 'streams'), 'Stream', sizes.streams);
    });
    return writer.rowsByModel;
  });
  return { sizes, rowsByModel, seconds: (performance.now() - started) / 1000 };
}
