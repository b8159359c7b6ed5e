/**
 * The angle equal to `target` (mod 360) nearest to `previous`: a CSS rotation from 359° to
 * 1° then turns 2°, not 358° the other way round.
 */
export function nearestTurn(previous: number, target: number): number {
  const delta = ((((target - previous) % 360) + 540) % 360) - 180;
  return previous + delta;
}
