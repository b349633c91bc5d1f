/** Fields PostgreSQL reports with an error; `code` is the SQLSTATE (23505 = unique violation). */
export interface DatabaseErrorFields {
  code?: string;
  severity?: string;
  detail?: string;
  hint?: string;
  position?: string;
  where?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;
}

/** An error from the embedded database, shaped like node-postgres's so services check `code` either way. */
export class DatabaseError extends Error implements DatabaseErrorFields {
  code?: string;
  severity?: string;
  detail?: string;
  hint?: string;
  position?: string;
  where?: string;
  schema?: string;
  table?: string;
  column?: string;
  dataType?: string;
  constraint?: string;

  constructor(message: string, fields: DatabaseErrorFields = {}) {
    super(message);
    this.name = 'DatabaseError';
    Object.assign(this, fields);
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as DatabaseErrorFields | undefined)?.code === '23505';
}

/** SQLSTATE 40P01: PostgreSQL aborted this transaction to break a cycle of transactions waiting on each other's locks. */
export function isDeadlock(error: unknown): boolean {
  return (error as DatabaseErrorFields | undefined)?.code === '40P01';
}
