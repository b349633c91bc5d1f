import { readAmplifyOutputs } from '../amplify/read-outputs';
import { storageTargetOf, type StorageTarget } from './storage-target';

/**
 * On the server: where stored pictures are shown from, read from the outputs file at request
 * time (the backend writes it when it starts); null while the site has no storage.
 */
export async function readPictureHost(): Promise<StorageTarget | null> {
  const outputs = await readAmplifyOutputs();
  return outputs ? storageTargetOf(outputs) : null;
}
