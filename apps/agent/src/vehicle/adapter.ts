import type {
  ControlHolder,
  MrmBehavior,
  MrmStateName,
  OperationMode,
  TeleopCommand,
  VehicleEvent,
  VehicleState,
} from '@ads/contract';

/**
 * What the vehicle itself reports: the VehicleState without what the agent's link adds (the
 * heartbeat `seq`/`stamp`, and who holds control).
 */
export type VehicleReading = Omit<VehicleState, 'seq' | 'stamp' | 'control'>;

/** The vehicle's side of an event: the link adds who asked and when. */
export type VehicleSideEvent = Pick<VehicleEvent, 'kind' | 'detail'>;

/**
 * A vehicle the agent drives (`--vehicle sim|rosbridge`). The adapter owns the vehicle's rules:
 * the operation-mode machine (AD API), the transition fallback, the tele-op watchdog and the
 * MRM. The link (`vehicle-link.ts`) owns who may ask: the control lock and the studio messages.
 */
export interface VehicleAdapter {
  readonly kind: 'sim' | 'rosbridge';
  /** The latest reading; called at 10 Hz by the link. */
  reading(): VehicleReading;
  /**
   * Asks for an operation mode. Resolves when the request was accepted (a transition may still
   * be under way); rejects with an AgentError naming the reason when refused.
   */
  changeMode(mode: OperationMode): Promise<void>;
  /** One tele-op command (REMOTE only; the link checks the lock and the mode first). */
  teleop(command: TeleopCommand): void;
  /** Releasing the controls: a zero command at once (throttle 0, full brake). */
  releaseControls(): void;
  /** The MRM emergency stop; `release` clears it once the vehicle stands still. */
  estop(action: 'engage' | 'release'): Promise<{ state: MrmStateName; behavior: MrmBehavior }>;
  /** Faults raised and cleared, transitions completed or fallen back. */
  onEvent(listener: (event: VehicleSideEvent) => void): void;
  close(): Promise<void>;
}

export type { ControlHolder };
