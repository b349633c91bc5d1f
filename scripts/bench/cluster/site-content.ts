/**
 * What the mixed load asks for, read from the running site as a visitor finds it (the sample
 * content is seeded at start, so nothing is assumed): the briefs of the RSS feed, the profiles and
 * platforms the listings link to, the static files the home page and a brief page load, brief
 * ids from the public GraphQL listing, and search words taken from the briefs' titles.
 */
import { Pool } from 'undici';
import { BRIEF_CATEGORIES } from '../../../amplify/data/brief-rules';

export type SiteContent = {
  briefPaths: string[];
  profilePaths: string[];
  platformPaths: string[];
  /** /_next/static/…, /artwork/… and /amplify-outputs.js: what a browser loads beside the HTML. */
  staticPaths: string[];
  briefs: { id: string; slug: string }[];
  searchWords: string[];
  categories: readonly string[];
};

export type PublicApi = { graphqlPath: string; apiKey: string };

const PUBLISHED_BRIEFS_QUERY = `query ($limit: Int) {
  listBriefByStatusAndBlogDate(status: PUBLISHED, sortDirection: DESC, limit: $limit) { items { id slug title } }
}`;
/** Words too common to say anything about search. */
const STOP_WORDS = new Set(['the', 'and', 'for', 'with', 'your', 'you', 'when', 'how', 'what', 'without', 'from', 'that', 'this', 'like', 'into']);

export async function readSiteContent(pool: Pool, api: PublicApi): Promise<SiteContent> {
  const feed = await readText(pool, '/briefs/feed.xml');
  const briefPaths = unique([...feed.matchAll(/<link>[^<]*?(\/briefs\/[^<]+)<\/link>/g)].map((match) => match[1]));
  const profilePaths = unique(linksIn(await readText(pool, '/profiles'), /^\/profiles\/[a-z0-9_-]+$/));
  const platformPaths = unique(linksIn(await readText(pool, '/platforms'), /^\/platforms\/[a-z0-9-]+$/));
  const home = await readText(pool, '/');
  const briefPage = briefPaths[0] ? await readText(pool, briefPaths[0]) : '';
  const staticPaths = unique([...assetsIn(home), ...assetsIn(briefPage), '/amplify-outputs.js']);

  const answer = await postGraphql(pool, api, { query: PUBLISHED_BRIEFS_QUERY, variables: { limit: 100 } });
  const items = (answer as { data?: { listBriefByStatusAndBlogDate?: { items: { id: string; slug: string; title: string }[] } } }).data
    ?.listBriefByStatusAndBlogDate?.items;
  if (!items?.length) throw new Error(`the public brief listing answered no briefs: ${JSON.stringify(answer).slice(0, 300)}`);
  const searchWords = unique(
    items.flatMap((brief) => brief.title.toLowerCase().split(/[^a-z]+/)).filter((word) => word.length > 3 && !STOP_WORDS.has(word)),
  );

  const content: SiteContent = {
    briefPaths,
    profilePaths,
    platformPaths,
    staticPaths,
    briefs: items.map(({ id, slug }) => ({ id, slug })),
    searchWords,
    categories: BRIEF_CATEGORIES,
  };
  for (const [name, list] of Object.entries(content)) {
    if (Array.isArray(list) && list.length === 0) throw new Error(`found no ${name} on the site`);
  }
  return content;
}

export async function readText(pool: Pool, path: string): Promise<string> {
  const response = await pool.request({ path, method: 'GET' });
  const text = await response.body.text();
  if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
  return text;
}

export async function postGraphql(pool: Pool, api: PublicApi, body: { query: string; variables?: Record<string, unknown> }): Promise<unknown> {
  const response = await pool.request({
    path: api.graphqlPath,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': api.apiKey },
    body: JSON.stringify(body),
  });
  const answer: unknown = await response.body.json();
  if (response.statusCode !== 200) throw new Error(`GraphQL answered ${response.statusCode}: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
}

/** Site-relative link targets in the HTML that match `pattern` (query strings and fragments left out). */
export function linksIn(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(/href="(\/[^"?#]*)"/g)].map((match) => match[1]).filter((path) => pattern.test(path));
}

function assetsIn(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/(?:_next\/static|artwork)\/[^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
