import { HOSTED_UI } from '../../../../amplify/auth/hosted-ui';
import { mapProviderAttributes } from './map-provider-attributes';
import { readAppleProfile, readFacebookProfile } from './provider-profile';

describe('mapping a provider profile to pool attributes', () => {
  it("maps Google's claims through the declared mapping, with email_verified as a flag", () => {
    const mapped = mapProviderAttributes(HOSTED_UI.externalProviders.google!.attributeMapping, {
      sub: '10769150350006150715113082367',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      picture: 'https://example.com/ada.png',
      hd: 'example.com',
    });
    expect(mapped).toEqual({
      email: 'ada@example.com',
      emailVerified: true,
      attributes: { name: 'Ada Lovelace', given_name: 'Ada', family_name: 'Lovelace', picture: 'https://example.com/ada.png' },
    });
  });

  it("reads Apple's string \"false\", drops an invalid e-mail and attributes the pool does not keep", () => {
    const mapped = mapProviderAttributes(
      { email: 'email', emailVerified: 'email_verified', custom: { 'custom:handle': 'login', secret_flag: 'flag', 'custom:empty': 'none' } },
      { email: 'not-an-address', email_verified: 'false', login: 'ada', flag: 'x', none: '' },
    );
    expect(mapped).toEqual({ emailVerified: false, attributes: { 'custom:handle': 'ada' } });
  });

  it("takes Facebook's picture URL from its nested picture object", () => {
    const profile = readFacebookProfile({ id: '42', name: 'Ada', email: 'ada@example.com', picture: { data: { url: 'https://fb/ada.jpg' } } });
    expect(profile.subject).toBe('42');
    expect(profile.claims.picture).toBe('https://fb/ada.jpg');
  });

  it("takes the name Apple sends once in its user field", () => {
    const profile = readAppleProfile({ sub: '001.apple', email: 'ada@privaterelay.appleid.com' }, JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' } }));
    expect(profile).toEqual({
      subject: '001.apple',
      claims: { sub: '001.apple', email: 'ada@privaterelay.appleid.com', name: 'Ada Lovelace', given_name: 'Ada', family_name: 'Lovelace' },
    });
    expect(readAppleProfile({ sub: '001.apple' }, '{not json').claims).toEqual({ sub: '001.apple' });
  });
});
