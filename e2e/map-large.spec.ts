import { type MapProjector, generateDistrict, writeOsm } from '@ads/lanelet2';
import { API, pathOf } from '@ads/contract';
import { api, createAccount, expect, shot, signInAs, test } from './fixtures';

// HDMAP Builder on a city-sized map (issue 33): a generated 5,000-lanelet district, whose
// still frames take 200–500 ms to draw under the software GL these browsers have. Moving the
// view shows a picture of its last still frame, which moves with the map, and the lanes are
// drawn again once the view rests; a press at the whole district's view pans, never drags a
// node nobody can see. ADR 19 says why.

const PROJECTOR: MapProjector = { projector_type: 'MGRS', mgrs_grid: '54SUE' };
/** What the page calls too slow to draw while moving (lib/map/frame-costs.ts). */
const SLOW_FRAME_MS = 50;

test('a city-sized map moves as a picture of its last still frame, and a press pans', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const user = await createAccount('SUPER');
  const project = await api('POST', '/api/project/', { title: 'City', vehicle: '' }, user.access);
  expect(project.status).toBe(201);
  const made = await api(
    'POST',
    pathOf(API.map.create),
    { project_id: project.body.detail.id, name: 'District' },
    user.access,
  );
  expect(made.status).toBe(201);
  const id = made.body.detail.id as number;
  const { doc } = generateDistrict({ lanelets: 5_000, seed: 1, projector: PROJECTOR });
  const saved = await page.request.put(pathOf(API.map.save, { id }), {
    data: writeOsm(doc, PROJECTOR, 'autoware'),
    headers: { authorization: `Bearer ${user.access}`, 'content-type': 'application/xml' },
    timeout: 60_000,
  });
  expect(saved.status()).toBe(200);

  await signInAs(page, user, `/map/${id}`);
  const canvas = page.getByTestId('map-editor-canvas');
  await expect(canvas).toHaveAttribute('data-lanelets', /^4\d{3}$/, { timeout: 90_000 });
  await expect(canvas).toHaveAttribute('data-idle', 'true', { timeout: 30_000 });
  await expect(canvas).toHaveAttribute('data-frame-cost', /\d+/);
  const frameCost = Number(await canvas.getAttribute('data-frame-cost'));
  const slow = frameCost > SLOW_FRAME_MS;
  const revision = await canvas.getAttribute('data-revision');
  const zoom = Number(await canvas.getAttribute('data-zoom'));
  // The whole district's view: below the zoom where a press can take a node.
  expect(zoom).toBeLessThan(16);

  // A drag from the middle of the district: every press there is within a few pixels of a
  // node. It pans (the view's centre moves, the map is not edited), and while the hand is
  // down a slow map shows its picture.
  const box = (await canvas.boundingBox())!;
  const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
  const centre = await canvas.getAttribute('data-center');
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + 200, cy + 120, { steps: 8 });
  await expect(canvas).toHaveAttribute('data-picture', String(slow));
  await shot(page, 'map-large-moving');
  await page.mouse.up();
  await expect(canvas).not.toHaveAttribute('data-center', centre!);
  await expect(canvas).toHaveAttribute('data-revision', revision!);
  await expect(page.getByTestId('save-state')).toHaveText('Saved');

  // At rest the lanes are drawn again.
  await expect(canvas).toHaveAttribute('data-picture', 'false');
  await expect(canvas).toHaveAttribute('data-idle', 'true', { timeout: 30_000 });
  await shot(page, 'map-large-rested');
});
