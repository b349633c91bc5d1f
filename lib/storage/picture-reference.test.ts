import { isPictureReference, parsePictureReference, pictureUrlOf, toPictureReference } from './picture-reference';

const local = { bucket: 'amplify-local-streamitmedia-bucket', region: 'us-west-2', endpoint: 'http://localhost:3000/_aws/s3' };
const aws = { bucket: 'amplify-app-main-media-abc123', region: 'us-west-2' };
const AVATAR = 'profile-avatar/us-west-2:3f1c/avatar-lx2f-00a81k.png';

describe('picture references', () => {
  it('keep the key and the version, and read back the same', () => {
    const reference = toPictureReference({ key: AVATAR, version: '9b2c0f' });
    expect(reference).toBe(`${AVATAR}?v=9b2c0f`);
    expect(parsePictureReference(reference)).toEqual({ key: AVATAR, version: '9b2c0f' });
    expect(parsePictureReference(AVATAR)).toEqual({ key: AVATAR });
    expect(parsePictureReference(` ${AVATAR}?v=9b2c0f-2 `)).toEqual({ key: AVATAR, version: '9b2c0f-2' });
  });

  it.each([
    ['an https address', 'https://cdn.example.com/avatar.png'],
    ['a path on this site', '/artwork/portrait/ada.svg'],
    ['a key outside the picture folders', 'public/notes.txt'],
    ['a bare prefix', 'profile-avatar/'],
    ['a climb out of the folder', 'profile-avatar/../secrets/plan.png'],
    ['an empty segment', 'profile-avatar//a.png'],
    ['a space', 'profile-avatar/id/my avatar.png'],
    ['text', 'Screenshots of the notice'],
  ])('are not %s', (_, value) => {
    expect(isPictureReference(value)).toBe(false);
  });
});

describe('pictureUrlOf', () => {
  it('shows a stored picture as a display-size variant that may be cached for good', () => {
    expect(pictureUrlOf(`${AVATAR}?v=9b2c0f`, local, 'w320')).toBe(
      'http://localhost:3000/_aws/s3/amplify-local-streamitmedia-bucket/profile-avatar/us-west-2%3A3f1c/avatar-lx2f-00a81k.png?variant=w320&v=9b2c0f',
    );
    expect(pictureUrlOf(AVATAR, local)).toBe('http://localhost:3000/_aws/s3/amplify-local-streamitmedia-bucket/profile-avatar/us-west-2%3A3f1c/avatar-lx2f-00a81k.png');
  });

  it('points at the S3 object on AWS, where there are no variants', () => {
    expect(pictureUrlOf(`${AVATAR}?v=9b2c0f`, aws, 'w320')).toBe('https://amplify-app-main-media-abc123.s3.us-west-2.amazonaws.com/profile-avatar/us-west-2%3A3f1c/avatar-lx2f-00a81k.png');
  });

  it('shows addresses as they are and nothing for what is neither', () => {
    expect(pictureUrlOf('https://cdn.example.com/a.png', local, 'w640')).toBe('https://cdn.example.com/a.png');
    expect(pictureUrlOf(' /artwork/portrait/ada.svg ', null)).toBe('/artwork/portrait/ada.svg');
    expect(pictureUrlOf('javascript:alert(1)', local)).toBeNull();
    expect(pictureUrlOf('', local)).toBeNull();
    expect(pictureUrlOf(null, local)).toBeNull();
  });

  it('shows no stored picture while the site has no storage', () => {
    expect(pictureUrlOf(AVATAR, null, 'w320')).toBeNull();
  });
});
