import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { FIGURES_TABLE_VARIABLE } from '../shared/figure-items';
import type { DynamoDbLocal } from '../test-support/dynamodb-local';

type Item = Record<string, unknown>;
type StreamImage = NonNullable<NonNullable<DynamoDBRecord['dynamodb']>['NewImage']>;

/** The figures table as amplify/backend.ts declares it (pk, sk), on DynamoDB Local; its name goes to FIGURES_TABLE_VARIABLE. */
export async function createFiguresTable(local: DynamoDbLocal): Promise<string> {
  const client = new DynamoDBClient({ endpoint: local.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const TableName = 'Figures-local';
  await client.send(
    new CreateTableCommand({
      TableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'pk', AttributeType: 'S' }, { AttributeName: 'sk', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
    }),
  );
  client.destroy();
  process.env[FIGURES_TABLE_VARIABLE] = TableName;
  return TableName;
}

const image = (item: Item): StreamImage => marshall(item, { removeUndefinedValues: true }) as StreamImage;

/**
 * Writes records into the model tables and keeps the stream records DynamoDB would emit for them
 * (NEW_AND_OLD_IMAGES, as amplify/backend.ts enables the streams): INSERT, MODIFY or REMOVE with
 * the item's keys, images and a sequence number growing per write, from the table's stream ARN.
 * DynamoDB Local serves its streams through the DynamoDB Streams API, whose client is not a
 * dependency here; the records are built in its documented format instead.
 */
export class StreamWriter {
  private sequence = 10n ** 20n;
  private pending: DynamoDBRecord[] = [];

  constructor(private readonly local: DynamoDbLocal) {}

  private table(model: string): string {
    const table = this.local.tables.get(model);
    if (!table) throw new Error(`No table for ${model}.`);
    return table;
  }

  private async current(model: string, id: string): Promise<Item | undefined> {
    return (await this.local.documents.send(new GetCommand({ TableName: this.table(model), Key: { id }, ConsistentRead: true }))).Item;
  }

  private record(model: string, eventName: 'INSERT' | 'MODIFY' | 'REMOVE', id: string, before: Item | undefined, after: Item | undefined): DynamoDBRecord {
    this.sequence += 1n;
    return {
      eventID: `event-${this.sequence}`,
      eventName,
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: 'us-east-1',
      eventSourceARN: `arn:aws:dynamodb:us-east-1:000000000000:table/${this.table(model)}/stream/2026-11-25T00:00:00.000`,
      dynamodb: {
        ApproximateCreationDateTime: 1_795_000_000,
        Keys: image({ id }),
        ...(before ? { OldImage: image(before) } : {}),
        ...(after ? { NewImage: image(after) } : {}),
        SequenceNumber: String(this.sequence),
        SizeBytes: JSON.stringify(after ?? before ?? {}).length,
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    };
  }

  async put(model: string, item: Item): Promise<void> {
    const id = String(item.id);
    const before = await this.current(model, id);
    await this.local.documents.send(new PutCommand({ TableName: this.table(model), Item: item }));
    const after = await this.current(model, id);
    this.pending.push(this.record(model, before ? 'MODIFY' : 'INSERT', id, before, after));
  }

  async remove(model: string, id: string): Promise<void> {
    const before = await this.current(model, id);
    await this.local.documents.send(new DeleteCommand({ TableName: this.table(model), Key: { id } }));
    if (before) this.pending.push(this.record(model, 'REMOVE', id, before, undefined));
  }

  /** The items of these ids now, read consistently 100 keys a request (BatchGetItem's limit). */
  private async currentAll(model: string, ids: readonly string[]): Promise<Map<string, Item>> {
    const TableName = this.table(model);
    const found = new Map<string, Item>();
    for (let start = 0; start < ids.length; start += 100) {
      let Keys: Record<string, unknown>[] | undefined = ids.slice(start, start + 100).map((id) => ({ id }));
      while (Keys?.length) {
        const answer: BatchGetCommandOutput = await this.local.documents.send(new BatchGetCommand({ RequestItems: { [TableName]: { Keys, ConsistentRead: true } } }));
        for (const item of answer.Responses?.[TableName] ?? []) found.set(String(item.id), item);
        Keys = answer.UnprocessedKeys?.[TableName]?.Keys;
      }
    }
    return found;
  }

  /** Writes (puts, or deletes when `items` is null) 25 a request (BatchWriteItem's limit), unprocessed ones sent again. */
  private async writeAll(model: string, ids: readonly string[], items: readonly Item[] | null): Promise<void> {
    const TableName = this.table(model);
    for (let start = 0; start < ids.length; start += 25) {
      type Requests = Record<string, ({ PutRequest: { Item: Item } } | { DeleteRequest: { Key: Item } })[]>;
      let RequestItems: Requests | undefined = {
        [TableName]: ids.slice(start, start + 25).map((id, offset) => (items ? { PutRequest: { Item: items[start + offset] } } : { DeleteRequest: { Key: { id } } })),
      };
      while (RequestItems && Object.keys(RequestItems).length > 0) RequestItems = (await this.local.documents.send(new BatchWriteCommand({ RequestItems }))).UnprocessedItems as Requests | undefined;
    }
  }

  private static distinct(ids: readonly string[]): readonly string[] {
    if (new Set(ids).size !== ids.length) throw new Error('putAll and removeAll take each id once (a batch cannot write an item twice).');
    return ids;
  }

  /**
   * Many puts at once, with the stream records `put` one by one would keep (in the items' order, images read back
   * from the table): batched requests instead of three round trips per item, for seeding hundreds of records.
   */
  async putAll(model: string, items: readonly Item[]): Promise<void> {
    const ids = StreamWriter.distinct(items.map((item) => String(item.id)));
    const before = await this.currentAll(model, ids);
    await this.writeAll(model, ids, items);
    const after = await this.currentAll(model, ids);
    for (const id of ids) this.pending.push(this.record(model, before.has(id) ? 'MODIFY' : 'INSERT', id, before.get(id), after.get(id)));
  }

  /** Many removes at once, with the stream records `remove` one by one would keep (in the ids' order). */
  async removeAll(model: string, ids: readonly string[]): Promise<void> {
    const before = await this.currentAll(model, StreamWriter.distinct(ids));
    await this.writeAll(model, ids, null);
    for (const id of ids) {
      const item = before.get(id);
      if (item) this.pending.push(this.record(model, 'REMOVE', id, item, undefined));
    }
  }

  /**
   * The stream records written since the last call, as Lambda delivers them: batches of at most
   * `size` records of one table each, in the order they were written.
   */
  take(size = 100): DynamoDBStreamEvent[] {
    const batches: DynamoDBStreamEvent[] = [];
    for (const record of this.pending) {
      const last = batches.at(-1);
      if (last && last.Records.length < size && last.Records[0].eventSourceARN === record.eventSourceARN) last.Records.push(record);
      else batches.push({ Records: [record] });
    }
    this.pending = [];
    return batches;
  }
}
