import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { AppSyncResolverEvent } from 'aws-lambda';
import { tableOf } from '../shared/dynamodb-records-port';
import { countBans, pageOfItems, type Item } from './summarize-items';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));

/**
 * Every item of a public table, scanned page by page. DynamoDB keeps no counts and cannot skip
 * to an offset, so on AWS each answer costs a scan of the table: fine for thousands of records,
 * and the site caches every answer; at larger sizes, counters kept by the creator mutations (or a
 * stream into an analytics store) should replace it. The README says so.
 */
async function scanAll(model: string, projection: string[]): Promise<Item[]> {
  const items: Item[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  const names = Object.fromEntries(projection.map((field, index) => [`#f${index}`, field]));
  do {
    const page = await client.send(
      new ScanCommand({ TableName: tableOf(model), ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names, ExclusiveStartKey }),
    );
    items.push(...((page.Items ?? []) as Item[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

const BAN_FIELDS = ['id', 'platformId', 'profileId', 'isActive', 'dateOfBan', 'appealStatus', 'updatedAt'];

/** AppSync's direct Lambda resolver: the field name says which statistics query runs. */
export const handler = async (event: AppSyncResolverEvent<Record<string, unknown>>) => {
  const args = event.arguments;
  switch (event.info.fieldName) {
    case 'banStatistics':
      return countBans(await scanAll('PlatformBan', BAN_FIELDS), args);
    case 'contentCounts': {
      const count = async (model: string) => (await scanAll(model, ['id'])).length;
      const [briefs, profiles, personalities, streams, platformBans, shadowbanReports] = await Promise.all(
        ['Brief', 'Profile', 'Personality', 'Stream', 'PlatformBan', 'ShadowbanExperience'].map(count),
      );
      return { briefs, profiles, personalities, streams, platformBans, shadowbanReports };
    }
    case 'listContentEntries':
      return pageOfItems(args, (model, fields) => scanAll(model, fields));
    default:
      throw new Error(`contentStatistics: ${event.info.fieldName} is answered by the local backend only for now.`);
  }
};
