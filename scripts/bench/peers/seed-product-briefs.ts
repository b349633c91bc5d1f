/**
 * At least `count` published briefs on the product, each written as a creator writes one (their
 * profile, then saveMyBrief with the user pool's access token), beside the sample content; then
 * every brief the API key lists, page by page, so the peer can serve the very same records.
 */
import { Pool } from 'undici';
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

export async function seedProductBriefs(options: { graphqlUrl: string; accessToken: string; client: GraphqlClient; count: number }): Promise<Record<string, unknown>[]> {
  const existing = await listAllBriefs(options.client);
  const missing = options.count - existing.length;
  if (missing <= 0) return existing;
  const url = new URL(options.graphqlUrl);
  const pool = new Pool(url.origin, { connections: 1 });
  const asCreator = async (query: string, variables: Record<string, unknown>) => {
    const response = await pool.request({
      path: url.pathname,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: options.accessToken },
      body: JSON.stringify({ query, variables }),
    });
    const answer = (await response.body.json()) as { errors?: unknown[] };
    if (response.statusCode !== 200 || answer.errors?.length) throw new Error(`a creator's write failed: ${JSON.stringify(answer).slice(0, 300)}`);
  };
  try {
    await asCreator(SAVE_PROFILE, { username: 'bench-peers', displayName: 'Bench creator', bio: 'Writes the briefs the peers bench lists.' });
    for (let index = 0; index < missing; index++) {
      await asCreator(SAVE_BRIEF, {
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
