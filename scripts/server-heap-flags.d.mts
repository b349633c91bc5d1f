export declare const DEFAULT_HEAP_MAX_MB: number;
export declare const SEMI_SPACE_MB: number;
/** The server's V8 heap flags for an environment, or an error text for a bad HEAP_MAX_MB. */
export declare function serverHeapFlags(env: NodeJS.ProcessEnv): { flags: string[]; error?: undefined } | { error: string; flags?: undefined };
export declare const SERVER_MALLOC_TUNABLES: string;
/** GLIBC_TUNABLES for the server unless the environment sets its own. */
export declare function serverMallocEnv(env: NodeJS.ProcessEnv): { GLIBC_TUNABLES?: string };
