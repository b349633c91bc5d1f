import type { ColorScheme, Settings } from './settings';

/** Resolves "auto" to the system's scheme. */
export function resolveColorScheme(scheme: ColorScheme, prefersDark: boolean): 'light' | 'dark' {
  return scheme === 'auto' ? (prefersDark ? 'dark' : 'light') : scheme;
}

/** Writes the settings onto <html> as the attributes the stylesheets key on. */
export function applySettingsToDocument(settings: Settings, root: HTMLElement, prefersDark: boolean): void {
  root.setAttribute('dir', settings.direction);
  root.setAttribute('data-bs-theme', resolveColorScheme(settings.colorScheme, prefersDark));
  root.setAttribute('data-color-theme', settings.colorTheme);
  root.setAttribute('data-layout', settings.layout);
  root.setAttribute('data-navbar', settings.navbar);
  root.setAttribute('data-footer', settings.footer);
  root.setAttribute('data-font', settings.font);
}
