/**
 * What a profile's `avatarUrl` may hold: only what the product itself writes there, so no stored
 * value can make a visitor's browser fetch an address of someone's choosing (an avatar of
 * `/logout` fired `GET /logout` for every visitor of the profile). Two forms:
 * - the reference of a picture the profile editor uploaded (lib/storage/upload-picture.ts):
 *   `profile-avatar/<identity id>/avatar-<unique>.<extension>`, optionally `?v=<version>`;
 * - the site's own generated artwork, as the sample content uses: `/artwork/avatar/<name>.svg`.
 * Plain code, shared by saveMyProfile (which refuses anything else) and the site (which shows
 * nothing else), so one rule holds on both sides.
 */
export const AVATAR_MESSAGE = 'avatarUrl must be a picture you uploaded to your profile-avatar folder, or empty.';

/** An identity-pool id as both Cognito and the local backend spell it: `<region>:<uuid>`. */
const UPLOADED_AVATAR = /^profile-avatar\/([\w-]{1,40}:[0-9a-f-]{36})\/avatar-[a-z0-9-]{1,64}\.(?:jpg|png|webp|gif|avif)(?:\?v=[\w%.~-]{1,200})?$/;
/** The artwork route's own name rule (lib/artwork/render-artwork.ts). */
const ARTWORK_AVATAR = /^\/artwork\/avatar\/[a-z0-9][a-z0-9-]{0,95}\.svg$/;

/** The uploaded picture an avatar value names, with the identity whose folder holds it; null for anything else. */
export function parseUploadedAvatar(value: string): { identityId: string } | null {
  const match = UPLOADED_AVATAR.exec(value);
  return match ? { identityId: match[1] } : null;
}

/** Whether an avatar value is one the product writes (trimmed first): an uploaded avatar or generated artwork. */
export function isProductAvatar(value: string): boolean {
  const text = value.trim();
  return ARTWORK_AVATAR.test(text) || parseUploadedAvatar(text) !== null;
}
