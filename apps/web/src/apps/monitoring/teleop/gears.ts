import type { Gear } from '@ads/contract';

/** The gear selector's order, as on a car's lever. */
export const GEAR_OPTIONS: readonly Gear[] = ['P', 'R', 'N', 'D'];
