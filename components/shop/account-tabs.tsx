'use client';

import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

export type AccountTab = { id: string; label: string; icon: string; content: ReactNode };

/**
 * The account's tabs (WAI-ARIA tabs pattern, arrow keys move between them). Buttons inside a
 * panel with data-account-tab="id" switch to that tab, so server-rendered panels can link to others.
 */
export function AccountTabs({ tabs }: { tabs: AccountTab[] }) {
  const baseId = useId();
  const [active, setActive] = useState(tabs[0]?.id);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    setActive(tab.id);
    tabRefs.current[(index + tabs.length) % tabs.length]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === active);
    const rtl = document.documentElement.dir === 'rtl';
    const keys: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      ArrowRight: rtl ? index - 1 : index + 1,
      ArrowLeft: rtl ? index + 1 : index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in keys)) return;
    event.preventDefault();
    select(keys[event.key]);
  }

  function onPanelClick(event: MouseEvent<HTMLDivElement>) {
    const target = (event.target as HTMLElement).closest<HTMLElement>('[data-account-tab]');
    const index = tabs.findIndex((tab) => tab.id === target?.dataset.accountTab);
    if (index >= 0) select(index);
  }

  return (
    <div className="account-layout">
      <div className="account-nav" role="tablist" aria-label="My account" aria-orientation="vertical" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            className={`account-nav-link${tab.id === active ? ' active' : ''}`}
            onClick={() => setActive(tab.id)}
          >
            <i className={`bi ${tab.icon}`} aria-hidden="true" /> {tab.label}
          </button>
        ))}
      </div>
      <div className="account-panels" onClick={onPanelClick}>
        {tabs.map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-panel-${tab.id}`}
            aria-labelledby={`${baseId}-tab-${tab.id}`}
            hidden={tab.id !== active}
            tabIndex={0}
            className="account-panel"
          >
            {tab.content}
          </div>
        ))}
      </div>
    </div>
  );
}
