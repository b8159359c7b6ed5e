import type { MrmStateName, OperationMode } from '@ads/contract';
import { i18n } from '../i18n';

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

/**
 * Each of `keys` read in the language shown now, whenever it is read (`MODE_MEANING.AUTO`
 * follows a change of language like a `t()` in render does).
 */
function readNow<K extends string>(
  keys: readonly K[],
  read: (key: K) => string,
): Record<K, string> {
  const record = {} as Record<K, string>;
  for (const key of keys) {
    Object.defineProperty(record, key, { enumerable: true, get: () => read(key) });
  }
  return record;
}

/** What each mode means on the vehicle (the buttons' tooltips when available). */
export const MODE_MEANING: Record<OperationMode, string> = readNow(MODE_ORDER, (mode) =>
  i18n.t(`vehicle:modeMeaning.${mode}`),
);

/** The colour of an offline vehicle's marker and a missing mode. */
export const OFFLINE_COLOR = '#9E9E9E';
/** The colour of a vehicle in an emergency (MRM under way or failed). */
export const ALERT_COLOR = '#D32F2F';

/** The MRM state as a title (the emergency banner's), in the language shown. */
export const MRM_TEXT: Record<MrmStateName, string> = readNow(
  ['NORMAL', 'OPERATING', 'SUCCEEDED', 'FAILED'],
  (state) => i18n.t(`vehicle:mrm.${state}`),
);
