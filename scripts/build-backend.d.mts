/** Where the compiled server of a Next build folder (its name or absolute path) is written. */
export declare function backendEntryFor(distDir: string): string;
/** Compiles backend/main.ts and what it imports into `<distDir>/backend/main.cjs`; resolves with that path. */
export declare function buildBackend(distDir: string): Promise<string>;
