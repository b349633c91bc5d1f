/**
 * URL slug of a title: lower case, ASCII letters and digits, single hyphens. The same rule as
 * lib/slug.ts on the site, so a slug made here is the one the site would make from the title.
 */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
