import { DEFAULT_SETTINGS, SETTINGS_STORAGE_KEY, STORAGE_MODES, sanitizeSettings, type Settings, type StorageMode } from './settings';

/** The browser storages a settings store can use; injected so tests and SSR need no window. */
export type StorageArea = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type StorageAreas = { sessionStorage?: StorageArea; localStorage?: StorageArea };

function areaFor(mode: StorageMode, areas: StorageAreas): StorageArea | undefined {
  return mode === 'none' ? undefined : areas[mode];
}

function safeRead(area: StorageArea | undefined): unknown {
  try {
    const raw = area?.getItem(SETTINGS_STORAGE_KEY);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

function safeRemove(area: StorageArea | undefined): void {
  try {
    area?.removeItem(SETTINGS_STORAGE_KEY);
  } catch {
    // Storage can be disabled (private mode, quotas); settings then simply are not kept.
  }
}

/**
 * Reads the saved settings. Session storage is the default home; a visitor who chose local
 * storage has their choice recorded there, so local storage is consulted first.
 */
export function loadSettings(areas: StorageAreas): Settings {
  for (const mode of ['localStorage', 'sessionStorage'] as const) {
    const saved = safeRead(areas[mode]);
    if (saved) return { ...sanitizeSettings(saved), storage: mode };
  }
  return { ...DEFAULT_SETTINGS };
}

/** Saves the settings in the storage they name and clears them from every other one. */
export function saveSettings(settings: Settings, areas: StorageAreas): void {
  const clean = sanitizeSettings(settings);
  for (const mode of STORAGE_MODES) {
    if (mode !== clean.storage) safeRemove(areaFor(mode, areas));
  }
  const target = areaFor(clean.storage, areas);
  try {
    target?.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(clean));
  } catch {
    // See safeRemove: an unavailable storage degrades to "not stored".
  }
}

/** Back to the defaults, forgetting whatever was saved anywhere. */
export function resetSettings(areas: StorageAreas): Settings {
  for (const mode of STORAGE_MODES) safeRemove(areaFor(mode, areas));
  return { ...DEFAULT_SETTINGS };
}
