import { AVATAR_MESSAGE, isProductAvatar } from './avatar-reference';
import { createInMemoryEvidenceFiles } from './in-memory-evidence-files.test-helper';
import { createInMemoryRecordsPort } from './in-memory-records-port.test-helper';
import type { RecordCaller, RecordClock } from './records-port';
import { refusal } from './refusal.test-helper';
import { PROFILE_LINK_FIELDS, saveMyProfile } from './save-my-profile';

const anika: RecordCaller = { sub: 'sub-anika', owner: 'sub-anika::anika', groups: [] };
const clock: RecordClock = { now: new Date('2026-11-20T10:00:00.000Z'), newId: () => 'profile-1' };
const ANIKA_IDENTITY = 'us-west-2:3f1c0d2e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const MALLORY_IDENTITY = 'us-west-2:9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const ANIKA_AVATAR = `profile-avatar/${ANIKA_IDENTITY}/avatar-lx2f-00a81k.png?v=%229b2c0f%22`;
const identities = createInMemoryEvidenceFiles(new Map([[ANIKA_IDENTITY, anika.sub], [MALLORY_IDENTITY, 'sub-mallory']]));
const base = { username: 'anika', displayName: 'Anika' };

function save(args: Record<string, unknown>) {
  return saveMyProfile(createInMemoryRecordsPort(), anika, clock, { ...base, ...args }, identities);
}

describe('saveMyProfile’s links', () => {
  it.each(PROFILE_LINK_FIELDS.map((field) => [field]))('%s takes an http(s) address', async (field) => {
    expect(await save({ [field]: ' https://example.com/anika ' })).toMatchObject({ [field]: 'https://example.com/anika' });
    expect(await save({ [field]: 'http://example.com/anika' })).toMatchObject({ [field]: 'http://example.com/anika' });
  });

  it.each([
    ['a javascript: address', 'javascript:alert(document.cookie)'],
    ['a javascript: address in mixed case', 'JaVaScRiPt:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a vbscript: address', 'vbscript:msgbox(1)'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a site path', '/logout'],
    ['an ftp address', 'ftp://example.com/file'],
  ])('refuses %s, naming the field, and writes nothing', async (_, address) => {
    for (const field of ['xLink', 'twitchLink']) {
      const port = createInMemoryRecordsPort();
      expect(await refusal(saveMyProfile(port, anika, clock, { ...base, [field]: address }, identities))).toEqual({
        errorType: 'BadRequest',
        message: `${field} must be a web address starting with https:// or http://.`,
      });
      expect(port.all('Profile')).toHaveLength(0);
    }
  });
});

describe('saveMyProfile’s avatar', () => {
  it('takes a picture uploaded to the caller’s own folder, the site’s artwork, or nothing', async () => {
    expect(await save({ avatarUrl: ANIKA_AVATAR })).toMatchObject({ avatarUrl: ANIKA_AVATAR });
    expect(await save({ avatarUrl: `profile-avatar/${ANIKA_IDENTITY}/avatar-lx2f-00a81k.webp` })).toMatchObject({ avatarUrl: `profile-avatar/${ANIKA_IDENTITY}/avatar-lx2f-00a81k.webp` });
    expect(await save({ avatarUrl: '/artwork/avatar/anika-sterling.svg' })).toMatchObject({ avatarUrl: '/artwork/avatar/anika-sterling.svg' });
    expect(await save({ avatarUrl: '  ' })).toMatchObject({ avatarUrl: null });
  });

  it.each([
    ['a path on the site that does something', '/logout'],
    ['another path on the site', '/api/auth/signout?x=.png'],
    ['a web address', 'https://tracker.example/pixel.png'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['a protocol-relative address', '//evil.example/a.png'],
    ['another artwork kind', '/artwork/portrait/../../logout'],
    ['a climb out of the folder', `profile-avatar/${ANIKA_IDENTITY}/../../logout`],
    ['another upload folder', `picture-submissions/${ANIKA_IDENTITY}/evidence-lx2f-00a81k.png`],
    ['a key straight under the prefix', 'profile-avatar/avatar-lx2f-00a81k.png'],
    ['a file the editor never names', `profile-avatar/${ANIKA_IDENTITY}/page.html`],
    ['another query than the version', `profile-avatar/${ANIKA_IDENTITY}/avatar-1.png?x=1`],
    ['another creator’s folder', `profile-avatar/${MALLORY_IDENTITY}/avatar-lx2f-00a81k.png`],
  ])('refuses %s with a clear message, writing nothing', async (_, avatarUrl) => {
    const port = createInMemoryRecordsPort();
    expect(await refusal(saveMyProfile(port, anika, clock, { ...base, avatarUrl }, identities))).toEqual({ errorType: 'BadRequest', message: AVATAR_MESSAGE });
    expect(port.all('Profile')).toHaveLength(0);
  });

  it('takes an uploaded avatar’s shape alone where the platform cannot tell whose identity it is (AWS)', async () => {
    const unknown = `profile-avatar/us-west-2:00000000-0000-4000-8000-000000000000/avatar-1.png`;
    expect(await saveMyProfile(createInMemoryRecordsPort(), anika, clock, { ...base, avatarUrl: unknown })).toMatchObject({ avatarUrl: unknown });
    expect(await refusal(saveMyProfile(createInMemoryRecordsPort(), anika, clock, { ...base, avatarUrl: '/logout' }))).toMatchObject({ message: AVATAR_MESSAGE });
  });
});

describe('isProductAvatar', () => {
  it('is the one rule pages show avatars by', () => {
    expect([ANIKA_AVATAR, '/artwork/avatar/ada.svg', ` ${ANIKA_AVATAR} `].map(isProductAvatar)).toEqual([true, true, true]);
    expect(['', '/logout', 'https://a.example/a.png', '/artwork/avatar/ada.svg?x', 'profile-avatar/x/avatar.png'].map(isProductAvatar)).toEqual([false, false, false, false, false]);
  });
});
