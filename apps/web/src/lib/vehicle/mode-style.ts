import type { MrmStateName, OperationMode } from '@ads/contract';

/**
 * One colour per operation mode, the same on the map's markers and the table's chips (readable
 * with white text in both themes): AUTO green, REMOTE blue, MANUAL orange, STOP grey.
 */
export const MODE_COLORS: Record<OperationMode, string> = {
  AUTO: '#2E7D32',
  REMOTE: '#0277BD',
  MANUAL: '#E65100',
  STOP: '#616161',
};

/** The buttons' order: the driving modes, then STOP apart. */
export const MODE_ORDER: readonly OperationMode[] = ['AUTO', 'REMOTE', 'MANUAL', 'STOP'];

/** What each mode means on the vehicle (the buttons' tooltips when available). */
export const MODE_MEANING: Record<OperationMode, string> = {
  AUTO: 'Autoware drives (autonomous)',
  REMOTE: 'Driven from here (tele-operation)',
  MANUAL: 'A driver in the vehicle drives (local)',
  STOP: 'The vehicle stops and holds',
};

/** The colour of an offline vehicle's marker and a missing mode. */
export const OFFLINE_COLOR = '#9E9E9E';
/** The colour of a vehicle in an emergency (MRM under way or failed). */
export const ALERT_COLOR = '#D32F2F';

export const MRM_TEXT: Record<MrmStateName, string> = {
  NORMAL: 'Normal',
  OPERATING: 'Emergency stop in progress',
  SUCCEEDED: 'Stopped by an emergency stop',
  FAILED: 'The emergency stop failed',
};
