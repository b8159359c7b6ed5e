import { type SocketMessage, VEHICLE_ACTIONS, VehicleEvent, VehicleState } from '@ads/contract';
import type { Clock } from '../../clock';
import type { FleetWriter } from './fleet-writer';
import type { LatestRow } from './fleet.repo';
import { isStorableTime, shallow, storable } from './storable';
import { type KeptPoint, keepsPoint, keptPoint } from './track-sampler';

/** An agent as the relay names it. */
export interface AgentOf {
  pcId: number;
  userId: number;
  room: string;
}

/** What this instance holds of a vehicle whose agent reported here. */
export interface LiveVehicle {
  pcId: number;
  room: string;
  state: VehicleState;
  /** When the state arrived. */
  at: Date;
  /** The table has a row for it (so the fleet list finds it there too). */
  saved: boolean;
  /** Its agent reported since it connected: a 'connection' event was written for it. */
  session: boolean;
  /** Its agent left this instance: forgotten once its last state is in the table. */
  left: boolean;
  /** The last position kept on its track. */
  kept: KeptPoint | undefined;
}

/** An event's detail as stored at most (JSON characters): an audit entry, not a payload. */
const MAX_DETAIL_CHARS = 8_192;
/** Events one vehicle may report per window; more are dropped and counted. */
const EVENTS_PER_WINDOW = 100;
const EVENT_WINDOW_MS = 10_000;
const INT32_MAX = 2_147_483_647;

/**
 * The vehicles' live side: every state an agent pushes (10 Hz per vehicle, 100 vehicles) is
 * parsed and kept in memory as its vehicle's latest, with no database work on the way; the
 * writer gets the latest, the downsampled positions and the events to write in batches.
 */
export function createFleetLive(deps: {
  clock: Clock;
  writer: FleetWriter;
  /** The PC's agent is connected to this instance. */
  isHere(token: string): boolean;
  /** The PC's agent is connected to any instance. */
  isOnline(token: string): boolean;
  /** The server's own message to a PC room's browsers. */
  toWatchers(room: string, message: SocketMessage): void;
  /** A vehicle reported here for the first time (since it was last forgotten). */
  added(pcId: number): void;
  log(error: unknown): void;
}) {
  const { writer } = deps;
  const vehicles = new Map<number, LiveVehicle>();
  const eventWindows = new Map<number, { start: number; count: number }>();
  const counts = { states: 0, events: 0, invalid: 0, dropped: 0 };

  /**
   * The server's own event of a vehicle: stored with the agent's, and heard live by the room's
   * browsers as the agent's are (a page that read the stored ones before this was written would
   * otherwise not show it until reloaded).
   */
  function connectionEvent(
    pcId: number,
    room: string,
    at: Date,
    action: 'connected' | 'disconnected',
  ) {
    writer.event({
      pcId,
      at,
      kind: 'connection',
      userId: null,
      userName: null,
      detail: { action },
    });
    const event: VehicleEvent = {
      kind: 'connection',
      at: at.getTime(),
      user_id: null,
      user_name: null,
      detail: { action },
    };
    deps.toWatchers(room, {
      action: VEHICLE_ACTIONS.event,
      type: 'RESPONSE',
      status: 'success',
      data: event,
    });
  }

  function onState(agent: AgentOf, data: unknown): void {
    const parsed = VehicleState.safeParse(data);
    if (!parsed.success || !storable(parsed.data)) {
      counts.invalid += 1;
      return;
    }
    const state = parsed.data;
    const at = deps.clock.now();
    counts.states += 1;
    let vehicle = vehicles.get(agent.pcId);
    if (!vehicle) {
      vehicle = {
        pcId: agent.pcId,
        room: agent.room,
        state,
        at,
        saved: false,
        session: false,
        left: false,
        kept: undefined,
      };
      vehicles.set(agent.pcId, vehicle);
      deps.added(agent.pcId);
    }
    vehicle.state = state;
    vehicle.at = at;
    vehicle.left = false;
    if (!vehicle.session) {
      vehicle.session = true;
      connectionEvent(agent.pcId, agent.room, at, 'connected');
    }
    writer.latest({ pcId: agent.pcId, state, at });
    const ms = at.getTime();
    if (keepsPoint(vehicle.kept, state, ms)) {
      // Two kept points never share a millisecond: the key is (pc, time).
      const pointAt = Math.max(ms, (vehicle.kept?.at ?? -1) + 1);
      vehicle.kept = keptPoint(state, pointAt);
      writer.point({
        pcId: agent.pcId,
        at: new Date(pointAt),
        lat: state.lat,
        lon: state.lon,
        heading: state.heading,
        speed: state.speed,
        mode: state.mode,
      });
    }
  }

  /** Whether this vehicle may report one more event now (a window of EVENT_WINDOW_MS). */
  function eventAllowed(pcId: number, now: number): boolean {
    let window = eventWindows.get(pcId);
    if (!window || now - window.start >= EVENT_WINDOW_MS) {
      eventWindows.set(pcId, (window = { start: now, count: 0 }));
    }
    window.count += 1;
    return window.count <= EVENTS_PER_WINDOW;
  }

  function onEvent(agent: AgentOf, data: unknown): void {
    const parsed = VehicleEvent.safeParse(data);
    if (
      !parsed.success ||
      !shallow(parsed.data.detail) ||
      !storable(parsed.data) ||
      JSON.stringify(parsed.data.detail).length > MAX_DETAIL_CHARS
    ) {
      counts.invalid += 1;
      return;
    }
    const now = deps.clock.now();
    if (!eventAllowed(agent.pcId, now.getTime())) {
      counts.dropped += 1;
      return;
    }
    counts.events += 1;
    const event = parsed.data;
    const userId =
      event.user_id !== null && Math.abs(event.user_id) <= INT32_MAX ? event.user_id : null;
    writer.event({
      pcId: agent.pcId,
      // The vehicle's clock says when; one that cannot be stored is replaced by the arrival.
      at: isStorableTime(event.at) ? new Date(event.at) : now,
      kind: event.kind,
      userId,
      userName: event.user_name,
      detail: event.detail,
    });
  }

  return {
    /** The relay's hook: an agent's message to its room, before it is relayed. Never throws. */
    fromAgent(agent: AgentOf, message: SocketMessage): void {
      if (message.type !== 'RESPONSE' || (message.status && message.status !== 'success')) return;
      try {
        if (message.action === VEHICLE_ACTIONS.state) onState(agent, message.data);
        else if (message.action === VEHICLE_ACTIONS.event) onEvent(agent, message.data);
      } catch (error) {
        // Keeping a state must never stop the relay of the message.
        deps.log(error);
      }
    },

    /**
     * A PC's agent connected to or left this instance. A vehicle that reported here and whose
     * agent left is forgotten once its last state is in the table; its 'connection' event says
     * so unless the agent is already back on another instance (which then writes 'connected').
     */
    agentSeen(pcId: number): void {
      const vehicle = vehicles.get(pcId);
      if (!vehicle || deps.isHere(vehicle.room)) return;
      vehicle.left = true;
      vehicle.kept = undefined;
      if (!vehicle.session) return;
      vehicle.session = false;
      if (!deps.isOnline(vehicle.room)) {
        connectionEvent(pcId, vehicle.room, deps.clock.now(), 'disconnected');
      }
    },

    /** What this instance holds of a vehicle. */
    get: (pcId: number) => vehicles.get(pcId),
    /** Vehicles whose state is here but not yet in the table. */
    unsaved: () =>
      [...vehicles.values()].filter((vehicle) => !vehicle.saved).map((vehicle) => vehicle.pcId),

    /** The writer stored these states. */
    saved(rows: LatestRow[]): void {
      for (const row of rows) {
        const vehicle = vehicles.get(row.pcId);
        if (!vehicle) continue;
        vehicle.saved = true;
        // A vehicle that left is kept only until its last state is in the table.
        if (vehicle.left && vehicle.at <= row.at) vehicles.delete(row.pcId);
      }
    },

    /** These PCs were deleted. */
    gone(pcIds: number[]): void {
      for (const id of pcIds) {
        vehicles.delete(id);
        eventWindows.delete(id);
      }
    },

    counts: () => ({ ...counts }),
  };
}
export type FleetLive = ReturnType<typeof createFleetLive>;
