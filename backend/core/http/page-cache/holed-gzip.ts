import { promisify } from 'node:util';
import { constants, crc32, deflateRaw, type ZlibOptions } from 'node:zlib';
import { combineCrc, shiftFor, type CrcShift } from './crc32-combine';

const deflateRawAsync = promisify<Buffer, ZlibOptions, Buffer>(deflateRaw);

/**
 * A page compressed once, with its nonces left uncompressed so each answer can write its own:
 * gzip (RFC 1952) around one deflate stream (RFC 1951) in which every nonce is a stored block and
 * the text between nonces is compressed in runs that end on a byte boundary (a sync flush). Each
 * run may refer back to the text before it (given to zlib as a preset dictionary) but never into
 * a hole: in that dictionary the holes read as 0xFF bytes, which UTF-8 text never contains, so no
 * match can cover them (a page holding 0xFF gets runs without dictionaries). Filling the holes is
 * then a copy, and the CRC is combined from the text's CRCs and the nonce's (crc32-combine.ts),
 * instead of compressing, or even reading, the page again for every reader.
 */
export type HoledGzip = {
  bytes: Buffer;
  holes: number[];
  /** CRC-32 of the text before the first hole, between holes, and after the last. */
  textCrcs: number[];
  /** The shifts past each of those texts (the first is never used) and past one nonce. */
  textShifts: CrcShift[];
  holeShift: CrcShift;
};

/** gzip's fixed header: magic, deflate, no flags, no mtime, no extra flags, OS unknown. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
const TRAILER_BYTES = 8;
/** Deflate looks back at most 32 KB. */
const WINDOW_BYTES = 32 * 1024;
const NEVER_IN_TEXT = 0xff;

/**
 * Compresses `body`, leaving `holeLength` bytes at each of `offsets` (ascending, apart) stored as
 * they are. The runs are compressed side by side on libuv's threads, off the event loop.
 */
export async function gzipAroundHoles(body: Buffer, offsets: readonly number[], holeLength: number): Promise<HoledGzip> {
  const masked = body.includes(NEVER_IN_TEXT) ? null : Buffer.from(body);
  for (const at of offsets) masked?.fill(NEVER_IN_TEXT, at, at + holeLength);
  const run = (from: number, to: number, isLast: boolean) =>
    deflateRawAsync(body.subarray(from, to), {
      ...(isLast ? {} : { finishFlush: constants.Z_SYNC_FLUSH }),
      ...(masked && from > 0 ? { dictionary: masked.subarray(Math.max(0, from - WINDOW_BYTES), from) } : {}),
    });
  const starts = [0, ...offsets.map((at) => at + holeLength)];
  const runs = await Promise.all(starts.map((from, index) => run(from, offsets[index] ?? body.length, index === offsets.length)));

  const parts: Buffer[] = [GZIP_HEADER];
  const holes: number[] = [];
  let size = GZIP_HEADER.length;
  const add = (part: Buffer) => {
    parts.push(part);
    size += part.length;
  };
  offsets.forEach((at, index) => {
    add(runs[index]);
    add(storedBlockHeader(holeLength));
    holes.push(size);
    add(body.subarray(at, at + holeLength));
  });
  add(runs[offsets.length]);
  const trailer = Buffer.alloc(TRAILER_BYTES);
  trailer.writeUInt32LE(crc32(body), 0);
  trailer.writeUInt32LE(body.length >>> 0, 4);
  add(trailer);
  const texts = starts.map((from, index) => body.subarray(from, offsets[index] ?? body.length));
  return {
    bytes: Buffer.concat(parts, size),
    holes,
    textCrcs: texts.map((text) => crc32(text)),
    textShifts: texts.map((text) => shiftFor(text.length)),
    holeShift: shiftFor(holeLength),
  };
}

/** The gzip of the page with `nonce` in its holes, written into a copy. */
export function fillHoledGzip(gzip: HoledGzip, nonce: Buffer): Buffer {
  const bytes = Buffer.from(gzip.bytes);
  for (const at of gzip.holes) nonce.copy(bytes, at);
  const nonceCrc = crc32(nonce);
  let crc = gzip.textCrcs[0];
  for (let index = 1; index < gzip.textCrcs.length; index++) {
    crc = combineCrc(crc, nonceCrc, gzip.holeShift);
    crc = combineCrc(crc, gzip.textCrcs[index], gzip.textShifts[index]);
  }
  bytes.writeUInt32LE(crc, bytes.length - TRAILER_BYTES);
  return bytes;
}

/** A non-final stored block of `length` bytes, starting on a byte boundary (after a sync flush). */
function storedBlockHeader(length: number): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(length, 1);
  header.writeUInt16LE(~length & 0xffff, 3);
  return header;
}
