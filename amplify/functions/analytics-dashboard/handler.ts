import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AppSyncResolverEvent } from 'aws-lambda';
import { answerDashboard } from '../../data/analytics/dashboard-query';
import { analyticsTableName, dayPartition, type DailyItem } from '../analytics-aggregator/daily-items';
import { createDailyItemsPort } from './daily-items-port';

const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));

/** One day's items, every page of them. */
async function readDay(client: DynamoDBDocumentClient, table: string, day: string): Promise<DailyItem[]> {
  const items: DailyItem[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({ TableName: table, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': dayPartition(day) }, ExclusiveStartKey }),
    );
    items.push(...((page.Items ?? []) as DailyItem[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/**
 * AppSync's Lambda resolver for analyticsDashboard (ADMINS: AppSync checks the group before it
 * calls): the rules of amplify/data/analytics/dashboard-query.ts over the aggregator's daily items.
 * A refused argument throws DashboardArgumentError, named BadRequest, which AppSync reports as the
 * error's type, as the local backend does.
 */
export const handler = async (event: Pick<AppSyncResolverEvent<Record<string, unknown>>, 'arguments'>, client = documents, now = new Date()) => {
  const table = analyticsTableName();
  return answerDashboard(createDailyItemsPort((day) => readDay(client, table, day)), event.arguments ?? {}, now);
};
