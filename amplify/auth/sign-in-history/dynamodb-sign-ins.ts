import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { LAST_SIGN_INS_KEPT, type SignInEntry, type SignInHistoryPort } from './sign-in-history';

/**
 * The sign-ins table on AWS (declared in amplify/backend.ts; its name reaches the functions as
 * SIGN_INS_TABLE_NAME). An item per sign-in under the user's `userSub`, sorted by `signInKey`
 * (the time, then a random tail so two at the same moment stay two): a write is one PutItem that
 * never waits on another, and after it the user's items beyond the newest `keep` are deleted.
 */
// Not `*_TABLE`: that suffix names a data model's table (amplify/synth.test.ts holds functions to it).
export const SIGN_INS_TABLE_VARIABLE = 'SIGN_INS_TABLE_NAME';

/** Items deleted per sign-in at most: enough to catch up after a burst, and a bounded write. */
const TRIM_BATCH = 10;

export function signInsTableName(): string {
  const name = process.env[SIGN_INS_TABLE_VARIABLE];
  if (!name) throw new Error(`${SIGN_INS_TABLE_VARIABLE} is not set (amplify/backend.ts sets it).`);
  return name;
}

interface SignInItem extends SignInEntry {
  userSub: string;
  signInKey: string;
}

export function createDynamoDbSignIns(documents: DynamoDBDocumentClient, table: string): SignInHistoryPort {
  const newest = async (userSub: string, limit: number, keysOnly = false) =>
    ((
      await documents.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'userSub = :userSub',
          ExpressionAttributeValues: { ':userSub': userSub },
          ScanIndexForward: false,
          Limit: limit,
          ConsistentRead: true,
          ...(keysOnly ? { ProjectionExpression: 'userSub, signInKey' } : {}),
        }),
      )
    ).Items ?? []) as SignInItem[];
  return {
    async addSignIn(userSub, entry, keep) {
      const item: SignInItem = { userSub, signInKey: `${entry.signedInAt}#${randomUUID()}`, ...entry };
      await documents.send(new PutCommand({ TableName: table, Item: item }));
      const beyond = (await newest(userSub, keep + TRIM_BATCH, true)).slice(keep);
      await Promise.all(beyond.map(({ signInKey }) => documents.send(new DeleteCommand({ TableName: table, Key: { userSub, signInKey } }))));
    },
    async listSignIns(userSub) {
      return (await newest(userSub, LAST_SIGN_INS_KEPT)).map(({ signedInAt, device, signInMark }) => ({ signedInAt, device, signInMark: signInMark ?? null }));
    },
  };
}
