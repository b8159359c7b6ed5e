import { describe, expect, it } from 'vitest';
import { parseGtJson } from './gt-json';
import { parseLidarLabelFile } from './lidar-label';
import { refusal } from './format-refusal';

const car = {
  sample: '000001',
  class: 'Car',
  x: 10,
  y: -2,
  z: -0.9,
  l: 4.5,
  w: 1.8,
  h: 1.5,
  yaw: 0.1,
};
const gtText = (gt: unknown[], samples: unknown = ['000001', '000002']) =>
  JSON.stringify({ samples, gt });

describe('gt.json', () => {
  it('reads samples and boxes, lower-casing classes and keeping velocity and attribute', () => {
    const text = gtText([
      car,
      {
        ...car,
        class: 'PEDESTRIAN',
        vx: 1.2,
        vy: -0.1,
        attr: 'pedestrian.moving',
        extra: 'ignored',
      },
      { ...car, sample: '000002', class: 'cyclist', vx: null, vy: null, attr: '' },
    ]);
    const { samples, gt } = parseGtJson(`\ufeff${text}`);
    expect(samples).toEqual(['000001', '000002']);
    expect(gt).toEqual([
      { ...car, class: 'car' },
      { ...car, class: 'pedestrian', vx: 1.2, vy: -0.1, attr: 'pedestrian.moving' },
      { ...car, sample: '000002', class: 'cyclist' },
    ]);
  });

  it('accepts a sample without boxes', () => {
    expect(parseGtJson(gtText([], ['a', 'b'])).samples).toEqual(['a', 'b']);
  });

  it.each([
    ['{', /^gt\.json is not valid JSON \(.+\)\.$/],
    [
      '{"samples": ["a"], "gt": [{"vx": NaN}]}',
      /^gt\.json is not valid JSON \(.+\)\. NaN and Infinity are not JSON: leave an unknown velocity out or write null\.$/,
    ],
    ['[]', 'gt.json must hold an object {"samples": [...], "gt": [...]}.'],
    ['{"gt": []}', 'gt.json has no "samples" array (the name of every frame, with boxes or not).'],
    ['{"samples": []}', 'gt.json has no "gt" array.'],
    ['{"samples": [1], "gt": []}', 'gt.json: samples[0] is 1, not a string.'],
    [
      '{"samples": ["a/b"], "gt": []}',
      "gt.json: samples[0] 'a/b' is not a usable sample name; a name may only use letters, digits, '_', '-' and '.', start with a letter or digit, and be at most 128 characters.",
    ],
    ['{"samples": ["a", "a"], "gt": []}', "gt.json: samples[1] 'a' is listed twice."],
  ])('refuses the file %s', (text, sentence) => {
    const message = refusal(() => parseGtJson(text));
    if (typeof sentence === 'string') expect(message).toBe(sentence);
    else expect(message).toMatch(sentence);
  });

  const box = (patch: Record<string, unknown>) => {
    const entry: Record<string, unknown> = { ...car, ...patch };
    for (const key of Object.keys(patch)) if (patch[key] === undefined) delete entry[key];
    return entry;
  };
  it.each([
    [[box({}), 7], 'gt.json: gt[1] is 7, not an object.'],
    [[box({ sample: undefined })], 'gt.json: gt[0] has no sample.'],
    [[box({ sample: 3 })], 'gt.json: gt[0] has sample = 3, not a string.'],
    [
      [box({ sample: '000999' })],
      `gt.json: gt[0] names sample '000999', which is not in "samples".`,
    ],
    [[box({ class: undefined })], 'gt.json: gt[0] has no class.'],
    [[box({ class: 7 })], 'gt.json: gt[0] has class = 7, not a string.'],
    [
      [box({ class: 'truck' })],
      "gt.json: gt[0] has an unknown class 'truck' (car, pedestrian, cyclist).",
    ],
    [[box({ yaw: undefined })], 'gt.json: gt[0] has no yaw.'],
    [[box({ x: '1.5' })], 'gt.json: gt[0] has x = "1.5"; x must be a number.'],
    [[box({ z: 'NaN' })], 'gt.json: gt[0] has z = "NaN"; z must be a number.'],
    [[box({ w: -1.8 })], 'gt.json: gt[0] has w = -1.8; l, w and h must be positive.'],
    [[box({ h: 0 })], 'gt.json: gt[0] has h = 0; l, w and h must be positive.'],
    [[box({ vx: 1 })], 'gt.json: gt[0] has vx but no vy; give both or neither.'],
    [[box({ vy: 1 })], 'gt.json: gt[0] has vy but no vx; give both or neither.'],
    [[box({ vx: 'fast', vy: 0 })], 'gt.json: gt[0] has vx = "fast"; vx must be a number.'],
    [
      [box({ attr: 'vehicle.flying' })],
      'gt.json: gt[0] has an unknown attribute "vehicle.flying" (vehicle.moving, vehicle.stopped, vehicle.parked for a car).',
    ],
    [
      [box({ attr: 'pedestrian.moving' })],
      "gt.json: gt[0] has the attribute 'pedestrian.moving', which a car cannot have (vehicle.moving, vehicle.stopped, vehicle.parked).",
    ],
  ])('refuses the boxes %j', (gt, sentence) => {
    expect(refusal(() => parseGtJson(gtText(gt)))).toBe(sentence);
  });

  it('names the file as the archive does', () => {
    expect(refusal(() => parseGtJson('{"gt": []}', 'set/gt.json'))).toMatch(
      /^set\/gt\.json has no/,
    );
  });
});

describe('label_2/<sample>.txt (lidar frame)', () => {
  it('reads one box a line, any whitespace, CRLF and blank lines', () => {
    const text =
      'Car 10 -2 -0.9 4.5 1.8 1.5 0.1\r\n\n  pedestrian\t5.5  3 -1 0.7 0.7 1.75 -3.1\r\n';
    expect(parseLidarLabelFile(text, '000012', 'label_2/000012.txt')).toEqual([
      { sample: '000012', class: 'car', x: 10, y: -2, z: -0.9, l: 4.5, w: 1.8, h: 1.5, yaw: 0.1 },
      {
        sample: '000012',
        class: 'pedestrian',
        x: 5.5,
        y: 3,
        z: -1,
        l: 0.7,
        w: 0.7,
        h: 1.75,
        yaw: -3.1,
      },
    ]);
    expect(parseLidarLabelFile('', '000012', 'label_2/000012.txt')).toEqual([]);
  });

  it.each([
    [
      'Car 1 2 3 4 5 6',
      'label_2/000012.txt line 3: expected 8 fields `<Class> x y z l w h yaw`, found 7.',
    ],
    [
      'Car 1 2 3 4 5 6 0 0.9',
      'label_2/000012.txt line 3: expected 8 fields `<Class> x y z l w h yaw`, found 9.',
    ],
    [
      'Truck 1 2 3 4 5 6 0',
      "label_2/000012.txt line 3: unknown class 'Truck' (car, pedestrian, cyclist).",
    ],
    ['Car 1 2 nan 4 5 6 0', "label_2/000012.txt line 3: z 'nan' is not a finite number."],
    ['Car 1 2 3 4 5 6 1e999', "label_2/000012.txt line 3: yaw '1e999' is not a finite number."],
    ['Car 0x10 2 3 4 5 6 0', "label_2/000012.txt line 3: x '0x10' is not a finite number."],
    ['Car 1 2 3 4 -5 6 0', 'label_2/000012.txt line 3: w = -5; l, w and h must be positive.'],
  ])('refuses %s', (line, sentence) => {
    const text = `Car 10 -2 -0.9 4.5 1.8 1.5 0.1\n\n${line}\n`;
    expect(refusal(() => parseLidarLabelFile(text, '000012', 'label_2/000012.txt'))).toBe(sentence);
  });
});
