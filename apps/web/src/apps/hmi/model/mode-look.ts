import type { OperationMode, VehicleState } from '@ads/contract';
import { i18n } from '../../../lib/i18n';

/*
 * The driver panel's mode chip, in the AD API's words and an operator panel's colours:
 * AUTONOMOUS green, MANUAL (the AD API's LOCAL) red, in transition orange, REMOTE and STOP
 * neutral. FMS's per-mode colours (lib/vehicle/mode-style.ts) serve its map and table instead.
 */

/** Our modes in the AD API's names (`/api/operation_mode/state`). */
export const AD_API_MODE: Record<OperationMode, 'AUTONOMOUS' | 'REMOTE' | 'LOCAL' | 'STOP'> = {
  AUTO: 'AUTONOMOUS',
  REMOTE: 'REMOTE',
  MANUAL: 'LOCAL',
  STOP: 'STOP',
};

/** What the chip says: the AD API's name, except LOCAL, which drivers call MANUAL. */
const LABEL: Record<OperationMode, string> = {
  AUTO: 'AUTONOMOUS',
  REMOTE: 'REMOTE',
  MANUAL: 'MANUAL',
  STOP: 'STOP',
};

export const MODE_CHIP_COLORS = {
  autonomous: '#2E7D32',
  manual: '#C62828',
  transition: '#EF6C00',
  neutral: '#546E7A',
} as const;

export interface ModeLook {
  label: string;
  color: string;
  /** The tooltip: the AD API's state in full. */
  title: string;
}

export function modeLook(
  state: Pick<VehicleState, 'mode' | 'is_in_transition' | 'transition'> | null,
): ModeLook {
  if (!state) {
    return { label: '—', color: MODE_CHIP_COLORS.neutral, title: i18n.t('hmi:modeLook.noState') };
  }
  const { mode, transition } = state;
  if (state.is_in_transition || transition) {
    const to = transition?.to ?? mode;
    return {
      label: `${LABEL[mode]} → ${LABEL[to]}`,
      color: MODE_CHIP_COLORS.transition,
      title: i18n.t('hmi:modeLook.transition', { from: AD_API_MODE[mode], to: AD_API_MODE[to] }),
    };
  }
  const color =
    mode === 'AUTO'
      ? MODE_CHIP_COLORS.autonomous
      : mode === 'MANUAL'
        ? MODE_CHIP_COLORS.manual
        : MODE_CHIP_COLORS.neutral;
  return {
    label: LABEL[mode],
    color,
    title: i18n.t('hmi:modeLook.mode', { mode: AD_API_MODE[mode] }),
  };
}
