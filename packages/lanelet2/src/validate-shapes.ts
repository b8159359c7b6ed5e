/*
 * What the geometric rules share, computed once per validation: every lanelet whose geometry
 * can be built, with that geometry and its strip, both bounds resampled to matching points so
 * that the quads between them tile the lanelet. The strips of all lanelets live in one array:
 * a big map costs one allocation for them, not two per lanelet.
 */
import { resampleLine } from './flat-line';
import type { Lanelet, LaneletGeometry, LaneletMap } from './lanelet-map';
import { laneletGeometry } from './lanelet-map';

export interface LaneletShape {
  id: number;
  lanelet: Lanelet;
  geometry: LaneletGeometry;
  /** Where the strip's left points start in LaneletShapes.points (x y z each); right follows. */
  strip: number;
  /** How many points each side of the strip has (at least 2). */
  count: number;
}

export interface LaneletShapes {
  /** In the map's lanelet order. */
  list: LaneletShape[];
  points: Float64Array;
}

/** A strip resamples each bound to as many points as the longer has, up to this. */
const MAX_STRIP_POINTS = 200;

export function laneletShapes(map: LaneletMap): LaneletShapes {
  const list: LaneletShape[] = [];
  let size = 0;
  for (const lanelet of map.lanelets.values()) {
    const geometry = laneletGeometry(map, lanelet.id);
    if (!geometry) continue;
    const count = Math.min(
      MAX_STRIP_POINTS,
      Math.max(geometry.leftLine.count, geometry.rightLine.count, 2),
    );
    list.push({ id: lanelet.id, lanelet, geometry, strip: size, count });
    size += 6 * count;
  }
  const points = new Float64Array(size);
  for (const shape of list) {
    const { geometry, strip, count } = shape;
    resampleLine(geometry.leftLine, count, points, strip);
    resampleLine(geometry.rightLine, count, points, strip + 3 * count);
  }
  return { list, points };
}
