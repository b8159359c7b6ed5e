import type { VehicleFault } from '@ads/contract';
import type { VehicleSideEvent } from './adapter';

export type FaultCondition = Pick<VehicleFault, 'code' | 'severity' | 'message'>;

/**
 * Turns the conditions that hold now into the reading's faults, for either adapter: a fault is
 * raised when its condition starts to hold and cleared when it stops, each an event for the
 * audit trail; while it holds it keeps the time it was raised, and its message follows the
 * condition (the energy left, which topics are silent).
 */
export function createFaultTracker(now: () => number, emit: (event: VehicleSideEvent) => void) {
  const active = new Map<string, VehicleFault>();
  const list = (): VehicleFault[] => [...active.values()].map((fault) => ({ ...fault }));
  return {
    update(conditions: FaultCondition[]): VehicleFault[] {
      const holding = new Set(conditions.map((condition) => condition.code));
      for (const [code, fault] of active) {
        if (holding.has(code)) continue;
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
        emit({ kind: 'fault', detail: { action: 'raised', ...condition } });
      }
      return list();
    },
    list,
  };
}
