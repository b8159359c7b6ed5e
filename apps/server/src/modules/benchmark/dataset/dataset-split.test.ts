import { describe, expect, it } from 'vitest';
import { DatasetFormatError } from './dataset-format-error';
import { splitSamples } from './dataset-split';

const splitOf = (rows: ReturnType<typeof splitSamples>) =>
  Object.fromEntries(rows.map((r) => [r.sample, r.split]));

describe('splitSamples', () => {
  it('without split lists: the later test fraction of the frames in name order is test', () => {
    const rows = splitSamples(['000003', '000001', '000002', '000000'], 0.5);
    expect(rows).toEqual([
      { sample: '000000', split: 'val' },
      { sample: '000001', split: 'val' },
      { sample: '000002', split: 'test' },
      { sample: '000003', split: 'test' },
    ]);
  });

  it('with KITTI’s ImageSets: val.txt is the test split, train.txt the val split', () => {
    // KITTI numbers frames in a random order of drives: name halves would mix drives.
    const samples = ['000000', '000001', '000002', '000003', '000004', '000005'];
    const rows = splitSamples(samples, 0.5, {
      train: ['000000', '000003', '000004'],
      val: ['000001', '000002', '000005', '007480'], // a frame the archive lacks: passed over
    });
    expect(splitOf(rows)).toEqual({
      '000000': 'val',
      '000001': 'test',
      '000002': 'test',
      '000003': 'val',
      '000004': 'val',
      '000005': 'test',
    });
    expect(rows.map((r) => r.sample)).toEqual(samples);
  });

  it('with only val.txt or only train.txt, the other side is the rest', () => {
    const samples = ['000000', '000001', '000002'];
    expect(splitOf(splitSamples(samples, 0.5, { val: ['000002'] }))).toEqual({
      '000000': 'val',
      '000001': 'val',
      '000002': 'test',
    });
    expect(splitOf(splitSamples(samples, 0.5, { train: ['000002'] }))).toEqual({
      '000000': 'test',
      '000001': 'test',
      '000002': 'val',
    });
  });

  it('refuses a frame listed in both, and lists that leave a split empty', () => {
    const both = () =>
      splitSamples(['000000', '000001'], 0.5, { train: ['000000'], val: ['000000'] });
    expect(both).toThrow(DatasetFormatError);
    expect(both).toThrow(
      "ImageSets/train.txt and ImageSets/val.txt both list the frame '000000'; a frame is in one split.",
    );
    expect(() => splitSamples(['000000', '000001'], 0.5, { val: ['000007'] })).toThrow(
      'ImageSets/val.txt lists none of the archive’s frames: the test split would be empty.',
    );
  });
});
