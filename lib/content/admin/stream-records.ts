import type { BrowserDataClient } from '@/lib/data/browser-data';
import { slugTakenMessage } from './admin-messages';
import { collectPages } from './collect-pages';
import { FieldProblem, runDataCall, unwrapOptionalResult } from './data-result';
import { streamInputOf, streamSlugOf, type SaveContext, type StreamRecord } from './stream-fields';
import type { FormValues } from './record-fields';

/** A stream as the admin list shows it. */
export type StreamRow = {
  id: string;
  title: string;
  slug: string;
  status: string;
  featured: boolean;
  isRestricted: boolean;
  ranking: string;
  views: number;
  updatedAt: string;
};

const ROW_FIELDS = ['id', 'title', 'slug', 'status', 'featured', 'is_restricted', 'ranking', 'views', 'updatedAt'] as const;

/** Newest edit first: what an admin just saved is at the top. */
export function toStreamRows(records: readonly Pick<StreamRecord, (typeof ROW_FIELDS)[number]>[]): StreamRow[] {
  return records
    .map((record) => ({
      id: record.id,
      title: record.title,
      slug: record.slug ?? '',
      status: record.status ?? '',
      featured: record.featured === true,
      isRestricted: record.is_restricted === true,
      ranking: record.ranking ?? '',
      views: record.views ?? 0,
      updatedAt: record.updatedAt ?? '',
    }))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.title.localeCompare(b.title));
}

export async function listStreamRows(client: BrowserDataClient): Promise<{ rows: StreamRow[]; isTruncated: boolean }> {
  const { items, isTruncated } = await collectPages('load the streams', (page) =>
    client.models.Stream.list({ ...page, selectionSet: ROW_FIELDS }),
  );
  return { rows: toStreamRows(items), isTruncated };
}

export async function getStream(client: BrowserDataClient, id: string): Promise<StreamRecord | null> {
  return unwrapOptionalResult(await client.models.Stream.get({ id }), 'load the stream');
}

/** The stream (other than `exceptId`) that already uses `slug`, if any. */
export async function findStreamWithSlug(client: BrowserDataClient, slug: string, exceptId?: string): Promise<{ id: string; title: string } | null> {
  const records = await runDataCall('check the slug', () =>
    client.models.Stream.listStreamBySlug({ slug }, { selectionSet: ['id', 'title'], limit: 10 }),
  );
  return records.find((record) => record.id !== exceptId) ?? null;
}

/** Creates (no id) or updates a stream after checking its slug is free; answers the saved id and slug. */
export async function saveStream(
  client: BrowserDataClient,
  { id, values, context }: { id?: string; values: FormValues; context: SaveContext },
): Promise<{ id: string; slug: string }> {
  const slug = streamSlugOf(values);
  const holder = await findStreamWithSlug(client, slug, id);
  if (holder) throw new FieldProblem('slug', slugTakenMessage(slug, holder.title));
  const input = streamInputOf(values, context);
  const saved = id
    ? await runDataCall('save the stream', () => client.models.Stream.update({ ...input, id }))
    : await runDataCall('create the stream', () => client.models.Stream.create(input));
  return { id: saved.id, slug: saved.slug ?? slug };
}

export async function deleteStream(client: BrowserDataClient, id: string): Promise<void> {
  await runDataCall('delete the stream', () => client.models.Stream.delete({ id }));
}

/** The public pages that show a stream (its old address too when the slug changed). */
export function publicPathsOfStream(slug: string, previousSlug?: string): string[] {
  const paths = ['/', '/streams', `/streams/${slug}`];
  if (previousSlug && previousSlug !== slug) paths.push(`/streams/${previousSlug}`);
  return paths;
}
