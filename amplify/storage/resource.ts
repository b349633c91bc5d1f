import { defineStorage } from '@aws-amplify/backend';
import { STORAGE_NAME, storageAccess } from './access';

/** The bucket as Gen 2 deploys it with `ampx`; the local backend serves the same rules. */
export const storage = defineStorage({ name: STORAGE_NAME, access: storageAccess });
