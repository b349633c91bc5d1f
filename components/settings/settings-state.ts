import { applySettingsToDocument } from '@/lib/settings/apply-settings';
import type { Settings } from '@/lib/settings/settings';
import { loadSettings, resetSettings, saveSettings, type StorageAreas } from '@/lib/settings/settings-store';

/**
 * The visitor's settings in the browser, one copy for the page's whole life (the choices survive
 * moving between layouts even when they are stored nowhere). Loaded only when the browser is idle
 * after the page's start (SettingsWatcher) or when the panel opens, whichever comes first: the boot
 * script has already put the saved settings on <html>, so nothing here is needed for the first paint.
 */
let current: Settings | undefined;
const listeners = new Set<() => void>();
let stopFollowingSystem = () => {};

const darkQuery = '(prefers-color-scheme: dark)';

function browserStorages(): StorageAreas {
  const areas: StorageAreas = {};
  try {
    areas.sessionStorage = window.sessionStorage;
    areas.localStorage = window.localStorage;
  } catch {
    // Storage access can throw when cookies are blocked; settings then live for this page only.
  }
  return areas;
}

/** Puts the settings on <html>; with "auto", follows the system's scheme while it is chosen. */
function apply(settings: Settings): void {
  stopFollowingSystem();
  stopFollowingSystem = () => {};
  const media = window.matchMedia(darkQuery);
  const update = () => applySettingsToDocument(settings, document.documentElement, media.matches);
  update();
  if (settings.colorScheme !== 'auto') return;
  media.addEventListener('change', update);
  stopFollowingSystem = () => media.removeEventListener('change', update);
}

function set(next: Settings): void {
  current = next;
  apply(next);
  for (const listener of listeners) listener();
}

/** The settings, read from storage (and applied) on the first call. */
export function getSettings(): Settings {
  if (!current) set(loadSettings(browserStorages()));
  return current as Settings;
}

export function subscribeSettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function updateSettings(change: Partial<Omit<Settings, 'appName'>>): void {
  const next = { ...getSettings(), ...change };
  saveSettings(next, browserStorages());
  set(next);
}

export function resetToDefaults(): void {
  set(resetSettings(browserStorages()));
}
