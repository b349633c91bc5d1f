import { DatabaseError } from './database-error';
import { DEADLOCK_ATTEMPTS, retryingDeadlocks } from './retry-deadlocks';

const deadlock = () => new DatabaseError('deadlock detected', { code: '40P01' });

describe('retryingDeadlocks', () => {
  it('runs a deadlock victim again and answers what the next attempt answers', async () => {
    let attempts = 0;
    const answer = await retryingDeadlocks(async () => {
      attempts += 1;
      if (attempts === 1) throw deadlock();
      return 'written';
    });
    expect(answer).toBe('written');
    expect(attempts).toBe(2);
  });

  it(`gives the deadlock to the caller after ${DEADLOCK_ATTEMPTS} attempts`, async () => {
    let attempts = 0;
    const run = retryingDeadlocks(async () => {
      attempts += 1;
      throw deadlock();
    });
    await expect(run).rejects.toMatchObject({ code: '40P01' });
    expect(attempts).toBe(DEADLOCK_ATTEMPTS);
  });

  it('never runs again after any other failure', async () => {
    let attempts = 0;
    const run = retryingDeadlocks(async () => {
      attempts += 1;
      throw new DatabaseError('duplicate key', { code: '23505' });
    });
    await expect(run).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });
});
