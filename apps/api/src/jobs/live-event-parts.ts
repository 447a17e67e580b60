// The NOTIFY payloads of one live event (ADR 0063): PostgreSQL refuses a payload of 8000 bytes or more, and
// a fixture.points event can name hundreds of players. An event's JSON text is cut into parts, each sent
// as `<origin>.<seq>.<index>.<count>:<piece>` (origin: the sending instance; seq: its event number), and
// put together again on every other instance. Pure: no I/O.

/** PostgreSQL's limit is "shorter than 8000 bytes". */
export const MAX_PAYLOAD_BYTES = 7_999;
/** Events waiting for their other parts at once; more means parts were lost (counted as dropped). */
const MAX_PENDING = 32;
/** A part's header is at most this long beyond origin and seq: two numbers of up to 6 digits and 3 marks. */
const HEADER_SLACK = 2 * 6 + 3;

export interface Part {
  origin: string;
  seq: number;
  index: number;
  count: number;
  piece: string;
}

const ORIGIN = /^[0-9a-z]{1,64}$/;
const HEADER = /^([0-9a-z]{1,64})\.(\d{1,15})\.(\d{1,6})\.(\d{1,6}):/;

/** `text` as payloads of at most `maxBytes` UTF-8 bytes each, never cutting a character. */
export function partsOf(
  origin: string,
  seq: number,
  text: string,
  maxBytes: number = MAX_PAYLOAD_BYTES,
): string[] {
  if (!ORIGIN.test(origin)) throw new Error(`not an origin: ${origin}`);
  const budget = maxBytes - (origin.length + String(seq).length + 1 + HEADER_SLACK);
  // A character is at most 4 bytes: a smaller budget could not carry every text.
  if (budget < 4) throw new Error(`payload limit too small: ${maxBytes}`);
  const pieces: string[] = [];
  let piece = '';
  let bytes = 0;
  for (const ch of text) {
    const size = Buffer.byteLength(ch);
    if (bytes + size > budget) {
      pieces.push(piece);
      piece = '';
      bytes = 0;
    }
    piece += ch;
    bytes += size;
  }
  pieces.push(piece);
  if (pieces.length > 999_999) throw new Error('event too large for its parts');
  return pieces.map((p, i) => `${origin}.${seq}.${i}.${pieces.length}:${p}`);
}

/** A payload's header and piece; null when it is not a part (another build's, or damaged). */
export function readPart(payload: string): Part | null {
  const m = HEADER.exec(payload);
  if (!m) return null;
  const [header, origin, seq, index, count] = m as unknown as [
    string,
    string,
    string,
    string,
    string,
  ];
  const part = {
    origin,
    seq: Number(seq),
    index: Number(index),
    count: Number(count),
    piece: payload.slice(header.length),
  };
  return part.count >= 1 && part.index < part.count ? part : null;
}

/**
 * Puts events' parts together. A sender's parts of one event travel in order in one transaction, so
 * normally one event is pending at a time; parts missing for good (the listener reconnected in between)
 * are forgotten on `reset`, or once too many events wait.
 */
export class PartAssembler {
  private readonly pending = new Map<string, (string | undefined)[]>();
  /** Events given up on since the last `takeDropped` (their other parts never came). */
  private dropped = 0;

  /** The event's whole text once this part completes it; null while parts are missing. */
  add(part: Part): string | null {
    if (part.count === 1) return part.piece;
    const key = `${part.origin}.${part.seq}`;
    let pieces = this.pending.get(key);
    if (!pieces) {
      pieces = new Array<string | undefined>(part.count);
      this.pending.set(key, pieces);
      if (this.pending.size > MAX_PENDING) {
        const oldest = this.pending.keys().next().value as string;
        this.pending.delete(oldest);
        this.dropped += 1;
      }
    }
    if (pieces.length !== part.count) return null;
    pieces[part.index] = part.piece;
    for (let i = 0; i < pieces.length; i++) if (pieces[i] === undefined) return null;
    this.pending.delete(key);
    return pieces.join('');
  }

  /** Forgets every incomplete event (the listener reconnected: their missing parts were sent meanwhile). */
  reset(): void {
    this.pending.clear();
  }

  /** How many incomplete events were given up on since the last call (and resets the count). */
  takeDropped(): number {
    const n = this.dropped;
    this.dropped = 0;
    return n;
  }

  get pendingCount(): number {
    return this.pending.size;
  }
}
