/**
 * What the store holds, counted by SQL straight from data_records (not through the product), so
 * the figures the pages print can be checked against them; plus the addresses the bench visits.
 * Read while the server is stopped (the embedded database has one owner at a time).
 */
import type { Queryable } from '../../../backend/core/database/database';

export type PlatformTruth = { recorded: number; active: number; underAppeal: number; restored: number };

export type StoreTruths = {
  publishedBriefs: number;
  /** Every profile (the sitemap lists them all). */
  profiles: number;
  /** The profiles /profiles lists by default: those with a record (platformsAffected not empty). */
  listedProfiles: number;
  streams: number;
  personalities: number;
  bans: PlatformTruth;
  /** Per lower-case platform id. */
  bansByPlatform: Record<string, PlatformTruth>;
  /** Matches of the search word per search kind (BRIEF, BAN, …), as the product's search counts them. */
  searchCounts: Record<string, number>;
  /** The newest published brief's slug. */
  newestBriefSlug: string;
  /** The username /profiles lists first (most bans, then largest estimated loss). */
  topProfileUsername: string;
  /** The ban with the most appeal events (its permalink shows the longest trail), or '' when no ban has any. */
  longestTrailBanId: string;
  rowsByModel: Record<string, number>;
};

const count = async (db: Queryable, sql: string, params: unknown[] = []) => Number((await db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0);
const numeric = (field: string) => `(CASE WHEN jsonb_typeof(doc->'${field}') = 'number' THEN (doc->>'${field}')::numeric END)`;

/**
 * Each kind's public records and the words migration 0009's functions give a document, computed
 * here from the documents themselves: the truth does not rest on the table the search reads
 * (search_entries, kept by triggers).
 */
const SEARCH_MODELS: [string, string, string][] = [
  ['CREATOR', `model = 'Profile'`, 'search_vector_profile(doc)'],
  ['BRIEF', `model = 'Brief' AND doc->>'status' = 'PUBLISHED'`, 'search_vector_brief(doc)'],
  ['BAN', `model = 'PlatformBan'`, 'search_vector_platform_ban(doc)'],
  ['SHADOWBAN', `model = 'ShadowbanExperience'`, 'search_vector_shadowban(doc)'],
  ['PERSONALITY', `model = 'Personality'`, 'search_vector_personality(doc)'],
  ['STREAM', `model = 'Stream'`, 'search_vector_stream(doc)'],
];

export async function readStoreTruths(db: Queryable, searchWord: string): Promise<StoreTruths> {
  const { rows: banRows } = await db.query<{ platform: string; recorded: number; active: number; under_appeal: number; restored: number }>(
    `SELECT coalesce(lower(doc->>'platformId'), '') AS platform, count(*)::int AS recorded,
            count(*) FILTER (WHERE doc->'isActive' = 'true'::jsonb)::int AS active,
            count(*) FILTER (WHERE doc->>'appealStatus' = 'PENDING')::int AS under_appeal,
            count(*) FILTER (WHERE doc->>'appealStatus' = 'RESTORED')::int AS restored
       FROM data_records WHERE model = 'PlatformBan' GROUP BY 1`,
  );
  const bansByPlatform: Record<string, PlatformTruth> = {};
  const bans: PlatformTruth = { recorded: 0, active: 0, underAppeal: 0, restored: 0 };
  for (const row of banRows) {
    const truth = { recorded: Number(row.recorded), active: Number(row.active), underAppeal: Number(row.under_appeal), restored: Number(row.restored) };
    bansByPlatform[row.platform] = truth;
    for (const key of Object.keys(bans) as (keyof PlatformTruth)[]) bans[key] += truth[key];
  }
  const searchCounts: Record<string, number> = {};
  for (const [kind, where, words] of SEARCH_MODELS) {
    searchCounts[kind] = await count(db, `SELECT count(*)::int AS n FROM data_records WHERE ${where} AND ${words} @@ websearch_to_tsquery('english', $1)`, [searchWord]);
  }
  const { rows: models } = await db.query<{ model: string; n: number }>(`SELECT model, count(*)::int AS n FROM data_records GROUP BY model ORDER BY model`);
  const { rows: newest } = await db.query<{ slug: string }>(
    `SELECT doc->>'slug' AS slug FROM data_records WHERE model = 'Brief' AND doc->>'status' = 'PUBLISHED'
      ORDER BY (doc->>'blogDate') COLLATE "C" DESC, id DESC LIMIT 1`,
  );
  const { rows: top } = await db.query<{ username: string }>(
    `SELECT doc->>'username' AS username FROM data_records WHERE model = 'Profile'
      ORDER BY ${numeric('totalBans')} DESC NULLS LAST, ${numeric('totalEstimatedLoss')} DESC NULLS LAST, id LIMIT 1`,
  );
  // One pass over the events' recordKeys (`PlatformBan#<id>`): the events say which bans have any.
  const { rows: trail } = await db.query<{ id: string }>(
    `SELECT substr(doc->>'recordKey', 13) AS id FROM data_records
      WHERE model = 'AppealEvent' AND doc->>'recordKey' LIKE 'PlatformBan#%'
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  return {
    publishedBriefs: await count(db, `SELECT count(*)::int AS n FROM data_records WHERE model = 'Brief' AND doc->>'status' = 'PUBLISHED'`),
    profiles: await count(db, `SELECT count(*)::int AS n FROM data_records WHERE model = 'Profile'`),
    listedProfiles: await count(
      db,
      `SELECT count(*)::int AS n FROM data_records WHERE model = 'Profile' AND jsonb_typeof(doc->'platformsAffected') = 'array' AND doc->'platformsAffected' <> '[]'::jsonb`,
    ),
    streams: await count(db, `SELECT count(*)::int AS n FROM data_records WHERE model = 'Stream'`),
    personalities: await count(db, `SELECT count(*)::int AS n FROM data_records WHERE model = 'Personality'`),
    bans,
    bansByPlatform,
    searchCounts,
    newestBriefSlug: newest[0]?.slug ?? '',
    topProfileUsername: top[0]?.username ?? '',
    longestTrailBanId: trail[0]?.id ?? '',
    rowsByModel: Object.fromEntries(models.map((row) => [row.model, Number(row.n)])),
  };
}
