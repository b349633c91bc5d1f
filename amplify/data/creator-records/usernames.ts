/**
 * A creator's public name: /profiles/<username>. Names are compared in lower case ("Ada" and
 * "ada" are one name) and some are kept back because they name the site's own pages or roles.
 */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9_-]{1,28}[a-z0-9]$/;
export const USERNAME_MESSAGE = 'Use 3 to 30 lower-case letters, digits, - or _, starting and ending with a letter or digit';
export const USERNAME_TAKEN_MESSAGE = 'This username is taken: please choose another';
export const USERNAME_RESERVED_MESSAGE = 'This username is kept for the site: please choose another';

/** Names of the site's routes, roles and services, and words that would pose as the site. */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'admin', 'admins', 'administrator', 'api', 'app', 'auth', 'banwatch', 'blog', 'blogs', 'briefs', 'cast', 'contact',
  'faq', 'genres', 'help', 'home', 'login', 'logout', 'me', 'merchandise', 'moderator', 'moderators', 'movies', 'new',
  'official', 'personalities', 'platforms', 'pricing', 'profiles', 'register', 'root', 'search', 'security', 'settings',
  'signin', 'signup', 'sitemap', 'staff', 'streamit', 'streams', 'support', 'system', 'tags', 'team', 'tv-shows', 'videos',
]);

export function normalizeUsername(value: string): string {
  return value.trim().toLowerCase();
}

/** Why a username cannot be used, or null when it can (taken names are checked by the store). */
export function usernameProblem(value: string): string | null {
  const name = normalizeUsername(value);
  if (!USERNAME_PATTERN.test(name)) return USERNAME_MESSAGE;
  if (RESERVED_USERNAMES.has(name)) return USERNAME_RESERVED_MESSAGE;
  return null;
}
