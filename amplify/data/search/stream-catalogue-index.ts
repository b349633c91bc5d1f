/**
 * What the stream catalogue (/streams: listContentEntries' STREAMS with the search box's words)
 * needs from the stream index on AWS beyond its words: the filters' and the order's values, kept
 * as the stream's facts (amplify/data/record-facts: streamFacts) key them, so that
 * stream-catalogue-search.ts can filter, order, page and count the matches in the index itself.
 *
 * The facts are JavaScript and the ingestion pipeline runs none, so each is reached by what the
 * index declares (search-index-mappings.ts reads `catalogue` from the STREAM kind):
 * - status: the attribute as it is (a missing status is PENDING: the query says so);
 * - featured: only the boolean true (`doc->'featured' = 'true'::jsonb`), not a text "true",
 *   which a boolean field would read as true: the pipeline marks it (add_entries);
 * - genres and language, keyed as choiceKey keys them (U+0020 spaces cut from both ends, each
 *   character lower-cased: Lucene's `lowercase` is the simple mapping lowerEach applies), by the
 *   `choice_key` normaliser, so a filter's key is compared with each element's key;
 * - the sorted title, lowerEach, by the `lowercase` normaliser on a keyword sub-field;
 * - the chart position (rankingDigits) and the day added (date, else created_at, 10 characters)
 *   by the pipeline's processors (Data Prepper's copy_values, substitute_string, delete_entries)
 *   into two attributes of their own: the position's digits as a number, the day as a keyword.
 * search-pipeline.test.ts holds these against the facts' own code on the same values.
 */

/** The index attributes the catalogue filters and orders by (the stream's own, or added by the pipeline). */
export const CATALOGUE_FIELDS = {
  status: 'status',
  genre: 'genre',
  language: 'language',
  /** True when the stream's featured is the boolean true (the pipeline's); absent otherwise. */
  featured: 'isFeatured',
  /** rankingDigits as a number (the pipeline's); absent when unranked. */
  chartPosition: 'chartPosition',
  /** The day added, 10 characters (the pipeline's); absent when none. */
  addedOn: 'addedOn',
  /** The title lower-cased (a keyword sub-field of the searched title). */
  sortTitle: 'title.sort',
} as const;

/** A stream saved without a status is not yet published (the status fact's default). */
export const MISSING_STREAM_STATUS = 'PENDING';

/**
 * ECMAScript's white space and line terminators (what String.prototype.trimStart cuts, before
 * rankingDigits reads the digits), as a character class both Java's and JavaScript's regular
 * expressions read alike, in ASCII.
 */
const SCRIPT_SPACE = '[\\u0009\\u000A\\u000B\\u000C\\u000D\\u0020\\u00A0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000\\uFEFF]';

/** The normaliser a genre or language is keyed by: spaces (U+0020 only) cut from both ends, then lower-cased. */
export const CHOICE_NORMALIZER = 'choice_key';

/** The index settings' analysis the catalogue adds (`\z`: the very end, where Java's `$` would stop before a final line break). */
export const CATALOGUE_ANALYSIS = {
  char_filter: { trim_spaces: { type: 'pattern_replace', pattern: '^\\u0020+|\\u0020+\\z', replacement: '' } },
  normalizer: { [CHOICE_NORMALIZER]: { type: 'custom', char_filter: ['trim_spaces'], filter: ['lowercase'] } },
} as const;

/** Longest keyword kept (Lucene refuses a term over 32,766 bytes; 8,191 characters never reach it). */
const LONGEST_KEYWORD = 8191;

/** The catalogue's mappings, added to the stream index's (the title's sort sub-field merged into the searched title). */
export const CATALOGUE_PROPERTIES: Readonly<Record<string, Record<string, unknown>>> = {
  [CATALOGUE_FIELDS.status]: { type: 'keyword', ignore_above: 64 },
  [CATALOGUE_FIELDS.genre]: { type: 'keyword', normalizer: CHOICE_NORMALIZER, ignore_above: LONGEST_KEYWORD },
  [CATALOGUE_FIELDS.language]: { type: 'keyword', normalizer: CHOICE_NORMALIZER, ignore_above: LONGEST_KEYWORD },
  [CATALOGUE_FIELDS.featured]: { type: 'boolean' },
  // A number, so positions order as numbers (an empty text is no value; digits past a double's range are left out).
  [CATALOGUE_FIELDS.chartPosition]: { type: 'double', ignore_malformed: true },
  [CATALOGUE_FIELDS.addedOn]: { type: 'keyword', ignore_above: 64 },
  title: { fields: { sort: { type: 'keyword', normalizer: 'lowercase', ignore_above: LONGEST_KEYWORD } } },
};

/**
 * The pipeline's processors that add the chart position and the day added to a stream's document
 * (Data Prepper expressions and Java regular expressions, in ASCII):
 * - the day added is the date unless it is missing or empty, else created_at unless empty, cut to
 *   its first 10 characters (code points, as firstCharacters counts);
 * - the chart position is the ranking after any leading white space and one '+', its leading
 *   digits without leading zeros; none (removed) when that leaves nothing (none, 0, no digit).
 */
export const CATALOGUE_PROCESSORS: readonly Record<string, unknown>[] = [
  // Data Prepper's == compares types too: a text "true" is not true.
  { add_entries: { entries: [{ key: CATALOGUE_FIELDS.featured, value: true, add_when: '/featured == true' }] } },
  {
    copy_values: {
      entries: [
        { from_key: 'date', to_key: CATALOGUE_FIELDS.addedOn, copy_when: '/date != null and /date != ""' },
        { from_key: 'created_at', to_key: CATALOGUE_FIELDS.addedOn, copy_when: `/${CATALOGUE_FIELDS.addedOn} == null and /created_at != null and /created_at != ""` },
        { from_key: 'ranking', to_key: CATALOGUE_FIELDS.chartPosition, copy_when: '/ranking != null' },
      ],
    },
  },
  {
    substitute_string: {
      entries: [
        { source: CATALOGUE_FIELDS.addedOn, from: '^([\\s\\S]{10})[\\s\\S]+$', to: '$1' },
        { source: CATALOGUE_FIELDS.chartPosition, from: `^${SCRIPT_SPACE}*\\+?0*([0-9]*)[\\s\\S]*$`, to: '$1' },
      ],
    },
  },
  { delete_entries: { with_keys: [CATALOGUE_FIELDS.chartPosition], delete_when: `/${CATALOGUE_FIELDS.chartPosition} == ""` } },
];
