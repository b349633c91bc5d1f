/**
 * The site's file storage over the AWS SDK's S3 client, with the session's identity-pool
 * credentials. Import it only from the pages that upload: the S3 client is a large bundle.
 * Public pages import the light modules directly instead: picture-reference (a stored picture's
 * display URL), evidence-picture, picture-folders and read-picture-host / browser-picture-host.
 */
export { storageTargetOf, type StorageTarget } from './storage-target';
export { createStorageClient, getIdentityId, getOwnFolder, sessionCredentials, type CredentialsSource, type SessionCredentials } from './storage-client';
export { uploadFile, isImageData, toPercent, type UploadRequest, type UploadedFile } from './upload-file';
export { listFiles, removeFile, getDisplayUrl, type StoredFile } from './manage-files';
export { encodeKey } from './storage-key';
export { StorageError } from './storage-error';
export { STORAGE_MESSAGES } from './storage-messages';
export { uploadPicture, type PictureUploadRequest } from './upload-picture';
