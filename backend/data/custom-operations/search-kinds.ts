import type { SearchKind } from '../../../amplify/data/search/search-terms';

/**
 * How each kind of public record is searched and shown, as SQL over `doc` (a data_records row)
 * and `p.doc` (the profile a ban or report is on). Matches are found in SEARCH_VECTOR, the
 * column migration 0009 computes and indexes per model, so a search is a GIN index
 * scan. Only these six public models exist here: drafts (UnpublishedBrief) and hidden records
 * (HiddenRecord) cannot be searched by any request.
 * Filters a kind has no field for (a profile has no appeal status) leave that kind out.
 */
export interface SearchableKind {
  kind: SearchKind;
  model: string;
  /** Rows of the model that are public; a brief loaded with another status stays unfound. */
  isPublic?: string;
  platform?: string;
  year?: string;
  appealStatus?: string;
  /**
   * The vector the matches are ranked by, when not SEARCH_VECTOR: a brief's title and description
   * words (migration 0018), so ranking never reads a brief's body words.
   */
  rankVector?: string;
  /** Text highlighted whole as the hit's title. */
  title?: string;
  /** Text the snippet's best fragments are taken from. */
  snippet: string;
  /** Whether the hit names the profile it is on (`p`). */
  isOnProfile: boolean;
  /** The hit's other fields (SearchHit in amplify/data/models/search-operations.ts). */
  fields: Partial<Record<'slug' | 'username' | 'displayName' | 'name' | 'platform' | 'date' | 'appealStatus' | 'isActive' | 'verification', string>>;
}

/** The record's stored search vector (NULL for every model that is not searched). */
export const SEARCH_VECTOR = 'r.search_vector';

const text = (field: string) => `coalesce(r.doc->>'${field}', '')`;
/** The brief body's HTML as text, blanked as migration 0009's search_vector_brief does. */
const plainHtml = (field: string) => `regexp_replace(regexp_replace(${text(field)}, '<[^>]*>', ' ', 'g'), '&[#A-Za-z0-9]+;', ' ', 'g')`;
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
    isPublic: `r.doc->>'status' = 'PUBLISHED'`,
    // From brief_facts (migration 0013): reading the date from the document would read its body.
    year: `(SELECT left(f.blog_date, 4) FROM brief_facts f WHERE f.id = r.id)`,
    // Found in the body too (search_vector), ranked by title and description: a body-only match ranks 0.
    rankVector: 'r.rank_vector',
    title: text('title'),
    snippet: joined(text('description'), plainHtml('longDescription')),
    isOnProfile: false,
    fields: { slug: `r.doc->>'slug'`, username: `r.doc->>'username'`, date: `r.doc->>'blogDate'` },
  },
  {
    kind: 'BAN',
    model: 'PlatformBan',
    platform: `lower(r.doc->>'platformId')`,
    year: `left(r.doc->>'dateOfBan', 4)`,
    appealStatus,
    snippet: joined(text('explanation'), text('evidence')),
    isOnProfile: true,
    fields: {
      ...onProfile,
      platform: `lower(r.doc->>'platformId')`,
      date: `r.doc->>'dateOfBan'`,
      appealStatus,
      isActive: `(r.doc->'isActive' = 'true'::jsonb)`,
      verification,
    },
  },
  {
    kind: 'SHADOWBAN',
    model: 'ShadowbanExperience',
    platform: `lower(r.doc->>'platform')`,
    year: `left(r.doc->>'date', 4)`,
    appealStatus,
    snippet: joined(text('description'), text('evidence')),
    isOnProfile: true,
    fields: { ...onProfile, platform: `lower(r.doc->>'platform')`, date: `r.doc->>'date'`, appealStatus, verification },
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
