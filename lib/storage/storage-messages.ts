/** What the site tells a person when a file operation fails; written once, here. */
export const STORAGE_MESSAGES = {
  notAnImage: 'Please choose a picture: JPEG, PNG, WebP, GIF or AVIF.',
  tooLarge: 'This file is too large to upload.',
  notAllowed: 'You are not allowed to change files here.',
  signInRequired: 'Please sign in to upload files.',
  notFound: 'This file no longer exists.',
  unavailable: 'Uploads are not available: this site has no file storage configured.',
  // SPEC §8's generic text for a failed request.
  network: 'Network Error',
  cancelled: 'The upload was cancelled.',
  failed: 'The upload failed. Please try again.',
} as const;

export type StorageErrorCode = keyof typeof STORAGE_MESSAGES;
