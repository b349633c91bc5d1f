'use client';

import { Children, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** Tabs of a show's seasons; each child is one season's panel. Arrow keys follow reading direction. */
export function SeasonTabs({ idPrefix, labels, children }: { idPrefix: string; labels: string[]; children: ReactNode }) {
  const panels = Children.toArray(children);
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function select(index: number) {
    const next = (index + labels.length) % labels.length;
    setActive(next);
    tabs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) select(active + 1);
    else if (event.key === backward) select(active - 1);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(labels.length - 1);
    else return;
    event.preventDefault();
  }

  return (
    <div className="season-tabs">
      <div className="season-tablist" role="tablist" aria-label="Seasons">
        {labels.map((label, index) => (
          <button
            key={label}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${idPrefix}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className={`season-tab${index === active ? ' active' : ''}`}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {label}
          </button>
        ))}
      </div>
      {panels.map((panel, index) => (
        <div
          key={index}
          role="tabpanel"
          id={`${idPrefix}-panel-${index}`}
          aria-labelledby={`${idPrefix}-tab-${index}`}
          hidden={index !== active}
          className="season-panel"
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
