import {
  type ModeTransition,
  type MrmStateName,
  type OperationMode,
  TELEOP,
  OPERATION_MODES,
} from '@ads/contract';
import { AgentError } from '../../runtime';
import type { VehicleSideEvent } from '../adapter';
import { ENERGY } from './energy';

/** What decides whether a mode is available now. */
export interface ModeFacts {
  mrm: MrmStateName;
  /** Battery, percent. */
  energy: number;
  /** Distance from the route (metres) and the angle between the car and the route (radians). */
  routeDistance: number;
  routeHeading: number;
  /** Speed, m/s (either direction). */
  speed: number;
  /** The agent's connection to the studio: REMOTE has no operator without it. */
  studioLinkUp: boolean;
  /** A route is set (AD API RouteState SET): AUTO has nowhere to go without one. */
  routeSet: boolean;
  /** Localisation is INITIALIZED: AUTO needs to know where the vehicle is. */
  localized: boolean;
}

/** How near the route AUTO must start, as Autoware's planner needs a start on its lane. */
export const AUTO_START = { maxDistance: 5, maxHeading: (45 * Math.PI) / 180 } as const;
/** Slower than this the car stands still. */
const STANDSTILL = 0.05;

export interface Availability {
  available: Record<OperationMode, boolean>;
  /** The first reason each unavailable mode has, as a sentence. */
  unavailable: Partial<Record<OperationMode, string>>;
}

/** Which modes may be asked for now, and why the others may not (the AD API's is_*_available). */
export function modeAvailability(facts: ModeFacts): Availability {
  const reasons: Record<OperationMode, string[]> = { STOP: [], AUTO: [], REMOTE: [], MANUAL: [] };
  const allButStop = (reason: string) =>
    (['AUTO', 'REMOTE', 'MANUAL'] as const).forEach((mode) => reasons[mode].push(reason));

  if (facts.mrm === 'OPERATING') allButStop('The vehicle is making an emergency stop.');
  else if (facts.mrm !== 'NORMAL') allButStop('The e-stop is engaged: release it first.');
  if (facts.energy <= 0) {
    reasons.AUTO.push('The battery is empty.');
    reasons.REMOTE.push('The battery is empty.');
  } else if (facts.energy < ENERGY.autoMinimum) {
    reasons.AUTO.push(
      `Energy is at ${Math.floor(facts.energy)} %: AUTO needs at least ${ENERGY.autoMinimum} %.`,
    );
  }
  if (!facts.routeSet) reasons.AUTO.push('No route is set: set a goal first.');
  if (!facts.localized) reasons.AUTO.push('The vehicle is not localised: set its initial pose.');
  if (!facts.routeSet) {
    // No route: no distance to it.
  } else if (facts.routeDistance > AUTO_START.maxDistance) {
    reasons.AUTO.push(
      `The vehicle is ${Math.round(facts.routeDistance)} m from the route: ` +
        `AUTO needs it within ${AUTO_START.maxDistance} m.`,
    );
  } else if (facts.routeHeading > AUTO_START.maxHeading) {
    const degrees = Math.round((facts.routeHeading * 180) / Math.PI);
    reasons.AUTO.push(
      `The vehicle faces ${degrees}° away from the route: AUTO needs it within 45°.`,
    );
  }
  if (!facts.studioLinkUp) reasons.REMOTE.push('The studio link is down: REMOTE needs it.');
  if (Math.abs(facts.speed) > STANDSTILL) {
    reasons.MANUAL.push('The vehicle is moving: MANUAL needs it to stand still.');
  }

  const available = {} as Record<OperationMode, boolean>;
  const unavailable: Partial<Record<OperationMode, string>> = {};
  for (const mode of OPERATION_MODES) {
    const [first] = reasons[mode];
    available[mode] = first === undefined;
    if (first !== undefined) unavailable[mode] = first;
  }
  return { available, unavailable };
}

/**
 * The operation-mode machine of the AD API. STOP is engaged at once, always, also during a
 * transition. Another mode, when available, is entered in transition: the reported mode is
 * already the new one (as Autoware reports it), and the change completes when the vehicle has
 * really engaged it, or falls back to the mode before after TELEOP.transitionTimeoutMs (to STOP
 * when that mode is no longer available either). One transition at a time.
 */
export function createModeMachine(now: () => number, emit: (event: VehicleSideEvent) => void) {
  let mode: OperationMode = 'STOP';
  let transition: ModeTransition | null = null;

  const event = (
    from: OperationMode,
    to: OperationMode,
    result: 'completed' | 'fell back',
    reason?: string,
  ) => emit({ kind: 'mode', detail: { from, to, result, ...(reason ? { reason } : {}) } });

  /** Ends the transition under way without completing it. */
  const abandon = (reason: string) => {
    if (!transition) return;
    event(transition.from, transition.to, 'fell back', reason);
    transition = null;
  };

  return {
    get mode(): OperationMode {
      return mode;
    },
    get transition(): ModeTransition | null {
      return transition;
    },

    /** A change asked by the studio; throws an AgentError with the reason when refused. */
    request(to: OperationMode, availability: Availability): void {
      if (to === 'STOP') {
        abandon('replaced by a change to STOP');
        mode = 'STOP';
        return;
      }
      if (transition) {
        if (transition.to === to) return;
        throw new AgentError(
          `A change to ${transition.to} is under way: wait for it, or press STOP.`,
        );
      }
      if (mode === to) return;
      if (!availability.available[to]) {
        throw new AgentError(availability.unavailable[to] ?? `${to} is not available.`);
      }
      transition = { from: mode, to, deadline: now() + TELEOP.transitionTimeoutMs };
      mode = to;
    },

    /** A change the vehicle makes by itself (an e-stop, an empty battery). */
    force(to: OperationMode, reason: string): void {
      abandon(reason);
      if (mode !== to) event(mode, to, 'completed', reason);
      mode = to;
    },

    /**
     * Each step: the transition completes when `engaged(to)` says the vehicle drives in the new
     * mode, or falls back at its deadline.
     */
    tick(engaged: (to: OperationMode) => boolean, availability: Availability): void {
      if (!transition) return;
      if (engaged(transition.to)) {
        event(transition.from, transition.to, 'completed');
        transition = null;
        return;
      }
      if (now() < transition.deadline) return;
      const { from, to } = transition;
      const back = availability.available[from] ? from : 'STOP';
      const seconds = TELEOP.transitionTimeoutMs / 1000;
      // The event names the change that failed (from → to), as the rosbridge adapter's does.
      const reason =
        back === from
          ? `${to} was not engaged within ${seconds} s`
          : `${to} was not engaged within ${seconds} s, and ${from} is not available: STOP`;
      transition = null;
      mode = back;
      event(from, to, 'fell back', reason);
    },
  };
}
export type ModeMachine = ReturnType<typeof createModeMachine>;
