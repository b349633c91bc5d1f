'use client';

import type { KeyboardEvent } from 'react';

export type BriefEditorView = 'write' | 'preview';

const VIEWS: { view: BriefEditorView; label: string; icon: string }[] = [
  { view: 'write', label: 'Write', icon: 'bi-pencil' },
  { view: 'preview', label: 'Preview', icon: 'bi-eye' },
];

export const briefTabIdOf = (view: BriefEditorView) => `brief-tab-${view}`;
export const briefPanelIdOf = (view: BriefEditorView) => `brief-panel-${view}`;

/**
 * Write and Preview, as tabs: Tab reaches the selected one, the arrow keys (and Home, End)
 * move between them, as assistive technology expects of a tab list.
 */
export function BriefEditorTabs({ view, onChange }: { view: BriefEditorView; onChange: (view: BriefEditorView) => void }) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = VIEWS.findIndex((item) => item.view === view);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: VIEWS.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = VIEWS[(next + VIEWS.length) % VIEWS.length].view;
    onChange(target);
    document.getElementById(briefTabIdOf(target))?.focus();
  }

  return (
    <div className="brief-editor-tabs" role="tablist" aria-label="Brief editor" onKeyDown={onKeyDown}>
      {VIEWS.map((item) => {
        const isSelected = item.view === view;
        return (
          <button
            key={item.view}
            type="button"
            role="tab"
            id={briefTabIdOf(item.view)}
            aria-selected={isSelected}
            aria-controls={briefPanelIdOf(item.view)}
            tabIndex={isSelected ? 0 : -1}
            className={`brief-editor-tab${isSelected ? ' active' : ''}`}
            onClick={() => onChange(item.view)}
          >
            <i className={`bi ${item.icon}`} aria-hidden="true" /> {item.label}
          </button>
        );
      })}
    </div>
  );
}
