'use client';

import { lazy, Suspense, useCallback, useState } from 'react';

const loadSettingsDialog = () => import('./settings-dialog');
// React's own lazy: next/dynamic would add its loader (~2 KB gzip) to every page's start.
const SettingsDialog = lazy(() => loadSettingsDialog().then((module) => ({ default: module.SettingsDialog })));
/** Pointing at the button or focusing it fetches the panel's code, so a click seldom waits for it. */
const preload = () => void loadSettingsDialog();

/**
 * The visitor's settings: a button in the header and the panel it opens. The panel's code loads,
 * and the panel is rendered, from its first opening on: few readers open it, and every page would
 * otherwise download, render and hydrate its forty-odd choices.
 */
export function SettingsPanel() {
  const [isOpen, setOpen] = useState(false);
  const [hasOpened, setOpened] = useState(false);
  if (isOpen && !hasOpened) setOpened(true);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        className="header-icon-button"
        aria-label="Settings"
        aria-expanded={isOpen}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        <i className="bi bi-sliders" aria-hidden="true" />
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <SettingsDialog isOpen={isOpen} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
