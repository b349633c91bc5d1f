import { detectPlayerSource } from './detect-player-source';
import { twitchEmbedUrl } from './twitch-source';
import { startSecondsOf } from './youtube-source';

describe('detectPlayerSource', () => {
  it.each([
    ['/media/streams/cold-water-discipline.mp4', { kind: 'file', url: '/media/streams/cold-water-discipline.mp4', mimeType: 'video/mp4' }],
    ['https://cdn.example.com/films/a.webm?sig=1', { kind: 'file', url: 'https://cdn.example.com/films/a.webm?sig=1', mimeType: 'video/webm' }],
    ['/media/streams/raw-upload', { kind: 'file', url: '/media/streams/raw-upload', mimeType: null }],
    ['https://live.example.com/hls/master.M3U8?token=x', { kind: 'hls', url: 'https://live.example.com/hls/master.M3U8?token=x' }],
    ['/media/live/index.m3u8', { kind: 'hls', url: '/media/live/index.m3u8' }],
  ])('plays %s in the page’s own video element', (address, expected) => {
    expect(detectPlayerSource(address)).toEqual(expected);
  });

  it.each([
    ['https://www.youtube.com/watch?v=q7Rk2mVt9Lw', 'https://www.youtube-nocookie.com/embed/q7Rk2mVt9Lw?rel=0'],
    ['https://youtu.be/q7Rk2mVt9Lw?t=1m30s', 'https://www.youtube-nocookie.com/embed/q7Rk2mVt9Lw?rel=0&start=90'],
    ['https://www.youtube.com/embed/q7Rk2mVt9Lw', 'https://www.youtube-nocookie.com/embed/q7Rk2mVt9Lw?rel=0'],
    ['https://m.youtube.com/shorts/q7Rk2mVt9Lw', 'https://www.youtube-nocookie.com/embed/q7Rk2mVt9Lw?rel=0'],
    ['https://www.youtube.com/live/q7Rk2mVt9Lw?start=42', 'https://www.youtube-nocookie.com/embed/q7Rk2mVt9Lw?rel=0&start=42'],
    ['https://www.youtube-nocookie.com/embed/q7Rk2mVt9Lw', 'https://www.youtube-nocookie.com/embed/q7Rk2mVt9Lw?rel=0'],
    ['https://www.youtube.com/playlist?list=PL0123456789abcdef', 'https://www.youtube-nocookie.com/embed/videoseries?rel=0&list=PL0123456789abcdef'],
  ])('turns the YouTube address %s into a youtube-nocookie embed', (address, embedUrl) => {
    expect(detectPlayerSource(address)).toMatchObject({ kind: 'youtube', embedUrl });
  });

  it('keeps the YouTube watch page beside the embed, with the start time', () => {
    expect(detectPlayerSource('https://youtu.be/q7Rk2mVt9Lw?t=75')).toMatchObject({ watchUrl: 'https://www.youtube.com/watch?v=q7Rk2mVt9Lw&t=75s' });
  });

  it('links a YouTube page that names no video instead of embedding it', () => {
    expect(detectPlayerSource('https://www.youtube.com/@octaviamarsh')).toEqual({ kind: 'link', url: 'https://www.youtube.com/@octaviamarsh' });
  });

  it('embeds a Rumble embed address and links a Rumble watch page, whose id is not the embed id', () => {
    expect(detectPlayerSource('https://rumble.com/embed/v5k2x9a/')).toEqual({ kind: 'rumble', embedUrl: 'https://rumble.com/embed/v5k2x9a/' });
    expect(detectPlayerSource('https://rumble.com/embed/v5k2x9a')).toEqual({ kind: 'rumble', embedUrl: 'https://rumble.com/embed/v5k2x9a/' });
    expect(detectPlayerSource('https://rumble.com/v5k2x9a-ministry.html')).toEqual({ kind: 'link', url: 'https://rumble.com/v5k2x9a-ministry.html' });
  });

  it.each([
    ['https://player.twitch.tv/?video=2214836570&parent=localhost', { video: '2214836570' }],
    ['https://player.twitch.tv/?video=v2214836570', { video: '2214836570' }],
    ['https://www.twitch.tv/videos/2214836570', { video: '2214836570' }],
    ['https://www.twitch.tv/HollisGrantLive', { channel: 'hollisgrantlive' }],
    ['https://player.twitch.tv/?channel=hollisgrantlive&parent=example.com', { channel: 'hollisgrantlive' }],
    ['https://clips.twitch.tv/BraveClipSlug-abc_1', { clip: 'BraveClipSlug-abc_1' }],
    ['https://clips.twitch.tv/embed?clip=BraveClipSlug&parent=x.com', { clip: 'BraveClipSlug' }],
    ['https://www.twitch.tv/hollis/clip/BraveClipSlug', { clip: 'BraveClipSlug' }],
    ['https://player.twitch.tv/?collection=abcDEF12345', { collection: 'abcDEF12345' }],
  ])('reads the Twitch address %s as %o', (address, target) => {
    expect(detectPlayerSource(address)).toMatchObject({ kind: 'twitch', target });
  });

  it('links Twitch pages that are not a channel, video or clip', () => {
    expect(detectPlayerSource('https://www.twitch.tv/directory')).toEqual({ kind: 'link', url: 'https://www.twitch.tv/directory' });
  });

  it('links other web pages', () => {
    expect(detectPlayerSource('https://vimeo.com/123456')).toEqual({ kind: 'link', url: 'https://vimeo.com/123456' });
  });

  it.each(['', '   ', 'javascript:alert(1)', 'data:video/mp4;base64,AAAA', '//evil.example/x.mp4', 'ftp://x.example/a.mp4', 'not a url', null, undefined])(
    'refuses %p',
    (address) => expect(detectPlayerSource(address)).toBeNull(),
  );
});

describe('twitchEmbedUrl', () => {
  it('names the page’s host, without its port, as the parent Twitch requires', () => {
    expect(twitchEmbedUrl({ video: '2214836570' }, 'localhost:3420')).toBe('https://player.twitch.tv/?parent=localhost&autoplay=true&video=v2214836570');
    expect(twitchEmbedUrl({ channel: 'hollis' }, 'streams.example.org', { autoplay: false })).toBe(
      'https://player.twitch.tv/?parent=streams.example.org&autoplay=false&channel=hollis',
    );
  });

  it('embeds clips from clips.twitch.tv', () => {
    expect(twitchEmbedUrl({ clip: 'BraveClip' }, 'example.org')).toBe('https://clips.twitch.tv/embed?parent=example.org&autoplay=true&clip=BraveClip');
  });
});

describe('startSecondsOf', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['1m30s', 90],
    ['1h2m3s', 3723],
    ['', 0],
    ['soon', 0],
  ])('%s is %d seconds', (value, seconds) => expect(startSecondsOf(value)).toBe(seconds));
});
