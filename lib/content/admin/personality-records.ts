import type { BrowserDataClient } from '@/lib/data/browser-data';
import { personalityPathOf, personalitySegmentOf } from '@/lib/content/personalities/personality-paths';
import { slugOf } from '@/lib/slug';
import { collectPages } from './collect-pages';
import { FieldProblem, runDataCall, unwrapOptionalResult } from './data-result';
import { personalityInputOf, type PersonalityRecord } from './personality-fields';
import type { FormValues } from './record-fields';

/** A personality as the admin list shows it. */
export type PersonalityRow = {
  id: string;
  /** The public address's segment (empty for a record saved without one). */
  slug: string;
  name: string;
  displayName: string;
  category: string;
  verified: boolean;
  featured: boolean;
  active: boolean;
  ranking: number | null;
  followerCount: number;
  updatedAt: string;
};

const ROW_FIELDS = ['id', 'slug', 'name', 'displayName', 'category', 'verified', 'featured', 'active', 'ranking', 'followerCount', 'updatedAt'] as const;

/** By ranking (unranked last), then name, as admins rank them. */
export function toPersonalityRows(records: readonly Pick<PersonalityRecord, (typeof ROW_FIELDS)[number]>[]): PersonalityRow[] {
  return records
    .map((record) => ({
      id: record.id,
      slug: record.slug ?? '',
      name: record.name,
      displayName: record.displayName,
      category: record.category ?? '',
      verified: record.verified === true,
      featured: record.featured === true,
      active: record.active === true,
      ranking: record.ranking ?? null,
      followerCount: record.followerCount ?? 0,
      updatedAt: record.updatedAt ?? '',
    }))
    .sort((a, b) => (a.ranking ?? Infinity) - (b.ranking ?? Infinity) || a.name.localeCompare(b.name));
}

export async function listPersonalityRows(client: BrowserDataClient): Promise<{ rows: PersonalityRow[]; isTruncated: boolean }> {
  const { items, isTruncated } = await collectPages('load the personalities', (page) =>
    client.models.Personality.list({ ...page, selectionSet: ROW_FIELDS }),
  );
  return { rows: toPersonalityRows(items), isTruncated };
}

export async function getPersonality(client: BrowserDataClient, id: string): Promise<PersonalityRecord | null> {
  return unwrapOptionalResult(await client.models.Personality.get({ id }), 'load the personality');
}

/** New personalities get an id from their name, as the sample ones do (personality-<slug of the name>). */
export function personalityIdFor(name: string): string {
  return `personality-${slugOf(name)}`;
}

/**
 * Why `slug` cannot be the address of the personality `exceptId` (undefined for a new one), or
 * null when it is free: another personality has that slug, or has it as its id (old links by id
 * would then land on the wrong page). Two bounded reads: the slug index and a get.
 */
async function findSlugClash(client: BrowserDataClient, slug: string, exceptId?: string): Promise<string | null> {
  const [bySlug, byId] = await Promise.all([
    runDataCall('check the address', () => client.models.Personality.listPersonalityBySlug({ slug }, { selectionSet: ['id', 'name'], limit: 2 })),
    client.models.Personality.get({ id: slug }, { selectionSet: ['id', 'name'] }).then((result) => unwrapOptionalResult(result, 'check the address')),
  ]);
  const holder = bySlug.find((record) => record.id !== exceptId) ?? (byId && byId.id !== exceptId ? byId : null);
  return holder ? `“${holder.name}” already has the address ${personalityPathOf({ pathSegment: slug })}; choose another name` : null;
}

/**
 * Creates (no id) or updates a personality. A new one gets its address from its name, which no
 * other personality may already have; a saved one keeps its address through renames, so links to
 * it never move (one saved without a slug gets one from its name). Answers the saved id and its
 * public address.
 */
export async function savePersonality(
  client: BrowserDataClient,
  { id, slug: savedSlug, values, editor }: { id?: string; slug?: string | null; values: FormValues; editor: string },
): Promise<{ id: string; slug: string; href: string }> {
  const input = personalityInputOf(values, { isNew: !id, editor });
  const slug = savedSlug || slugOf(input.name);
  if (!slug) throw new FieldProblem('name', 'The name needs letters or digits');
  if (!savedSlug) {
    const clash = await findSlugClash(client, slug, id);
    if (clash) throw new FieldProblem('name', clash);
  }
  let savedId: string;
  if (id) {
    savedId = (await runDataCall('save the personality', () => client.models.Personality.update({ ...input, ...(savedSlug ? {} : { slug }), id }))).id;
  } else {
    // A renamed record may still hold the id this name would get; then the backend picks one.
    const preferredId = personalityIdFor(input.name);
    const isIdTaken = unwrapOptionalResult(await client.models.Personality.get({ id: preferredId }, { selectionSet: ['id'] }), 'check the id') !== null;
    savedId = (await runDataCall('create the personality', () => client.models.Personality.create({ ...input, slug, ...(isIdTaken ? {} : { id: preferredId }) }))).id;
  }
  return { id: savedId, slug, href: publicHrefOfPersonality({ id: savedId, slug }) };
}

export async function deletePersonality(client: BrowserDataClient, id: string): Promise<void> {
  await runDataCall('delete the personality', () => client.models.Personality.delete({ id }));
}

/** The personality's public page, as the public pages address it. */
export function publicHrefOfPersonality(record: { id: string; slug?: string | null }): string {
  return personalityPathOf({ pathSegment: personalitySegmentOf(record) });
}

/** The public pages that show a personality (its old address too, when a record without a slug gets one). */
export function publicPathsOfPersonality(href: string, previousHref?: string): string[] {
  const paths = ['/', '/personalities', href];
  if (previousHref && previousHref !== href) paths.push(previousHref);
  return paths;
}
