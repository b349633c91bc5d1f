/** The part of Web Storage the view counter uses, so tests (and blocked storage) can stand in. */
export type KeyValueStore = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};

/**
 * localStorage when the browser lets us use it, else a store that lasts as long as the page
 * (private modes and blocked storage throw on access; the server still dedupes within the page).
 */
export function openViewStorage(): KeyValueStore {
  try {
    const storage = window.localStorage;
    const probe = '__streamit_probe__';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) };
  }
}
