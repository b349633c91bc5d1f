import { VERIFICATION_LABELS, type VerificationLevel } from '@/amplify/data/enums';
import { briefPath } from '@/lib/content/briefs/brief-paths';
import { formatBriefDate } from '@/lib/content/briefs/format-brief-date';
import { personalityPathOf, personalitySegmentOf } from '@/lib/content/personalities/personality-paths';
import { platformLabelOf } from '@/lib/content/profiles/platform-label';
import { profilePath } from '@/lib/content/profiles/profile-seo';
import { recordPathOf } from '@/lib/content/records/record-paths';
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
 * Names a record of `model` and links its public page: a ban or shadowban report its permalink
 * (its profile when it has no id), a personality its slug (its id when it has none).
 */
export function describeRecord(model: ModeratedModel, record: RecordFields): RecordDescription {
  const id = text(record, 'id');
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
      const platform = text(record, 'platformId');
      const date = text(record, 'dateOfBan');
      return { name: `${platform ? platformLabelOf(platform).displayName : 'Platform'} ban${date ? ` of ${formatBriefDate(date)}` : ''}`, href: id ? recordPathOf(model, id) : null };
    }
    case 'ShadowbanExperience': {
      const platform = text(record, 'platform');
      const kind = text(record, 'restrictionType');
      return { name: `${platform ? platformLabelOf(platform).displayName : 'Platform'} shadowban report${kind ? `: ${kind}` : ''}`, href: id ? recordPathOf(model, id) : null };
    }
  }
}

/** What a moderator needs beside a record's name: whose it is, what it says, how far it is checked. */
export type RecordContext = { creator: string | null; excerpt: string | null; level: string | null };

const EXCERPT_LENGTH = 160;
const TEXT_FIELD: Record<ModeratedModel, string> = {
  Brief: 'description',
  Profile: 'bio',
  Stream: 'description',
  Personality: 'bio',
  PlatformBan: 'explanation',
  ShadowbanExperience: 'description',
};

function excerptOf(value: string): string | null {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : flat;
}

/** `creator` is the record's creator as "Name (@username)", when the caller looked it up. */
export function recordContextOf(model: ModeratedModel, record: RecordFields, creator: string | null = null): RecordContext {
  const isTrailRecord = model === 'PlatformBan' || model === 'ShadowbanExperience';
  const level = text(record, 'verification') || 'SELF_REPORTED';
  return {
    creator,
    excerpt: excerptOf(text(record, TEXT_FIELD[model])),
    level: isTrailRecord && Object.hasOwn(VERIFICATION_LABELS, level) ? VERIFICATION_LABELS[level as VerificationLevel] : null,
  };
}
