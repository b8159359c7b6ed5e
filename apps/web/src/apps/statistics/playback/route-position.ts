/**
 * Where on the indexed route the record was `seconds` from its start: between the two route
 * points around it, in proportion (the route is simplified, so its points are seconds apart);
 * the first or last point outside the route's time; null without a route.
 */
export function routePositionAt(
  route: ReadonlyArray<readonly [number, number, number]>,
  seconds: number,
): [number, number] | null {
  if (route.length === 0 || !Number.isFinite(seconds)) return null;
  const first = route[0]!;
  if (seconds <= first[2]) return [first[0], first[1]];
  let low = 0;
  let high = route.length - 1;
  if (seconds >= route[high]![2]) return [route[high]![0], route[high]![1]];
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if (route[middle]![2] <= seconds) low = middle;
    else high = middle;
  }
  const a = route[low]!;
  const b = route[high]!;
  const f = b[2] > a[2] ? (seconds - a[2]) / (b[2] - a[2]) : 0;
  return [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
}
