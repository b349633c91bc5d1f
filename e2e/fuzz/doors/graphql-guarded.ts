import { hugeString, malformedValue, PROTOTYPE_NAMES } from '../malformed-values';
import type { FuzzContext, FuzzTargets } from '../fuzz-context';
import type { FuzzRequest } from '../fuzz-request';
import type { SeededRandom } from '../seeded-random';

/**
 * The moderation, trail, inbox and consent operations with hostile arguments, sent as a guest (API
 * key) or as the fuzz user (signed in, no group, owning nothing): their answers must never carry
 * what those callers may not have, such as a hidden record, a moderator's step, evidence on someone
 * else's record or whose an anonymised record is.
 */
interface GuardedDocument {
  query: string;
  /** Argument names, each given a hostile value or, sometimes, a plausible one (a real target id). */
  plausible: (targets: FuzzTargets) => Record<string, readonly unknown[]>;
  /** What no answer to it may match, for these callers. */
  forbidden?: (targets: FuzzTargets) => RegExp;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MODERATED = ['PlatformBan', 'ShadowbanExperience', 'Profile', 'Brief', 'Stream', 'Personality'];
const TRAIL = ['PlatformBan', 'ShadowbanExperience'];
const reasons = ['Spam.', ''];

const DOCUMENTS: readonly GuardedDocument[] = [
  {
    query: 'mutation($model: ModeratedModel!, $id: ID!, $reason: String!) { hideRecord(model: $model, id: $id, reason: $reason) { id recordId record } }',
    plausible: (t) => ({ model: MODERATED, id: [t.anonymousBanId, t.profileId], reason: reasons }),
    forbidden: () => /"hideRecord":\{/,
  },
  {
    query: 'mutation($model: ModeratedModel!, $id: ID!, $reason: String!) { restoreRecord(model: $model, id: $id, reason: $reason) }',
    plausible: (t) => ({ model: MODERATED, id: [t.anonymousBanId, t.profileId], reason: reasons }),
    forbidden: () => /"restoreRecord":true/,
  },
  {
    query: 'mutation($model: ModeratedModel!, $id: ID!, $reason: String!, $contactEmail: AWSEmail) { reportRecord(model: $model, id: $id, reason: $reason, contactEmail: $contactEmail) }',
    plausible: (t) => ({ model: MODERATED, id: [t.anonymousBanId], reason: reasons, contactEmail: ['a@b.c', 'x@'] }),
  },
  {
    query:
      'mutation($recordModel: TrailRecordModel!, $recordId: ID!, $authorName: String!, $authorRole: ReplyAuthorRole!, $body: String!, $contactEmail: AWSEmail) { submitRecordReply(recordModel: $recordModel, recordId: $recordId, authorName: $authorName, authorRole: $authorRole, body: $body, contactEmail: $contactEmail) }',
    plausible: (t) => ({ recordModel: TRAIL, recordId: [t.anonymousBanId], authorName: ['A'], authorRole: ['PLATFORM', 'CREATOR', 'THIRD_PARTY'], body: ['x'], contactEmail: ['a@b.c'] }),
  },
  {
    query: 'mutation($id: ID!, $publish: Boolean!, $reason: String) { decideRecordReply(id: $id, publish: $publish, reason: $reason) { id status } }',
    plausible: (t) => ({ id: [t.anonymousBanId], publish: [true, false], reason: reasons }),
    forbidden: () => /"decideRecordReply":\{/,
  },
  {
    query:
      'mutation($recordModel: TrailRecordModel!, $recordId: ID!, $level: VerificationLevel!, $note: String!, $source: VerificationSource, $sourceUrl: String) { setRecordVerification(recordModel: $recordModel, recordId: $recordId, level: $level, note: $note, source: $source, sourceUrl: $sourceUrl) { id level } }',
    plausible: (t) => ({ recordModel: TRAIL, recordId: [t.anonymousBanId], level: ['CONFIRMED', 'DISPUTED', 'SELF_REPORTED'], note: ['n'], source: ['PRESS'], sourceUrl: ['javascript:alert(1)', 'https://example.org/'] }),
    forbidden: () => /"setRecordVerification":\{/,
  },
  {
    query: 'mutation($name: String!, $email: AWSEmail!, $subject: String, $message: String!) { sendContactMessage(name: $name, email: $email, subject: $subject, message: $message) }',
    plausible: () => ({ name: ['A'], email: ['a@b.c', 'A@B.C '], subject: ['s'], message: ['m'] }),
  },
  {
    query: 'mutation($email: AWSEmail!) { subscribeNewsletter(email: $email) }',
    plausible: () => ({ email: ['a@b.c', 'A@B.C', '"a"@b.c', 'a@[127.0.0.1]'] }),
  },
  {
    query:
      'mutation($id: ID, $platformId: ID!, $isAnonymous: Boolean, $explanation: String, $dateOfBan: AWSDate, $appealStatus: AppealStatus, $evidence: String) { saveMyPlatformBan(id: $id, platformId: $platformId, isAnonymous: $isAnonymous, explanation: $explanation, dateOfBan: $dateOfBan, appealStatus: $appealStatus, evidence: $evidence) { id profileId isAnonymous } }',
    plausible: (t) => ({ id: [t.anonymousBanId], platformId: ['youtube'], isAnonymous: [true, false, 'true', 1], explanation: ['x'], dateOfBan: ['2024-02-30', '2024-01-01'], appealStatus: ['PENDING'], evidence: ['e'] }),
    // Someone else's ban, edited (and perhaps named again) by a caller who does not own it.
    forbidden: (t) => new RegExp(`"saveMyPlatformBan":\\{"id":"${escaped(t.anonymousBanId)}"`),
  },
  {
    query:
      'mutation($id: ID, $platform: String!, $category: String!, $description: String!, $restrictionType: String!, $date: AWSDate!, $isAnonymous: Boolean) { saveMyShadowbanReport(id: $id, platform: $platform, category: $category, description: $description, restrictionType: $restrictionType, date: $date, isAnonymous: $isAnonymous) { id profileId isAnonymous } }',
    plausible: (t) => ({ id: [t.anonymousBanId], platform: ['youtube'], category: ['c'], description: ['d'], restrictionType: ['search'], date: ['2024-01-01'], isAnonymous: [true, null] }),
    forbidden: (t) => new RegExp(`"saveMyShadowbanReport":\\{"id":"${escaped(t.anonymousBanId)}"`),
  },
  {
    query: 'mutation($recordModel: TrailRecordModel!, $recordId: ID!, $text: String, $uploadKey: String, $supersedes: ID) { submitMyEvidence(recordModel: $recordModel, recordId: $recordId, text: $text, uploadKey: $uploadKey, supersedes: $supersedes) { id recordId } }',
    plausible: (t) => ({ recordModel: TRAIL, recordId: [t.anonymousBanId], text: ['t'], uploadKey: ['evidence-uploads/../evidence-items/x', `evidence-uploads/${t.profileId}/x.png`], supersedes: [t.anonymousBanId] }),
    forbidden: (t) => new RegExp(`"submitMyEvidence":\\{[^}]*${escaped(t.anonymousBanId)}`),
  },
  {
    query: 'mutation($recordModel: TrailRecordModel!, $recordId: ID!, $kind: AppealEventKind!, $date: AWSDate!, $note: String) { addMyAppealEvent(recordModel: $recordModel, recordId: $recordId, kind: $kind, date: $date, note: $note) { id recordId } }',
    plausible: (t) => ({ recordModel: TRAIL, recordId: [t.anonymousBanId], kind: ['FILED', 'RESTORED'], date: ['2024-01-01', '0000-01-01'], note: ['n'] }),
    forbidden: (t) => new RegExp(`"addMyAppealEvent":\\{[^}]*${escaped(t.anonymousBanId)}`),
  },
  // Whose an anonymised record is: its owner and moderators only, by no door.
  ...[
    'query($id: ID!) { getAnonymousAuthorship(id: $id) { id profileId recordModel recordId owner } }',
    'query($profileId: ID!, $limit: Int, $nextToken: String) { listAnonymousAuthorshipByProfileId(profileId: $profileId, limit: $limit, nextToken: $nextToken) { items { id profileId recordModel recordId } nextToken } }',
    'query($filter: ModelAnonymousAuthorshipFilterInput, $limit: Int) { listAnonymousAuthorships(filter: $filter, limit: $limit) { items { id profileId recordModel recordId } } }',
  ].map(
    (query): GuardedDocument => ({
      query,
      plausible: (t) => ({
        id: [`PlatformBan#${t.anonymousBanId}`, t.anonymousBanId],
        profileId: [t.profileId],
        limit: [1, 1000],
        filter: [{ profileId: { eq: t.profileId } }, { recordId: { eq: t.anonymousBanId } }, { or: [{ profileId: { beginsWith: '' } }] }],
      }),
      forbidden: (t) => new RegExp(`"profileId":"${escaped(t.profileId)}"|"recordId":"${escaped(t.anonymousBanId)}"`),
    }),
  ),
];

function hostileArgument(random: SeededRandom): unknown {
  return random.chance(0.25) ? hugeString(random, random.pick([10_000, 100_000])) : malformedValue(random);
}

/** `count` guarded operations with hostile variables, each with the rule its answer must keep. */
export function guardedGraphqlRequests(random: SeededRandom, context: FuzzContext, count: number): FuzzRequest[] {
  const { targets } = context;
  return random.many(count, () => {
    const document = random.pick(DOCUMENTS);
    const plausible = document.plausible(targets);
    const names = Object.keys(plausible);
    // Half the time one argument is hostile and the rest plausible, so most get past type checks to the rules.
    const hostile = random.chance(0.5) ? new Set([random.pick(names)]) : new Set(names.filter(() => random.chance(0.5)));
    const variables = Object.create(null) as Record<string, unknown>;
    for (const name of names) {
      if (random.chance(0.05)) continue;
      variables[name] = hostile.has(name) ? hostileArgument(random) : random.pick(plausible[name]);
    }
    if (random.chance(0.2)) variables[random.pick(PROTOTYPE_NAMES)] = malformedValue(random);
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-api-key': context.apiKey };
    if (random.chance(0.5)) headers.authorization = context.accessToken;
    return {
      door: 'GraphQL',
      method: 'POST',
      path: '/_aws/graphql/graphql',
      headers,
      body: Buffer.from(JSON.stringify({ query: document.query, variables: random.chance(0.9) ? variables : malformedValue(random) })),
      expect: document.forbidden ? { forbidden: document.forbidden(targets) } : undefined,
    };
  });
}
