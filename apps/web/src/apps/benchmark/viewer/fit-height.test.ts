import { describe, expect, it } from 'vitest';
import { fitHeight } from './fit-height';

describe('the 3D view’s height', () => {
  it('leaves room for what is around it, within its bounds', () => {
    expect(fitHeight(900, 440, 320, 720)).toBe(460);
    expect(fitHeight(1200, 440, 320, 720)).toBe(720);
    expect(fitHeight(600, 440, 320, 720)).toBe(320);
  });
});
