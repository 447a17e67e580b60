// The logo check (ADR 0052) against hostile input: whatever bytes arrive, the answer is a checked PNG
// or a 400 with the error object, never a crash; a PNG's metadata chunks never survive, and checking
// the result again changes nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.ts';
import { checkPngLogo } from '../../src/services/console/png-logo.ts';
import { testPng } from './test-png.ts';

const KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'sRGB', 'cHRM']);

function chunkTypes(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    types.push(png.toString('latin1', at + 4, at + 8));
    at += 12 + length;
  }
  return types;
}

describe('the PNG logo check', () => {
  it('answers any bytes with a PNG or a VALIDATION_FAILED, never anything else', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), fc.boolean(), (bytes, withSignature) => {
        const file = withSignature
          ? Buffer.concat([testPng(2, 2).subarray(0, 8), Buffer.from(bytes)])
          : Buffer.from(bytes);
        try {
          const logo = checkPngLogo(file.toString('base64'));
          expect(chunkTypes(logo.png).every((t) => KEPT.has(t))).toBe(true);
        } catch (e) {
          expect(e).toBeInstanceOf(AppError);
          expect((e as AppError).code).toBe('VALIDATION_FAILED');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('drops every ancillary chunk it does not draw with, and is stable when checked again', () => {
    const ancillary = fc.constantFrom(
      'tEXt',
      'iTXt',
      'zTXt',
      'eXIf',
      'iCCP',
      'pHYs',
      'acTL',
      'gAMA',
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 64 }),
        fc.integer({ min: 1, max: 64 }),
        fc.array(fc.record({ type: ancillary, data: fc.uint8Array({ maxLength: 40 }) }), {
          maxLength: 5,
        }),
        (width, height, extra) => {
          const input = testPng(
            width,
            height,
            extra.map((e) => ({ type: e.type, data: Buffer.from(e.data) })),
          );
          const logo = checkPngLogo(input.toString('base64'));
          expect({ width: logo.width, height: logo.height }).toEqual({ width, height });
          const types = chunkTypes(logo.png);
          expect(types.every((t) => KEPT.has(t))).toBe(true);
          expect(types[0]).toBe('IHDR');
          expect(types.at(-1)).toBe('IEND');
          const again = checkPngLogo(logo.png.toString('base64'));
          expect(again.hash).toBe(logo.hash);
        },
      ),
      { numRuns: 200 },
    );
  });
});
