/**
 * The simulated car: a mid-size electric passenger car, with the limits an Autoware vehicle
 * interface would report. Accelerations are in m/s², speeds in m/s, angles in radians.
 */
export const SIM_VEHICLE = {
  /** Distance between the axles (the bicycle model's L). */
  wheelbase: 2.7,
  /** Largest front tyre angle either way (≈ 34°, a 5.3 m turning radius at the rear axle). */
  maxTyreAngle: 0.6,
  /** How fast the tyres turn (≈ 1 s lock to lock at the tyre, like an electric power steering). */
  maxSteerRate: 1.2,
  /** Full throttle (a brisk EV: 0–100 km/h in ≈ 9 s). */
  maxAccel: 3,
  /** Full service brake. */
  maxBrake: 6,
  /** Rolling resistance (c_rr 0.015 × g) and aerodynamic drag (½ ρ c_d A / m), both opposing motion. */
  rollingResistance: 0.15,
  dragPerSpeedSquared: 0.00028,
  /** The car's own speed limits, whatever the pedals say. */
  maxForwardSpeed: 16.7,
  maxReverseSpeed: 3,
  /** Gears change only slower than this (the shift lock of a real car). */
  shiftSpeed: 0.2,
  /** Slower than this the car stands still (wheel-speed sensors read 0). */
  standstillSpeed: 0.05,
  /** Mass and battery, for the energy drain. */
  massKg: 1500,
  batteryKWh: 5,
  /** The AD computer and the car's electronics, drawn whenever the car is not parked in STOP. */
  idlePowerW: 500,
  /** Motor and inverter efficiency (traction only; no regeneration is modelled). */
  driveEfficiency: 0.85,
} as const;

export type VehicleParams = { -readonly [K in keyof typeof SIM_VEHICLE]: number };

/**
 * The car's body around `base_link` (the rear axle's middle, on the ground): what the lidar
 * and the other road users see, and where its front bumper is when it stops at a line.
 */
export const SIM_BODY = {
  /** Rear axle to the front bumper: wheelbase 2.7 m + front overhang 0.9 m. */
  front: 3.6,
  /** Rear axle to the rear bumper. */
  rear: 1.0,
  width: 1.8,
  height: 1.5,
  /** The roof lidar: this far ahead of the rear axle, this high above the ground. */
  lidarX: 1.3,
  lidarZ: 1.9,
} as const;
