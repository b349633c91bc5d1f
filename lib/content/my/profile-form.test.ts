import {
  AVATAR_FORM_MESSAGE,
  emptyProfileForm,
  formValuesToProfileInput,
  profileToFormValues,
  SOLANA_MESSAGE,
  USERNAME_MESSAGE,
  USERNAME_RESERVED_MESSAGE,
  usernameError,
  validateProfileForm,
} from './profile-form';
import type { ProfileDetailWire } from '@/lib/content/profiles/profile-wire';

const valid = { ...emptyProfileForm(), username: 'Ada_Quill', displayName: 'Ada Quill' };

describe('the profile form', () => {
  it('accepts a username and a display name alone', () => {
    expect(validateProfileForm(valid)).toEqual({});
  });

  it('requires a username and a display name', () => {
    expect(validateProfileForm(emptyProfileForm())).toEqual({ username: 'This field is required', displayName: 'This field is required' });
  });

  it.each(['ab', '-ada', 'ada-', 'ada quill', 'adä', 'a'.repeat(31)])('refuses the username %p', (username) => {
    expect(usernameError(username)).toBe(USERNAME_MESSAGE);
  });

  it('refuses, as the server would, a name kept for the site, in any letter case', () => {
    expect(usernameError('Admin')).toBe(USERNAME_RESERVED_MESSAGE);
    expect(validateProfileForm({ ...valid, username: 'streams' }).username).toBe(USERNAME_RESERVED_MESSAGE);
  });

  it('checks every link field as a full web address', () => {
    const errors = validateProfileForm({ ...valid, xLink: 'x.com/ada', blogLink: 'javascript:alert(1)', twitchLink: 'https://twitch.tv/ada' });
    expect(Object.keys(errors).filter((field) => errors[field as keyof typeof errors])).toEqual(['xLink', 'blogLink']);
  });

  it('checks the picture address, the Solana address and the platform list', () => {
    const errors = validateProfileForm({ ...valid, avatarUrl: 'ftp://x', solanaAddress: '0OIl', activePlatforms: 'YOUTUBE,MYSPACE' });
    expect(errors.avatarUrl).toBe(AVATAR_FORM_MESSAGE);
    expect(errors.solanaAddress).toBe(SOLANA_MESSAGE);
    expect(errors.activePlatforms).toBe('Choose platforms from the list');
  });

  it('takes as the picture only an uploaded one or the site’s artwork, as the save does', () => {
    const upload = 'profile-avatar/us-west-2:3f1c0d2e-5a6b-4c7d-8e9f-0a1b2c3d4e5f/avatar-lx2f-00a81k.png?v=9b2c0f';
    for (const avatarUrl of ['', upload, '/artwork/avatar/ada.svg']) expect(validateProfileForm({ ...valid, avatarUrl }).avatarUrl).toBeUndefined();
    for (const avatarUrl of ['/logout', 'https://cdn.example.com/a.png']) expect(validateProfileForm({ ...valid, avatarUrl }).avatarUrl).toBe(AVATAR_FORM_MESSAGE);
  });

  it('stores the username in lower case, empty texts as null and platforms as a list', () => {
    const input = formValuesToProfileInput({ ...valid, bio: '  ', xLink: ' https://x.com/ada ', activePlatforms: 'X,YOUTUBE' });
    expect(input).toMatchObject({ username: 'ada_quill', displayName: 'Ada Quill', bio: null, xLink: 'https://x.com/ada', youtubeLink: null, activePlatforms: ['X', 'YOUTUBE'] });
  });

  it('fills the form from a stored profile, blanks for missing fields', () => {
    const values = profileToFormValues({ username: 'ada', displayName: 'Ada', activePlatforms: ['X', null], bio: null } as unknown as ProfileDetailWire);
    expect(values).toMatchObject({ username: 'ada', displayName: 'Ada', bio: '', activePlatforms: 'X', xLink: '' });
  });
});
