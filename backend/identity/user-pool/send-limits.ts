import { quotaAddressOf } from '../../../amplify/data/moderation/quota-address';
import type { PoolContext } from '../pool-context';
import type { Caller } from './caller';
import { limitExceeded } from './errors';
import { keyedHash } from './keyed-hash';
import { LIMITS } from './limits';
import { normalizeMailbox } from './mailbox';
import { takeQuotas, type QuotaRule, type QuotaTake } from './store/send-quotas';

/** The quota table names no address and no mailbox, only their keyed hashes. */
async function quotaKeyOf(pool: PoolContext, kind: 'address' | 'mailbox', value: string): Promise<string> {
  return (await keyedHash(pool.db, `send-quota-${kind}`, value)).toString('base64url');
}

export type SendKind = 'SIGN_UP' | 'CODE_MAIL';

const RULES: Record<SendKind, { perAddress: QuotaRule; perMailbox: QuotaRule }> = {
  SIGN_UP: { perAddress: LIMITS.sends.signUpsPerAddress, perMailbox: LIMITS.sends.signUpsPerMailbox },
  CODE_MAIL: { perAddress: LIMITS.sends.codeMailsPerAddress, perMailbox: LIMITS.sends.codeMailsPerMailbox },
};

/**
 * Counts one sign-up or code mail against the caller's address and the recipient's mailbox, or
 * refuses with Cognito's LimitExceededException, counting nothing. Called before the answer
 * depends on whether the name is known, so a known and an unknown name are counted and refused alike.
 */
export async function takeSendQuota(pool: PoolContext, caller: Caller, kind: SendKind, recipient: string): Promise<void> {
  const rules = RULES[kind];
  const takes: QuotaTake[] = [];
  if (pool.sendLimits.isPerAddressOn) {
    const address = quotaAddressOf(caller.clientAddress ?? 'unknown');
    takes.push({ rule: rules.perAddress, keyHash: await quotaKeyOf(pool, 'address', address) });
  }
  takes.push({ rule: rules.perMailbox, keyHash: await quotaKeyOf(pool, 'mailbox', normalizeMailbox(recipient)) });
  if ((await takeQuotas(pool.db, takes, pool.now())) !== null) throw limitExceeded();
}

/** SIGN_UP_LIMITS: unset or `on` counts per address too; `off` (benchmarks, load tests, test servers; never production) does not. */
export function readSignUpLimits(value: string | undefined): { isPerAddressOn: boolean } {
  const setting = value?.trim().toLowerCase() ?? '';
  if (setting === '' || setting === 'on') return { isPerAddressOn: true };
  if (setting === 'off') return { isPerAddressOn: false };
  throw new Error(`SIGN_UP_LIMITS must be "on" or "off" (got "${value}").`);
}
