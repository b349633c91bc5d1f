import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The parts of Amplify's model introspection schema the local backend reads. */
export interface ModelIntrospection {
  version: number;
  models: Record<
    string,
    {
      name: string;
      pluralName: string;
      attributes?: { type: string; properties?: { name?: string; queryField?: string; fields?: string[] } }[];
    }
  >;
  enums: Record<string, { name: string; values: string[] }>;
  nonModels: Record<string, unknown>;
}

const GENERATOR_FILE = join(__dirname, 'generate-model-introspection.mjs');
/** The introspection of this project's schema is about 200 KB; room for a far larger one. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

/**
 * The model introspection schema exactly as Gen 2 makes it for amplify_outputs.json: its data
 * factory runs this generator over the same transformer input (see @aws-amplify/backend-data).
 * The generator runs in a short-lived node process (generate-model-introspection.mjs), so the
 * code generators it loads do not stay in the server's memory.
 */
export function generateModelIntrospection(transformerSchema: string): ModelIntrospection {
  let text: string;
  try {
    text = execFileSync(process.execPath, [GENERATOR_FILE], {
      input: transformerSchema,
      encoding: 'utf8',
      maxBuffer: MAX_OUTPUT_BYTES,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    const detail = typeof stderr === 'string' && stderr.trim() ? stderr.trim() : error instanceof Error ? error.message : String(error);
    throw new Error(`The model generator failed: ${detail}`);
  }
  return JSON.parse(text) as ModelIntrospection;
}
