'use client';

import { useEffect } from 'react';
import { whenPageSettled } from '@/components/analytics/when-page-settled';

/**
 * Loads the visitor's settings once the page has loaded and the browser is idle, so that "auto"
 * follows the system's colour scheme from then on. The boot script has applied them before the
 * first paint: nothing of this belongs in the page's start (Lighthouse's total blocking time).
 */
export function SettingsWatcher() {
  useEffect(() => whenPageSettled(() => void import('./settings-state').then(({ getSettings }) => getSettings())), []);
  return null;
}
