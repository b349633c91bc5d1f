import { resolve } from 'node:path';

/** The repository root; defaults such as `.data/` and `amplify_outputs.json` live there whatever the cwd. */
export const PROJECT_ROOT = resolve(__dirname, '..', '..');
