/**
 * The new address a change is waiting to confirm, kept in the tab's session storage: the user pool
 * holds it too but, like Cognito, never tells the client, and the code may arrive after a reload.
 * Kept per user (`sub`), and only for this tab, so a shared computer does not keep it once closed.
 */
const KEY_PREFIX = 'streamit.account.pending-email.';

export type PendingEmailStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The waiting address, unless it is already the sign-in address (the change went through). */
export function readPendingEmail(
  storage: PendingEmailStorage | undefined,
  userId: string,
  currentEmail: string,
): string | null {
  const pending = storage?.getItem(KEY_PREFIX + userId) ?? null;
  if (!pending || pending === currentEmail) return null;
  return pending;
}

export function savePendingEmail(
  storage: PendingEmailStorage | undefined,
  userId: string,
  email: string,
): void {
  try {
    storage?.setItem(KEY_PREFIX + userId, email);
  } catch {
    // A full or refused storage costs only the reminder after a reload.
  }
}

export function clearPendingEmail(storage: PendingEmailStorage | undefined, userId: string): void {
  storage?.removeItem(KEY_PREFIX + userId);
}
