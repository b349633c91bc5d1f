#!/usr/bin/env node
/**
 * Writes public/media/briefing-tone.wav: a five-second, 16-bit mono PCM WAV of a soft
 * three-note chime (A4, C#5, E5 sine waves with gentle attack and release). The audio
 * blog post plays it, so the site ships a real, small media file instead of hotlinking one.
 *
 * Usage: node scripts/generate-sample-audio.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SAMPLE_RATE = 16000;
const SECONDS = 5;
const AMPLITUDE = 0.28;
const NOTES = [
  { frequency: 440.0, start: 0.0 },
  { frequency: 554.37, start: 0.6 },
  { frequency: 659.25, start: 1.2 },
];

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'public', 'media', 'briefing-tone.wav');

const frames = SAMPLE_RATE * SECONDS;
const dataBytes = frames * 2;
const buffer = Buffer.alloc(44 + dataBytes);

// RIFF/WAVE header, PCM format 1, mono, 16 bits per sample.
buffer.write('RIFF', 0, 'ascii');
buffer.writeUInt32LE(36 + dataBytes, 4);
buffer.write('WAVE', 8, 'ascii');
buffer.write('fmt ', 12, 'ascii');
buffer.writeUInt32LE(16, 16);
buffer.writeUInt16LE(1, 20);
buffer.writeUInt16LE(1, 22);
buffer.writeUInt32LE(SAMPLE_RATE, 24);
buffer.writeUInt32LE(SAMPLE_RATE * 2, 28);
buffer.writeUInt16LE(2, 32);
buffer.writeUInt16LE(16, 34);
buffer.write('data', 36, 'ascii');
buffer.writeUInt32LE(dataBytes, 40);

/** Linear 20 ms attack, then exponential decay; a final fade keeps the end click-free. */
function envelope(t, start) {
  const local = t - start;
  if (local < 0) return 0;
  const attack = Math.min(1, local / 0.02);
  return attack * Math.exp(-local * 0.9);
}

for (let i = 0; i < frames; i++) {
  const t = i / SAMPLE_RATE;
  let sample = 0;
  for (const note of NOTES) sample += envelope(t, note.start) * Math.sin(2 * Math.PI * note.frequency * t);
  const fadeOut = Math.min(1, (SECONDS - t) / 0.3);
  const value = Math.max(-1, Math.min(1, (sample * AMPLITUDE * fadeOut) / 1.5));
  buffer.writeInt16LE(Math.round(value * 32767), 44 + i * 2);
}

mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, buffer);
console.log(`Wrote ${out} (${buffer.length} bytes)`);
