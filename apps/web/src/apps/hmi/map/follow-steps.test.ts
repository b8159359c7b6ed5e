import { describe, expect, it } from 'vitest';
import { FOLLOW_STEP_DEG, FOLLOW_STEP_PX, bearingGap, followDue } from './follow-steps';

describe('the map follows the vehicle in steps', () => {
  it('waits while a driving vehicle is a few pixels off and the map turned nearly right', () => {
    expect(followDue({ offsetPx: 1.7, turnDeg: 0, standing: false })).toBe(false);
    expect(followDue({ offsetPx: FOLLOW_STEP_PX - 0.1, turnDeg: 1, standing: false })).toBe(false);
  });

  it('moves once the vehicle is a step off, or the map owes a step of turn', () => {
    expect(followDue({ offsetPx: FOLLOW_STEP_PX, turnDeg: 0, standing: false })).toBe(true);
    expect(followDue({ offsetPx: 0, turnDeg: FOLLOW_STEP_DEG, standing: false })).toBe(true);
  });

  it('centres a standing vehicle exactly, and then leaves the map alone', () => {
    expect(followDue({ offsetPx: 2, turnDeg: 0, standing: true })).toBe(true);
    expect(followDue({ offsetPx: 0, turnDeg: 0.5, standing: true })).toBe(true);
    expect(followDue({ offsetPx: 0.2, turnDeg: 0, standing: true })).toBe(false);
  });

  it('measures a turn the short way round', () => {
    expect(bearingGap(359, 1)).toBe(2);
    expect(bearingGap(10, 350)).toBe(20);
    expect(bearingGap(-90, 90)).toBe(180);
  });
});
