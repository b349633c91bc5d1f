import { isProductAvatar } from '@/amplify/data/creator-records/avatar-reference';
import type { ImageVariant } from '@/amplify/storage/images';
import { pictureUrlOf } from '@/lib/storage/picture-reference';
import type { StorageTarget } from '@/lib/storage/storage-target';

/**
 * The URL an <img> shows for a profile's avatar, or null for the default (initials): only what
 * saveMyProfile accepts today (amplify/data/creator-records/avatar-reference.ts) is shown, so a
 * value stored before that rule (a site path such as /logout, another site's address) is harmless.
 */
export function avatarUrlOf(value: string | null | undefined, pictures: StorageTarget | null, variant: ImageVariant = 'w320'): string | null {
  return value && isProductAvatar(value) ? pictureUrlOf(value, pictures, variant) : null;
}
