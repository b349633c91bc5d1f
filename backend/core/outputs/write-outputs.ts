import { writeFileAtomic } from '../files/write-file-atomic';
import { composeAmplifyOutputs, type AmplifyOutputs } from './compose-outputs';
import type { OutputsContribution } from '../backend-service';

/**
 * Writes amplify_outputs.json (`{ version: '1.3', ...sections, custom }`) atomically, so a site
 * starting at the same moment never reads half a file. Returns what it wrote.
 */
export async function writeAmplifyOutputs(
  path: string,
  outputs: AmplifyOutputs | OutputsContribution[],
): Promise<AmplifyOutputs> {
  const document = Array.isArray(outputs) ? composeAmplifyOutputs(outputs) : outputs;
  await writeFileAtomic(path, `${JSON.stringify(document, null, 2)}\n`);
  return document;
}
