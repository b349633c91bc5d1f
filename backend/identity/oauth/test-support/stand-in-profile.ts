import { createHash } from 'node:crypto';

/** The profile the stand-in tells about `ada.lovelace@…`: Ada Lovelace; `+unverified` in the address makes it unverified. */
export function standInProfile(email: string) {
  const local = email.split('@')[0].replace(/\+.*$/, '');
  const [given = local, ...rest] = local.split(/[._-]/).map((part) => part.charAt(0).toUpperCase() + part.slice(1));
  const family = rest.join(' ');
  return {
    sub: `stand-in-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 20)}`,
    email,
    email_verified: !email.includes('+unverified'),
    name: [given, family].filter(Boolean).join(' '),
    given_name: given,
    ...(family ? { family_name: family } : {}),
    picture: `https://stand-in.example/avatars/${encodeURIComponent(local)}.png`,
  };
}
