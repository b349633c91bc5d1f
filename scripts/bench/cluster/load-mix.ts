/**
 * The requests of the mixed load, one at a time, drawn at random with fixed weights: what a guest's
 * browser asks for, and what a signed-in creator's does. The weights are documented in
 * scripts/bench/cluster.bench.ts; REQUEST_KINDS names the rows the bench prints.
 */
import { randomUUID } from 'node:crypto';
import { CACHE_TAGS } from '../../../lib/data/cache-tags';
import type { SiteContent } from './site-content';
import { SAVE_BRIEF, type SignedInUser } from './signed-in-users';

export const REQUEST_KINDS = [
  'page (cacheable)',
  'page (query string)',
  'static file',
  'GraphQL (API key)',
  'page (signed in)',
  'GraphQL (user pool)',
  'edit + revalidate',
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** One request of a mix; `Kind` names its row (the readers bench has kinds of its own). */
export type LoadRequest<Kind extends string = RequestKind> = {
  kind: Kind;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** A GraphQL answer: 200 with `errors` counts as an error. */
  isGraphql?: boolean;
  /** A 3xx counts as an error too (the readers bench asks only for addresses the site links to). */
  isRedirectAnError?: boolean;
};

export type MixTarget = {
  content: SiteContent;
  graphqlPath: string;
  apiKey: string;
  /** PUBLIC_URL: the Origin a browser on the site sends with the revalidation POST. */
  publicOrigin: string;
};

const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'banwatch-cluster-bench' };
const STATIC_HEADERS = { accept: '*/*', 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'banwatch-cluster-bench' };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
/** A tracking tag as shared links carry them: the page is the same, the cache key is not. */
const campaign = () => `utm_source=${pick(['newsletter', 'x', 'rss'])}&utm_campaign=c${Math.floor(Math.random() * 10_000)}`;

/** Picks one of the weighted choices. */
function weighted<T>(choices: readonly (readonly [number, () => T])[]): T {
  const total = choices.reduce((sum, [weight]) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [weight, make] of choices) {
    roll -= weight;
    if (roll < 0) return make();
  }
  return choices[choices.length - 1][1]();
}

const page = (kind: RequestKind, path: string, cookie?: string): LoadRequest => ({
  kind,
  method: 'GET',
  path,
  headers: cookie ? { ...PAGE_HEADERS, cookie } : PAGE_HEADERS,
});

function graphql(kind: RequestKind, target: MixTarget, auth: Record<string, string>, query: string, variables: Record<string, unknown>): LoadRequest {
  return {
    kind,
    method: 'POST',
    path: target.graphqlPath,
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ query, variables }),
    isGraphql: true,
  };
}

const LISTING = `query ($limit: Int) { listBriefByStatusAndBlogDate(status: PUBLISHED, sortDirection: DESC, limit: $limit) {
  items { id title slug description username blogDate categories tags thumbnail views } nextToken } }`;
const BRIEF_BY_SLUG = `query ($slug: String!) { listBriefBySlug(slug: $slug) { items { id title slug description longDescription
  username userImage blogDate month categories tags warfareTags thumbnail views shares profileId } } }`;
const PROFILE_BY_USERNAME = `query ($username: String!) { listProfileByUsername(username: $username) { items { id username displayName
  bio avatarUrl totalBans totalEstimatedLoss platformsAffected bannedPlatforms limitedPlatforms } } }`;
const SEARCH = `query ($q: String!) { searchContent(q: $q) { total page hits { kind id title snippet slug username } } }`;
const RECORD_VIEW = `mutation ($id: ID!, $visitorId: String!) { recordView(model: Brief, id: $id, visitorId: $visitorId) { views counted } }`;
const MY_PROFILE = `query ($userId: String!) { listProfileByUserId(userId: $userId) { items { id username displayName bio totalBans } } }`;
const MY_BRIEFS = `query ($profileId: ID!) { listBriefByProfileId(profileId: $profileId) { items { id title slug status blogDate updatedAt } nextToken } }`;
const MY_UNPUBLISHED = `query ($profileId: ID!) { listUnpublishedBriefByProfileId(profileId: $profileId) { items { id title slug status blogDate updatedAt } nextToken } }`;

/** One request of a guest (28 of the 32 connections by default). */
export function guestRequest(target: MixTarget): LoadRequest {
  const { content } = target;
  const apiKey = { 'x-api-key': target.apiKey };
  const slugOfPath = (path: string) => path.slice('/briefs/'.length);
  return weighted<LoadRequest>([
    // Shareable pages, which the page cache may answer (1 s) and Next's cache behind it.
    [8, () => page('page (cacheable)', '/')],
    [5, () => page('page (cacheable)', '/briefs')],
    [10, () => page('page (cacheable)', pick(content.briefPaths))],
    [3, () => page('page (cacheable)', '/profiles')],
    [6, () => page('page (cacheable)', pick(content.profilePaths))],
    [3, () => page('page (cacheable)', pick(['/platforms', ...content.platformPaths]))],
    // Query strings with many values (searches, filters, campaign tags on shared links): most
    // miss the page cache and render per request.
    [4, () => page('page (query string)', `/search?q=${encodeURIComponent(`${pick(content.searchWords)} ${pick(content.searchWords)}`)}`)],
    [3, () => page('page (query string)', `/briefs?${pick([`category=${encodeURIComponent(pick(content.categories))}`, 'page=2'])}&${campaign()}`)],
    [2, () => page('page (query string)', `${pick(['/', '/profiles', ...content.briefPaths])}?${campaign()}`)],
    [2, () => page('page (query string)', `${pick(content.platformPaths)}?show=${pick(['active', 'appeal', 'restored'])}&${campaign()}`)],
    // What the browser loads beside the HTML (its cache is cold: a new visitor).
    [30, () => ({ kind: 'static file', method: 'GET', path: pick(content.staticPaths), headers: STATIC_HEADERS })],
    // The public Data API, as the site's client code and open-data readers call it.
    [5, () => graphql('GraphQL (API key)', target, apiKey, LISTING, { limit: pick([9, 50]) })],
    [5, () => graphql('GraphQL (API key)', target, apiKey, BRIEF_BY_SLUG, { slug: slugOfPath(pick(content.briefPaths)) })],
    [3, () => graphql('GraphQL (API key)', target, apiKey, PROFILE_BY_USERNAME, { username: pick(content.profilePaths).slice('/profiles/'.length) })],
    [3, () => graphql('GraphQL (API key)', target, apiKey, SEARCH, { q: pick(content.searchWords) })],
    // A brief page's view counter: a write on the API key, once per visitor and brief a day.
    [4, () => graphql('GraphQL (API key)', target, apiKey, RECORD_VIEW, { id: pick(content.briefs).id, visitorId: randomUUID() })],
  ]);
}

/** One request of a signed-in creator (reads; the edits come from editRequests on a timer). */
export function userRequest(target: MixTarget, user: SignedInUser): LoadRequest {
  const auth = { authorization: user.accessToken };
  return weighted<LoadRequest>([
    // Signed-in pages: the sign-in cookies keep them out of the page cache.
    [10, () => page('page (signed in)', pick(['/me', '/me/briefs', '/me/profile']), user.cookie)],
    [15, () => page('page (signed in)', pick([...target.content.briefPaths.slice(0, 10), `/briefs/${user.brief.slug}`, `/profiles/${user.username}`]), user.cookie)],
    // What /me/briefs then reads in the browser, on user-pool auth.
    [10, () => graphql('GraphQL (user pool)', target, auth, MY_PROFILE, { userId: user.sub })],
    [15, () => graphql('GraphQL (user pool)', target, auth, MY_BRIEFS, { profileId: user.profileId })],
    [10, () => graphql('GraphQL (user pool)', target, auth, MY_UNPUBLISHED, { profileId: user.profileId })],
  ]);
}

/** A creator's edit as the editor sends it: the save, then the site's refresh of the pages it changed. */
export function editRequests(target: MixTarget, user: SignedInUser, revision: number): [LoadRequest, LoadRequest] {
  const save = graphql('edit + revalidate', target, { authorization: user.accessToken }, SAVE_BRIEF, {
    id: user.brief.id,
    title: user.brief.title,
    description: `Revision ${revision} of a brief the cluster benchmark edits while it reads.`,
    categories: 'Discipline',
    status: 'PUBLISHED',
  });
  const refresh: LoadRequest = {
    kind: 'edit + revalidate',
    method: 'POST',
    path: '/api/revalidate',
    headers: { 'content-type': 'application/json', origin: target.publicOrigin, cookie: user.cookie },
    body: JSON.stringify({
      tags: [CACHE_TAGS.briefs, CACHE_TAGS.profiles],
      paths: ['/', '/briefs', `/briefs/${user.brief.slug}`, `/profiles/${user.username}`],
    }),
  };
  return [save, refresh];
}
