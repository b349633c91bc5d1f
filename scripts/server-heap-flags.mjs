// The V8 flags and allocator settings the production server runs with, in one place: `npm start`
// (scripts/start.mjs) and the reference cluster (scripts/cluster) start it with them. The Procfile
// and Dockerfile spell the defaults out, as they cannot import this.
//
// V8 lets a busy server's heap grow to several times what it holds (its limit is a quarter of the
// machine's memory, up to 4 GB): bounded, the heap stays near what it holds, the process well under
// HEAP_MAX_MB plus about 150 MB (plus about 150 MB more for the embedded database). A smaller young
// generation (8 MB semi-spaces, not 16) saves about 30 MB for a few more, shorter, collections.
export const DEFAULT_HEAP_MAX_MB = 512;
export const SEMI_SPACE_MB = 8;
/**
 * After each full collection the old generation may grow to half again what it holds before the
 * next. V8's own factor for a 512 MB bound is 1.1-1.44, and it starts marking once the room left
 * is no more than the young generation: a busy server was marking almost all the time (a full
 * collection every 0.5-1.5 s with little promoted between them; V8's marking threads a fifth of
 * the server's CPU in the peers bench's 64 KB row). With 50: that row's server CPU a PUT+GET pair
 * 1.5-1.6 against 1.9-2.3 ms (peers bench, load 8-12), its RSS under load ~50 MB more (median
 * 354 against 303 MB). Idle, the memory reducer still collects back to what is held.
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * The flags for an environment, or an error text for a bad HEAP_MAX_MB. NODE_OPTIONS may set either
 * flag instead; HEAP_MAX_MB, when set, wins.
 */
export function serverHeapFlags(env) {
  const heapMaxMb = env.HEAP_MAX_MB?.trim() || undefined;
  if (heapMaxMb !== undefined && !(/^\d+$/.test(heapMaxMb) && Number(heapMaxMb) >= 128)) {
    return { error: `HEAP_MAX_MB must be a whole number of megabytes, at least 128 (got "${heapMaxMb}")` };
  }
  const nodeOptions = env.NODE_OPTIONS ?? '';
  const flags = [];
  if (heapMaxMb !== undefined || !nodeOptions.includes('--max-old-space-size')) flags.push(`--max-old-space-size=${heapMaxMb ?? DEFAULT_HEAP_MAX_MB}`);
  if (!nodeOptions.includes('--max-semi-space-size')) flags.push(`--max-semi-space-size=${SEMI_SPACE_MB}`);
  flags.push(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return { flags };
}

/**
 * glibc's allocator, set through GLIBC_TUNABLES (read only when a process starts, so the launcher
 * sets it for the server): memory freed above 128 KB at the top of a heap goes back to the system,
 * and blocks of 128 KB or more are mapped on their own and unmapped when freed. glibc's defaults
 * raise both thresholds as the process frees large blocks (up to 32 MB), after which freed memory
 * stays with the process: the embedded database's WebAssembly compiler (each optimised function
 * takes up to ~24 MB of working memory on a background thread) left 30-60 MB of such freed memory
 * in an idle instance (measured with the cluster bench's embedded one-instance phase). Ignored
 * where glibc is not the C library; a GLIBC_TUNABLES already set is left as it is.
 */
export const SERVER_MALLOC_TUNABLES = 'glibc.malloc.mmap_threshold=131072:glibc.malloc.trim_threshold=131072';

/** The environment variables the server process starts with, besides the caller's. */
export function serverMallocEnv(env) {
  return env.GLIBC_TUNABLES === undefined ? { GLIBC_TUNABLES: SERVER_MALLOC_TUNABLES } : {};
}
