import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY, sanitizeSettings } from './settings';
import { loadSettings, resetSettings, saveSettings, type StorageArea } from './settings-store';

function memoryStorage(): StorageArea & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('settings store', () => {
  let areas: { sessionStorage: ReturnType<typeof memoryStorage>; localStorage: ReturnType<typeof memoryStorage> };
  beforeEach(() => {
    areas = { sessionStorage: memoryStorage(), localStorage: memoryStorage() };
  });

  it('starts from the defaults with app name StreamIt and session storage', () => {
    const settings = loadSettings(areas);
    expect(settings).toEqual(DEFAULT_SETTINGS);
    expect(settings.appName).toBe('StreamIt');
    expect(settings.storage).toBe('sessionStorage');
  });

  it('saves under the settings key in session storage by default', () => {
    saveSettings({ ...DEFAULT_SETTINGS, direction: 'rtl', colorScheme: 'light' }, areas);
    expect(JSON.parse(areas.sessionStorage.data.get(SETTINGS_STORAGE_KEY)!)).toMatchObject({ direction: 'rtl', colorScheme: 'light' });
    expect(areas.localStorage.data.size).toBe(0);
    expect(loadSettings(areas)).toMatchObject({ direction: 'rtl', colorScheme: 'light', storage: 'sessionStorage' });
  });

  it('moves to local storage when asked, clearing the session copy', () => {
    saveSettings({ ...DEFAULT_SETTINGS, direction: 'rtl' }, areas);
    saveSettings({ ...DEFAULT_SETTINGS, direction: 'rtl', storage: 'localStorage' }, areas);
    expect(areas.sessionStorage.data.size).toBe(0);
    expect(areas.localStorage.data.has(SETTINGS_STORAGE_KEY)).toBe(true);
    expect(loadSettings(areas)).toMatchObject({ direction: 'rtl', storage: 'localStorage' });
  });

  it('stores nothing in "none" mode and forgets earlier copies', () => {
    saveSettings({ ...DEFAULT_SETTINGS, storage: 'localStorage' }, areas);
    saveSettings({ ...DEFAULT_SETTINGS, colorScheme: 'light', storage: 'none' }, areas);
    expect(areas.sessionStorage.data.size + areas.localStorage.data.size).toBe(0);
    expect(loadSettings(areas)).toEqual(DEFAULT_SETTINGS);
  });

  it('resets to the defaults and removes every saved copy', () => {
    saveSettings({ ...DEFAULT_SETTINGS, font: 'serif', storage: 'localStorage' }, areas);
    expect(resetSettings(areas)).toEqual(DEFAULT_SETTINGS);
    expect(areas.localStorage.data.size).toBe(0);
    expect(loadSettings(areas)).toEqual(DEFAULT_SETTINGS);
  });

  it('ignores corrupt or tampered saved values', () => {
    areas.sessionStorage.data.set(SETTINGS_STORAGE_KEY, '{not json');
    expect(loadSettings(areas)).toEqual(DEFAULT_SETTINGS);
    areas.sessionStorage.data.set(SETTINGS_STORAGE_KEY, JSON.stringify({ direction: 'sideways', colorScheme: 'light', evil: 1 }));
    expect(loadSettings(areas)).toMatchObject({ direction: 'ltr', colorScheme: 'light' });
    expect(sanitizeSettings({ appName: '   ' }).appName).toBe('StreamIt');
  });

  it('never takes the app name from a saved value: the site keeps its own name, the other choices load', () => {
    areas.sessionStorage.data.set(SETTINGS_STORAGE_KEY, JSON.stringify({ appName: 'BanWatch Pro', font: 'serif' }));
    expect(loadSettings(areas)).toMatchObject({ appName: 'StreamIt', font: 'serif' });
    expect(sanitizeSettings({ appName: 'Renamed' }).appName).toBe('StreamIt');
  });

  it('survives storages that throw', () => {
    const broken: StorageArea = {
      getItem: () => { throw new Error('denied'); },
      setItem: () => { throw new Error('denied'); },
      removeItem: () => { throw new Error('denied'); },
    };
    expect(() => saveSettings(DEFAULT_SETTINGS, { sessionStorage: broken })).not.toThrow();
    expect(loadSettings({ sessionStorage: broken })).toEqual(DEFAULT_SETTINGS);
  });
});
