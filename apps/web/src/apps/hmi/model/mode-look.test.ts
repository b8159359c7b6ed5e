import { describe, expect, it } from 'vitest';
import { sampleVehicleState } from '../../../../../../test-support/vehicle-state';
import { MODE_CHIP_COLORS, modeLook } from './mode-look';
import { loadVehicleText } from '../../../lib/vehicle/test-text';

loadVehicleText('hmi');

describe('the mode chip', () => {
  it('is green for AUTONOMOUS, red for MANUAL, neutral for REMOTE and STOP', () => {
    expect(modeLook(sampleVehicleState({ mode: 'AUTO' }))).toMatchObject({
      label: 'AUTONOMOUS',
      color: MODE_CHIP_COLORS.autonomous,
    });
    expect(modeLook(sampleVehicleState({ mode: 'MANUAL' }))).toMatchObject({
      label: 'MANUAL',
      color: MODE_CHIP_COLORS.manual,
      title: 'Operation mode LOCAL',
    });
    expect(modeLook(sampleVehicleState({ mode: 'REMOTE' })).color).toBe(MODE_CHIP_COLORS.neutral);
    expect(modeLook(sampleVehicleState({ mode: 'STOP' })).color).toBe(MODE_CHIP_COLORS.neutral);
  });

  it('is orange in transition, naming both ends', () => {
    const look = modeLook(
      sampleVehicleState({
        mode: 'STOP',
        is_in_transition: true,
        transition: { from: 'STOP', to: 'AUTO', deadline: 1 },
      }),
    );
    expect(look).toEqual({
      label: 'STOP → AUTONOMOUS',
      color: MODE_CHIP_COLORS.transition,
      title: 'In transition from STOP to AUTONOMOUS',
    });
  });

  it('shows a dash without a state', () => {
    expect(modeLook(null).label).toBe('—');
  });
});
