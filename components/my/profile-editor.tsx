'use client';

import Link from 'next/link';
import { FormField } from '@/components/forms/form-field';
import { ImageUploadField } from '@/components/uploads/image-upload-field';
import { myPublishedBriefs } from '@/lib/content/my/my-brief-list';
import { saveMyProfile, type MyProfile } from '@/lib/content/my/my-profile-store';
import {
  emptyProfileForm,
  formValuesToProfileInput,
  profileToFormValues,
  validateProfileForm,
} from '@/lib/content/my/profile-form';
import { profileRefresh } from '@/lib/content/my/public-refresh';
import { profilePath } from '@/lib/content/profiles/profile-seo';
import { refreshPublicPages, type BrowserDataClient } from '@/lib/data/browser-data';
import { ActionStatus } from './action-status';
import { DerivedTotalsPanel } from './derived-totals-panel';
import { PlatformChecklist } from './platform-checklist';
import { ProfileLinkFields } from './profile-link-fields';
import { SaveButton } from './save-button';
import { UsernameHint } from './username-hint';
import { useUsernameCheck } from './use-username-check';
import { useMyForm } from './use-my-form';

type ProfileEditorProps = { client: BrowserDataClient; profile: MyProfile | null; onSaved: (profile: MyProfile) => void };

/** "My profile": created on the first visit, then every field of SPEC §3 edited here. */
export function ProfileEditor({ client, profile, onSaved }: ProfileEditorProps) {
  const form = useMyForm({
    initial: profile ? profileToFormValues(profile) : emptyProfileForm(),
    validate: validateProfileForm,
    idPrefix: 'profile',
    onValid: async (values) => {
      // A refusal (a taken or reserved name…) throws with the server's words, shown beside the button.
      const saved = await saveMyProfile(client, formValuesToProfileInput(values));
      const isAuthorChanged = profile && (profile.username !== saved.username || (profile.avatarUrl ?? null) !== (saved.avatarUrl ?? null));
      const renamedBriefs = isAuthorChanged ? await myPublishedBriefs(client, saved.id) : [];
      onSaved(saved);
      await refreshPublicPages(profileRefresh(saved.username, profile?.username, renamedBriefs));
      return profile ? 'Your profile is saved.' : 'Your profile is created.';
    },
  });
  const check = useUsernameCheck(client, form.values.username, profile?.id, profile?.username);

  return (
    <div className="my-columns">
      <form className="my-form" noValidate onSubmit={form.onSubmit} aria-label={profile ? 'Edit my profile' : 'Create my profile'}>
        {!profile && <p className="my-alert">Welcome! Choose a username and a display name to create your public profile.</p>}
        <fieldset className="my-fieldset" disabled={form.isSubmitting}>
          <legend className="my-fieldset-legend">About you</legend>
          <div className="my-form-grid">
            <FormField
              {...form.field('username')}
              label="Username"
              required
              autoComplete="username"
              maxLength={30}
              hint={<UsernameHint typed={form.values.username} check={check} />}
            />
            <FormField {...form.field('displayName')} label="Display name" required autoComplete="name" maxLength={80} />
          </div>
          <FormField {...form.field('bio')} label="Bio" rows={5} maxLength={2000} />
          <ImageUploadField {...form.field('avatarUrl')} label="Profile picture" folder="avatar" previewAlt="Your profile picture" />
          <div className="my-form-grid">
            <FormField {...form.field('schedule')} label="Schedule" placeholder="e.g. Live Tuesdays 8pm CET" maxLength={200} />
            <FormField {...form.field('solanaAddress')} label="Solana address" maxLength={44} />
          </div>
        </fieldset>
        <PlatformChecklist
          {...form.field('activePlatforms')}
          legend="Platforms you publish on"
          hint="Your banned and limited platforms follow from the bans and reports you record."
          disabled={form.isSubmitting}
        />
        <ProfileLinkFields field={form.field} disabled={form.isSubmitting} />
        <div className="my-form-actions">
          <SaveButton isSaving={form.isSubmitting} label={profile ? 'Save profile' : 'Create profile'} />
          {profile && (
            <Link href={profilePath(profile.username)} className="btn btn-outline-primary">
              View public profile
            </Link>
          )}
          <ActionStatus id="profile-status" status={form.status} />
        </div>
      </form>
      {profile && <DerivedTotalsPanel profile={profile} />}
    </div>
  );
}
