/**
 * The one database interface the backend's services use. It is implemented over embedded
 * PostgreSQL (PGlite, in DATA_DIR) or a PostgreSQL server (DATABASE_URL); SQL is plain
 * PostgreSQL with $1-style parameters either way.
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: T[]; rowCount: number }>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Whether `statement_timeout` stops a statement that runs too long. A PostgreSQL server's does;
   * PGlite accepts the setting and never acts on it (WebAssembly has no timer to interrupt a
   * running statement), and runs one statement at a time.
   */
  readonly stopsLongStatements: boolean;
  /**
   * Whether PostgreSQL runs as WebAssembly (PGlite), which V8 compiles as it runs: quick baseline
   * code first, optimised code for a function once it has run hot. A statement's first heavy run
   * after a start is then slower than the next.
   */
  readonly runsAsWebAssembly: boolean;
  /**
   * LISTEN on `channel` in this process's own session (the embedded database only: a PostgreSQL
   * server's instances listen on a connection of their own, core/notices/notice-channel.ts).
   */
  listen?(channel: string, onNotice: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}
