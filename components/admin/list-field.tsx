'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { describedByOf, FieldFeedback } from '@/components/forms/field-feedback';

type ListFieldProps = {
  id: string;
  label: string;
  /** How one entry is called in buttons and labels ("genre"). */
  itemLabel: string;
  items: string[];
  onChange: (items: string[]) => void;
  error?: string;
  hint?: string;
  /** Input type of the entries (url for links). */
  type?: string;
};

/**
 * Editing a list field: one box per entry, with move-up and remove buttons, and an Add button
 * (Enter in an entry adds the next one). Blank entries are dropped on save.
 */
export function ListField({ id, label, itemLabel, items, onChange, error, hint, type = 'text' }: ListFieldProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const describedBy = describedByOf(id, error, hint);

  useEffect(() => {
    if (focusIndex === null) return;
    listRef.current?.querySelectorAll('input')[focusIndex]?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  const update = (index: number, value: string) => onChange(items.map((item, at) => (at === index ? value : item)));
  const insertAfter = (index: number) => {
    onChange([...items.slice(0, index + 1), '', ...items.slice(index + 1)]);
    setFocusIndex(index + 1);
  };
  const remove = (index: number) => onChange(items.filter((_, at) => at !== index));
  const moveUp = (index: number) => {
    const next = [...items];
    [next[index - 1], next[index]] = [next[index], next[index - 1]];
    onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    insertAfter(index);
  };

  return (
    <fieldset className="admin-list-field" aria-describedby={describedBy}>
      <legend className="form-label">
        {label} <span className="form-field-optional">({items.length === 1 ? '1 entry' : `${items.length} entries`})</span>
      </legend>
      {items.length > 0 && (
        <ol ref={listRef} className="admin-list-items">
          {items.map((item, index) => (
            <li key={index} className="admin-list-item">
              <input
                id={index === 0 ? id : undefined}
                type={type}
                className={`form-control${error ? ' is-invalid' : ''}`}
                aria-label={`${capitalise(itemLabel)} ${index + 1}`}
                value={item}
                onChange={(event) => update(index, event.target.value)}
                onKeyDown={(event) => onKeyDown(event, index)}
              />
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => moveUp(index)} disabled={index === 0} aria-label={`Move ${itemLabel} ${index + 1} up`}>
                <i className="bi bi-arrow-up" aria-hidden="true" />
              </button>
              <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => remove(index)} aria-label={`Remove ${itemLabel} ${index + 1}`}>
                <i className="bi bi-x-lg" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
      )}
      <button id={`${id}-add`} type="button" className="btn btn-outline-primary btn-sm" onClick={() => insertAfter(items.length - 1)}>
        <i className="bi bi-plus-lg" aria-hidden="true" /> Add {itemLabel}
      </button>
      <FieldFeedback id={id} error={error} hint={hint} />
    </fieldset>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
