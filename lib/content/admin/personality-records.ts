import type { BrowserDataClient } from '@/lib/data/browser-data';
import { assignPersonalityPaths, personalityPathOf } from '@/lib/content/personalities/personality-paths';
import { slugOf } from '@/lib/slug';
import { collectPages } from './collect-pages';
import { FieldProblem, runDataCall, unwrapOptionalResult } from './data-result';
import { personalityInputOf, type PersonalityRecord } from './personality-fields';
import type { FormValues } from './record-fields';

/** A personality as the admin list shows it. */
export type PersonalityRow = {
  id: string;
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

const ROW_FIELDS = ['id', 'name', 'displayName', 'category', 'verified', 'featured', 'active', 'ranking', 'followerCount', 'updatedAt'] as const;

/** By ranking (unranked last), then name: the order the public pages use. */
export function toPersonalityRows(records: readonly Pick<PersonalityRecord, (typeof ROW_FIELDS)[number]>[]): PersonalityRow[] {
  return records
    .map((record) => ({
      id: record.id,
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

async function listPersonalityNames(client: BrowserDataClient): Promise<{ id: string; name: string }[]> {
  const { items } = await collectPages('check the name', (page) => client.models.Personality.list({ ...page, selectionSet: ['id', 'name'] }));
  return items.map((record) => ({ id: record.id, name: record.name }));
}

/**
 * Creates (no id) or updates a personality. Public pages address a personality by the slug of its
 * name (lib/content/personalities/personality-paths.ts), so no two may share it. Answers the saved
 * id and its public address.
 */
export async function savePersonality(
  client: BrowserDataClient,
  { id, values, editor }: { id?: string; values: FormValues; editor: string },
): Promise<{ id: string; href: string }> {
  const input = personalityInputOf(values, { isNew: !id, editor });
  const slug = slugOf(input.name);
  if (!slug) throw new FieldProblem('name', 'The name needs letters or digits');
  const others = (await listPersonalityNames(client)).filter((record) => record.id !== id);
  const holder = others.find((record) => slugOf(record.name) === slug);
  if (holder) throw new FieldProblem('name', `“${holder.name}” already has this name (its page is /personalities/${slug}); choose another`);
  let savedId: string;
  if (id) {
    savedId = (await runDataCall('save the personality', () => client.models.Personality.update({ ...input, id }))).id;
  } else {
    // A renamed record may still hold the id this name would get; then the backend picks one.
    const preferredId = personalityIdFor(input.name);
    const isIdTaken = others.some((record) => record.id === preferredId);
    savedId = (await runDataCall('create the personality', () => client.models.Personality.create(isIdTaken ? input : { ...input, id: preferredId }))).id;
  }
  return { id: savedId, href: publicHrefOfPersonality(savedId, input.name, others) };
}

export async function deletePersonality(client: BrowserDataClient, id: string): Promise<void> {
  await runDataCall('delete the personality', () => client.models.Personality.delete({ id }));
}

/** The personality's public page, by the public pages' own rule. */
export function publicHrefOfPersonality(id: string, name: string, others: readonly { id: string; name: string }[]): string {
  const segment = assignPersonalityPaths([...others.filter((record) => record.id !== id), { id, name }]).get(id) ?? id;
  return personalityPathOf({ pathSegment: segment });
}

/** The public pages that show a personality (its old address too after a rename). */
export function publicPathsOfPersonality(href: string, previousHref?: string): string[] {
  const paths = ['/', '/personalities', href];
  if (previousHref && previousHref !== href) paths.push(previousHref);
  return paths;
}
