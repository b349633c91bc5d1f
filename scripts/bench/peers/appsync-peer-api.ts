/**
 * The API the AppSync simulator serves for the bench: the Brief type and listBriefs as the product
 * declares them (the fields LIST_BRIEFS_QUERY selects), and the contact form's sendContactMessage
 * mutation. The Amplify CLI's mock would back these with DynamoDB Local, which needs Java (not on
 * this machine); the simulator's Lambda data source is the other way it runs resolvers locally, so
 * both fields resolve through one in-process function over an in-memory store, with request and
 * response mapping templates as Amplify writes them for a Lambda resolver.
 */
import { randomUUID } from 'node:crypto';

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
  "payload": { "fieldName": "$ctx.info.fieldName", "arguments": $util.toJson($ctx.arguments) }
}`;
export const INVOKE_RESPONSE_TEMPLATE = `#if($ctx.error)
  $util.error($ctx.error.message, $ctx.error.type)
#end
$util.toJson($ctx.result)`;

interface InvokeEvent {
  fieldName: string;
  arguments: Record<string, unknown>;
}

const DEFAULT_LIMIT = 100;

/** The function behind both fields: briefs read in pages (nextToken is the offset), messages kept in a Map. */
export function createPeerResolver(briefs: Record<string, unknown>[]): (event: InvokeEvent) => Promise<unknown> {
  const messages = new Map<string, Record<string, unknown>>();
  return async ({ fieldName, arguments: args }) => {
    if (fieldName === 'listBriefs') {
      const offset = typeof args.nextToken === 'string' ? Number(Buffer.from(args.nextToken, 'base64url').toString()) : 0;
      const limit = typeof args.limit === 'number' ? args.limit : DEFAULT_LIMIT;
      const end = offset + limit;
      return { items: briefs.slice(offset, end), nextToken: end < briefs.length ? Buffer.from(String(end)).toString('base64url') : null };
    }
    if (fieldName === 'sendContactMessage') {
      const now = new Date().toISOString();
      const id = randomUUID();
      messages.set(id, { ...args, id, createdAt: now, updatedAt: now });
      return true;
    }
    throw new Error(`no resolver for ${fieldName}`);
  };
}
