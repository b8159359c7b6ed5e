/*
 * Line string types and their subtypes as the Line string tool offers them (the Lanelet2
 * tagging specification's table, with Autoware's road_border). Anything else can still be
 * typed into the tag table.
 */
export const LINE_TYPES: Record<string, readonly string[]> = {
  line_thin: ['solid', 'dashed', 'solid_solid', 'dashed_solid', 'solid_dashed'],
  line_thick: ['solid', 'dashed', 'solid_solid', 'dashed_solid', 'solid_dashed'],
  curbstone: ['high', 'low'],
  road_border: [],
  virtual: [],
  guard_rail: [],
  fence: [],
  wall: [],
  pedestrian_marking: [],
  zebra_marking: [],
  bike_marking: [],
};

/** Lanelet subtypes of the Lanelet2 specification (and Autoware's road_shoulder). */
export const LANELET_SUBTYPES = [
  'road',
  'highway',
  'play_street',
  'emergency_lane',
  'bus_lane',
  'bicycle_lane',
  'exit',
  'walkway',
  'shared_walkway',
  'crosswalk',
  'stairs',
  'road_shoulder',
] as const;

export const LOCATIONS = ['urban', 'nonurban', 'private'] as const;
export const TURN_DIRECTION_CHOICES = ['straight', 'left', 'right'] as const;
