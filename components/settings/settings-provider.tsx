'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { applySettingsToDocument } from '@/lib/settings/apply-settings';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings/settings';
import { loadSettings, resetSettings, saveSettings, type StorageAreas } from '@/lib/settings/settings-store';

type SettingsContextValue = {
  settings: Settings;
  updateSettings: (change: Partial<Omit<Settings, 'appName'>>) => void;
  resetToDefaults: () => void;
};

const SettingsContext = createContext<SettingsContextValue | null>(null);

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

const darkQuery = '(prefers-color-scheme: dark)';

export function SettingsProvider({ children }: { children: ReactNode }) {
  // null until the saved settings are read, so the defaults never overwrite what the boot script applied.
  const [loaded, setLoaded] = useState<Settings | null>(null);
  const settings = loaded ?? DEFAULT_SETTINGS;

  useEffect(() => {
    setLoaded(loadSettings(browserStorages()));
  }, []);

  useEffect(() => {
    if (!loaded) return;
    const media = window.matchMedia(darkQuery);
    const apply = () => applySettingsToDocument(loaded, document.documentElement, media.matches);
    apply();
    if (loaded.colorScheme !== 'auto') return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [loaded]);

  const updateSettings = useCallback((change: Partial<Omit<Settings, 'appName'>>) => {
    setLoaded((current) => {
      const next = { ...(current ?? DEFAULT_SETTINGS), ...change };
      saveSettings(next, browserStorages());
      return next;
    });
  }, []);

  const resetToDefaults = useCallback(() => setLoaded(resetSettings(browserStorages())), []);

  const value = useMemo(() => ({ settings, updateSettings, resetToDefaults }), [settings, updateSettings, resetToDefaults]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsContextValue {
  const context = useContext(SettingsContext);
  if (!context) throw new Error('useSettings must be used inside SettingsProvider');
  return context;
}
