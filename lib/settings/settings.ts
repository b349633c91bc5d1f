import { DEFAULT_APP_NAME } from '@/lib/constants/ui';

/** The theme settings of SPEC §3, their allowed values and their defaults. */
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;
export const COLOR_THEMES = ['crimson', 'ocean', 'emerald', 'amber', 'violet'] as const;
export const LAYOUTS = ['full-width', 'boxed'] as const;
export const NAVBARS = ['sticky', 'static'] as const;
export const SIDEBARS = ['left', 'right'] as const;
export const FOOTERS = ['default', 'compact'] as const;
export const FONTS = ['system', 'serif', 'rounded', 'mono'] as const;
export const STORAGE_MODES = ['sessionStorage', 'localStorage', 'none'] as const;

export type Direction = (typeof DIRECTIONS)[number];
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export type ColorTheme = (typeof COLOR_THEMES)[number];
export type StorageMode = (typeof STORAGE_MODES)[number];

export type Settings = {
  /** Always DEFAULT_APP_NAME: kept for the settings' shape (SPEC §3), never set by a visitor. */
  appName: string;
  direction: Direction;
  colorScheme: ColorScheme;
  colorTheme: ColorTheme;
  layout: (typeof LAYOUTS)[number];
  navbar: (typeof NAVBARS)[number];
  sidebar: (typeof SIDEBARS)[number];
  footer: (typeof FOOTERS)[number];
  font: (typeof FONTS)[number];
  storage: StorageMode;
};

/** The one key settings are saved under, in whichever storage is chosen. */
export const SETTINGS_STORAGE_KEY = 'streamit-settings';

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  appName: DEFAULT_APP_NAME,
  direction: 'ltr',
  colorScheme: 'dark',
  colorTheme: 'crimson',
  layout: 'full-width',
  navbar: 'sticky',
  sidebar: 'left',
  footer: 'default',
  font: 'system',
  storage: 'sessionStorage',
});

const allowedValues: { [K in keyof Settings]?: readonly string[] } = {
  direction: DIRECTIONS,
  colorScheme: COLOR_SCHEMES,
  colorTheme: COLOR_THEMES,
  layout: LAYOUTS,
  navbar: NAVBARS,
  sidebar: SIDEBARS,
  footer: FOOTERS,
  font: FONTS,
  storage: STORAGE_MODES,
};

/** Keeps only known keys with allowed values, so a tampered or outdated saved value cannot break the page. */
export function sanitizeSettings(input: unknown): Settings {
  const result: Settings = { ...DEFAULT_SETTINGS };
  if (!input || typeof input !== 'object') return result;
  const record = input as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    const value = record[key];
    // The app's name is the product's (SPEC §9: StreamIt), not a visitor's choice: a saved one from
    // before is ignored, so no visitor sees the site renamed.
    if (typeof value !== 'string' || key === 'appName') continue;
    if (allowedValues[key]?.includes(value)) (result as Record<string, string>)[key] = value;
  }
  return result;
}
