'use client';

import { useState } from 'react';
import type { FormValues } from '@/lib/content/admin/record-fields';
import { applyFeatured } from '@/lib/content/admin/set-featured';
import { isStreamFeatured, newStreamValues, STREAM_SECTIONS, streamValuesOf, validateStreamValues, type StreamRecord } from '@/lib/content/admin/stream-fields';
import { deleteStream, getStream, publicPathsOfStream, saveStream } from '@/lib/content/admin/stream-records';
import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { refreshPublicPages } from '@/lib/data/browser-data';
import { slugOf } from '@/lib/slug';
import { requireAdminClient } from './admin-client';
import { LoadStateNotice } from './load-state-notice';
import { RecordEditor } from './record-editor';
import { RecordFacts } from './record-facts';
import { SavedRecordActions } from './saved-record-actions';
import { useLoadedRecord } from './use-loaded-record';

/** Creating (no id) or editing a stream; `editor` is the signed-in admin, recorded on new streams. */
export function StreamEditor({ id, editor }: { id?: string; editor: string }) {
  const state = useLoadedRecord<StreamRecord>(id, getStream);
  if (state.status !== 'ready') return <LoadStateNotice state={state} what="stream" listHref="/admin/streams" />;
  return <LoadedStreamEditor record={state.record} editor={editor} />;
}

function LoadedStreamEditor({ record, editor }: { record: StreamRecord | null; editor: string }) {
  const [saved, setSaved] = useState(record ? { id: record.id, slug: record.slug ?? '', title: record.title, featured: record.featured === true } : null);

  async function save(values: FormValues): Promise<string> {
    const client = await requireAdminClient();
    const isNew = !saved;
    const wasFeatured = saved?.featured ?? false;
    const result = await saveStream(client, { id: saved?.id, values, context: { isNew, editor, now: new Date() } });
    const title = String(values.title).trim();
    // Remembered before featuring, so a retry after a failed feature updates rather than creates again.
    setSaved({ ...result, title, featured: wasFeatured });
    // Stay on this form (keeping what is typed) but give it the edit page's address.
    if (isNew) window.history.replaceState(null, '', `/admin/streams/${encodeURIComponent(result.id)}`);
    const featured = isStreamFeatured(values);
    await applyFeatured(client, { model: 'Stream', id: result.id }, featured, wasFeatured);
    setSaved({ ...result, title, featured });
    await refreshPublicPages({ tags: [CACHE_TAGS.streams], paths: publicPathsOfStream(result.slug, saved?.slug) });
    return isNew ? `Created “${title}”. It is public at /streams/${result.slug}.` : `Saved “${title}”. Public pages show the change within seconds.`;
  }

  return (
    <>
      {record && (
        <RecordFacts
          facts={[
            ['Created by', record.created_by_username],
            ['Created', record.created_at ?? record.createdAt],
            ['Last saved', record.updatedAt],
            // Counted by the site, not typed: shown, never sent.
            ['Views', (record.views ?? 0).toLocaleString('en-US')],
            ['Likes', (record.likes ?? 0).toLocaleString('en-US')],
          ]}
        />
      )}
      <RecordEditor
        formLabel={saved ? 'Edit stream' : 'New stream'}
        idPrefix="stream"
        sections={STREAM_SECTIONS}
        initial={record ? streamValuesOf(record) : newStreamValues()}
        validate={validateStreamValues}
        save={save}
        submitLabel={saved ? 'Save stream' : 'Create stream'}
        placeholdersOf={(values) => ({ slug: slugOf(String(values.title ?? '')) })}
        actions={
          saved && (
            <SavedRecordActions
              publicHref={`/streams/${saved.slug}`}
              name={saved.title}
              listHref="/admin/streams"
              remove={async () => {
                await deleteStream(await requireAdminClient(), saved.id);
                await refreshPublicPages({ tags: [CACHE_TAGS.streams], paths: publicPathsOfStream(saved.slug) });
              }}
            />
          )
        }
      />
    </>
  );
}
