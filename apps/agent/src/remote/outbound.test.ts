import { describe, expect, it } from 'vitest';
import { Outbound } from './outbound';

const turn = () => new Promise((resolve) => setImmediate(resolve));

function harness(window: number, chunk: number) {
  const sent: Buffer[] = [];
  const source = {
    paused: false,
    pause: () => (source.paused = true),
    resume: () => (source.paused = false),
  };
  const outbound = new Outbound((bytes) => sent.push(Buffer.from(bytes)), source, window, chunk);
  return { sent, source, outbound };
}

describe('Outbound', () => {
  it('sends the reads of one turn as few messages of at most a chunk, bytes in order', async () => {
    const { sent, outbound } = harness(1 << 20, 1000);
    const reads = Array.from({ length: 21 }, (_, i) => Buffer.alloc(100, i + 1));
    for (const read of reads) outbound.push(read);
    // Whole chunks go at once, small reads joined; the rest at the end of the turn.
    expect(sent.map((bytes) => bytes.length)).toEqual([1000, 1000]);
    await turn();
    expect(sent.map((bytes) => bytes.length)).toEqual([1000, 1000, 100]);
    expect(Buffer.concat(sent)).toEqual(Buffer.concat(reads));
  });

  it('sends a large piece as a view of its memory, never copied to join the next', async () => {
    const sent: Buffer[] = [];
    const keep = new Outbound(
      (bytes) => sent.push(bytes),
      { pause() {}, resume() {} },
      1 << 20,
      1000,
    );
    const memory = Buffer.alloc(1600, 7);
    keep.push(memory.subarray(0, 700));
    keep.push(memory.subarray(700, 1600)); // lands right after: one piece of 1600
    keep.push(Buffer.alloc(600, 8));
    await turn();
    expect(sent.map((bytes) => bytes.length)).toEqual([1000, 600, 600]);
    expect(sent[0]!.buffer).toBe(memory.buffer);
    expect(sent[1]!.buffer).toBe(memory.buffer);
  });

  it('holds bytes beyond the window, pausing the source at once, until credit comes', async () => {
    const { sent, source, outbound } = harness(1000, 400);
    outbound.push(Buffer.alloc(700, 1));
    expect(source.paused).toBe(false);
    outbound.push(Buffer.alloc(700, 2));
    expect(source.paused).toBe(true); // past the window before the turn ends
    await turn();
    // Each read goes in views of itself, up to a chunk each, as far as the window allows.
    expect(sent.map((bytes) => bytes.length)).toEqual([400, 300, 300]);
    expect(outbound.inFlight).toBe(1000);
    outbound.credit(600);
    expect(sent.map((bytes) => bytes.length)).toEqual([400, 300, 300, 400]);
    expect(source.paused).toBe(false); // all sent: the source may go on
    expect(Buffer.concat(sent)).toEqual(
      Buffer.concat([Buffer.alloc(700, 1), Buffer.alloc(700, 2)]),
    );
  });

  it('sends a keystroke echo at the end of the turn it came in', async () => {
    const { sent, outbound } = harness(1000, 400);
    outbound.push(Buffer.from('x'));
    await turn();
    expect(sent).toEqual([Buffer.from('x')]);
  });
});
