/**
 * Writes public/media/streams/<slug>.mp4 for every sample stream (and trailer or mirror) that
 * plays a file this site serves: an eight-second title card (the stream's title on a slowly
 * moving gradient, silent, H.264, ~40 KB), so the sample catalogue's local streams play offline
 * instead of saying "Video unavailable". The clips are committed; this script only remakes them.
 *
 * Needs ffmpeg (Debian: apt-get install ffmpeg). Usage: npx tsx scripts/generate-sample-clips.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_APP_NAME } from '../lib/constants/ui';
import { SAMPLE_STREAMS } from '../backend/data/sample-content/streams';

const MEDIA_PREFIX = '/media/streams/';
const publicDir = join(__dirname, '..', 'public');
const FONTS = '/usr/share/fonts/truetype/dejavu';

/** Every local file a sample stream points at, with the card's title. */
function localClips(): Map<string, string> {
  const clips = new Map<string, string>();
  for (const stream of SAMPLE_STREAMS) {
    for (const url of [stream.url, ...stream.sources]) if (url.startsWith(MEDIA_PREFIX)) clips.set(url, stream.title);
    if (stream.trailerUrl?.startsWith(MEDIA_PREFIX)) clips.set(stream.trailerUrl, `${stream.title} · Trailer`);
  }
  return clips;
}

/** drawtext reads ':' and '\'' (and '\\') as syntax. */
const escapeText = (text: string) => text.replace(/[\\:']/g, (character) => `\\${character}`);

function makeClip(target: string, title: string): void {
  const card = [
    `drawtext=fontfile=${FONTS}/DejaVuSans-Bold.ttf:text='${escapeText(title)}':fontcolor=white:fontsize=34:x=(w-text_w)/2:y=(h-text_h)/2-18`,
    `drawtext=fontfile=${FONTS}/DejaVuSans.ttf:text='${escapeText(`Sample clip · ${DEFAULT_APP_NAME}`)}':fontcolor=white@0.75:fontsize=18:x=(w-text_w)/2:y=h/2+26`,
    'fade=t=in:st=0:d=0.6',
    'fade=t=out:st=7.4:d=0.6',
  ].join(',');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'gradients=s=640x360:c0=0x0b1d3a:c1=0x3a0b2e:x0=0:y0=0:x1=640:y1=360:speed=0.02:d=8:r=24'],
    ...['-vf', card],
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an'],
    target,
  ]);
}

mkdirSync(join(publicDir, MEDIA_PREFIX), { recursive: true });
for (const [url, title] of localClips()) {
  makeClip(join(publicDir, url), title);
  console.log(`wrote public${url} (${title})`);
}
