import type { VehicleFault } from '@ads/contract';
import type { VehicleSideEvent } from '../adapter';

export type FaultCondition = Pick<VehicleFault, 'code' | 'severity' | 'message'>;

/**
 * Turns the conditions that hold now into the reading's faults: a fault keeps the time it was
 * raised while it holds (its message may change, e.g. which topics are silent), and raising or
 * clearing one is an event for the audit trail.
 */
export function createFaultTracker(now: () => number, emit: (event: VehicleSideEvent) => void) {
  const active = new Map<string, VehicleFault>();
  return {
    update(conditions: FaultCondition[]): VehicleFault[] {
      const codes = new Set(conditions.map((condition) => condition.code));
      for (const [code, fault] of active) {
        if (codes.has(code)) continue;
        active.delete(code);
        emit({ kind: 'fault', detail: { action: 'cleared', code, message: fault.message } });
      }
      for (const condition of conditions) {
        const known = active.get(condition.code);
        if (known) {
          known.message = condition.message;
          continue;
        }
        active.set(condition.code, { ...condition, since: now() });
        emit({
          kind: 'fault',
          detail: { action: 'raised', code: condition.code, message: condition.message },
        });
      }
      return [...active.values()].map((fault) => ({ ...fault }));
    },
  };
}
