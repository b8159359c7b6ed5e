import type {
  ControlHolder,
  EstopAnswer,
  VehicleSettings,
  InitialPoseRequest,
  MapPose,
  RouteRequest,
  VehiclePlanning,
  OperationMode,
  TeleopCommand,
  VehicleEvent,
  VehicleState,
} from '@ads/contract';
import type { DrivingMap } from '@ads/driving-sim';
import type { z } from 'zod';
import { AgentError } from '../runtime';

/**
 * What the vehicle itself reports: the VehicleState without what the agent's link adds (the
 * heartbeat `seq`/`stamp`, and who holds control).
 */
export type VehicleReading = Omit<VehicleState, 'seq' | 'stamp' | 'control'>;

/**
 * What the vehicle plans and sees (HMI, issue 16): the VehiclePlanning without what the link
 * adds (the `seq`/`stamp` heartbeat, and the drive being recorded).
 */
export type PlanningReading = Omit<VehiclePlanning, 'seq' | 'stamp' | 'recording'>;

/** One lidar sweep, downsampled: flat x, y, z metres in `base_link`, at the pose it was taken. */
export interface CloudReading {
  xyz: Float32Array;
  pose: MapPose;
  /** Vehicle clock, epoch ms. */
  stamp: number;
}

/** A Lanelet2 map for the vehicle to drive on (defined with the sim's world, @ads/driving-sim). */
export type { DrivingMap };

/**
 * An AD API command refused, with the service's code (AD_API_CODES) and the vehicle's reason;
 * the link answers it as `{ message, code }`.
 */
export class AdApiError extends AgentError {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

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
  /**
   * One tele-op command (REMOTE only). The link has checked the lock, the mode, the command's
   * age and order first; `sentAt` is when the operator sent it, on the vehicle's clock (by the
   * link's estimate of the operator's clock), for stamps a vehicle can check the age by.
   */
  teleop(command: TeleopCommand, sentAt: number): void;
  /** Releasing the controls: a zero command at once (throttle 0, full brake). */
  releaseControls(): void;
  /**
   * The emergency stop; `release` clears it once the vehicle stands still. Answers the MRM
   * state and, in the vehicle's words, what it did (`effect`).
   */
  estop(action: 'engage' | 'release'): Promise<EstopAnswer>;
  /**
   * Stores the vehicle's own settings (VehicleSettings; the reading carries them). Rejects
   * with an AgentError when this vehicle has nothing to set (the sim's watchdog is fixed).
   */
  configure(settings: VehicleSettings): Promise<void>;
  /** The HMI's view at 10 Hz: map, localisation, route, trajectory, objects, lights, factors. */
  planning(): PlanningReading;
  /** The latest lidar sweep (≤ HMI_RATES.cloudPoints points), or null when there is none. */
  cloud(): CloudReading | null;
  /**
   * AD API commands (issue 16). Each resolves when accepted, or rejects with an AdApiError:
   * `setRoute` is refused while a route is set (clear it first), `engage` unless a route is
   * set and the vehicle localised, `initialPose` while moving or in AUTO.
   */
  setRoute(request: z.output<typeof RouteRequest>): Promise<void>;
  /**
   * AD API `change_route_points`: a new goal for the set route, also while driving; refused
   * when no route is set.
   */
  changeRoute(request: z.output<typeof RouteRequest>): Promise<void>;
  /** Refused while the route is in use: moving in AUTO (as current Autoware does). */
  clearRoute(): Promise<void>;
  /** No pose: initialise from GNSS. */
  initialPose(request: z.output<typeof InitialPoseRequest>): Promise<void>;
  engage(): Promise<void>;
  /**
   * The map to drive on (null: the built-in sample road network). The sim re-localises on it;
   * a real vehicle (rosbridge) has its own map and refuses.
   */
  useMap(map: DrivingMap | null): Promise<void>;
  /** Faults raised and cleared, transitions completed or fallen back. */
  onEvent(listener: (event: VehicleSideEvent) => void): void;
  close(): Promise<void>;
}

export type { ControlHolder };
