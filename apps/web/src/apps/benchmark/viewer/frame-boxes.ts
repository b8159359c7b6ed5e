import type { BenchFrameHeader, JudgedBox } from '@ads/contract';
import type { ViewBox } from '../../../lib/three/types';

/** The verdict colours of the 3D view and its legend. */
export const VERDICT_COLOURS = {
  gt: '#43a047',
  tp: '#1e88e5',
  fp: '#e53935',
  fn: '#fb8c00',
  pred: '#8e24aa',
} as const;

/** How the labels name a class and a miss: the codes as they are unless a page says otherwise. */
export interface BoxWords {
  className(name: string): string;
  missed: string;
}
const CODES: BoxWords = { className: (name) => name, missed: 'missed' };

const boxOf = (box: JudgedBox | Record<string, unknown>) => ({
  x: Number(box.x),
  y: Number(box.y),
  z: Number(box.z),
  l: Number(box.l),
  w: Number(box.w),
  h: Number(box.h),
  yaw: Number(box.yaw),
});

/**
 * The boxes to draw on one frame. With a submission's judged boxes: ground truth found (TP) in
 * green, missed (FN) in orange; predictions TP blue, FP red, dashed; without verdicts (test
 * split) predictions purple. Without a submission: the frame's own ground truth. Listed in the
 * order their labels take precedence.
 */
export function frameBoxes(
  header: BenchFrameHeader | undefined,
  judged: { pred: JudgedBox[]; gt: JudgedBox[] | null } | undefined,
  words: BoxWords = CODES,
): ViewBox[] {
  if (judged) {
    const gt = (judged.gt ?? []).map((box) => ({
      ...boxOf(box),
      color: box.verdict === 'fn' ? VERDICT_COLOURS.fn : VERDICT_COLOURS.gt,
      label: `${words.className(box.class)}${box.verdict === 'fn' ? ` · ${words.missed}` : ''}`,
    }));
    const pred = judged.pred.map((box) => ({
      ...boxOf(box),
      color:
        box.verdict === 'tp'
          ? VERDICT_COLOURS.tp
          : box.verdict === 'fp'
            ? VERDICT_COLOURS.fp
            : VERDICT_COLOURS.pred,
      label: `${words.className(box.class)} ${box.score?.toFixed(2) ?? ''}`.trim(),
      dashed: true,
    }));
    // Labels that would cover an earlier one are not shown (lib/three/box-labels.ts): a miss
    // first, then the predictions (a score says more than the class under it), then the
    // ground truth found.
    const missed = gt.filter((_box, at) => judged.gt?.[at]?.verdict === 'fn');
    const found = gt.filter((_box, at) => judged.gt?.[at]?.verdict !== 'fn');
    return [...missed, ...pred, ...found];
  }
  return (header?.gt ?? []).map((box) => ({
    ...boxOf(box),
    color: VERDICT_COLOURS.gt,
    label: box.class ? words.className(String(box.class)) : '',
  }));
}

/** Counts of a judged frame, for the caption under the view. */
export function verdictCounts(judged: { pred: JudgedBox[]; gt: JudgedBox[] | null } | undefined) {
  const counts = { tp: 0, fp: 0, fn: 0 };
  for (const box of judged?.pred ?? [])
    if (box.verdict === 'tp' || box.verdict === 'fp') counts[box.verdict] += 1;
  for (const box of judged?.gt ?? []) if (box.verdict === 'fn') counts.fn += 1;
  return counts;
}
