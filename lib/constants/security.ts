/** The site's security constants, each declared once (policy sources, header values, limits). */

/**
 * The render-nonce variable and the revalidation secret's variable and header, which the one
 * server sets and sends: declared once for both halves in amplify/shared/site-server-contract.ts.
 */
export { RENDER_NONCE_ENV, REVALIDATE_SECRET_ENV, REVALIDATE_SECRET_HEADER } from '@/amplify/shared/site-server-contract';

/** Players the stream pages embed after a click (lib/content/streams builds their addresses). */
export const EMBED_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.twitch.tv', 'https://clips.twitch.tv', 'https://rumble.com'] as const;

/** One year: browsers keep to https for the site's host once they have seen it over TLS. */
export const HSTS_MAX_AGE_SECONDS = 31_536_000;

/** A user pool's "yes, this access token is live" is believed for this long, per token. */
export const TOKEN_CHECK_TTL_MS = 3000;
/** Tokens whose live answer is remembered at once; the least recently used go first. */
export const TOKEN_CHECK_MAX_ENTRIES = 1000;
/** A user pool that has not answered by then counts as saying no (the guard fails closed). */
export const TOKEN_CHECK_TIMEOUT_MS = 5000;

/** The only body type the site's state-changing routes take. */
export const JSON_CONTENT_TYPE = 'application/json';

/**
 * What POST /api/revalidate takes from signed-in users, per process. Each refresh empties every
 * instance's page cache and Next's tagged reads: one account sending them back to back took a
 * cached page from ~4,100 to 87 answers a second. A save sends one; beyond these a refresh is
 * refused (429), which loses nothing: the data API refreshed the pages when the save committed.
 */
export const REVALIDATIONS_PER_USER = { burst: 10, perSecond: 0.5 } as const;
/** All users' refreshes together (many accounts cannot add up to more). */
export const REVALIDATIONS_OVERALL = { burst: 30, perSecond: 5 } as const;
/** Users whose allowance is remembered at once; the least recently seen are forgotten first. */
export const REVALIDATION_USERS_REMEMBERED = 10_000;
