import { type ControlHolder, TELEOP } from '@ads/contract';

/** A user's connection asking for control, as the server names it (MessageSender 'user'). */
export interface Operator {
  user_id: number;
  name: string;
  admin: boolean;
  /** The socket: one tab of one user. */
  sid: string;
}

export type Holder = NonNullable<ControlHolder>;

export type TakeOutcome =
  | { kind: 'granted'; holder: Holder }
  | { kind: 'renewed'; holder: Holder }
  | { kind: 'takeover'; holder: Holder; from: Holder }
  | { kind: 'refused'; reason: string };

/**
 * One operator at a time: the control lock of a vehicle, held by one connection (a tab), not
 * by a user, so a second tab of the same user is refused too. Free → granted; the holder
 * again → renewed; anyone else → refused with who holds it, except an admin, who takes it over.
 * A holder that says nothing for TELEOP.lockIdleMs loses it (its tab renews every lockRenewMs).
 */
export function createControlLock(now: () => number, idleMs: number = TELEOP.lockIdleMs) {
  let holder: Holder | null = null;
  let lastSeen = 0;

  const grant = (operator: Operator): Holder => {
    holder = { user_id: operator.user_id, name: operator.name, sid: operator.sid, since: now() };
    lastSeen = now();
    return holder;
  };

  return {
    holder: (): ControlHolder => (holder ? { ...holder } : null),
    isHolder: (sid: string) => holder !== null && holder.sid === sid,

    /** Anything the holder's connection sends keeps the lock alive. */
    seen(sid: string): void {
      if (holder?.sid === sid) lastSeen = now();
    },

    take(operator: Operator): TakeOutcome {
      if (!holder) return { kind: 'granted', holder: grant(operator) };
      if (holder.sid === operator.sid) {
        lastSeen = now();
        return { kind: 'renewed', holder: { ...holder } };
      }
      if (operator.admin) {
        const from = holder;
        return { kind: 'takeover', holder: grant(operator), from };
      }
      const reason =
        holder.user_id === operator.user_id
          ? 'You have control of this vehicle in another window.'
          : `${holder.name} has control of this vehicle.`;
      return { kind: 'refused', reason };
    },

    /** Ends the lock; returns who held it (null: nobody did). */
    clear(): Holder | null {
      const was = holder;
      holder = null;
      return was;
    },

    /** The holder whose lock has gone idle, if it has (the lock is then still held: clear it). */
    idle(): Holder | null {
      return holder && now() - lastSeen >= idleMs ? { ...holder } : null;
    },
  };
}
export type ControlLock = ReturnType<typeof createControlLock>;
