import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keepLatest, type SignInEntry, type SignInHistoryPort } from './sign-in-history';

/**
 * The sign-ins table on AWS (declared in amplify/backend.ts; its name reaches the functions as
 * SIGN_INS_TABLE_NAME). One item per user, key `userSub`, holding the newest sign-ins in a list,
 * so a page reads one item and the list can never grow past what keepLatest keeps. Writes are
 * conditional on the item's version, so two sign-ins at once both land.
 */
// Not `*_TABLE`: that suffix names a data model's table (amplify/synth.test.ts holds functions to it).
export const SIGN_INS_TABLE_VARIABLE = 'SIGN_INS_TABLE_NAME';

export function signInsTableName(): string {
  const name = process.env[SIGN_INS_TABLE_VARIABLE];
  if (!name) throw new Error(`${SIGN_INS_TABLE_VARIABLE} is not set (amplify/backend.ts sets it).`);
  return name;
}

interface SignInsItem {
  userSub: string;
  signIns: SignInEntry[];
  version: number;
}

const WRITE_ATTEMPTS = 3;

export function createDynamoDbSignIns(documents: DynamoDBDocumentClient, table: string): SignInHistoryPort {
  const read = async (userSub: string): Promise<SignInsItem | null> =>
    ((await documents.send(new GetCommand({ TableName: table, Key: { userSub }, ConsistentRead: true }))).Item as SignInsItem | undefined) ?? null;
  return {
    async addSignIn(userSub, entry, keep) {
      for (let attempt = 1; ; attempt += 1) {
        const item = await read(userSub);
        const next: SignInsItem = { userSub, signIns: keepLatest(item?.signIns ?? [], entry, keep), version: (item?.version ?? 0) + 1 };
        try {
          await documents.send(
            new PutCommand({
              TableName: table,
              Item: next,
              ConditionExpression: item ? '#version = :version' : 'attribute_not_exists(userSub)',
              ExpressionAttributeNames: item ? { '#version': 'version' } : undefined,
              ExpressionAttributeValues: item ? { ':version': item.version } : undefined,
            }),
          );
          return;
        } catch (error) {
          if (!(error instanceof ConditionalCheckFailedException) || attempt >= WRITE_ATTEMPTS) throw error;
        }
      }
    },
    async listSignIns(userSub) {
      return [...((await read(userSub))?.signIns ?? [])].sort((a, b) => b.signedInAt.localeCompare(a.signedInAt));
    },
  };
}
