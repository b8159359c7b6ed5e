import { foreignKeyViolation } from '../../db/errors';
import type { EventRow, FleetBatch, FleetRepo, LatestRow, TrackRow } from './fleet.repo';

export interface FleetWriterDeps {
  repo: Pick<FleetRepo, 'write' | 'existingPcs'>;
  /** Positions and events kept while the database does not answer; past it the oldest go. */
  maxPending: number;
  /** These latest states are in the table now. */
  saved(rows: LatestRow[]): void;
  /** These PCs were deleted while their rows waited: they are gone for good. */
  gone(pcIds: number[]): void;
  warn(message: string, error?: unknown): void;
}

/** The SQLSTATE of a driver error (drizzle wraps it as `cause`). */
function sqlState(error: unknown): string | undefined {
  const outer = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof outer.code === 'string' ? outer.code : outer.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

const isEmpty = (batch: FleetBatch) =>
  batch.latest.length === 0 && batch.track.length === 0 && batch.events.length === 0;

const pcIdsOf = (batch: FleetBatch) => [
  ...new Set([...batch.latest, ...batch.track, ...batch.events].map((row) => row.pcId)),
];

/**
 * What the fleet writes, gathered in memory and written in one transaction per flush: the
 * newest state per vehicle (a newer one replaces a pending one), the kept positions and the
 * events. A failed flush keeps its rows for the next one, so a database hiccup loses nothing
 * unless it outlasts `maxPending`, and then says so; one flush runs at a time.
 */
export function createFleetWriter(deps: FleetWriterDeps) {
  let latest = new Map<number, LatestRow>();
  let track: TrackRow[] = [];
  let events: EventRow[] = [];
  let tail: Promise<void> = Promise.resolve();
  let busy = false;
  // Failed flushes in a row: the first is logged, then the recovery (not one line a second).
  let failures = 0;

  /** Drops the oldest positions and events past the bound, saying how many. */
  function bound(): void {
    const over = (rows: unknown[]) => Math.max(0, rows.length - deps.maxPending);
    const [points, entries] = [over(track), over(events)];
    if (points > 0) track = track.slice(points);
    if (entries > 0) events = events.slice(entries);
    if (points + entries > 0) {
      deps.warn(
        `fleet: the database has not taken the vehicles' rows for a while; dropped the oldest ${points} positions and ${entries} events`,
      );
    }
  }

  function take(): FleetBatch {
    const batch = { latest: [...latest.values()], track, events };
    latest = new Map();
    track = [];
    events = [];
    return batch;
  }

  /** A failed batch goes back in front of what came meanwhile; newer states stay newer. */
  function putBack(batch: FleetBatch): void {
    for (const row of batch.latest) if (!latest.has(row.pcId)) latest.set(row.pcId, row);
    track = batch.track.concat(track);
    events = batch.events.concat(events);
    bound();
  }

  /** Writes the batch; rows of PCs deleted meanwhile (a foreign key refusal) are dropped. */
  async function writeLiving(batch: FleetBatch): Promise<void> {
    try {
      await deps.repo.write(batch);
    } catch (error) {
      if (foreignKeyViolation(error) === undefined) throw error;
      const alive = await deps.repo.existingPcs(pcIdsOf(batch));
      const gone = pcIdsOf(batch).filter((id) => !alive.has(id));
      deps.gone(gone);
      const living = <T extends { pcId: number }>(rows: T[]) =>
        rows.filter((row) => alive.has(row.pcId));
      batch = {
        latest: living(batch.latest),
        track: living(batch.track),
        events: living(batch.events),
      };
      await deps.repo.write(batch);
    }
    deps.saved(batch.latest);
  }

  /**
   * A row the database refuses as data (SQLSTATE class 22: a value out of range) would fail
   * every batch it is in: each row is then written alone and only the refused ones are lost.
   */
  async function writeOneByOne(batch: FleetBatch): Promise<void> {
    const single: FleetBatch[] = [
      ...batch.latest.map((row) => ({ latest: [row], track: [], events: [] })),
      ...batch.track.map((row) => ({ latest: [], track: [row], events: [] })),
      ...batch.events.map((row) => ({ latest: [], track: [], events: [row] })),
    ];
    let refused = 0;
    let last: unknown;
    for (const one of single) {
      try {
        await writeLiving(one);
      } catch (error) {
        refused += 1;
        last = error;
      }
    }
    if (refused > 0) deps.warn(`fleet: the database refused ${refused} vehicle rows`, last);
  }

  async function writePending(): Promise<void> {
    const batch = take();
    if (isEmpty(batch)) return;
    busy = true;
    try {
      await writeLiving(batch);
      if (failures > 0)
        deps.warn(`fleet: writing the vehicles works again after ${failures} tries`);
      failures = 0;
    } catch (error) {
      if (sqlState(error)?.startsWith('22')) {
        await writeOneByOne(batch);
      } else {
        if (failures === 0) {
          deps.warn(
            'fleet: writing the vehicles failed; the rows are kept for the next try',
            error,
          );
        }
        failures += 1;
        putBack(batch);
      }
    } finally {
      busy = false;
    }
  }

  /** Writes what is pending now; resolves once it is written (or kept for the next try). */
  function flush(): Promise<void> {
    tail = tail
      .then(writePending)
      .catch((error: unknown) => deps.warn('fleet: a flush failed', error));
    return tail;
  }

  return {
    latest(row: LatestRow): void {
      latest.set(row.pcId, row);
    },
    point(row: TrackRow): void {
      track.push(row);
      if (track.length > deps.maxPending) bound();
    },
    event(row: EventRow): void {
      events.push(row);
      if (events.length > deps.maxPending) bound();
    },
    /** Forgets what waits for these PCs (deleted). */
    forget(pcIds: number[]): void {
      const gone = new Set(pcIds);
      for (const id of gone) latest.delete(id);
      track = track.filter((row) => !gone.has(row.pcId));
      events = events.filter((row) => !gone.has(row.pcId));
    },
    flush,
    /** The timer's flush: skipped while one is still running (a slow database). */
    tick(): void {
      if (!busy) void flush();
    },
    pending: () => ({ latest: latest.size, track: track.length, events: events.length }),
  };
}
export type FleetWriter = ReturnType<typeof createFleetWriter>;
