/**
 * What the creator-record rules need from a store, so the same rules run on the local backend
 * (SQL, backend/data/custom-operations/) and on AWS (DynamoDB, amplify/functions/): reads by id
 * and by index, and one atomic commit of several writes.
 */
export type RecordDocument = Record<string, unknown> & { id: string };

export type RecordWrite =
  /** Fails the whole commit (Conflict) when a record with this id exists: unique claims rest on it. */
  | { kind: 'create'; model: string; doc: RecordDocument }
  /** Replaces the record; with `expectUpdatedAt`, only while it still carries that value (else Conflict). */
  | { kind: 'put'; model: string; doc: RecordDocument; expectUpdatedAt?: string | null }
  | { kind: 'delete'; model: string; id: string };

export interface RecordsPort {
  get(model: string, id: string): Promise<RecordDocument | null>;
  /** Every record of `model` whose indexed `field` equals `value`; at most `limit` of them when given. */
  listByIndex(model: string, field: string, value: string, options?: { limit?: number }): Promise<RecordDocument[]>;
  /** All writes or none; throws RecordRuleError('Conflict') when a condition fails. */
  commit(writes: readonly RecordWrite[]): Promise<void>;
  /**
   * Adds one to the `count` of record `id` (creating it as `created`, whose count is 1, when
   * absent) unless the count has reached `limit`, and then creates `then` if given: false when the
   * limit was reached (nothing is written). One atomic step, so requests at the same moment never
   * count past the limit (on AWS a conditional update, with `then` one transaction). When `then`'s
   * id exists it throws Conflict, and the count may stay as an attempt.
   */
  countUp(
    model: string,
    id: string,
    counter: { limit: number; created: RecordDocument & { count: 1 }; updatedAt: string },
    then?: { model: string; doc: RecordDocument },
  ): Promise<boolean>;
}

/** Who asks, as both platforms know the caller: the token's sub and the owner value records keep. */
export interface RecordCaller {
  sub: string;
  /** What owner fields store for this caller: `<sub>::<username>`, as Gen 2's owner rule does. */
  owner: string;
  groups: readonly string[];
}

/** The clock and ids of one request (so tests and both platforms agree on them). */
export interface RecordClock {
  now: Date;
  newId(): string;
}
