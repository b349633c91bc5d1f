'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { FormField } from '@/components/forms/form-field';
import { FormStatus } from '@/components/forms/form-status';
import { ImageUploadField } from '@/components/uploads/image-upload-field';
import { SelectField } from '@/components/forms/select-field';
import { BRIEF_CATEGORIES, BRIEF_STATUSES, BRIEF_STATUS_LABELS, WARFARE_TAG_SUGGESTIONS } from '@/lib/content/my/brief-options';
import { baseSlugOf } from '@/lib/content/my/brief-slug';
import { briefToFormValues, emptyBriefForm, formValuesToBriefInput, validateBriefForm, type MyBrief } from '@/lib/content/my/brief-form';
import { saveMyBrief } from '@/lib/content/my/my-brief-store';
import { announceBriefSaved } from '@/lib/content/my/public-refresh';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { SaveButton } from './save-button';
import { useMyForm } from './use-my-form';

// The editor (TipTap and ProseMirror) is this page's heaviest part: fetched only here, only in the browser.
const RichTextEditor = dynamic(() => import('./rich-text-editor'), {
  ssr: false,
  loading: () => <p className="my-loading">Loading the editor…</p>,
});

const CATEGORY_OPTIONS = BRIEF_CATEGORIES.map((category) => ({ value: category, label: category }));
const STATUS_OPTIONS = BRIEF_STATUSES.map((status) => ({ value: status, label: BRIEF_STATUS_LABELS[status] }));

type BriefEditorProps = { client: BrowserDataClient; existing: MyBrief | null; onSaved: (brief: MyBrief) => void };

function savedNotice(brief: MyBrief, wasNew: boolean): string {
  if (brief.status === 'PUBLISHED') return `Published at /briefs/${brief.slug}.`;
  if (brief.status === 'ARCHIVED') return 'Saved and archived: it no longer appears on the site.';
  return wasNew ? 'Draft created. Only you can see it until you publish it.' : 'Draft saved.';
}

/** Write or edit one brief; the body is sanitized when saved (and again when shown). */
export function BriefEditor({ client, existing, onSaved }: BriefEditorProps) {
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

  return (
    <form className="my-form" noValidate onSubmit={form.onSubmit} aria-label={existing ? 'Edit brief' : 'New brief'}>
      <fieldset className="my-fieldset" disabled={form.isSubmitting}>
        <FormField {...form.field('title')} label="Title" required maxLength={150} hint={`Address: /briefs/${slug}${isSlugFixed ? ' (fixed once published, so links keep working)' : ' (a number is added if another brief has it)'}`} />
        <FormField {...form.field('description')} label="Summary" required rows={2} maxLength={300} hint="One or two sentences shown in lists and search results." />
        <div className="my-form-grid">
          <SelectField {...form.field('categories')} label="Category" required placeholder="Choose…" options={CATEGORY_OPTIONS} />
          <SelectField {...form.field('status')} label="Status" required options={STATUS_OPTIONS} />
          <FormField {...form.field('tags')} label="Tags" placeholder="Platforms, Strategy" hint="Separated by commas, up to 10." />
          <FormField {...form.field('warfareTags')} label="Warfare tags" placeholder="Deplatforming, Censorship" hint={`Separated by commas, e.g. ${WARFARE_TAG_SUGGESTIONS.slice(0, 4).join(', ')}.`} />
        </div>
        <ImageUploadField {...form.field('thumbnail')} label="Thumbnail" folder="briefThumbnail" previewAlt="The brief’s thumbnail" hint="Shown on cards and at the top of the brief." allowAddress />
      </fieldset>
      <RichTextEditor id={body.id} label="Brief" value={body.value} onChange={body.onChange} error={body.error} disabled={form.isSubmitting} />
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
      </div>
      <FormStatus id="brief-status" status={form.status} />
    </form>
  );
}
