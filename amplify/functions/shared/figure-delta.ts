import type { ListEntry } from './figure-lists';
import { creatorAttributes, itemId, type Cell, type Contribution } from './figure-items';

/** What a record's change does to the figures: counters to add to, creator counters to move, list entries to put and to delete. */
export type FigureDelta = {
  counters: Map<string, Map<string, number>>;
  creators: Map<string, { cell: Cell; change: number }>;
  entries: { put: Map<string, ListEntry>; remove: string[] };
};

/** The record's new contribution less its old one, zeros left out. */
export function deltaOf(before: Contribution, after: Contribution): FigureDelta {
  const counters = new Map<string, Map<string, number>>();
  const addAll = (from: Contribution, sign: number) => {
    for (const [id, attributes] of from.counters)
      for (const [name, amount] of attributes) {
        let item = counters.get(id);
        if (!item) counters.set(id, (item = new Map()));
        item.set(name, (item.get(name) ?? 0) + sign * amount);
      }
  };
  addAll(before, -1);
  addAll(after, 1);
  for (const [id, item] of counters) {
    for (const [name, amount] of item) if (amount === 0) item.delete(name);
    if (item.size === 0) counters.delete(id);
  }
  const creators = new Map<string, { cell: Cell; change: number }>();
  for (const [id, cell] of before.creators) if (!after.creators.has(id)) creators.set(id, { cell, change: -1 });
  for (const [id, cell] of after.creators) if (!before.creators.has(id)) creators.set(id, { cell, change: 1 });
  // An entry whose sort key moved is another item: the old one goes, the new one is put.
  const put = new Map([...after.entries].filter(([id, entry]) => JSON.stringify(before.entries.get(id)) !== JSON.stringify(entry)));
  const remove = [...before.entries.keys()].filter((id) => !after.entries.has(id));
  return { counters, creators, entries: { put, remove } };
}

/**
 * Adds to `counters` the "creators" changes of creator counters moving from `held` to
 * `held + change`: a cell gains a creator at 0 → 1 and loses one at 1 → 0.
 */
export function addCreatorCrossings(counters: Map<string, Map<string, number>>, cell: Cell, held: number, change: number): void {
  const crossing = held <= 0 && held + change > 0 ? 1 : held > 0 && held + change <= 0 ? -1 : 0;
  if (!crossing) return;
  for (const [key, attribute] of creatorAttributes(cell)) {
    const id = itemId(key);
    let item = counters.get(id);
    if (!item) counters.set(id, (item = new Map()));
    const name = JSON.stringify(attribute);
    item.set(name, (item.get(name) ?? 0) + crossing);
  }
}

/** Figures kept in memory (a creator's own bans, the tests): the same contributions and crossings. */
export class FigureMemory {
  readonly items = new Map<string, Record<string, number>>();
  readonly entries = new Map<string, ListEntry>();
  private readonly creatorCounts = new Map<string, number>();

  apply(delta: FigureDelta): void {
    const counters = new Map([...delta.counters].map(([id, item]) => [id, new Map(item)]));
    for (const [id, { cell, change }] of delta.creators) {
      const held = this.creatorCounts.get(id) ?? 0;
      addCreatorCrossings(counters, cell, held, change);
      this.creatorCounts.set(id, held + change);
    }
    for (const [id, item] of counters) {
      const stored = this.items.get(id) ?? {};
      for (const [name, amount] of item) stored[name] = (stored[name] ?? 0) + amount;
      this.items.set(id, stored);
    }
    for (const id of delta.entries.remove) this.entries.delete(id);
    for (const [id, entry] of delta.entries.put) this.entries.set(id, entry);
  }
}
