import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AppSyncResolverEvent } from 'aws-lambda';
import { answerDashboard } from '../../data/analytics/dashboard-query';
import { analyticsTableName } from '../analytics-aggregator/daily-items';
import { queryPartition } from '../analytics-aggregator/query-prefix';
import { createDailyItemsPort, type FiguresTable } from './daily-items-port';

const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));

/** BatchGetItem takes 100 keys a call. */
const KEYS_PER_BATCH = 100;

/** The analytics table through the AWS SDK: paged Queries of a partition's sort keys (query-prefix.ts, shared with the aggregator), and consistent BatchGetItem. */
export function figuresTableOf(client: DynamoDBDocumentClient, table: string): FiguresTable {
  return {
    query: (pk, prefix, options) => queryPartition(client, table, pk, { prefix }, options),
    queryBetween: (pk, from, to) => queryPartition(client, table, pk, { between: [from, to] }),
    async getItems(keys) {
      const items: Record<string, unknown>[] = [];
      for (let start = 0; start < keys.length; start += KEYS_PER_BATCH) {
        let pending: Record<string, unknown>[] | undefined = keys.slice(start, start + KEYS_PER_BATCH).map(({ pk, sk }) => ({ pk, sk }));
        // DynamoDB may leave keys unprocessed under load: asked again until none is left.
        for (let attempt = 0; pending?.length; attempt += 1) {
          if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 50 * 2 ** attempt)));
          const answer = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } }));
          items.push(...(answer.Responses?.[table] ?? []));
          pending = answer.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined;
        }
      }
      return items;
    },
  };
}

/**
 * AppSync's Lambda resolver for analyticsDashboard (ADMINS: AppSync checks the group before it
 * calls): the rules of amplify/data/analytics/dashboard-query.ts over the aggregator's daily items.
 * A refused argument throws DashboardArgumentError, named BadRequest, which AppSync reports as the
 * error's type, as the local backend does.
 */
export const handler = async (event: Pick<AppSyncResolverEvent<Record<string, unknown>>, 'arguments'>, client = documents, now = new Date()) => {
  const table = analyticsTableName();
  return answerDashboard(createDailyItemsPort(figuresTableOf(client, table)), event.arguments ?? {}, now);
};
