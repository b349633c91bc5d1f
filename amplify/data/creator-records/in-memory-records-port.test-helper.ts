import { RecordRuleError } from './record-rule-error';
import type { RecordDocument, RecordsPort, RecordWrite } from './records-port';

/** A records port over maps, with the store's semantics (atomic commits, conditional writes), for the rules' tests. */
export function createInMemoryRecordsPort() {
  const tables = new Map<string, Map<string, RecordDocument>>();
  const table = (model: string) => {
    let found = tables.get(model);
    if (!found) tables.set(model, (found = new Map()));
    return found;
  };
  const copy = (doc: RecordDocument | undefined) => (doc ? (structuredClone(doc) as RecordDocument) : null);
  const check = (write: RecordWrite) => {
    if (write.kind === 'create' && table(write.model).has(write.doc.id)) throw new RecordRuleError('Conflict', `${write.model} ${write.doc.id} exists`);
    if (write.kind === 'put' && write.expectUpdatedAt && table(write.model).get(write.doc.id)?.updatedAt !== write.expectUpdatedAt) {
      throw new RecordRuleError('Conflict', `${write.model} ${write.doc.id} changed`);
    }
  };
  const port: RecordsPort & { all(model: string): RecordDocument[]; commits: number } = {
    commits: 0,
    async get(model, id) {
      return copy(table(model).get(id));
    },
    async listByIndex(model, field, value, options) {
      const found = [...table(model).values()].filter((doc) => doc[field] === value).map((doc) => copy(doc) as RecordDocument);
      return options?.limit === undefined ? found : found.slice(0, options.limit);
    },
    async commit(writes) {
      writes.forEach(check);
      for (const write of writes) {
        if (write.kind === 'delete') table(write.model).delete(write.id);
        else table(write.model).set(write.doc.id, structuredClone(write.doc) as RecordDocument);
      }
      port.commits += 1;
    },
    async countUp(model, id, { limit, created, updatedAt }, then) {
      const current = table(model).get(id);
      const count = typeof current?.count === 'number' ? current.count : 0;
      if (current && count >= limit) return false;
      if (then) check({ kind: 'create', ...then });
      table(model).set(id, current ? { ...current, count: count + 1, updatedAt } : (structuredClone(created) as RecordDocument));
      if (then) table(then.model).set(then.doc.id, structuredClone(then.doc) as RecordDocument);
      return true;
    },
    all: (model) => [...table(model).values()],
  };
  return port;
}
