'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { FormStatus, type StatusMessage } from '@/components/forms/form-status';

export type RecordFormProps<T> = { existing: T | null; onSaved: (saved: T) => void; onCancel: () => void };

type RecordManagerProps<T extends { id: string }> = {
  /** 'ban' or 'shadowban report': used in buttons and messages. */
  noun: string;
  addLabel: string;
  emptyText: string;
  load: () => Promise<T[]>;
  remove: (item: T) => Promise<void>;
  /** Runs after every add, edit and delete: the profile's totals and the public pages follow. */
  afterChange: () => Promise<void>;
  renderItem: (item: T) => ReactNode;
  /** Names one record for assistive technology ("YouTube ban of 12 Mar 2024"). */
  labelOf: (item: T) => string;
  renderForm: (props: RecordFormProps<T>) => ReactNode;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The creator's list of one kind of record with add, edit and delete. The list comes from the
 * owner-filtered API, so it only ever holds the caller's records and their controls.
 */
export function RecordManager<T extends { id: string }>({ noun, addLabel, emptyText, load, remove, afterChange, renderItem, labelOf, renderForm }: RecordManagerProps<T>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [status, setStatus] = useState<StatusMessage | null>(null);

  const reload = useCallback(() => load().then(setItems, (error: unknown) => setLoadError(errorText(error))), [load]);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function syncAfterChange(done: string) {
    setStatus({ tone: 'info', message: `${done} Updating your profile totals…` });
    try {
      await afterChange();
      setStatus({ tone: 'info', message: `${done} Your profile totals are up to date.` });
    } catch (error) {
      setStatus({ tone: 'error', message: `${done} But your profile totals could not be updated: ${errorText(error)}` });
    }
  }

  async function onSaved(saved: T, wasNew: boolean) {
    setEditing(null);
    setItems((current) => (wasNew ? [saved, ...(current ?? [])] : (current ?? []).map((item) => (item.id === saved.id ? saved : item))));
    await syncAfterChange(wasNew ? `The ${noun} is added.` : `The ${noun} is saved.`);
    void reload();
  }

  async function onDelete(item: T) {
    setBusyId(item.id);
    setStatus({ tone: 'info', message: `Deleting the ${noun}…` });
    try {
      await remove(item);
      setItems((current) => (current ?? []).filter((other) => other.id !== item.id));
      setConfirmingId(null);
      await syncAfterChange(`The ${noun} is deleted.`);
    } catch (error) {
      setStatus({ tone: 'error', message: `The ${noun} could not be deleted: ${errorText(error)}` });
    } finally {
      setBusyId(null);
    }
  }

  if (loadError) return <p className="my-alert my-alert-error" role="alert">Could not load your records: {loadError}</p>;
  if (!items) return <p className="my-loading" role="status">Loading…</p>;
  const formFor = (existing: T | null) =>
    renderForm({ existing, onSaved: (saved) => void onSaved(saved, existing === null), onCancel: () => setEditing(null) });

  return (
    <div className="record-manager">
      <FormStatus id="records-status" status={status} />
      {editing === 'new' ? (
        <div className="my-panel">{formFor(null)}</div>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          <i className="bi bi-plus-lg" aria-hidden="true" /> {addLabel}
        </button>
      )}
      {items.length === 0 && <p className="text-muted-theme mt-3">{emptyText}</p>}
      <ul className="record-list">
        {items.map((item) => (
          <li key={item.id} className="record-item my-panel">
            {editing !== 'new' && editing?.id === item.id ? (
              formFor(item)
            ) : (
              <>
                {renderItem(item)}
                <div className="record-actions">
                  {confirmingId === item.id ? (
                    <>
                      <span>Delete this {noun}?</span>
                      <button type="button" className="btn btn-danger btn-sm" disabled={busyId === item.id} onClick={() => void onDelete(item)}>
                        {busyId === item.id ? 'Deleting…' : 'Yes, delete'}
                      </button>
                      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setConfirmingId(null)}>
                        Keep it
                      </button>
                    </>
                  ) : (
                    <>
                      <button type="button" className="btn btn-outline-primary btn-sm" aria-label={`Edit ${labelOf(item)}`} onClick={() => setEditing(item)}>
                        <i className="bi bi-pencil" aria-hidden="true" /> Edit
                      </button>
                      <button type="button" className="btn btn-outline-secondary btn-sm" aria-label={`Delete ${labelOf(item)}`} onClick={() => setConfirmingId(item.id)}>
                        <i className="bi bi-trash" aria-hidden="true" /> Delete
                      </button>
                    </>
                  )}
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
