// The PostgreSQL settings the embedded database runs with, given both to initdb (which records them
// in postgresql.conf and runs its bootstrap with them) and to every start of the server.

/**
 * PGlite is one session: PostgreSQL's default of 100 connections only sizes shared memory (lock
 * table, process slots) for sessions that never come. Above superuser_reserved_connections (3).
 */
const MAX_CONNECTIONS = 8;

/**
 * `-c name=value` pairs. Shared memory is allocated, and touched, in full at start: its size is what
 * the database holds in memory however little it reads (initdb's own default is 128 MB; config.ts
 * explains ours).
 */
export function pgliteServerParams({ sharedBuffersMb }) {
  return ['-c', `shared_buffers=${sharedBuffersMb}MB`, '-c', `max_connections=${MAX_CONNECTIONS}`];
}
