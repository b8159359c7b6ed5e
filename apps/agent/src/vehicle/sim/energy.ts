import { SIM_VEHICLE, type VehicleParams } from '@ads/driving-sim';

/** Battery thresholds of the sim, percent. */
export const ENERGY = {
  /** Below this a LOW_ENERGY warning is raised. */
  lowWarning: 20,
  /** Below this AUTO is not available, and an AUTO drive hands over with a stop. */
  autoMinimum: 10,
  /**
   * Standing still in STOP the car charges (as at its depot), this many percent a minute, so a
   * studio left running with a sim keeps a car that can drive again.
   */
  chargePerMinute: 2,
} as const;

/**
 * The battery after `dt` seconds: the AD computer and electronics draw all the time, the motor
 * its traction power (m·a·v through the drive's efficiency); standing in STOP it charges instead.
 */
export function nextEnergy(
  energy: number,
  dt: number,
  use: { traction: number; speed: number; charging: boolean },
  p: VehicleParams = SIM_VEHICLE,
): number {
  if (use.charging) return Math.min(100, energy + (ENERGY.chargePerMinute / 60) * dt);
  const tractionW = (p.massKg * use.traction * Math.abs(use.speed)) / p.driveEfficiency;
  const joules = (p.idlePowerW + tractionW) * dt;
  return Math.max(0, energy - (100 * joules) / (p.batteryKWh * 3.6e6));
}
