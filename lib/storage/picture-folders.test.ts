import { isImageKey } from '../../amplify/storage/images';
import { buildPictureKey, PICTURE_FOLDERS, uniqueKeyPart } from './picture-folders';

describe('buildPictureKey', () => {
  it.each([
    ['avatar', 'profile-avatar/us-west-2:3f1c/avatar-lx2f-00a81k.png'],
    ['briefThumbnail', 'brief-thumbnails/us-west-2:3f1c/thumbnail-lx2f-00a81k.png'],
    ['evidence', 'picture-submissions/us-west-2:3f1c/evidence-lx2f-00a81k.png'],
  ] as const)('puts a creator’s %s into their own sub-folder', (folder, key) => {
    expect(buildPictureKey(folder, { contentType: 'image/png', identityId: 'us-west-2:3f1c', unique: 'lx2f-00a81k' })).toBe(key);
  });

  it.each([
    ['streamThumbnail', 'stream-thumbnails/thumbnail-lx2f-00a81k.webp'],
    ['personalityImage', 'personalities/portrait-lx2f-00a81k.webp'],
  ] as const)('puts an admin’s %s straight under its prefix', (folder, key) => {
    expect(buildPictureKey(folder, { contentType: 'image/webp', identityId: 'us-west-2:3f1c', unique: 'lx2f-00a81k' })).toBe(key);
  });

  it('names the extension after the content, JPEG as .jpg', () => {
    expect(buildPictureKey('avatar', { contentType: 'image/jpeg', identityId: 'id', unique: 'a' })).toMatch(/\.jpg$/);
    expect(buildPictureKey('avatar', { contentType: 'image/avif', identityId: 'id', unique: 'a' })).toMatch(/\.avif$/);
  });

  it('refuses a creator folder without an identity id, and keeps only safe characters of the unique part', () => {
    expect(() => buildPictureKey('evidence', { contentType: 'image/png', unique: 'a' })).toThrow(/identity id/);
    expect(buildPictureKey('personalityImage', { contentType: 'image/gif', unique: '../X Y' })).toBe('personalities/portrait-xy.gif');
    expect(() => buildPictureKey('personalityImage', { contentType: 'image/gif', unique: '../' })).toThrow(/unique/);
  });

  it('only uses folders the store treats as picture folders', () => {
    for (const { prefix } of Object.values(PICTURE_FOLDERS)) expect(isImageKey(`${prefix}x.png`)).toBe(true);
  });
});

describe('uniqueKeyPart', () => {
  it('is the time in base 36 and six random characters', () => {
    expect(uniqueKeyPart(1_700_000_000_000, () => 0)).toBe('loyw3v28-000000');
    expect(uniqueKeyPart(1_700_000_000_000, () => 1 - Number.EPSILON)).toBe('loyw3v28-zzzzzz');
  });
});
