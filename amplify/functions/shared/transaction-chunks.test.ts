/**
 * The order a split commit runs in (no store needed): a hide's writes, as the rules list them,
 * planned with small limits; every write runs once, and nothing it removes outlives its record.
 */
import { addMyAppealEvent } from '../../data/creator-records/appeal-events';
import { createInMemoryEvidenceFiles } from '../../data/creator-records/in-memory-evidence-files.test-helper';
import { createInMemoryRecordsPort } from '../../data/creator-records/in-memory-records-port.test-helper';
import type { RecordCaller, RecordClock, RecordWrite } from '../../data/creator-records/records-port';
import { saveMyPlatformBan } from '../../data/creator-records/save-my-ban-records';
import { saveMyProfile } from '../../data/creator-records/save-my-profile';
import { hideRecord } from '../../data/moderation/hide-record';
import { planCommit, type CommitPlan } from './transaction-chunks';

const files = createInMemoryEvidenceFiles();
const creator: RecordCaller = { sub: 'sub-anika', owner: 'sub-anika::anika', groups: [] };
const moderator: RecordCaller = { sub: 'sub-mod', owner: 'sub-mod::sub-mod', groups: ['MODERATORS'] };
let ids = 0;
let minute = 0;
const clock = (): RecordClock => ({ now: new Date(Date.UTC(2026, 10, 20, 10, minute++)), newId: () => `id-${++ids}` });

/** The writes hideRecord commits for a profile of 20 bans, each with an appeal event. */
async function hideWrites() {
  const port = createInMemoryRecordsPort();
  const profile = await saveMyProfile(port, creator, clock(), { username: 'anika', displayName: 'Anika' });
  for (let n = 0; n < 20; n += 1) {
    const ban = await saveMyPlatformBan(port, creator, clock(), { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01' });
    await addMyAppealEvent(port, creator, clock(), { recordModel: 'PlatformBan', recordId: ban.id, kind: 'FILED', date: '2026-03-05' });
  }
  let committed: readonly RecordWrite[] = [];
  await hideRecord({ ...port, commit: async (writes) => void (committed = writes) }, files, moderator, clock(), { model: 'Profile', id: profile.id, reason: 'x' });
  return { profile, writes: committed };
}

/** Each transaction of the plan in the order it runs. */
const transactionsOf = (plan: CommitPlan) => [...plan.additions, ...plan.changes, plan.decisive];

describe('a commit too large for one transaction', () => {
  it('stays one transaction when it fits', async () => {
    const { writes } = await hideWrites();
    expect(writes.length).toBeGreaterThan(60);
    expect(planCommit(writes, { items: 100, bytes: 4_000_000 })).toBeNull();
  });

  it('runs every write once, each transaction within the limits', async () => {
    const { writes } = await hideWrites();
    const plan = planCommit(writes, { items: 10, bytes: 4_000_000 });
    const transactions = transactionsOf(plan as CommitPlan);
    expect(transactions.every((transaction) => transaction.length > 0 && transaction.length <= 10)).toBe(true);
    expect(transactions.flat()).toHaveLength(writes.length);
    expect(new Set(transactions.flat())).toEqual(new Set(writes));
    // A byte budget splits too: four writes' worth a transaction.
    expect(transactionsOf(planCommit(writes, { items: 100, bytes: 4 * 700 }) as CommitPlan).length).toBeGreaterThan(writes.length / 4);
  });

  it('removes an appeal event before or with its ban, a ban before or with its profile, and the profile last', async () => {
    const { profile, writes } = await hideWrites();
    // Three a transaction, so a ban and its event (listed side by side) fall into different ones.
    const transactions = transactionsOf(planCommit(writes, { items: 3, bytes: 4_000_000 }) as CommitPlan);
    const when = new Map<string, number>();
    transactions.forEach((transaction, index) => transaction.forEach((write) => write.kind === 'delete' && when.set(`${write.model}#${write.id}`, index)));
    const profileAt = when.get(`Profile#${profile.id}`);
    expect(profileAt).toBe(transactions.length - 1);
    const events = writes.filter((write): write is RecordWrite & { kind: 'delete' } => write.kind === 'delete' && write.model === 'AppealEvent');
    expect(events).toHaveLength(20);
    for (const event of events) {
      const doc = writes.find((write) => write.kind === 'create' && write.doc.id === `AppealEvent#${event.id}`);
      const ban = JSON.parse(String(doc && doc.kind === 'create' ? doc.doc.record : '{}')) as { recordKey: string };
      const banAt = when.get(ban.recordKey) as number;
      expect(when.get(`AppealEvent#${event.id}`)).toBeLessThanOrEqual(banAt);
      expect(banAt).toBeLessThanOrEqual(profileAt as number);
    }
  });
});
