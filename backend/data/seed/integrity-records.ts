import { PROFILE_MODEL } from '../../../amplify/data/creator-records/profile-of-caller';
import { PUBLISHED_BRIEF_MODEL, UNPUBLISHED_BRIEF_MODEL } from '../../../amplify/data/creator-records/save-my-brief';
import { CLAIM_MODEL, claimIdOf, type ClaimKind } from '../../../amplify/data/creator-records/unique-claims';
import { normalizeUsername } from '../../../amplify/data/creator-records/usernames';
import type { SeedContent, SeedRecord } from './to-stored-record';

/**
 * Sample content as the creator mutations would have stored it: drafts and archived briefs in
 * UnpublishedBrief, and the claims that keep usernames, brief slugs and one profile per account
 * unique (amplify/data/creator-records/unique-claims.ts). Migration 0008 does the same to stores
 * written before these rules.
 */
export function withIntegrityRecords(content: SeedContent): SeedContent {
  const briefs = content[PUBLISHED_BRIEF_MODEL] ?? [];
  const published = briefs.filter((brief) => brief.status === 'PUBLISHED');
  const unpublished = [...(content[UNPUBLISHED_BRIEF_MODEL] ?? []), ...briefs.filter((brief) => brief.status !== 'PUBLISHED')];
  const claims = [
    ...(content[PROFILE_MODEL] ?? []).flatMap((profile) => [
      claimRecord('username', normalizeUsername(String(profile.username)), profile.id),
      claimRecord('profile-of', String(profile.userId), profile.id),
    ]),
    ...[...published, ...unpublished].map((brief) => claimRecord('brief-slug', String(brief.slug), brief.id)),
  ];
  const arranged: SeedContent = { ...content };
  if (briefs.length > 0) arranged[PUBLISHED_BRIEF_MODEL] = published;
  if (unpublished.length > 0) arranged[UNPUBLISHED_BRIEF_MODEL] = unpublished;
  if (claims.length > 0) arranged[CLAIM_MODEL] = [...(content[CLAIM_MODEL] ?? []), ...claims];
  return arranged;
}

function claimRecord(kind: ClaimKind, value: string, recordId: string): SeedRecord {
  return { id: claimIdOf(kind, value), kind, value, recordId, isCurrent: true };
}
