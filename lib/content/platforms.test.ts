import { PLATFORMS, platformById, platformByName, platformByUrl, platformDisplayName } from './platforms';

describe('PLATFORMS', () => {
  it('lists the nine platforms of the schema with lowercase ids equal to the enum name', () => {
    expect(PLATFORMS.map((platform) => platform.name)).toEqual(['X', 'YOUTUBE', 'RUMBLE', 'FACEBOOK', 'INSTAGRAM', 'TIKTOK', 'SUBSTACK', 'MEDIUM', 'TWITCH']);
    for (const platform of PLATFORMS) {
      expect(platform.id).toBe(platform.name.toLowerCase());
      expect(platform.iconClass).toMatch(/^bi-[a-z-]+$/);
      expect(platform.url).toMatch(/^https:\/\//);
      expect(platform.linkField).toBe(`${platform.id}Link`);
    }
  });
});

describe('lookups', () => {
  it('finds a platform by record id, enum name or display name', () => {
    expect(platformById('youtube')?.name).toBe('YOUTUBE');
    expect(platformById(' TikTok ')?.id).toBe('tiktok');
    expect(platformByName('TWITCH')?.displayName).toBe('Twitch');
    expect(platformByName('X (Twitter)')?.id).toBe('x');
    expect(platformByName('Twitter')?.id).toBe('x');
  });

  it('answers undefined for what it does not know', () => {
    expect(platformById('myspace')).toBeUndefined();
    expect(platformByName('')).toBeUndefined();
    expect(platformByName(null)).toBeUndefined();
    expect(platformDisplayName('Odysee')).toBe('Odysee');
    expect(platformDisplayName('youtube')).toBe('YouTube');
  });

  it('finds the platform of an address, subdomains and short hosts included', () => {
    expect(platformByUrl('https://youtu.be/abc')?.id).toBe('youtube');
    expect(platformByUrl('https://www.twitch.tv/videos/1')?.id).toBe('twitch');
    expect(platformByUrl('https://twitter.com/someone')?.id).toBe('x');
    expect(platformByUrl('https://octaviamarsh.substack.com')?.id).toBe('substack');
    expect(platformByUrl('https://rumble.com/v5k2x9a-film.html')?.id).toBe('rumble');
    expect(platformByUrl('https://notyoutube.com/x')).toBeUndefined();
    expect(platformByUrl('/media/streams/a.mp4')).toBeUndefined();
  });
});
