/**
 * The API the AppSync simulator serves for the bench: the Brief type and listBriefs as the product
 * declares them (the fields LIST_BRIEFS_QUERY selects), and the contact form's sendContactMessage
 * mutation. The Amplify CLI's mock would back these with DynamoDB Local, which needs Java (not on
 * this machine); the simulator's Lambda data source is the other way it runs resolvers locally, so
 * both fields resolve through one in-process function over an in-memory store, with request and
 * response mapping templates as Amplify writes them for a Lambda resolver.
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createInMemoryRecordsPort } from '../../../amplify/data/creator-records/in-memory-records-port.test-helper';
import { sendContactMessage } from '../../../amplify/data/site/inbox-operations';
import { viewerAddressOf } from '../../../amplify/functions/moderation/viewer-address';

export const PEER_SCHEMA = `
enum BriefStatus { DRAFT PUBLISHED ARCHIVED }
type Brief {
  id: ID!
  userId: String!
  title: String!
  slug: String!
  description: String!
  username: String!
  blogDate: AWSDate!
  month: String!
  categories: String!
  profileId: ID!
  longDescription: String
  thumbnail: String
  userImage: String
  tags: [String]
  warfareTags: [String]
  status: BriefStatus
  views: Int
  shares: Int
  featured: Boolean
  createdAt: AWSDateTime!
  updatedAt: AWSDateTime!
}
input ModelStringInput { eq: String, ne: String, beginsWith: String }
input ModelBriefFilterInput { id: ModelStringInput, slug: ModelStringInput, categories: ModelStringInput }
type ModelBriefConnection { items: [Brief]!, nextToken: String }
type Query { listBriefs(filter: ModelBriefFilterInput, limit: Int, nextToken: String): ModelBriefConnection }
type Mutation { sendContactMessage(name: String!, email: AWSEmail!, subject: String, message: String!): Boolean }
schema { query: Query, mutation: Mutation }
`;

/** The Lambda resolver's request template: the field and its arguments as the event. */
export const INVOKE_REQUEST_TEMPLATE = `{
  "version": "2018-05-29",
  "operation": "Invoke",
  "payload": { "fieldName": "$ctx.info.fieldName", "arguments": $util.toJson($ctx.arguments), "headers": $util.toJson($ctx.request.headers) }
}`;
export const INVOKE_RESPONSE_TEMPLATE = `#if($ctx.error)
  $util.error($ctx.error.message, $ctx.error.type)
#end
$util.toJson($ctx.result)`;

interface InvokeEvent {
  fieldName: string;
  arguments: Record<string, unknown>;
  headers?: Record<string, string | undefined>;
}

const DEFAULT_LIMIT = 100;

/**
 * The function behind both fields: briefs read in pages (nextToken is the offset); a message sent
 * as the moderation function sends it on AWS (amplify/functions/moderation/handler.ts: the visitor
 * keyed by a hash of the address the load balancer forwarded for, the same rules and hourly
 * quota), over an in-memory store instead of DynamoDB.
 */
export function createPeerResolver(briefs: Record<string, unknown>[]): (event: InvokeEvent) => Promise<unknown> {
  const port = createInMemoryRecordsPort();
  const salt = randomBytes(32);
  return async ({ fieldName, arguments: args, headers }) => {
    if (fieldName === 'listBriefs') {
      const offset = typeof args.nextToken === 'string' ? Number(Buffer.from(args.nextToken, 'base64url').toString()) : 0;
      const limit = typeof args.limit === 'number' ? args.limit : DEFAULT_LIMIT;
      const end = offset + limit;
      return { items: briefs.slice(offset, end), nextToken: end < briefs.length ? Buffer.from(String(end)).toString('base64url') : null };
    }
    if (fieldName === 'sendContactMessage') {
      const visitorKey = createHmac('sha256', salt).update(viewerAddressOf(headers?.['x-forwarded-for'])).digest('base64url');
      await sendContactMessage(port, visitorKey, { now: new Date(), newId: randomUUID }, args);
      return true;
    }
    throw new Error(`no resolver for ${fieldName}`);
  };
}
