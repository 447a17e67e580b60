// ADR 0063: a live event's NOTIFY payloads. Any text (any Unicode) cut into parts under any limit is put
// together again exactly, whatever the other senders' parts between them; no payload is over the limit
// in UTF-8 bytes; the sender and event a part belongs to are read back; a part lost for good never makes
// a wrong event, and too many incomplete events are counted as dropped.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_PAYLOAD_BYTES,
  PartAssembler,
  partsOf,
  readPart,
} from '../../src/jobs/live-event-parts.ts';

const origin = fc.stringMatching(/^[0-9a-f]{16}$/);
const text = fc.string({ unit: 'binary', maxLength: 400 });
/** Each sender's events (texts), sent in order with numbers 1, 2, … */
const senders = fc.uniqueArray(fc.record({ origin, texts: fc.array(text, { maxLength: 6 }) }), {
  selector: (s) => s.origin,
  minLength: 1,
  maxLength: 4,
});

/** Interleaves the senders' payload lists, keeping each list's order (as NOTIFY does per sender). */
function interleave(lists: string[][], picks: number[]): string[] {
  const queues = lists.map((l) => [...l]);
  const out: string[] = [];
  let k = 0;
  for (;;) {
    const open = queues.filter((q) => q.length > 0);
    if (open.length === 0) return out;
    const q = open[(picks[k++ % Math.max(1, picks.length)] ?? 0) % open.length]!;
    out.push(q.shift()!);
  }
}

describe('live event parts', () => {
  it('any texts from several senders, cut under any limit and interleaved, come back whole, once, in each sender’s order', () => {
    fc.assert(
      fc.property(
        senders,
        fc.integer({ min: 60, max: 400 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 50 }),
        (all, limit, picks) => {
          const lists = all.map((s) =>
            s.texts.flatMap((t, i) => partsOf(s.origin, i + 1, t, limit)),
          );
          for (const p of lists.flat()) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(limit);
          const assembler = new PartAssembler();
          const got = new Map<string, string[]>();
          for (const payload of interleave(lists, picks)) {
            const part = readPart(payload);
            expect(part).not.toBeNull();
            const whole = assembler.add(part!);
            if (whole !== null) got.set(part!.origin, [...(got.get(part!.origin) ?? []), whole]);
          }
          for (const s of all) expect(got.get(s.origin) ?? []).toEqual(s.texts);
          expect(assembler.pendingCount).toBe(0);
          expect(assembler.takeDropped()).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an event missing a part is never completed; the others still are', () => {
    fc.assert(
      fc.property(
        origin,
        fc.array(fc.string({ unit: 'grapheme', minLength: 150, maxLength: 300 }), {
          minLength: 2,
          maxLength: 5,
        }),
        fc.nat(),
        (o, texts, which) => {
          const lost = which % texts.length;
          const assembler = new PartAssembler();
          const got: string[] = [];
          texts.forEach((t, i) => {
            const parts = partsOf(o, i + 1, t, 80);
            expect(parts.length).toBeGreaterThan(1);
            for (const [j, p] of parts.entries()) {
              if (i === lost && j === 0) continue;
              const whole = assembler.add(readPart(p)!);
              if (whole !== null) got.push(whole);
            }
          });
          expect(got).toEqual(texts.filter((_, i) => i !== lost));
          expect(assembler.pendingCount).toBe(1);
          assembler.reset();
          expect(assembler.pendingCount).toBe(0);
        },
      ),
    );
  });

  it('a real fixture.points of every player stays whole under the 8000-byte limit', () => {
    const players = Array.from({ length: 3_000 }, (_, i) => ({
      playerId: 100_000 + i,
      points: i % 17,
    }));
    const json = JSON.stringify({ type: 'fixture.points', players, final: false });
    const parts = partsOf('0123456789abcdef', 987_654_321, json);
    expect(parts.length).toBeGreaterThan(10);
    for (const p of parts) expect(Buffer.byteLength(p)).toBeLessThan(8_000);
    expect(MAX_PAYLOAD_BYTES).toBe(7_999);
    const assembler = new PartAssembler();
    const wholes = parts.map((p) => assembler.add(readPart(p)!));
    expect(wholes.slice(0, -1).every((w) => w === null)).toBe(true);
    expect(wholes.at(-1)).toBe(json);
  });

  it('too many incomplete events: the oldest is given up and counted', () => {
    const assembler = new PartAssembler();
    for (let seq = 1; seq <= 40; seq++)
      assembler.add({ origin: 'ab', seq, index: 0, count: 2, piece: 'x' });
    expect(assembler.pendingCount).toBe(32);
    expect(assembler.takeDropped()).toBe(8);
    expect(assembler.takeDropped()).toBe(0);
  });

  it('reads nothing but its own parts', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const part = readPart(s);
        if (part) expect(part.index).toBeLessThan(part.count);
      }),
    );
    expect(readPart('not a part')).toBeNull();
    expect(readPart('ab.1.2.2:x')).toBeNull();
    expect(readPart('{"tenant_id":1}')).toBeNull();
  });
});
