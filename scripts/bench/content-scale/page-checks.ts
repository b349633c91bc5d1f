/**
 * The figures the pages print, read back from their HTML and compared with the store's true
 * counts (store-truths.ts). Each check answers a list of problems; an empty list means the page
 * showed the truth. Patterns follow the components that print the figures:
 * components/briefs/brief-listing.tsx ("N briefs published · page P of T"),
 * components/profiles/profile-directory.tsx ("Page P of T", one card per profile),
 * components/platforms/platform-overview-table.tsx (data-count / data-total cells),
 * components/platforms/platform-detail-view.tsx ("N records"), components/home/ban-tracker-strip.tsx,
 * components/search/search-results.tsx ("N results"), the sitemap index and its files.
 * Only the HTML before the page's RSC payload is read (the payload repeats the text).
 */
import { BRIEFS_PER_PAGE } from '../../../lib/content/briefs/brief-filters';
import { PROFILES_PER_PAGE } from '../../../lib/content/profiles/page-of';
import { URLS_PER_SITEMAP } from '../../../lib/seo/sitemap-index';
import type { PlatformTruth, StoreTruths } from './store-truths';

/** The rendered markup, without the flight data Next appends in <script> tags. */
function markupOf(html: string): string {
  const payload = html.indexOf('self.__next_f');
  return payload === -1 ? html : html.slice(0, payload);
}

const number = (text: string) => Number(text.replace(/,/g, ''));
const C = '(?:<!-- -->)?';

function expectEqual(problems: string[], what: string, shown: number | undefined, truth: number): void {
  if (shown === undefined || Number.isNaN(shown)) problems.push(`${what}: not found on the page (SQL: ${truth})`);
  else if (shown !== truth) problems.push(`${what}: page shows ${shown}, SQL counts ${truth}`);
}

export function checkBriefs(html: string, truths: StoreTruths, page: number): string[] {
  const problems: string[] = [];
  const match = new RegExp(`brief-result-count[^>]*>([\\d,]+) briefs?${C} published${C}(?: · page (\\d+) of (\\d+))?`).exec(markupOf(html));
  expectEqual(problems, 'published briefs', match ? number(match[1]) : undefined, truths.publishedBriefs);
  const totalPages = Math.max(1, Math.ceil(truths.publishedBriefs / BRIEFS_PER_PAGE));
  if (totalPages > 1) {
    expectEqual(problems, 'page number', match?.[2] ? number(match[2]) : undefined, page);
    expectEqual(problems, 'brief pages', match?.[3] ? number(match[3]) : undefined, totalPages);
  }
  return problems;
}

/**
 * /profiles shows no total, but its page count and cards give it: checked with its last page too.
 * It lists the creators with a record (its default), not every profile.
 */
export function profilePagesOf(truths: StoreTruths): number {
  return Math.max(1, Math.ceil(truths.listedProfiles / PROFILES_PER_PAGE));
}

export function checkProfiles(html: string, truths: StoreTruths, page: number): string[] {
  const problems: string[] = [];
  const markup = markupOf(html);
  const pages = profilePagesOf(truths);
  const pager = new RegExp(`Page ${C}(\\d+)${C} of ${C}(\\d+)`).exec(markup);
  if (pages > 1) {
    expectEqual(problems, 'profile page number', pager ? number(pager[1]) : undefined, page);
    expectEqual(problems, 'profile pages (24 a page)', pager ? number(pager[2]) : undefined, pages);
  }
  const cards = markup.match(/class="profile-list-card surface"/g)?.length ?? 0;
  const expected = page < pages ? PROFILES_PER_PAGE : truths.listedProfiles - (pages - 1) * PROFILES_PER_PAGE;
  expectEqual(problems, `profile cards on page ${page}`, cards, expected);
  return problems;
}

const PLATFORM_COLUMNS: (keyof PlatformTruth)[] = ['recorded', 'active', 'underAppeal', 'restored'];

export function checkPlatforms(html: string, truths: StoreTruths): string[] {
  const problems: string[] = [];
  const markup = markupOf(html);
  for (const column of PLATFORM_COLUMNS) {
    const total = new RegExp(`data-total="${column}">([\\d,]+)<`).exec(markup);
    expectEqual(problems, `all platforms, ${column}`, total ? number(total[1]) : undefined, truths.bans[column]);
  }
  for (const [platform, truth] of Object.entries(truths.bansByPlatform)) {
    const row = new RegExp(`<tr data-platform="${platform}">(.*?)</tr>`).exec(markup)?.[1];
    if (!row) {
      problems.push(`platform ${platform}: no row (SQL: ${truth.recorded} bans)`);
      continue;
    }
    for (const column of PLATFORM_COLUMNS) {
      const cell = new RegExp(`data-count="${column}">(?:<a[^>]*>|<span[^>]*>)([\\d,]+)<`).exec(row);
      expectEqual(problems, `${platform} ${column}`, cell ? number(cell[1]) : undefined, truth[column]);
    }
  }
  return problems;
}

export function checkPlatform(html: string, truths: StoreTruths, platform: string): string[] {
  const problems: string[] = [];
  const markup = markupOf(html);
  const truth = truths.bansByPlatform[platform] ?? { recorded: 0, active: 0, underAppeal: 0, restored: 0 };
  const slices = [...markup.matchAll(/type-filter-count">([\d,]+)</g)].map((match) => number(match[1]));
  expectEqual(problems, `${platform}: all`, slices[0], truth.recorded);
  expectEqual(problems, `${platform}: active`, slices[1], truth.active);
  expectEqual(problems, `${platform}: under appeal`, slices[2], truth.underAppeal);
  expectEqual(problems, `${platform}: restored`, slices[3], truth.restored);
  if (truth.recorded > 0) {
    const records = /role="status">([\d,]+) records?/.exec(markup);
    expectEqual(problems, `${platform}: records`, records ? number(records[1]) : undefined, truth.recorded);
  }
  return problems;
}

/** The home page's ban tracker: active and restored bans per platform that has any. */
export function checkHome(html: string, truths: StoreTruths): string[] {
  const problems: string[] = [];
  const markup = markupOf(html);
  for (const [platform, truth] of Object.entries(truths.bansByPlatform)) {
    if (truth.recorded === 0) continue;
    for (const [slice, key] of [['active', 'active'], ['restored', 'restored']] as const) {
      const shown = new RegExp(`href="/platforms/${platform}\\?show=${slice}"><strong>([\\d,]+)</strong>`).exec(markup);
      expectEqual(problems, `ban tracker ${platform} ${slice}`, shown ? number(shown[1]) : undefined, truth[key]);
    }
  }
  return problems;
}

export function checkSearchPage(html: string, truths: StoreTruths): string[] {
  const problems: string[] = [];
  const total = Object.values(truths.searchCounts).reduce((sum, count) => sum + count, 0);
  const shown = /search-result-count[^>]*>([\d,]+) results?/.exec(markupOf(html));
  expectEqual(problems, 'search results', shown ? number(shown[1]) : total === 0 ? 0 : undefined, total);
  return problems;
}

export function checkSearchJson(body: string, truths: StoreTruths): string[] {
  const problems: string[] = [];
  const answer = JSON.parse(body) as { total: number; counts: { kind: string; count: number }[] };
  for (const [kind, truth] of Object.entries(truths.searchCounts)) {
    expectEqual(problems, `search ${kind}`, answer.counts.find((count) => count.kind === kind)?.count, truth);
  }
  return problems;
}

/** The sitemap index names one file per URLS_PER_SITEMAP briefs, profiles and streams (at least one each). */
export function sitemapParts(xml: string): string[] {
  return [...xml.matchAll(/<loc>[^<]*\/sitemaps\/([a-z]+-?\d*)\.xml<\/loc>/g)].map((match) => match[1]);
}

export function checkSitemapIndex(xml: string, truths: StoreTruths): string[] {
  const problems: string[] = [];
  const parts = sitemapParts(xml);
  const files = (count: number) => Math.max(1, Math.ceil(count / URLS_PER_SITEMAP));
  expectEqual(problems, 'sitemap brief files', parts.filter((part) => part.startsWith('briefs-')).length, files(truths.publishedBriefs));
  expectEqual(problems, 'sitemap profile files', parts.filter((part) => part.startsWith('profiles-')).length, files(truths.profiles));
  return problems;
}

export function checkSitemapPart(xml: string, truths: StoreTruths, part: string): string[] {
  const problems: string[] = [];
  const match = /^briefs-(\d+)$/.exec(part);
  if (!match) return problems;
  const index = Number(match[1]);
  const expected = Math.max(0, Math.min(URLS_PER_SITEMAP, truths.publishedBriefs - (index - 1) * URLS_PER_SITEMAP));
  expectEqual(problems, `URLs in ${part}.xml`, xml.match(/<url>/g)?.length ?? 0, expected);
  return problems;
}
