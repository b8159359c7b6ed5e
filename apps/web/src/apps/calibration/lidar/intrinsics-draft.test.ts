import { describe, expect, it } from 'vitest';
import { EMPTY_INTRINSICS, draftOf, readIntrinsicsDraft } from './intrinsics-draft';

describe('the typed intrinsics', () => {
  const draft = {
    ...EMPTY_INTRINSICS,
    fx: '900',
    fy: '880.5',
    cx: '640',
    cy: '400',
    width: '1280',
    height: '800',
  };

  it('are intrinsics once every field is valid, and read back the same', () => {
    const read = readIntrinsicsDraft({ ...draft, D: '-0.2 0.05, 0.001;-0.001 0' });
    expect(read.intrinsics).toEqual({
      model: 'plumb_bob',
      width: 1280,
      height: 800,
      K: [900, 0, 640, 0, 880.5, 400, 0, 0, 1],
      D: [-0.2, 0.05, 0.001, -0.001, 0],
    });
    expect(draftOf(read.intrinsics!)).toEqual({ ...draft, D: '-0.2, 0.05, 0.001, -0.001, 0' });
  });

  it('say what is wrong, field by field', () => {
    expect(readIntrinsicsDraft({ ...draft, fx: '0', width: '12.5', D: '1 x' }).problems).toEqual({
      fx: 'A positive number of pixels.',
      width: 'Whole pixels.',
      D: 'Numbers only.',
    });
    expect(readIntrinsicsDraft({ ...draft, model: 'equidistant' }).problems).toEqual({
      D: 'The fisheye model has 4 coefficients (k1 k2 k3 k4); 5 given.',
    });
    expect(readIntrinsicsDraft({ ...draft, model: 'rational_polynomial' }).problems).toEqual({
      D: 'rational_polynomial has 8 coefficients (k1 k2 p1 p2 k3 k4 k5 k6); 5 given.',
    });
  });

  it('take the rational_polynomial model with its 8 coefficients', () => {
    const D = '0.9 0.2 0.001 -0.001 0.01 1.3 0.4 0.02';
    const read = readIntrinsicsDraft({ ...draft, model: 'rational_polynomial', D });
    expect(read.intrinsics).toMatchObject({
      model: 'rational_polynomial',
      D: [0.9, 0.2, 0.001, -0.001, 0.01, 1.3, 0.4, 0.02],
    });
  });
});
