import { SERVICES, VehicleSpecsAnswer } from './adapi';
import { type AdapiCall, MissingServiceError } from './adapi-call';

/**
 * The tyre angle of a full steering command: the vehicle's own `max_steering_tire_angle`
 * (AD API `/api/vehicle/specs`), asked on each connection. Until it answers, or when the
 * vehicle has no such service, the fallback (the adapter's option, 0.6 rad by default) is used, and logged.
 */
export function createSteeringLimit(deps: {
  call: AdapiCall;
  fallback: number;
  log(line: string): void;
}) {
  let known: number | null = null;

  return {
    current: () => known ?? deps.fallback,

    /** Asks the vehicle (each connection: it may be another car, or Autoware restarted). */
    async ask(): Promise<void> {
      let values: unknown;
      try {
        values = await deps.call(SERVICES.vehicleSpecs, {});
      } catch (error) {
        const why =
          error instanceof MissingServiceError
            ? `${SERVICES.vehicleSpecs} does not exist on the vehicle`
            : `${SERVICES.vehicleSpecs} failed (${error instanceof Error ? error.message : String(error)})`;
        deps.log(`${why}: a full steering command is ${deps.fallback} rad`);
        return;
      }
      const angle = VehicleSpecsAnswer.safeParse(values).data?.specs.max_steering_tire_angle;
      if (typeof angle !== 'number' || !Number.isFinite(angle) || angle <= 0) {
        deps.log(
          `${SERVICES.vehicleSpecs} gave no usable max_steering_tire_angle: ` +
            `a full steering command is ${deps.fallback} rad`,
        );
        return;
      }
      known = angle;
      deps.log(`vehicle specs: a full steering command is ${angle} rad`);
    },
  };
}
