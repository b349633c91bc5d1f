/**
 * At least `count` published briefs on the product, each written as a creator writes one (their
 * profile, then saveMyBrief with the user pool's access token), beside the sample content; then
 * every brief the API key lists, page by page, so the peer can serve the very same records. An
 * account writes at most NEW_BRIEFS_PER_CREATOR_HOUR new briefs an hour, so the briefs are spread
 * over the bench's signed-in users.
 */
import { randomBytes } from 'node:crypto';
import { Pool } from 'undici';
import { NEW_BRIEFS_PER_CREATOR_HOUR } from '../../../amplify/data/creator-records/new-record-quota';
import type { GraphqlClient } from './graphql-client';
import { LIST_BRIEFS_QUERY } from './graphql-documents';

const SAVE_PROFILE = `mutation ($username: String!, $displayName: String!, $bio: String) {
  saveMyProfile(username: $username, displayName: $displayName, bio: $bio) { id }
}`;
const SAVE_BRIEF = `mutation ($title: String!, $description: String!, $longDescription: String, $categories: String!, $tags: [String], $status: BriefStatus!) {
  saveMyBrief(title: $title, description: $description, longDescription: $longDescription, categories: $categories, tags: $tags, status: $status) { id }
}`;

type ListPage = { listBriefs: { items: Record<string, unknown>[]; nextToken: string | null } };

export async function listAllBriefs(client: GraphqlClient): Promise<Record<string, unknown>[]> {
  const briefs: Record<string, unknown>[] = [];
  let nextToken: string | null = null;
  do {
    const page = (await client.request(LIST_BRIEFS_QUERY, { limit: 100, nextToken })) as ListPage;
    briefs.push(...page.listBriefs.items);
    nextToken = page.listBriefs.nextToken;
  } while (nextToken);
  return briefs;
}

export async function seedProductBriefs(options: { graphqlUrl: string; accessTokens: readonly string[]; client: GraphqlClient; count: number }): Promise<Record<string, unknown>[]> {
  const existing = await listAllBriefs(options.client);
  const missing = options.count - existing.length;
  if (missing <= 0) return existing;
  const writers = Math.ceil(missing / NEW_BRIEFS_PER_CREATOR_HOUR);
  if (writers > options.accessTokens.length) throw new Error(`${missing} briefs need ${writers} writers; the bench signed in ${options.accessTokens.length}`);
  const url = new URL(options.graphqlUrl);
  const pool = new Pool(url.origin, { connections: 1 });
  const asCreator = async (accessToken: string, query: string, variables: Record<string, unknown>) => {
    const response = await pool.request({
      path: url.pathname,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: accessToken },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await response.body.json()) as { errors?: unknown[] };
    if (response.statusCode !== 200 || answer.errors?.length) throw new Error(`a creator's write failed: ${JSON.stringify(answer).slice(0, 300)}`);
  };
  // Usernames of this run's own: a store kept from an earlier run still holds that run's.
  const run = randomBytes(3).toString('hex');
  try {
    for (let index = 0; index < missing; index++) {
      const writer = Math.floor(index / NEW_BRIEFS_PER_CREATOR_HOUR);
      const accessToken = options.accessTokens[writer];
      if (index % NEW_BRIEFS_PER_CREATOR_HOUR === 0) {
        await asCreator(accessToken, SAVE_PROFILE, { username: `bench-peers-${run}-${writer}`, displayName: 'Bench creator', bio: 'Writes the briefs the peers bench lists.' });
      }
      await asCreator(accessToken, SAVE_BRIEF, {
        title: `Bench brief ${index}: keeping an audience when a platform turns`,
        description: 'How creators keep publishing when a platform restricts them.',
        longDescription: 'A longer text about discipline under pressure. '.repeat(30),
        categories: 'Discipline',
        tags: ['discipline', 'platforms', 'bench'],
        status: 'PUBLISHED',
      });
    }
  } finally {
    await pool.close();
  }
  return listAllBriefs(options.client);
}
