import type { SearchKind } from '../../../amplify/data/search/search-terms';

/**
 * How each kind of public record is searched and shown. Matches, filters and order come from the
 * record's row in search_entries (migration 0020: public records only, so drafts and hidden
 * records cannot be found by any request); what a hit shows is SQL over `r.doc` and `r.facts` (its
 * data_records row: the platform is the record's platform fact, amplify/data/record-facts) and
 * `p.doc` (the profile a ban or report is on), read for the page's hits only.
 * Which filters a kind has (a profile has no appeal status) is shared with the AWS function
 * (kindHasFilter in amplify/data/search/search-request.ts).
 */
export interface SearchableKind {
  kind: SearchKind;
  model: string;
  /**
   * Whether matches are ranked by `rank_words` (a brief's title and description, so ranking never
   * reads its body's words) rather than by every word matched.
   */
  isRankedByHeadline?: boolean;
  /** Text highlighted whole as the hit's title. */
  title?: string;
  /** Text the snippet's best fragments are taken from. */
  snippet: string;
  /** Whether the hit names the profile it is on (`p`). */
  isOnProfile: boolean;
  /** The hit's other fields (SearchHit in amplify/data/models/search-operations.ts). */
  fields: Partial<Record<'slug' | 'username' | 'displayName' | 'name' | 'platform' | 'date' | 'appealStatus' | 'isActive' | 'verification', string>>;
}

const text = (field: string) => `coalesce(r.doc->>'${field}', '')`;
/** Non-empty parts joined with an ellipsis, so a missing description leaves no stray mark. */
const joined = (...parts: string[]) => `concat_ws(' … ', ${parts.map((part) => `nullif(${part}, '')`).join(', ')})`;
const appealStatus = `coalesce(r.doc->>'appealStatus', 'NONE')`;
const verification = `coalesce(r.doc->>'verification', 'SELF_REPORTED')`;
const onProfile = { username: `p.doc->>'username'`, displayName: `p.doc->>'displayName'` };

export const SEARCHABLE_KINDS: readonly SearchableKind[] = [
  {
    kind: 'CREATOR',
    model: 'Profile',
    title: text('displayName'),
    snippet: text('bio'),
    isOnProfile: false,
    fields: { username: `r.doc->>'username'`, displayName: `r.doc->>'displayName'` },
  },
  {
    kind: 'BRIEF',
    model: 'Brief',
    // Found in the body too, ranked by title and description: a body-only match ranks 0 (newest first).
    isRankedByHeadline: true,
    title: text('title'),
    // The body as search_entries keeps it, without markup (one row looked up by its key per hit:
    // a join there is planned as a scan of every brief's row when the table has no statistics).
    snippet: joined(text('description'), `coalesce((SELECT s.body FROM search_entries s WHERE s.model = 'Brief' AND s.id = r.id), '')`),
    isOnProfile: false,
    fields: { slug: `r.doc->>'slug'`, username: `r.doc->>'username'`, date: `r.doc->>'blogDate'` },
  },
  {
    kind: 'BAN',
    model: 'PlatformBan',
    snippet: joined(text('explanation'), text('evidence')),
    isOnProfile: true,
    fields: {
      ...onProfile,
      platform: `r.facts->>'platform'`,
      date: `r.doc->>'dateOfBan'`,
      appealStatus,
      isActive: `(r.doc->'isActive' = 'true'::jsonb)`,
      verification,
    },
  },
  {
    kind: 'SHADOWBAN',
    model: 'ShadowbanExperience',
    snippet: joined(text('description'), text('evidence')),
    isOnProfile: true,
    fields: { ...onProfile, platform: `r.facts->>'platform'`, date: `r.doc->>'date'`, appealStatus, verification },
  },
  {
    kind: 'PERSONALITY',
    model: 'Personality',
    title: text('displayName'),
    snippet: joined(text('bio'), text('description')),
    isOnProfile: false,
    fields: { slug: `r.doc->>'slug'`, name: `r.doc->>'name'`, displayName: `r.doc->>'displayName'` },
  },
  {
    kind: 'STREAM',
    model: 'Stream',
    title: text('title'),
    snippet: text('description'),
    isOnProfile: false,
    fields: { slug: `r.doc->>'slug'` },
  },
];

/** A Map, so a kind named like an Object.prototype member simply is not one. */
export const SEARCHABLE_KIND_BY_NAME = new Map(SEARCHABLE_KINDS.map((kind) => [kind.kind, kind]));
