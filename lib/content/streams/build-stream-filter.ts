import type { StreamFilters } from './stream-filters';

/** AppSync's filter input for Stream, as far as the catalogue uses it. */
export type StreamFilterInput = {
  and?: StreamFilterInput[];
  or?: StreamFilterInput[];
  [field: string]: { eq?: string | boolean; contains?: string } | StreamFilterInput[] | undefined;
};

const MAX_SEARCH_WORDS = 5;
const TEXT_FIELDS = ['title', 'description', 'detail', 'director'] as const;

/**
 * The Data API filter for the catalogue's choices. Status, genre, language and featured are exact
 * matches; the search box becomes text matching (see buildSearchFilter). Null means "no filter".
 */
export function buildStreamFilter(filters: Omit<StreamFilters, 'page'>): StreamFilterInput | null {
  const parts: StreamFilterInput[] = [];
  if (filters.status !== 'ALL') parts.push({ status: { eq: filters.status } });
  if (filters.genre) parts.push({ genre: { contains: filters.genre } });
  if (filters.language) parts.push({ language: { eq: filters.language } });
  if (filters.isFeaturedOnly) parts.push({ featured: { eq: true } });
  const search = buildSearchFilter(filters.search);
  if (search) parts.push(search);
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0] : { and: parts };
}

/**
 * Search as DynamoDB and AppSync can do it: `contains` is a case-sensitive substring test on
 * strings and an exact membership test on lists. So every word must appear in the title,
 * description, detail or director in one of its usual spellings (as typed, lower case,
 * Capitalised, UPPER), or be one of the (lower-case) tags; or the whole phrase, in Title Case,
 * names a cast member or a genre.
 */
export function buildSearchFilter(search: string): StreamFilterInput | null {
  const words = search.split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  if (words.length === 0) return null;
  const everyWord: StreamFilterInput = {
    and: words.map((word) => ({
      or: [
        ...TEXT_FIELDS.flatMap((field) => spellingsOf(word).map((spelling) => ({ [field]: { contains: spelling } }))),
        { tags: { contains: word.toLowerCase() } },
      ],
    })),
  };
  const phrase = words.map(capitalise).join(' ');
  return { or: [everyWord, { cast: { contains: phrase } }, { genre: { contains: phrase } }] };
}

/** The spellings a word is likely to have in a title or a sentence. */
export function spellingsOf(word: string): string[] {
  return [...new Set([word, word.toLowerCase(), capitalise(word), word.toUpperCase()])];
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}
