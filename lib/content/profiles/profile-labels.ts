import type { AppealStatus, PlatformStanding } from './profile-types';

/** Words and looks of the record states, declared once for the public pages and the editors. */
export const APPEAL_STATUS_LABELS: Record<AppealStatus, string> = {
  NONE: 'No appeal',
  PENDING: 'Appeal pending',
  REJECTED: 'Appeal rejected',
  RESTORED: 'Restored on appeal',
  PARTIALLY_RESTORED: 'Partially restored on appeal',
};

export const STANDING_LABELS: Record<PlatformStanding, string> = {
  BANNED: 'Banned',
  LIMITED: 'Limited',
  RESTORED: 'Restored',
  ACTIVE: 'Active',
};

/** A badge class per state, so colour always means the same thing on every page. */
export const STANDING_TONES: Record<PlatformStanding, string> = {
  BANNED: 'standing-banned',
  LIMITED: 'standing-limited',
  RESTORED: 'standing-restored',
  ACTIVE: 'standing-active',
};

export const APPEAL_TONES: Record<AppealStatus, string> = {
  NONE: 'standing-neutral',
  PENDING: 'standing-limited',
  REJECTED: 'standing-banned',
  RESTORED: 'standing-restored',
  PARTIALLY_RESTORED: 'standing-limited',
};

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const centsFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const compactMoneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** An AWSDate ('2024-03-12') as people read it ('12 Mar 2024'); anything else as written. */
export function formatDay(date: string | null | undefined): string {
  if (!date) return 'Date unknown';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  return dayFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** A loss in dollars: whole dollars when it is whole, cents otherwise ($1,850 or $12.50). */
export function formatLoss(amount: number): string {
  return Number.isInteger(amount) ? moneyFormat.format(amount) : centsFormat.format(amount);
}

/** A loss at a glance, for narrow tiles: $890, $2.3K, $1.2M. */
export function formatLossBriefly(amount: number): string {
  return compactMoneyFormat.format(amount);
}
