import type { Locator, Page } from '@playwright/test';
import { cutOffTexts } from './cut-off';
import { api, createAccount, expect, signInAs, test } from './fixtures';
import { pixelOf } from './map-pixels';
import { downloaded, elevations, planePcd, waysOfType } from './osm-files';
import { settled } from './settled';

// HDMAP Builder in the browser: a new map is drawn by mouse (a two-lane road, a crossing road,
// a stop line and a traffic light), validated as it is drawn, routed, saved, exported in both
// flavours and imported again. SUPER accounts: the app is off for every other role by default.
//
// A new map opens at its origin at zoom 19 (apps/web/src/apps/map/editor/map/start-view.ts).
// Positions are given in metres east and north of that origin and turned into pixels from the
// view the map container states (`data-center`, `data-zoom`), so a zoom to an element between
// two steps cannot make a click miss.

const ORIGIN = { lon: 139.6917, lat: 35.6895 };
const EARTH_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Where on the page a point `east`, `north` metres from the origin is drawn now. */
function pixel(canvas: Locator, east: number, north: number) {
  const lat = ORIGIN.lat + north / EARTH_M / RAD;
  const lon = ORIGIN.lon + east / (EARTH_M * Math.cos(ORIGIN.lat * RAD)) / RAD;
  return pixelOf(canvas, lat, lon);
}

async function clickAt(page: Page, canvas: Locator, east: number, north: number) {
  const { x, y } = await pixel(canvas, east, north);
  await page.mouse.move(x, y);
  await page.mouse.click(x, y);
}

async function tool(page: Page, name: string) {
  await page
    .getByRole('toolbar', { name: 'Tools' })
    .getByRole('button', { name, exact: true })
    .click();
}

test.describe('HDMAP Builder', () => {
  test('draw a crossing, validate as it is drawn, route, save, export and import', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const user = await createAccount('SUPER');
    const project = await api(
      'POST',
      '/api/project/',
      { title: 'Map works', vehicle: '' },
      user.access,
    );
    expect(project.status).toBe(201);

    // No project chosen: the list says to choose one; then the project's (empty) list.
    await signInAs(page, user, '/map');
    await expect(page.getByRole('heading', { name: 'Choose a project' })).toBeVisible();
    await page.getByRole('button', { name: 'Project: Projects', exact: true }).click();
    await page.getByRole('menuitem', { name: /Map works/ }).click();
    await expect(page.getByRole('heading', { name: 'No map yet' })).toBeVisible();

    // A new map opens in the editor, empty and valid.
    await page.getByRole('button', { name: 'New map' }).first().click();
    await page.getByLabel('Name').fill('Crossing');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/map\/\d+$/);
    const canvas = page.getByTestId('map-editor-canvas');
    await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    await expect(canvas).toHaveAttribute('data-lanelets', '0');
    const findings = page.getByTestId('findings');
    await expect(findings).toHaveAttribute('data-findings-errors', '0');
    await expect(page.getByTestId('save-state')).toHaveText('Saved');

    // The status bar follows the mouse.
    const centre = await pixel(canvas, 0, 0);
    await page.mouse.move(centre.x, centre.y);
    await expect(page.getByTestId('cursor-position')).toHaveText(/^35\.689\d+, 139\.691\d+$/);

    // An eastbound lane from its centreline, then its neighbour on the left.
    await tool(page, 'Lanelet from centreline');
    await clickAt(page, canvas, -35, 0);
    await clickAt(page, canvas, 0, 0);
    await clickAt(page, canvas, 35, 0);
    await page.keyboard.press('Enter');
    await expect(canvas).toHaveAttribute('data-lanelets', '1');
    await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');
    await page
      .getByRole('toolbar', { name: 'Tools' })
      .getByRole('button', { name: 'Neighbour on the left' })
      .click();
    await expect(canvas).toHaveAttribute('data-lanelets', '2');

    // A northbound road crossing both, finished by a double-click.
    await tool(page, 'Lanelet from centreline');
    await clickAt(page, canvas, 12, -20);
    const end = await pixel(canvas, 12, 20);
    await page.mouse.click(end.x, end.y);
    await page.mouse.dblclick(end.x, end.y);
    await expect(canvas).toHaveAttribute('data-lanelets', '3');

    // A stop line across the two lanes, then a traffic light for them without one.
    await tool(page, 'Stop line');
    await clickAt(page, canvas, 5, -1.6);
    await clickAt(page, canvas, 5, 5.1);
    await tool(page, 'Traffic light');
    await clickAt(page, canvas, 7, 8);
    await clickAt(page, canvas, 8.5, 8);
    await clickAt(page, canvas, -10, 0);
    await clickAt(page, canvas, -10, 3.5);
    const options = page.getByTestId('tool-options');
    await expect(options).toContainText('Lanelets: ');
    await expect(options).toContainText('Stop line: none');
    await options.getByRole('button', { name: 'Create' }).click();

    // Validation runs as it is drawn: a light without a stop line is a finding.
    await expect(findings).toHaveAttribute('data-codes', /traffic_light_stop_line/);
    await expect(canvas).not.toHaveAttribute('data-findings-warnings', '0');
    await expect(findings).toHaveAttribute('data-validating', 'false');
    await expect(page.getByTestId('properties')).toContainText('Traffic light');
    await expect(canvas).toHaveAttribute('data-idle', 'true');
    await settled(page);
    await page.screenshot({ path: testInfo.outputPath('map-editor-findings.png') });
    // Nothing on the editor is cut off (issue 30), and the bar between the properties and the
    // findings gives the light's member list room to be read whole.
    expect(await cutOffTexts(page)).toEqual([]);
    const members = page.getByRole('list', { name: 'Members' });
    const split = page.getByRole('separator', { name: 'Resize properties and lists' });
    await split.focus();
    for (let step = 0; step < 6; step++) await page.keyboard.press('ArrowDown');
    await expect(split).toHaveAttribute('aria-valuenow', '80');
    await members.scrollIntoViewIfNeeded();
    await expect(members).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: testInfo.outputPath('map-editor-members.png') });

    // Fixed from the properties: its stop line picked on the map; the finding goes, and the
    // light is still the same element (issue 30: it came back with a new id).
    const light = await page.getByTestId('properties').getAttribute('data-element');
    await page.getByRole('button', { name: 'Set stop line' }).click();
    await clickAt(page, canvas, 5, 0);
    await expect(findings).not.toHaveAttribute('data-codes', /traffic_light_stop_line/);
    await expect(page.getByTestId('properties')).toContainText(/Stop line: \d+/);
    await expect(page.getByTestId('properties')).toHaveAttribute('data-element', light!);
    await expect(canvas).toHaveAttribute('data-idle', 'true');
    await settled(page);
    await page.screenshot({ path: testInfo.outputPath('map-stop-line-set.png') });
    await page.keyboard.press('Escape');

    // Route preview: none from the crossing road onto the first one; one along the two lanes.
    await tool(page, 'Route preview');
    await clickAt(page, canvas, 12, -15);
    await clickAt(page, canvas, -30, 0);
    await expect(page.getByTestId('route-result')).toContainText('No route');
    await clickAt(page, canvas, -30, 0);
    await clickAt(page, canvas, 30, 3.5);
    await expect(page.getByTestId('route-result')).toContainText(
      /Route: \d+ lanelets?, [\d.]+ m, 1 lane change/,
    );
    await expect(canvas).toHaveAttribute('data-route', /^[1-9]/);
    await expect(canvas).toHaveAttribute('data-idle', 'true');
    await page.screenshot({ path: testInfo.outputPath('map-route-preview.png') });
    await page.keyboard.press('s');

    // Unsaved work is not lost by leaving: a link and the browser's back both ask first, and
    // staying keeps the page and its address.
    const leave = page.getByRole('dialog').filter({ hasText: 'without saving' });
    await page.getByRole('link', { name: 'All maps' }).click();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await page.goBack();
    await expect(leave).toBeVisible();
    await expect(page).toHaveURL(/\/map\/\d+/);
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(leave).toBeHidden();
    await expect(page.getByTestId('save-state')).not.toHaveText('Saved');

    // Saved with Ctrl+S as version 1.
    await page.keyboard.press('Control+s');
    await expect(page.getByTestId('save-state')).toHaveText('Saved');
    await expect(page.getByTestId('map-version')).toHaveText('Version 1');

    // The saved version is listed under Versions.
    await page.getByRole('button', { name: 'Versions' }).click();
    const versions = page.getByRole('table', { name: 'Versions' });
    await expect(versions.getByRole('row').nth(1)).toContainText(/^1current/);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // Exported in both flavours: the server's files.
    await page.getByRole('button', { name: 'Export' }).click();
    const [plain] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Lanelet2/ }).click(),
    ]);
    const lanelet2 = await downloaded(plain);
    expect(lanelet2).toContain('type" v="lanelet"');
    expect(plain.suggestedFilename()).toBe('Crossing.osm');
    await page.getByRole('button', { name: 'Export' }).click();
    const [autoware] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Autoware/ }).click(),
    ]);
    const autowareXml = await downloaded(autoware);
    expect(autowareXml).toContain('type" v="lanelet"');
    expect(autowareXml).toContain('local_x');

    // Imported again as a new map of the project: the same lanelets.
    await page.getByRole('link', { name: 'All maps' }).click();
    await expect(page.getByRole('table', { name: 'Maps' })).toContainText('Crossing');
    await page.getByLabel('OSM file to import').setInputFiles({
      name: 'Crossing copy.osm',
      mimeType: 'application/xml',
      buffer: Buffer.from(lanelet2),
    });
    const summary = page.getByTestId('import-summary');
    await expect(summary).toHaveText('Version 1 with 3 lanelets.');
    await page.getByRole('button', { name: 'Close' }).click();
    const table = page.getByRole('table', { name: 'Maps' });
    await expect(table.getByRole('row', { name: 'Crossing copy' })).toContainText('3');
    await settled(page);
    await page.screenshot({ path: testInfo.outputPath('map-list.png') });

    await table.getByRole('link', { name: 'Crossing copy' }).click();
    await expect(page.getByTestId('map-editor-canvas')).toHaveAttribute('data-lanelets', '3', {
      timeout: 30_000,
    });
  });

  test('a point-cloud layer gives new nodes their z; traffic lights hang over the road', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const user = await createAccount('SUPER');
    const project = await api(
      'POST',
      '/api/project/',
      { title: 'Elevation works', vehicle: '' },
      user.access,
    );
    expect(project.status).toBe(201);
    await signInAs(page, user, '/map');
    await page.getByRole('button', { name: 'Project: Projects', exact: true }).click();
    await page.getByRole('menuitem', { name: /Elevation works/ }).click();
    await page.getByRole('button', { name: 'New map' }).first().click();
    await page.getByLabel('Name').fill('Hill road');
    await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
    const canvas = page.getByTestId('map-editor-canvas');
    await expect(canvas).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    await expect(canvas).toHaveAttribute('data-point-cloud', 'none');

    // The cloud is read from the disk in the browser (no upload) and drawn under the map.
    const control = page.getByTestId('point-cloud-control');
    await expect(control.getByRole('button', { name: 'Point cloud…' })).toBeVisible();
    await page.getByTestId('point-cloud-file').setInputFiles({
      name: 'hill.pcd',
      mimeType: 'application/octet-stream',
      buffer: planePcd(),
    });
    await expect(page.getByTestId('point-cloud-name')).toHaveText('hill.pcd', { timeout: 30_000 });
    await expect(control).toContainText('51,911 points');
    await expect(canvas).toHaveAttribute('data-point-cloud', /^[1-9]\d*$/);
    const ground = page.getByTestId('ground-source');
    await expect(ground).toHaveText('New nodes take their z from the point cloud');

    // A lane drawn over it stands on the plane.
    await tool(page, 'Lanelet from centreline');
    await clickAt(page, canvas, -20, 0);
    await clickAt(page, canvas, 20, 0);
    await page.keyboard.press('Enter');
    await expect(canvas).toHaveAttribute('data-lanelets', '1');
    await expect(ground).toHaveText(
      /^Ground under the last new node: z 12\.(4|5)\d m \(point cloud\)$/,
    );

    // A traffic light over it: 5 m above the road, with Autoware's height of the light body.
    await tool(page, 'Traffic light');
    await clickAt(page, canvas, 22, 3);
    await clickAt(page, canvas, 22, 1.5);
    await clickAt(page, canvas, 0, 0.5);
    await page.getByTestId('tool-options').getByRole('button', { name: 'Create' }).click();
    await expect(page.getByTestId('properties')).toContainText('Traffic light');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await clickAt(page, canvas, 22, 2.25);
    const height = page.getByTestId('light-height');
    const elevation = page.getByTestId('light-elevation');
    await expect(height).toHaveValue('0.5');
    await expect(elevation).toHaveValue(/^17\.(4|5)\d*$/);
    await height.fill('0.8');
    await height.press('Enter');
    await expect(height).toHaveValue('0.8');
    await expect(canvas).toHaveAttribute('data-idle', 'true');
    await settled(page);
    await page.screenshot({ path: testInfo.outputPath('map-point-cloud-layer.png') });

    // Off the cloud (south of it: the tool's options bar covers the north) the status bar says
    // the node had no ground (and sits at 0).
    await tool(page, 'Line string');
    await clickAt(page, canvas, -5, -25);
    await clickAt(page, canvas, 5, -25);
    await page.keyboard.press('Enter');
    await expect(ground).toHaveText(/^No point cloud under the last new node/);

    // The exported map holds what Autoware reads: the lane's ele ≈ 12.5, the light's ≈ 17.5,
    // the line off the cloud's 0.
    await page.getByRole('button', { name: 'Export' }).click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /Lanelet2/ }).click(),
    ]);
    const xml = await downloaded(file);
    const ele = elevations(xml);
    // In the order drawn: the lane's two bounds, then the line south of the cloud.
    const lines = waysOfType(xml, 'line_thin');
    expect(lines).toHaveLength(3);
    for (const id of [...lines[0]!.nodes, ...lines[1]!.nodes]) {
      expect(ele.get(id)).toBeCloseTo(12.5, 1);
    }
    for (const id of lines[2]!.nodes) expect(ele.get(id)).toBe(0);
    const [light] = waysOfType(xml, 'traffic_light');
    expect(light!.body).toContain('k="height" v="0.8"');
    for (const id of light!.nodes) expect(ele.get(id)).toBeCloseTo(17.5, 1);

    // Hidden, then removed: new nodes go back to z = 0 and the status bar stops speaking of it.
    await control.getByRole('button', { name: 'Hide the point cloud' }).click();
    await expect(canvas).toHaveAttribute('data-point-cloud', 'hidden');
    await control.getByRole('button', { name: 'Remove the point cloud' }).click();
    await expect(canvas).toHaveAttribute('data-point-cloud', 'none');
    await expect(ground).toHaveCount(0);
  });
});
