import {
  clearPendingEmail,
  readPendingEmail,
  savePendingEmail,
  type PendingEmailStorage,
} from './pending-email';

function memoryStorage(): PendingEmailStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('the waiting address', () => {
  it('is kept per user until cleared', () => {
    const storage = memoryStorage();
    savePendingEmail(storage, 'user-1', 'new@example.com');
    expect(readPendingEmail(storage, 'user-1', 'old@example.com')).toBe('new@example.com');
    expect(readPendingEmail(storage, 'user-2', 'other@example.com')).toBeNull();
    clearPendingEmail(storage, 'user-1');
    expect(readPendingEmail(storage, 'user-1', 'old@example.com')).toBeNull();
  });

  it('is no longer waiting once it is the sign-in address', () => {
    const storage = memoryStorage();
    savePendingEmail(storage, 'user-1', 'new@example.com');
    expect(readPendingEmail(storage, 'user-1', 'new@example.com')).toBeNull();
  });

  it('costs nothing without storage, or with a storage that refuses', () => {
    expect(readPendingEmail(undefined, 'user-1', 'old@example.com')).toBeNull();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => savePendingEmail(full, 'user-1', 'new@example.com')).not.toThrow();
  });
});
