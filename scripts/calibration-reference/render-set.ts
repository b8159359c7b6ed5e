// Renders the OpenCV reference set (test-support/calibration/reference-set.ts) into a folder:
// view-00.png … view-19.png and truth.json (camera, board, render settings, per-view pose and
// true corners in the contract's binding order). Usage: npx tsx render-set.ts <folder>
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  REFERENCE_SET,
  referencePoses,
  renderReferenceView,
} from '../../test-support/calibration/reference-set';
import { writePng } from '../../test-support/calibration/write-png';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: npx tsx scripts/calibration-reference/render-set.ts <output folder>');
  process.exit(2);
}
mkdirSync(folder, { recursive: true });
const views = referencePoses().map((pose, index) => {
  const rendered = renderReferenceView(pose, index);
  if (!rendered.visible) throw new Error(`view ${index} is not fully in view`);
  const file = `view-${String(index).padStart(2, '0')}.png`;
  writePng(join(folder, file), rendered.image);
  return { file, pose, corners: rendered.corners };
});
const { seed, camera, board, render } = REFERENCE_SET;
writeFileSync(
  join(folder, 'truth.json'),
  JSON.stringify({ seed, camera, board, render, views }, null, 2) + '\n',
);
console.log(`${views.length} views and truth.json written to ${folder}`);
