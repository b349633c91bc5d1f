/**
 * figures-aggregator's changes larger than one transaction, on AWS's own DynamoDB Local: a stream
 * with 20 genres (in 167 variants of STREAMS), a brief with 20 categories, tags and warfare tags,
 * and a ban moving every filter at once change more than 100 items each, so they are committed in
 * parts (apply-change.ts). Delivered whole, cut short after some parts and delivered again, or
 * delivered twice at once, they leave the same figures and lists as the records give
 * (fakeFigureClient over figuresOf, which content-statistics-parity.test.ts holds equal to the local
 * SQL), and between the parts every list's total counts its entries. A stream whose entries' JSON
 * would pass DynamoDB's item limit on the record's item goes through a change too (gzipped there).
 * A creator with 500 bans, hidden, is commit-in-parts-500.test.ts (its own file, so CI's two Jest
 * workers run it beside this one).
 */
import { MAX_KEPT_CHOICES } from '../shared/figure-lists';
import { ban, commitInPartsForFile, empty, event, LIST_CASES, range, wideBrief, wideStream } from './commit-in-parts.test-helper';

jest.setTimeout(600_000);

const { aggregate, answer, writer: writerOf, transactions, failAt: failAtTransaction, expectAsRecords, expectTotalsCountEntries, markersLeft } = commitInPartsForFile();

describe('changes larger than one transaction', () => {
  it('commits a change of more than 100 items in parts, each once, whether cut short, delivered again or twice at once', async () => {
    const writer = writerOf();
    expect(20).toBe(MAX_KEPT_CHOICES);
    const records = empty();
    const earlierBan = { ...ban('ban-moving', 'creator-a', 1), platformId: 'Mastodon', dateOfBan: '2017-05-05', isActive: true, appealStatus: 'PENDING' };
    await writer.put('Stream', wideStream(20, '2024-01-01'));
    await writer.put('Brief', wideBrief(20, '2024-01-02'));
    await writer.put('PlatformBan', earlierBan);
    transactions.length = 0;
    for (const batch of writer.take()) await aggregate(batch);
    // The stream's 168 entries and totals, the brief's 61, do not fit in one transaction: several, none over 100.
    expect(transactions.length).toBeGreaterThan(6);
    expect(Math.max(...transactions)).toBeLessThanOrEqual(100);
    await expectAsRecords({ ...records, Stream: [wideStream(20, '2024-01-01')], Brief: [wideBrief(20, '2024-01-02')], PlatformBan: [earlierBan] });

    // Every entry moves (new dates), half the choices go, the ban changes platform, year, slice and appeal: cut short after its third transaction.
    const now = { ...records, Stream: [wideStream(10, '2023-06-01')], Brief: [wideBrief(10, '2022-02-02')], PlatformBan: [ban('ban-moving', 'creator-a', 1)] };
    await writer.put('Stream', now.Stream[0]);
    await writer.put('Brief', now.Brief[0]);
    await writer.put('PlatformBan', now.PlatformBan[0]);
    const batches = writer.take(1);
    failAtTransaction(3);
    await expect(aggregate(batches[0])).rejects.toThrow('socket hang up');
    // Between the parts: each list's total counts its entries; the figures have not moved yet.
    await expectTotalsCountEntries();
    expect(((await answer(event('streamFacetCounts', { status: 'ACTIVE' }))) as { genres: unknown[] }).genres).toHaveLength(20);
    // Lambda delivers the batch again, twice at once (a retry beside a slow first run): each part lands once.
    await Promise.all([aggregate(batches[0]), aggregate(batches[0])]);
    for (const batch of batches.slice(1)) await aggregate(batch);
    await expectAsRecords(now);
    // Delivered again later: nothing changes. The markers went with the changes they served.
    for (const batch of batches) await aggregate(batch);
    await expectAsRecords(now);
    expect(await markersLeft()).toBe(0);

    // The ban's change cut short at each of its transactions in turn (the announcement, each part, the decisive one): the next delivery finishes it.
    const versions = [{ ...ban('ban-moving', 'creator-b', 2), platformId: 'Bluesky' }, ban('ban-moving', 'creator-a', 5)];
    transactions.length = 0;
    await writer.put('PlatformBan', versions[0]);
    for (const batch of writer.take()) await aggregate(batch);
    const whole = transactions.length;
    expect(whole).toBeGreaterThan(2);
    let later = now;
    for (let cut = 1; cut <= whole; cut += 1) {
      later = { ...now, PlatformBan: [versions[cut % 2]] };
      await writer.put('PlatformBan', later.PlatformBan[0]);
      const [banBatch] = writer.take();
      failAtTransaction(cut);
      await expect(aggregate(banBatch)).rejects.toThrow('socket hang up');
      await expectTotalsCountEntries();
      await aggregate(banBatch);
      await expectAsRecords(later, [...LIST_CASES, { list: 'PLATFORM_BANS', platformId: 'bluesky', offset: 0, limit: 5 }]);
    }

    // Hidden: every entry and figure goes.
    await writer.remove('Stream', 'stream-wide');
    await writer.remove('Brief', 'brief-wide');
    await writer.remove('PlatformBan', 'ban-moving');
    for (const batch of writer.take()) await aggregate(batch);
    await expectAsRecords(empty());
    expect(await markersLeft()).toBe(0);
  });

  it("keeps a record in 168 variants of long names through a change, its item gzipped (its JSON twice while pending would pass DynamoDB's 400 KB)", async () => {
    const writer = writerOf();
    const long = (date: string) => ({ ...wideStream(20, date), id: 'stream-long', slug: 'stream-long', genre: range(20).map((n) => `Genre ${n} `.padEnd(250, 'x')), language: 'L'.repeat(250) });
    const lists = [{ list: 'STREAMS' }, { list: 'STREAMS', status: 'ACTIVE', isFeaturedOnly: true }, { list: 'STREAMS', language: 'l'.repeat(100) }].map((args) => ({ ...args, offset: 0, limit: 50 }));
    for (const date of ['2024-01-01', '2021-01-01']) {
      await writer.put('Stream', long(date));
      for (const batch of writer.take()) await aggregate(batch);
      await expectAsRecords({ ...empty(), Stream: [long(date)] }, lists);
    }
    await writer.remove('Stream', 'stream-long');
    for (const batch of writer.take()) await aggregate(batch);
    await expectAsRecords(empty(), lists);
  });
});
