// Runs parameterised statements on PGlite as named prepared statements. PGlite's query() parses,
// describes and plans its text on every call, in six calls into the database; a statement
// prepared once runs after that as one message (bind, execute, sync) in one call, with the plan
// PostgreSQL keeps and the result description it gave when it was prepared. The answers are PGlite's own (same parsers, same serializers).
// Plain JS: the PGlite worker runs it without a loader.
import { parse, protocol } from '@electric-sql/pglite';

const { serialize } = protocol;
/** Statements kept prepared; past this the least recently used one is closed. */
export const MAX_PREPARED_STATEMENTS = 200;
/**
 * Parameterless statements that may change what a prepared statement means (its tables' columns,
 * the search path) or drop it: after one, every statement is prepared afresh.
 */
const SCHEMA_CHANGE = /\b(ALTER|CREATE|DROP|TRUNCATE|COMMENT|SET|RESET|DISCARD|DEALLOCATE)\b/i;
/** PostgreSQL refusing a prepared statement whose result columns changed since it was prepared. */
const STALE_PLAN = '0A000';

export function createPreparedStatements(db) {
  /** Statement text → { name, paramTypes }, least recently used first. */
  const prepared = new Map();
  /** Names forgotten but not yet closed in the database. */
  let unclosed = [];
  let nextName = 1;

  const forget = (sql) => {
    const statement = prepared.get(sql);
    if (!statement) return;
    prepared.delete(sql);
    unclosed.push(statement.name);
  };

  /** Closes forgotten statements; a name the database no longer has (DEALLOCATE ALL) is no error. */
  const closeForgotten = async () => {
    if (unclosed.length === 0) return;
    const names = unclosed;
    unclosed = [];
    const messages = names.map((name) => serialize.close({ type: 'S', name }));
    await db.execProtocolStream(joinMessages([...messages, serialize.sync()]), { syncToFs: false, throwOnError: false });
  };

  const prepare = async (sql) => {
    const name = `streamit_${nextName++}`;
    const messages = await db.execProtocolStream(joinMessages([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]), {
      syncToFs: false,
    });
    // Its result columns never change while it is prepared (PostgreSQL refuses, see STALE_PLAN):
    // their description is kept, not asked for again at every run.
    const rowDescription = messages.find((message) => message.name === 'rowDescription');
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages), rowDescription };
    prepared.set(sql, statement);
    if (prepared.size > MAX_PREPARED_STATEMENTS) forget(prepared.keys().next().value);
    return statement;
  };

  const execute = async (sql, params) => {
    await closeForgotten();
    let statement = prepared.get(sql);
    if (statement) {
      // Most recently used last.
      prepared.delete(sql);
      prepared.set(sql, statement);
    } else {
      statement = await prepare(sql);
    }
    const values = params.map((param, index) => serializeParam(db, param, statement.paramTypes[index]));
    const messages = await db.execProtocolStream(joinMessages([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]));
    return parse.parseResults(statement.rowDescription ? [statement.rowDescription, ...messages] : messages, db.parsers)[0];
  };

  return {
    /** Runs `sql` with `params` ($1…), as db.query would. */
    async run(sql, params) {
      try {
        return await execute(sql, params);
      } catch (error) {
        // A table changed under a statement prepared before: prepared afresh, it runs as it would
        // have. Inside a transaction the failure has already aborted it, so it stands.
        if (error?.code !== STALE_PLAN || !prepared.has(sql)) throw error;
        forget(sql);
        if (db.isInTransaction()) throw error;
        return await execute(sql, params);
      }
    },
    /** Told of every parameterless statement, which runs without preparing. */
    noteUnprepared(sql) {
      if (SCHEMA_CHANGE.test(sql)) for (const text of [...prepared.keys()]) forget(text);
    },
    /** How many statements are prepared now (for tests). */
    get size() {
      return prepared.size;
    },
  };
}

/** As PGlite's query() turns a parameter into text: its type's serializer, else toString(). */
function serializeParam(db, param, typeId) {
  if (param === null || param === undefined) return null;
  const serializer = db.serializers[typeId];
  return serializer ? serializer(param) : param.toString();
}

function joinMessages(messages) {
  const joined = new Uint8Array(messages.reduce((total, message) => total + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    joined.set(message, offset);
    offset += message.length;
  }
  return joined;
}
