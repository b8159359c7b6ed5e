import { TELEOP, type ModeTransition, type OperationMode } from '@ads/contract';
import type { VehicleSideEvent } from '../adapter';

interface Pending extends ModeTransition {
  /** Autoware has shown this transition (in transition, or already in the target mode). */
  seen: boolean;
  /** Asked by the studio, or started on the vehicle (a driver, another app). */
  origin: 'studio' | 'vehicle';
}

/**
 * Follows mode changes as Autoware reports them. The AD API gives only `is_in_transition`;
 * the contract also wants who-from-what-to and a deadline, so the tracker keeps the change under
 * way and reports how it ended. Autoware's transition manager does the fallback itself (its own
 * timeout); the deadline shown is ours (TELEOP.transitionTimeoutMs), from the request.
 */
export function createTransitionTracker(
  now: () => number,
  emit: (event: VehicleSideEvent) => void,
) {
  let pending: Pending | null = null;
  /** The change a request in flight would replace; it ends only if Autoware accepts. */
  let replaced: Pending | null = null;
  let lastMode: OperationMode | null = null;

  const report = (change: Pending, result: 'completed' | 'fell back', reason?: string) => {
    const detail: Record<string, unknown> = { from: change.from, to: change.to, result };
    if (reason) detail.reason = reason;
    else if (change.origin === 'vehicle') detail.reason = 'changed on the vehicle';
    emit({ kind: 'mode', detail });
  };
  const end = (result: 'completed' | 'fell back', reason?: string) => {
    if (pending) report(pending, result, reason);
    pending = null;
  };

  return {
    /**
     * The studio is about to ask Autoware for `to`. Set before the call: Autoware publishes the
     * new state before it answers, and that state must not read as a change made on the vehicle.
     */
    requested(from: OperationMode, to: OperationMode) {
      replaced = pending;
      pending = {
        from,
        to,
        deadline: now() + TELEOP.transitionTimeoutMs,
        seen: false,
        origin: 'studio',
      };
    },

    /** Autoware accepted the request. */
    confirmed() {
      if (replaced) report(replaced, 'fell back', `replaced by a change to ${pending?.to}`);
      replaced = null;
    },

    /** Autoware refused (or never answered) the request: what was under way still is. */
    refused() {
      if (pending?.origin === 'studio' && !pending.seen) pending = replaced;
      replaced = null;
    },

    /** Each OperationModeState; `mode` null is the AD API's UNKNOWN. */
    onState(mode: OperationMode | null, inTransition: boolean) {
      if (mode === null) return;
      const previous = lastMode;
      lastMode = mode;
      if (pending && (inTransition || mode === pending.to)) pending.seen = true;
      if (!pending && previous !== null && mode !== previous) {
        // Nobody here asked: the change came from the vehicle side.
        pending = {
          from: previous,
          to: mode,
          deadline: now() + TELEOP.transitionTimeoutMs,
          seen: true,
          origin: 'vehicle',
        };
      }
      if (!pending || inTransition) return;
      if (mode === pending.to) end('completed');
      else if (pending.seen) {
        end('fell back', mode === pending.from ? undefined : `Autoware ended it in ${mode}`);
      }
    },

    /** Time passing: a request Autoware never acted on ends at its deadline. */
    tick() {
      if (pending && !pending.seen && now() > pending.deadline) {
        end('fell back', 'Autoware did not start the transition');
      }
    },

    current(): ModeTransition | null {
      return pending ? { from: pending.from, to: pending.to, deadline: pending.deadline } : null;
    },
  };
}
