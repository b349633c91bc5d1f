import { randomUUID } from 'node:crypto';
import type { FuzzTargets } from './fuzz-context';

/** One GraphQL call as a signed-in user; its data, or an error naming what the server refused. */
async function graphqlAs<T>(baseUrl: string, accessToken: string, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${baseUrl}/_aws/graphql/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: accessToken },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!answer.data || answer.errors?.length) throw new Error(`the fuzz targets could not be made: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/** A creator profile for the user `accessToken` signs in, named after `label`; its id. */
export async function createFuzzProfile(baseUrl: string, accessToken: string, label: string): Promise<string> {
  const suffix = randomUUID().slice(0, 8);
  const { saveMyProfile } = await graphqlAs<{ saveMyProfile: { id: string } }>(
    baseUrl,
    accessToken,
    'mutation($username: String!, $displayName: String!) { saveMyProfile(username: $username, displayName: $displayName) { id } }',
    { username: `${label}-${suffix}`, displayName: `Fuzz ${label} ${suffix}` },
  );
  return saveMyProfile.id;
}

/**
 * A profile and an anonymised ban of a user the doors never sign in as: what a guest or the fuzz
 * user reaching its authorship, hiding it or editing it would show in an answer.
 */
export async function createFuzzTargets(baseUrl: string, accessToken: string): Promise<FuzzTargets> {
  const profileId = await createFuzzProfile(baseUrl, accessToken, 'fuzz-target');
  const { saveMyPlatformBan } = await graphqlAs<{ saveMyPlatformBan: { id: string } }>(
    baseUrl,
    accessToken,
    'mutation($platformId: ID!, $dateOfBan: AWSDate, $explanation: String, $isAnonymous: Boolean) { saveMyPlatformBan(platformId: $platformId, dateOfBan: $dateOfBan, explanation: $explanation, isAnonymous: $isAnonymous) { id } }',
    { platformId: 'youtube', dateOfBan: new Date().toISOString().slice(0, 10), explanation: 'A ban the fuzz suite tries to reach.', isAnonymous: true },
  );
  return { profileId, anonymousBanId: saveMyPlatformBan.id };
}
