import { briefPath } from '@/lib/content/briefs/brief-paths';
import { personalityPathOf, personalitySegmentOf } from '@/lib/content/personalities/personality-paths';
import { profilePath } from '@/lib/content/profiles/profile-seo';
import type { ModeratedModel } from './moderated-models';

/** A record as moderators see it named: what people call it and the public page that shows it. */
export type RecordDescription = { name: string; href: string | null };

/** The stored fields of any moderated record (a get answer, or a HiddenRecord's copy). */
export type RecordFields = Record<string, unknown>;

function text(record: RecordFields, field: string): string {
  const value = record[field];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Names a record of `model` and links its public page. Bans and shadowban reports show on their
 * creator's profile, whose username the caller looks up (`profileUsername`); without it they have
 * no link. Personalities link by their slug (by id when they have none).
 */
export function describeRecord(model: ModeratedModel, record: RecordFields, profileUsername?: string | null): RecordDescription {
  const id = text(record, 'id');
  const onProfile = profileUsername ? profilePath(profileUsername) : null;
  switch (model) {
    case 'Brief':
      return { name: text(record, 'title') || id, href: text(record, 'slug') ? briefPath(text(record, 'slug')) : null };
    case 'Profile': {
      const username = text(record, 'username');
      const displayName = text(record, 'displayName');
      return { name: displayName && username ? `${displayName} (@${username})` : displayName || username || id, href: username ? profilePath(username) : null };
    }
    case 'Stream':
      return { name: text(record, 'title') || id, href: text(record, 'slug') ? `/streams/${encodeURIComponent(text(record, 'slug'))}` : null };
    case 'Personality':
      return { name: text(record, 'displayName') || text(record, 'name') || id, href: personalityPathOf({ pathSegment: personalitySegmentOf({ id, slug: text(record, 'slug') }) }) };
    case 'PlatformBan': {
      const date = text(record, 'dateOfBan');
      return { name: `Ban on ${text(record, 'platformId') || 'a platform'}${date ? ` of ${date}` : ''}`, href: onProfile };
    }
    case 'ShadowbanExperience': {
      const kind = text(record, 'restrictionType');
      return { name: `Shadowban report on ${text(record, 'platform') || 'a platform'}${kind ? `: ${kind}` : ''}`, href: onProfile };
    }
  }
}
