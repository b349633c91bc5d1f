'use client';

import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ActionStatus } from './action-status';
import { NEW_RECORD, usePlacedStatus } from './use-placed-status';
import { useReturnFocus } from './use-return-focus';

export type RecordFormProps<T> = { existing: T | null; onSaved: (saved: T) => void; onCancel: () => void };

type RecordManagerProps<T extends { id: string }> = {
  /** 'ban' or 'shadowban report': used in buttons and messages. */
  noun: string;
  addLabel: string;
  emptyText: string;
  load: () => Promise<T[]>;
  remove: (item: T) => Promise<void>;
  /** Runs after every change to a record (add, edit, delete, evidence, appeal): the profile's totals and the public pages follow. */
  afterChange: (recordId: string) => Promise<void>;
  renderItem: (item: T) => ReactNode;
  /** Names one record for assistive technology ("YouTube ban of 12 Mar 2024"). */
  labelOf: (item: T) => string;
  renderForm: (props: RecordFormProps<T>) => ReactNode;
  /** What a saved record carries under it (its appeal and evidence); `onRecordChanged` reloads the list and runs afterChange. */
  renderTrail?: (item: T, onRecordChanged: () => void) => ReactNode;
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The creator's list of one kind of record with add, edit and delete. The list comes from the
 * owner-filtered API, so it only ever holds the caller's records and their controls. What an
 * action did is said where it was done: beside the add button, or in the record's place (a
 * deleted record leaves only that message until the list reloads).
 */
export function RecordManager<T extends { id: string }>({ noun, addLabel, emptyText, load, remove, afterChange, renderItem, labelOf, renderForm, renderTrail }: RecordManagerProps<T>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());
  const { statusAt, show } = usePlacedStatus();
  const returnFocusTo = useReturnFocus();

  const reload = useCallback(
    () =>
      load().then((loaded) => {
        setItems(loaded);
        setDeletedIds(new Set());
      }, (error: unknown) => setLoadError(errorText(error))),
    [load],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  async function syncAfterChange(at: string, done: string, recordId: string) {
    show(at, { tone: 'pending', message: `${done} Updating your profile totals…` });
    try {
      await afterChange(recordId);
      show(at, { tone: 'info', message: `${done} Your profile totals are up to date.` });
    } catch (error) {
      show(at, { tone: 'error', message: `${done} But your profile totals could not be updated: ${errorText(error)}` });
    }
  }

  // Evidence or an appeal event changed a record: its step on the ladder, its appeal status and,
  // once restored, whether it is active (so the profile's totals) all follow on the public pages.
  // The trail's own editor says whether the save worked; the totals catch up on the next load if
  // this refresh fails.
  function onTrailChanged(recordId: string) {
    void reload();
    afterChange(recordId).catch(() => undefined);
  }

  function closeForm(at: string) {
    setEditing(null);
    returnFocusTo(at);
  }

  async function onSaved(saved: T, wasNew: boolean) {
    const at = wasNew ? NEW_RECORD : saved.id;
    closeForm(at);
    setItems((current) => (wasNew ? [saved, ...(current ?? [])] : (current ?? []).map((item) => (item.id === saved.id ? saved : item))));
    await syncAfterChange(at, wasNew ? `The ${noun} is added.` : `The ${noun} is saved.`, saved.id);
    void reload();
  }

  async function onDelete(item: T) {
    setBusyId(item.id);
    show(item.id, { tone: 'pending', message: `Deleting the ${noun}…` });
    try {
      await remove(item);
      setDeletedIds((current) => new Set(current).add(item.id));
      setConfirmingId(null);
      await syncAfterChange(item.id, `The ${noun} is deleted.`, item.id);
    } catch (error) {
      show(item.id, { tone: 'error', message: `The ${noun} could not be deleted: ${errorText(error)}` });
    } finally {
      setBusyId(null);
    }
  }

  if (loadError) return <p className="my-alert my-alert-error" role="alert">Could not load your records: {loadError}</p>;
  if (!items) return <p className="my-loading" role="status">Loading…</p>;
  const formFor = (existing: T | null) =>
    renderForm({
      existing,
      onSaved: (saved) => void onSaved(saved, existing === null),
      onCancel: () => closeForm(existing?.id ?? NEW_RECORD),
    });
  const isEmpty = items.every((item) => deletedIds.has(item.id));

  return (
    <div className="record-manager">
      {editing === 'new' ? (
        <div className="my-panel">{formFor(null)}</div>
      ) : (
        <div className="record-add">
          <button type="button" className="btn btn-primary" data-return-focus={NEW_RECORD} onClick={() => setEditing('new')}>
            <i className="bi bi-plus-lg" aria-hidden="true" /> {addLabel}
          </button>
          <ActionStatus id="records-status" status={statusAt(NEW_RECORD)} />
        </div>
      )}
      {isEmpty && <p className="text-muted-theme mt-3">{emptyText}</p>}
      <ul className="record-list">
        {items.map((item) => {
          const isDeleted = deletedIds.has(item.id);
          return (
            <li key={item.id} className={`record-item my-panel${isDeleted ? ' record-item-deleted' : ''}`}>
              {editing !== 'new' && editing?.id === item.id ? (
                formFor(item)
              ) : (
                <>
                  {!isDeleted && renderItem(item)}
                  <div className="record-actions">
                    {isDeleted ? null : confirmingId === item.id ? (
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
                        <button type="button" className="btn btn-outline-primary btn-sm" aria-label={`Edit ${labelOf(item)}`} data-return-focus={item.id} onClick={() => setEditing(item)}>
                          <i className="bi bi-pencil" aria-hidden="true" /> Edit
                        </button>
                        <button type="button" className="btn btn-outline-secondary btn-sm" aria-label={`Delete ${labelOf(item)}`} onClick={() => setConfirmingId(item.id)}>
                          <i className="bi bi-trash" aria-hidden="true" /> Delete
                        </button>
                      </>
                    )}
                    <ActionStatus status={statusAt(item.id)} />
                  </div>
                  {!isDeleted && renderTrail?.(item, () => onTrailChanged(item.id))}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
