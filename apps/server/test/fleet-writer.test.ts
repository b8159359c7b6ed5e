import type { VehicleState } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { createFleetWriter } from '../src/modules/fleet/fleet-writer';
import type { FleetBatch, LatestRow } from '../src/modules/fleet/fleet.repo';
import { keepsPoint, keptPoint } from '../src/modules/fleet/track-sampler';

// The batched writer and the track sampler alone: a repo that fails on demand stands in for a
// database with hiccups (the API suite, fleet-*.test.ts, writes through the real one).

const state = (over: Partial<VehicleState> = {}) =>
  ({ speed: 0, mode: 'STOP', ...over }) as VehicleState;

/** An error as the drivers raise it, with its SQLSTATE. */
const pgError = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });

function writerOver(fail: (batch: FleetBatch) => Error | null, alive = new Set([1, 2])) {
  const written: FleetBatch[] = [];
  const events = { saved: [] as LatestRow[], gone: [] as number[], warnings: [] as string[] };
  const writer = createFleetWriter({
    repo: {
      async write(batch) {
        const error = fail(batch);
        if (error) throw error;
        written.push(batch);
      },
      existingPcs: async (ids) => new Set(ids.filter((id) => alive.has(id))),
    },
    maxPending: 5,
    saved: (rows) => events.saved.push(...rows),
    gone: (ids) => events.gone.push(...ids),
    warn: (message) => events.warnings.push(message),
  });
  return { writer, written, events };
}

const at = (ms: number) => new Date(ms);
const point = (pcId: number, ms: number) => ({
  pcId,
  at: at(ms),
  lat: 0,
  lon: 0,
  heading: 0,
  speed: 1,
  mode: 'AUTO',
});

describe('the fleet writer', () => {
  it('writes the newest state per vehicle, the points and events, in one batch per flush', async () => {
    const { writer, written, events } = writerOver(() => null);
    writer.latest({ pcId: 1, state: state({ speed: 1 }), at: at(1) });
    writer.latest({ pcId: 1, state: state({ speed: 2 }), at: at(2) });
    writer.point(point(1, 1));
    writer.event({ pcId: 1, at: at(1), kind: 'mode', userId: null, userName: null, detail: {} });
    await writer.flush();
    expect(written).toHaveLength(1);
    expect(written[0]!.latest).toEqual([{ pcId: 1, state: state({ speed: 2 }), at: at(2) }]);
    expect(written[0]!.track).toHaveLength(1);
    expect(written[0]!.events).toHaveLength(1);
    expect(events.saved.map((row) => row.pcId)).toEqual([1]);
    // Nothing pending: no empty batch.
    await writer.flush();
    expect(written).toHaveLength(1);
  });

  it('keeps a failed batch for the next flush, newer states first, and says so once', async () => {
    let down = true;
    const { writer, written, events } = writerOver(() => (down ? pgError('08006') : null));
    writer.latest({ pcId: 1, state: state({ speed: 1 }), at: at(1) });
    writer.point(point(1, 1));
    await writer.flush();
    writer.latest({ pcId: 1, state: state({ speed: 3 }), at: at(3) });
    writer.point(point(1, 2));
    await writer.flush();
    expect(written).toHaveLength(0);
    expect(events.warnings).toHaveLength(1);
    expect(writer.pending()).toEqual({ latest: 1, track: 2, events: 0 });

    down = false;
    await writer.flush();
    expect(written).toHaveLength(1);
    expect(written[0]!.latest[0]!.state.speed).toBe(3);
    expect(written[0]!.track.map((row) => row.at.getTime())).toEqual([1, 2]);
    expect(events.warnings.at(-1)).toMatch(/works again/);
  });

  it('drops the oldest rows past its bound while the database is away, and says how many', async () => {
    const { writer, events } = writerOver(() => pgError('08006'));
    for (let ms = 0; ms < 8; ms++) writer.point(point(1, ms));
    expect(writer.pending().track).toBe(5);
    expect(events.warnings.join()).toMatch(/dropped the oldest 1 positions/);
    await writer.flush();
    expect(writer.pending().track).toBe(5);
  });

  it('drops the rows of a PC deleted meanwhile and writes the others', async () => {
    const { writer, written, events } = writerOver(
      (batch) =>
        [...batch.latest, ...batch.track].some((row) => row.pcId === 3) ? pgError('23503') : null,
      new Set([1]),
    );
    writer.latest({ pcId: 1, state: state(), at: at(1) });
    writer.latest({ pcId: 3, state: state(), at: at(1) });
    writer.point(point(3, 1));
    await writer.flush();
    expect(events.gone).toEqual([3]);
    expect(written).toHaveLength(1);
    expect(written[0]!.latest.map((row) => row.pcId)).toEqual([1]);
    expect(written[0]!.track).toEqual([]);
  });

  it('writes row by row when the database refuses a value, losing only that row', async () => {
    const { writer, written, events } = writerOver((batch) =>
      batch.track.some((row) => row.at.getTime() === 2) ? pgError('22008') : null,
    );
    for (const ms of [1, 2, 3]) writer.point(point(1, ms));
    await writer.flush();
    expect(written.flatMap((batch) => batch.track.map((row) => row.at.getTime()))).toEqual([1, 3]);
    expect(events.warnings.join()).toMatch(/refused 1 vehicle rows/);
  });
});

describe('the track sampler', () => {
  it('keeps one point a second while moving and one every 30 s while standing', () => {
    const moving = state({ speed: 5, mode: 'AUTO' });
    const first = keptPoint(moving, 0);
    expect(keepsPoint(undefined, moving, 0)).toBe(true);
    expect(keepsPoint(first, moving, 999)).toBe(false);
    expect(keepsPoint(first, moving, 1000)).toBe(true);

    const standing = state({ speed: 0.05, mode: 'AUTO' });
    const stopped = keptPoint(standing, 0);
    expect(keepsPoint(stopped, standing, 29_999)).toBe(false);
    expect(keepsPoint(stopped, standing, 30_000)).toBe(true);
  });

  it('keeps a start, a stop and a mode change at once', () => {
    const moving = keptPoint(state({ speed: 5, mode: 'AUTO' }), 0);
    expect(keepsPoint(moving, state({ speed: 0, mode: 'AUTO' }), 100)).toBe(true);
    expect(keepsPoint(moving, state({ speed: 5, mode: 'REMOTE' }), 100)).toBe(true);
    const standing = keptPoint(state({ speed: 0, mode: 'STOP' }), 0);
    expect(keepsPoint(standing, state({ speed: -1, mode: 'STOP' }), 100)).toBe(true);
  });
});
