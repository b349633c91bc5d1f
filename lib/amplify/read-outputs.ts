import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isAmplifyOutputsDocument, type AmplifyOutputsDocument } from './amplify-outputs';

/** Where the backend writes the outputs; the same variable the backend reads. */
export function amplifyOutputsPath(): string {
  return process.env.AMPLIFY_OUTPUTS_PATH ?? join(process.cwd(), 'amplify_outputs.json');
}

let cached: { path: string; mtimeMs: number; outputs: AmplifyOutputsDocument } | undefined;

/**
 * The outputs document, read at request time (not at build time: the backend writes it when it
 * starts, with the ids of its data folder), re-read when the file changes. Null when missing.
 */
export async function readAmplifyOutputs(): Promise<AmplifyOutputsDocument | null> {
  const path = amplifyOutputsPath();
  try {
    const { mtimeMs } = await stat(path);
    if (cached?.path === path && cached.mtimeMs === mtimeMs) return cached.outputs;
    const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
    if (!isAmplifyOutputsDocument(parsed)) throw new Error(`${path} is not an amplify_outputs.json document`);
    cached = { path, mtimeMs, outputs: parsed };
    return parsed;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
