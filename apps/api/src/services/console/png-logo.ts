// An operator's logo upload (ADR 0052): a PNG only — no SVG, whose scripts, external references and
// entity tricks would need a full XML sanitiser. The file is walked chunk by chunk (lengths, CRCs, a
// valid IHDR within the size limits, image data, IEND last) and re-assembled from the chunks that draw
// the image; text, EXIF, ICC profiles, animation and anything unknown are dropped. Pure: no I/O.
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { LOGO_MAX_BYTES, LOGO_MAX_HEIGHT, LOGO_MAX_WIDTH } from '@gameweek/contracts/admin-brand';
import { AppError } from '../../errors.ts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Chunks kept: the critical ones and the ancillary ones that change how the pixels look. */
const KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'sRGB', 'cHRM']);
/** Colour type → the bit depths PNG allows for it. */
const DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

export interface CheckedLogo {
  png: Buffer;
  width: number;
  height: number;
  /** sha-256 (hex) of `png`. */
  hash: string;
}

function refuse(code: string, message: string, params?: Record<string, string | number>): never {
  throw new AppError('VALIDATION_FAILED', message, {
    details: [{ code, path: ['png_base64'], ...(params ? { params } : {}) }],
  });
}

/** The checked, re-assembled PNG, or a 400 saying why not. */
export function checkPngLogo(base64: string): CheckedLogo {
  const file = Buffer.from(base64, 'base64');
  if (file.length > LOGO_MAX_BYTES) {
    refuse('LOGO_TOO_LARGE', `The logo is over ${LOGO_MAX_BYTES} bytes`, { max: LOGO_MAX_BYTES });
  }
  if (file.length < SIGNATURE.length + 12 || !file.subarray(0, 8).equals(SIGNATURE)) {
    refuse('LOGO_NOT_PNG', 'The logo is not a PNG file');
  }
  const kept: Buffer[] = [SIGNATURE];
  let offset = 8;
  let width = 0;
  let height = 0;
  let sawData = false;
  let ended = false;
  let first = true;
  while (offset < file.length) {
    if (ended) refuse('LOGO_NOT_PNG', 'Data after the end of the PNG');
    if (offset + 12 > file.length) refuse('LOGO_NOT_PNG', 'A PNG chunk is cut short');
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > file.length) {
      refuse('LOGO_NOT_PNG', 'A PNG chunk is malformed');
    }
    const typeAndData = file.subarray(offset + 4, offset + 8 + length);
    if (crc32(typeAndData) !== file.readUInt32BE(offset + 8 + length)) {
      refuse('LOGO_NOT_PNG', `PNG chunk ${type} fails its CRC`);
    }
    const data = file.subarray(offset + 8, offset + 8 + length);
    if (first !== (type === 'IHDR')) refuse('LOGO_NOT_PNG', 'A PNG starts with its IHDR, once');
    if (type === 'IHDR') {
      if (length !== 13) refuse('LOGO_NOT_PNG', 'A malformed IHDR');
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [depth, colour, compression, filter, interlace] = [8, 9, 10, 11, 12].map(
        (i) => data[i] ?? -1,
      ) as [number, number, number, number, number];
      if (!DEPTHS[colour]?.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) {
        refuse('LOGO_NOT_PNG', 'A PNG header this decoder does not allow');
      }
      if (width < 1 || height < 1 || width > LOGO_MAX_WIDTH || height > LOGO_MAX_HEIGHT) {
        refuse('LOGO_DIMENSIONS', `The logo must be at most ${LOGO_MAX_WIDTH}×${LOGO_MAX_HEIGHT}`, {
          max_width: LOGO_MAX_WIDTH,
          max_height: LOGO_MAX_HEIGHT,
        });
      }
    } else if (type === 'IDAT') {
      sawData = true;
    } else if (type === 'IEND') {
      ended = true;
    } else if (!KEPT.has(type) && (type.charCodeAt(0) & 0x20) === 0) {
      // An unknown critical chunk: a decoder must refuse the file, and so does this.
      refuse('LOGO_NOT_PNG', `Unknown critical PNG chunk ${type}`);
    }
    if (KEPT.has(type)) kept.push(file.subarray(offset, end));
    first = false;
    offset = end;
  }
  if (!ended || !sawData) refuse('LOGO_NOT_PNG', 'The PNG has no image data or no end');
  const png = Buffer.concat(kept);
  return { png, width, height, hash: createHash('sha256').update(png).digest('hex') };
}
