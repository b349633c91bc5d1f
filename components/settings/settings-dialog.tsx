'use client';

import { useSyncExternalStore, type ChangeEvent } from 'react';
import {
  COLOR_SCHEMES,
  COLOR_THEMES,
  DEFAULT_SETTINGS,
  DIRECTIONS,
  FONTS,
  FOOTERS,
  LAYOUTS,
  NAVBARS,
  SIDEBARS,
  STORAGE_MODES,
  type Settings,
} from '@/lib/settings/settings';
import { useDialogPanel } from '@/components/ui/use-dialog-panel';
import { getSettings, resetToDefaults, subscribeSettings, updateSettings } from './settings-state';

type ChoiceKey = Exclude<keyof Settings, 'appName'>;

const choices: { key: ChoiceKey; label: string; options: readonly string[] }[] = [
  { key: 'colorScheme', label: 'Colour scheme', options: COLOR_SCHEMES },
  { key: 'direction', label: 'Direction', options: DIRECTIONS },
  { key: 'colorTheme', label: 'Colour theme', options: COLOR_THEMES },
  { key: 'layout', label: 'Layout', options: LAYOUTS },
  { key: 'navbar', label: 'Navbar', options: NAVBARS },
  { key: 'sidebar', label: 'Panel side', options: SIDEBARS },
  { key: 'footer', label: 'Footer', options: FOOTERS },
  { key: 'font', label: 'Font', options: FONTS },
  { key: 'storage', label: 'Remember settings in', options: STORAGE_MODES },
];

const optionLabels: Record<string, string> = {
  ltr: 'Left to right',
  rtl: 'Right to left',
  sessionStorage: 'This session',
  localStorage: 'This browser',
  none: 'Nowhere',
};

function labelOf(option: string): string {
  return optionLabels[option] ?? option.charAt(0).toUpperCase() + option.slice(1).replace('-', ' ');
}

/**
 * The settings panel itself, loaded on the panel's first opening (settings-panel.tsx). Shown two
 * frames after it is added, so its opening transition runs as it always did.
 */
export function SettingsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const settings = useSyncExternalStore(subscribeSettings, getSettings, () => DEFAULT_SETTINGS);
  const { isShown, closeRef } = useDialogPanel(isOpen, onClose);

  const change = (key: ChoiceKey) => (event: ChangeEvent<HTMLInputElement>) =>
    updateSettings({ [key]: event.target.value } as Partial<Settings>);

  return (
    <>
      <div className={`settings-backdrop${isShown ? ' show' : ''}`} onClick={onClose} aria-hidden="true" />
      <aside
        className={`settings-panel settings-panel-${settings.sidebar}${isShown ? ' show' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="settings-title"
        aria-hidden={!isOpen}
        inert={!isOpen}
      >
        <header className="settings-panel-header">
          <h2 id="settings-title" className="h5 mb-0">
            Settings
          </h2>
          <button ref={closeRef} type="button" className="btn-close" aria-label="Close settings" onClick={onClose} />
        </header>
        <div className="settings-panel-body">
          {choices.map(({ key, label, options }) => (
            <fieldset key={key} className="settings-choice">
              <legend>{label}</legend>
              <div className="settings-options">
                {options.map((option) => (
                  <label key={option} className={`settings-option${settings[key] === option ? ' selected' : ''}`}>
                    <input type="radio" name={`settings-${key}`} value={option} checked={settings[key] === option} onChange={change(key)} />
                    {labelOf(option)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <footer className="settings-panel-footer">
          <button type="button" className="btn btn-outline-primary w-100" onClick={resetToDefaults}>
            Reset to defaults
          </button>
        </footer>
      </aside>
    </>
  );
}
