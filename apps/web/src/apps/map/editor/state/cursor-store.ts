import { create } from 'zustand';
import type { LonLat } from '../../model/editor-api';

/**
 * Where the mouse is on the map, for the status bar: a store of its own, so a mouse move
 * renders the status bar and nothing else.
 */
export const useCursor = create<{ at: LonLat | null; zoom: number }>(() => ({ at: null, zoom: 0 }));
