'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { FormField } from '@/components/forms/form-field';
import { ImageUploadField } from '@/components/uploads/image-upload-field';
import { SelectField } from '@/components/forms/select-field';
import {
  BRIEF_CATEGORIES,
  BRIEF_STATUSES,
  BRIEF_STATUS_LABELS,
  WARFARE_TAG_SUGGESTIONS,
} from '@/lib/content/my/brief-options';
import { baseSlugOf } from '@/lib/content/my/brief-slug';
import {
  briefToFormValues,
  emptyBriefForm,
  formValuesToBriefInput,
  validateBriefForm,
  type MyBrief,
} from '@/lib/content/my/brief-form';
import { saveMyBrief } from '@/lib/content/my/my-brief-store';
import type { MyProfile } from '@/lib/content/my/my-profile-store';
import { announceBriefSaved } from '@/lib/content/my/public-refresh';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { hasErrors } from '@/lib/validation/validate-fields';
import { ActionStatus } from './action-status';
import { BriefEditorTabs, briefPanelIdOf, briefTabIdOf, type BriefEditorView } from './brief-editor-tabs';
import { BriefPreview } from './brief-preview';
import { SaveButton } from './save-button';
import { useMyForm } from './use-my-form';

// The editor (TipTap and ProseMirror) is this page's heaviest part: fetched only here, only in the browser.
const RichTextEditor = dynamic(() => import('./rich-text-editor'), {
  ssr: false,
  loading: () => <p className="my-loading">Loading the editor…</p>,
});

const CATEGORY_OPTIONS = BRIEF_CATEGORIES.map((category) => ({ value: category, label: category }));
const STATUS_OPTIONS = BRIEF_STATUSES.map((status) => ({
  value: status,
  label: BRIEF_STATUS_LABELS[status],
}));

type BriefEditorProps = {
  client: BrowserDataClient;
  /** The creator's profile: the preview shows them as the brief's author. */
  author: MyProfile;
  existing: MyBrief | null;
  onSaved: (brief: MyBrief) => void;
};

function savedNotice(brief: MyBrief, wasNew: boolean): string {
  if (brief.status === 'PUBLISHED') return `Published at /briefs/${brief.slug}.`;
  if (brief.status === 'ARCHIVED') return 'Saved and archived: it no longer appears on the site.';
  return wasNew ? 'Draft created. Only you can see it until you publish it.' : 'Draft saved.';
}

/**
 * Write or edit one brief, or preview it as it will be published; the body is sanitized when
 * saved (and again when shown). Save stays beside both views, with what it did next to it.
 */
export function BriefEditor({ client, author, existing, onSaved }: BriefEditorProps) {
  const [view, setView] = useState<BriefEditorView>('write');
  const form = useMyForm({
    initial: existing ? briefToFormValues(existing) : emptyBriefForm(),
    validate: validateBriefForm,
    idPrefix: 'brief',
    onValid: async (values) => {
      const saved = await saveMyBrief(client, { existing, input: formValuesToBriefInput(values) });
      onSaved(saved.brief);
      await announceBriefSaved(saved);
      // The page now edits the saved brief (onSaved); its address follows without a reload.
      if (!existing) window.history.replaceState(null, '', `/me/briefs/${saved.brief.id}`);
      return savedNotice(saved.brief, !existing);
    },
  });
  const isSlugFixed = existing !== null && existing.status !== 'DRAFT';
  const slug = isSlugFixed ? existing.slug : baseSlugOf(form.values.title || 'brief');
  const body = form.field('longDescription');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Saved from the preview with fields to fix: back to them first, so the form can focus the first.
    if (view === 'preview' && hasErrors(validateBriefForm(form.values))) flushSync(() => setView('write'));
    form.onSubmit(event);
  }

  return (
    <form
      className="my-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={existing ? 'Edit brief' : 'New brief'}
    >
      <BriefEditorTabs view={view} onChange={setView} />
      <div
        id={briefPanelIdOf('write')}
        role="tabpanel"
        aria-labelledby={briefTabIdOf('write')}
        className="my-form"
        hidden={view !== 'write'}
      >
        <fieldset className="my-fieldset" disabled={form.isSubmitting}>
          <FormField
            {...form.field('title')}
            label="Title"
            required
            maxLength={150}
            hint={`Address: /briefs/${slug}${isSlugFixed ? ' (fixed once published, so links keep working)' : ' (a number is added if another brief has it)'}`}
          />
          <FormField
            {...form.field('description')}
            label="Summary"
            required
            rows={2}
            maxLength={300}
            hint="One or two sentences shown in lists and search results."
          />
          <div className="my-form-grid">
            <SelectField
              {...form.field('categories')}
              label="Category"
              required
              placeholder="Choose…"
              options={CATEGORY_OPTIONS}
            />
            <SelectField {...form.field('status')} label="Status" required options={STATUS_OPTIONS} />
            <FormField
              {...form.field('tags')}
              label="Tags"
              placeholder="Platforms, Strategy"
              hint="Separated by commas, up to 10."
            />
            <FormField
              {...form.field('warfareTags')}
              label="Warfare tags"
              placeholder="Deplatforming, Censorship"
              hint={`Separated by commas, e.g. ${WARFARE_TAG_SUGGESTIONS.slice(0, 4).join(', ')}.`}
            />
          </div>
          <ImageUploadField
            {...form.field('thumbnail')}
            label="Thumbnail"
            folder="briefThumbnail"
            previewAlt="The brief’s thumbnail"
            hint="Shown on cards and at the top of the brief."
            allowAddress
          />
        </fieldset>
        <RichTextEditor
          id={body.id}
          label="Brief"
          value={body.value}
          onChange={body.onChange}
          error={body.error}
          disabled={form.isSubmitting}
        />
      </div>
      {view === 'preview' && (
        <div id={briefPanelIdOf('preview')} role="tabpanel" aria-labelledby={briefTabIdOf('preview')}>
          <BriefPreview values={form.values} author={author} existing={existing} slug={slug} />
        </div>
      )}
      <div className="my-form-actions">
        <SaveButton isSaving={form.isSubmitting} label={existing ? 'Save brief' : 'Create brief'} />
        {existing?.status === 'PUBLISHED' && (
          <Link href={`/briefs/${existing.slug}`} className="btn btn-outline-primary">
            View brief
          </Link>
        )}
        <Link href="/me/briefs" className="btn btn-outline-secondary">
          Back to my briefs
        </Link>
        <ActionStatus id="brief-status" status={form.status} />
      </div>
    </form>
  );
}
