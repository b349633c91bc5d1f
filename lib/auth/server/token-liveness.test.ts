import type { UserPoolCall } from './call-user-pool';
import { createTokenLiveness } from './token-liveness';

/** A user pool that answers GetUser from a set of live tokens, counting its calls. */
function userPool(live: Set<string>, fails = false) {
  const calls: string[] = [];
  const call: UserPoolCall = async (operation, input) => {
    calls.push(`${operation} ${String(input.AccessToken)}`);
    if (fails) throw new Error('connection refused');
    return live.has(String(input.AccessToken)) ? { status: 200, body: '{"Username":"u"}' } : { status: 400, body: '{"__type":"NotAuthorizedException"}' };
  };
  return { call, calls };
}

describe('asking the user pool whether an access token is still honoured', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 1_000_000));

  it('believes a yes for a few seconds, then asks again', async () => {
    const isLive = createTokenLiveness({ ttlMs: 3000, now });
    const pool = userPool(new Set(['t1']));
    expect(await isLive('t1', pool.call)).toBe(true);
    clock += 2999;
    expect(await isLive('t1', pool.call)).toBe(true);
    expect(pool.calls).toEqual(['GetUser t1']);
    clock += 1;
    expect(await isLive('t1', pool.call)).toBe(true);
    expect(pool.calls).toHaveLength(2);
  });

  it('sees a revoked token as signed out at the next check, and never remembers a no', async () => {
    const live = new Set(['t1']);
    const isLive = createTokenLiveness({ ttlMs: 3000, now });
    const pool = userPool(live);
    expect(await isLive('t1', pool.call)).toBe(true);
    live.delete('t1');
    clock += 3000;
    expect(await isLive('t1', pool.call)).toBe(false);
    live.add('t1');
    expect(await isLive('t1', pool.call)).toBe(true);
  });

  it('fails closed when the user pool cannot be reached', async () => {
    const isLive = createTokenLiveness({ now });
    expect(await isLive('t1', userPool(new Set(['t1']), true).call)).toBe(false);
  });

  it('remembers at most its bound of tokens, forgetting the oldest', async () => {
    const isLive = createTokenLiveness({ ttlMs: 60_000, maxEntries: 2, now });
    const pool = userPool(new Set(['a', 'b', 'c']));
    for (const token of ['a', 'b', 'c', 'c', 'b', 'a']) await isLive(token, pool.call);
    expect(pool.calls).toEqual(['GetUser a', 'GetUser b', 'GetUser c', 'GetUser a']);
  });
});
