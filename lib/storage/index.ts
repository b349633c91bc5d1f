/**
 * The site's file storage over the AWS SDK's S3 client, with the session's identity-pool
 * credentials. Import it only from the pages that upload: the S3 client is a large bundle.
 */
export { storageTargetOf, type StorageTarget } from './storage-target';
export { createStorageClient, getOwnFolder, sessionCredentials, type CredentialsSource, type SessionCredentials } from './storage-client';
export { uploadFile, isImageData, toPercent, type UploadRequest, type UploadedFile } from './upload-file';
export { listFiles, removeFile, getDisplayUrl, encodeKey, type StoredFile } from './manage-files';
export { StorageError } from './storage-error';
export { STORAGE_MESSAGES } from './storage-messages';
