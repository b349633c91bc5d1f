import { loadDataDeclaration } from '../declaration/load-declaration';
import { createRecordInputTypes } from '../graphql/build-data-schema';
import { resetSampleContent } from '../seed/seed-sample-content';
import type { SeedContent } from '../seed/to-stored-record';
import type { DataTestBackend } from './start-data-backend';

/**
 * Writes records as the server itself would (checked like a create, owners and timestamps filled
 * in): for fields and models no client may write, such as view counts or a moderation log.
 */
export async function putRecords(backend: DataTestBackend, content: SeedContent): Promise<void> {
  const { models } = loadDataDeclaration();
  await resetSampleContent({ db: backend.backend.context.db, recordInputs: createRecordInputTypes(models), models }, content);
}
