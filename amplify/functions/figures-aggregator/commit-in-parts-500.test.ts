/**
 * figures-aggregator's largest change by one creator, on AWS's own DynamoDB Local: a creator with
 * 500 bans is counted, then hidden (its profile and every ban removed), the stream records
 * delivered in batches of 25 running four side by side as Lambda runs a table's shards, and the
 * figures and lists end as the records give (fakeFigureClient over figuresOf). Split from
 * commit-in-parts.test.ts (which shares its setup and queries) so CI's two Jest workers run both.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { ban, commitInPartsForFile, empty, event, LIST_CASES, range } from './commit-in-parts.test-helper';

jest.setTimeout(600_000);

const { aggregate, answer, writer: writerOf, expectAsRecords } = commitInPartsForFile();

describe('changes larger than one transaction', () => {
  it('counts a creator with 500 bans, and hiding the creator takes every one out, batches running side by side', async () => {
    const profile = { id: 'creator-500', username: 'prolific', totalBans: 500, platformsAffected: ['YOUTUBE', 'TIKTOK', 'X', 'TWITCH', 'ÉCRAN'], updatedAt: '2024-02-01T00:00:00.000Z' };
    const bans = range(500).map((n) => ban(`b500-${String(n).padStart(3, '0')}`, 'creator-500', n));
    const records = { ...empty(), Profile: [profile], PlatformBan: bans };
    const writer = writerOf();
    await writer.put('Profile', profile);
    // One batched write of the 500 (the stream records are those of 500 puts in turn).
    await writer.putAll('PlatformBan', bans);
    // Lambda reads a table's shards side by side: four batches at once.
    const deliverSideBySide = async (batches: DynamoDBStreamEvent[]) => {
      for (let start = 0; start < batches.length; start += 4) await Promise.all(batches.slice(start, start + 4).map((batch) => aggregate(batch)));
    };
    await deliverSideBySide(writer.take(25));
    const lists = [...LIST_CASES, { list: 'PLATFORM_BANS', profileId: 'creator-500', offset: 480, limit: 24 }];
    await expectAsRecords(records, lists);
    const figures = (await answer(event('banStatistics', { profileId: 'creator-500' }))) as { total: { recorded: number; creators: number } };
    expect(figures.total).toEqual(expect.objectContaining({ recorded: 500, creators: 1 }));

    await writer.remove('Profile', profile.id);
    await writer.removeAll('PlatformBan', bans.map((item) => String(item.id)));
    await deliverSideBySide(writer.take(25));
    await expectAsRecords(empty(), lists);
  });
});
