'use client';

import { useState } from 'react';
import { isPersonalityFeatured, newPersonalityValues, PERSONALITY_SECTIONS, personalityValuesOf, validatePersonalityValues, type PersonalityRecord } from '@/lib/content/admin/personality-fields';
import { deletePersonality, getPersonality, publicHrefOfPersonality, publicPathsOfPersonality, savePersonality } from '@/lib/content/admin/personality-records';
import type { FormValues } from '@/lib/content/admin/record-fields';
import { applyFeatured } from '@/lib/content/admin/set-featured';
import { CACHE_TAGS } from '@/lib/data/cache-tags';
import { refreshPublicPages } from '@/lib/data/browser-data';
import { requireAdminClient } from './admin-client';
import { LoadStateNotice } from './load-state-notice';
import { RecordEditor } from './record-editor';
import { RecordFacts } from './record-facts';
import { SavedRecordActions } from './saved-record-actions';
import { useLoadedRecord } from './use-loaded-record';

/** Creating (no id) or editing a personality; `editor` is the signed-in admin, recorded as createdBy. */
export function PersonalityEditor({ id, editor }: { id?: string; editor: string }) {
  const state = useLoadedRecord<PersonalityRecord>(id, getPersonality);
  if (state.status !== 'ready') return <LoadStateNotice state={state} what="personality" listHref="/admin/personalities" />;
  return <LoadedPersonalityEditor record={state.record} editor={editor} />;
}

function LoadedPersonalityEditor({ record, editor }: { record: PersonalityRecord | null; editor: string }) {
  const [saved, setSaved] = useState(
    record ? { id: record.id, slug: record.slug ?? null, name: record.displayName, href: publicHrefOfPersonality(record), featured: record.featured === true } : null,
  );

  async function save(values: FormValues): Promise<string> {
    const client = await requireAdminClient();
    const isNew = !saved;
    const wasFeatured = saved?.featured ?? false;
    const { id, slug, href } = await savePersonality(client, { id: saved?.id, slug: saved?.slug, values, editor });
    const name = String(values.displayName).trim();
    // Remembered before featuring, so a retry after a failed feature updates rather than creates again.
    setSaved({ id, slug, name, href, featured: wasFeatured });
    if (isNew) window.history.replaceState(null, '', `/admin/personalities/${encodeURIComponent(id)}`);
    const featured = isPersonalityFeatured(values);
    await applyFeatured(client, { model: 'Personality', id }, featured, wasFeatured);
    setSaved({ id, slug, name, href, featured });
    await refreshPublicPages({ tags: [CACHE_TAGS.personalities], paths: publicPathsOfPersonality(href, saved?.href) });
    return isNew ? `Created “${name}”. It is public at ${href}.` : `Saved “${name}”. Public pages show the change within seconds.`;
  }

  return (
    <>
      {record && (
        <RecordFacts
          facts={[
            // Set from the name at creation and kept through renames, so links to it never move.
            ['Address', saved?.href],
            ['Created by', record.createdBy],
            ['Created', record.createdAt],
            ['Last saved', record.updatedAt],
            // Counted by the site, not typed: shown, never sent.
            ['Views', (record.views ?? 0).toLocaleString('en-US')],
          ]}
        />
      )}
      <RecordEditor
        formLabel={saved ? 'Edit personality' : 'New personality'}
        idPrefix="personality"
        sections={PERSONALITY_SECTIONS}
        initial={record ? personalityValuesOf(record) : newPersonalityValues()}
        validate={validatePersonalityValues}
        save={save}
        submitLabel={saved ? 'Save personality' : 'Create personality'}
        actions={
          saved && (
            <SavedRecordActions
              publicHref={saved.href}
              name={saved.name}
              listHref="/admin/personalities"
              remove={async () => {
                await deletePersonality(await requireAdminClient(), saved.id);
                await refreshPublicPages({ tags: [CACHE_TAGS.personalities], paths: publicPathsOfPersonality(saved.href) });
              }}
            />
          )
        }
      />
    </>
  );
}
