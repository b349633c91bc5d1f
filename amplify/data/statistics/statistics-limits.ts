/** The bounds of the statistics queries, on both backends. */

/** A sitemap file holds at most this many; a page of a list far fewer. */
export const MAX_ENTRIES = 10_000;
/** Deeper than any list the site links to; beyond it the request is refused, not read. */
export const MAX_OFFSET = 5_000_000;
/** A filter offers at most this many choices per facet, most used first. */
export const FACET_CHOICES = 200;
/** A genre or language longer than this names no choice; refused rather than looked for. */
export const MAX_STREAM_CHOICE_LENGTH = 100;
/** A brief's category, tag or warfare tag longer than this names no choice. */
export const MAX_BRIEF_CHOICE_LENGTH = 80;

/** listContentEntries' lists, in the order a refusal names them. */
export const CONTENT_LISTS = ['BRIEFS', 'PROFILES', 'PLATFORM_BANS', 'SHADOWBAN_REPORTS', 'STREAMS', 'PERSONALITIES'] as const;
export type ContentListName = (typeof CONTENT_LISTS)[number];
