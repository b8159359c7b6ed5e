import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { E2E, baseURL } from './env';
import { createAccount, expect, signInAs, test } from './fixtures';
import { apiOn, registerPc, startAgent } from './own-studio';
import { watchPage } from './page-watch';
import { settled } from './settled';

// IP Repository in the browser (issue 27), as a SUPER (the app is off for every other role by
// default): publish an algorithm and a version from the pages (the archive over the real tus
// endpoint), see the server's sentences at the fields, yank, search with a facet, compose a
// combo whose wiring has an error, and install the seeded `autoware-mini` combo onto a PC whose
// real agent process runs, every member to 100 %. Screenshots of every page, desktop and phone.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/**
 * Snackbars are left out of the shots: each action above says its outcome in one, and they
 * would stand over the page the shot is of.
 */
const NO_SNACKBARS = '.notistack-SnackbarContainer { display: none !important; }';

/** A full page from the top (a shot of a scrolled page would show the sticky top bar mid-page). */
async function topShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  await page.screenshot({
    path: `${E2E.screenshots}/${name}.png`,
    fullPage: true,
    style: NO_SNACKBARS,
  });
}

/** What the window shows (a dialog over the page), not the whole page behind it. */
async function viewShot(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.screenshot({ path: `${E2E.screenshots}/${name}.png`, style: NO_SNACKBARS });
}

/** The page as a phone shows it, then back to the desktop. */
async function phoneShot(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await topShot(page, name);
  await page.setViewportSize(DESKTOP);
}

const field = (scope: Locator | Page, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

/** A field's helper text: the server's sentence about it. */
const reasonOf = async (input: Locator) => {
  const id = await input.getAttribute('aria-describedby');
  return input.page().locator(`[id="${id}"]`);
};

async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test.describe('IP Repository', () => {
  test('publish, version, yank, search, compose, check and install a combo on a real agent', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(DESKTOP);
    const watched = await watchPage(page);
    const user = await createAccount('SUPER');
    const suffix = `${Date.now() % 1_000_000}`;
    const title = `Radar tracker ${suffix}`;
    const name = `radar-tracker-${suffix}`;

    // The front page: counts, categories with their counts, recent algorithms, the seeded combo.
    await signInAs(page, user, '/store/home');
    await expect(page.getByRole('heading', { name: 'IP Repository', level: 1 })).toBeVisible();
    const recent = page.getByRole('list', { name: 'Recently updated algorithms' });
    await expect(recent.getByRole('article').first()).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: /^Perception: \d+ algorithms?$/ }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Combos' })
        .getByRole('article', { name: 'Autoware mini stack' }),
    ).toBeVisible();
    await topShot(page, 'store-home');
    await phoneShot(page, 'store-home-phone');

    // Publish an algorithm. A taken name and a README with a script are refused, each with the
    // server's sentence where it belongs; nothing is published until both are fixed.
    await page.getByRole('button', { name: 'Publish an algorithm' }).click();
    const publish = page.getByRole('dialog', { name: 'Publish an algorithm' });
    await field(publish, 'Title').fill(title);
    await expect(field(publish, 'Name')).toHaveValue(name);
    await field(publish, 'Name').fill('lidar-driver');
    await field(publish, 'Summary').fill('Tracks radar objects over time with an IMM filter.');
    await choose(page, publish, 'Category', 'Perception');
    await publish.getByRole('combobox', { name: 'License (SPDX)' }).fill('MPL-2.0');
    await field(publish, 'Tags').fill('radar, Tracking, imm');
    await field(publish, 'Source URL').fill('https://example.com/radar-tracker');
    await field(publish, 'README (Markdown)').fill(
      [
        `# ${title}`,
        '',
        'Tracks **radar** objects. See [the paper](https://example.com/imm) and [this](javascript:alert(1)).',
        '',
        '<script>window.pwned = 1</script>',
      ].join('\n'),
    );
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    const readme = field(publish, 'README (Markdown)');
    await expect(await reasonOf(readme)).toHaveText(/may not contain a <script> tag/);
    await viewShot(page, 'store-publish-dialog');
    await readme.fill(
      [
        `# ${title}`,
        '',
        'Tracks **radar** objects. See [the paper](https://example.com/imm).',
        '',
        'Raw HTML stays text: <img src=x onerror="window.pwned=2"> <b>bold</b>',
        '',
        '| Topic | Type |',
        '| --- | --- |',
        '| `/sensing/radar/objects` | `radar_msgs/msg/RadarTracks` |',
      ].join('\n'),
    );
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(publish.getByRole('alert')).toContainText(
      'An algorithm named lidar-driver exists already',
    );
    await field(publish, 'Name').fill(name);
    await publish.getByRole('tab', { name: 'Preview' }).click();
    await expect(publish.getByRole('heading', { name: title })).toBeVisible();
    await publish.getByRole('button', { name: 'Publish', exact: true }).click();

    // Its page: header, README rendered as elements with the HTML as text, no version yet.
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/store\/algorithm\/\d+$/);
    const readmeSection = page.getByRole('region', { name: 'README' });
    await expect(readmeSection.getByRole('link', { name: 'the paper' })).toHaveAttribute(
      'href',
      'https://example.com/imm',
    );
    await expect(readmeSection).toContainText('<img src=x onerror="window.pwned=2">');
    await expect(readmeSection.locator('img, b, script')).toHaveCount(0);
    await expect(readmeSection.getByRole('table')).toBeVisible();
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await expect(page.getByText('No version yet')).toBeVisible();

    // Publish a version: an image without a digest is refused at its field; then an archive
    // uploaded by tus, the interface rows and the run command.
    await page.getByRole('button', { name: 'Publish a version' }).first().click();
    const version = page.getByRole('dialog', { name: `Publish a version of ${title}` });
    await expect(field(version, 'Version')).toHaveValue('0.1.0');
    await field(version, 'Image (Docker runtime)').fill('ghcr.io/ads/radar-tracker:0.1.0');
    await field(version, 'Changelog').fill('First release.');
    await field(version, 'Run command').fill('node radar-tracker.js --rate 20');
    await expect(version.getByLabel('Arguments').getByText('--rate')).toBeVisible();
    await version.getByRole('button', { name: 'Add input' }).click();
    const input = version.getByRole('group', { name: 'input 1' });
    await field(input, 'Topic').fill('/sensing/radar/objects');
    await field(input, 'Message type').fill('radar_msgs/msg/RadarTracks');
    await version.getByRole('button', { name: 'Add output' }).click();
    const output = version.getByRole('group', { name: 'output 1' });
    await field(output, 'Topic').fill('/perception/radar/tracks');
    await field(output, 'Message type').fill('autoware_perception_msgs/msg/TrackedObjects');
    await version.getByRole('button', { name: 'Add parameter' }).click();
    const parameter = version.getByRole('group', { name: 'parameter 1' });
    await field(parameter, 'Name').fill('max_range_m');
    await field(parameter, 'Default').fill('120');
    await version.getByRole('button', { name: 'Publish version' }).click();
    await expect(await reasonOf(field(version, 'Image (Docker runtime)'))).toHaveText(
      /pinned by digest/,
    );
    await field(version, 'Image (Docker runtime)').fill('');
    await version.locator('input[type="file"]').setInputFiles({
      name: 'radar-tracker.js',
      mimeType: 'text/javascript',
      buffer: Buffer.from('console.log("radar tracker");\nsetInterval(() => {}, 1000);\n'),
    });
    await expect(version.getByText(/radar-tracker\.js · .* · uploaded/)).toBeVisible();
    await viewShot(page, 'store-version-dialog');
    await version.getByRole('button', { name: 'Publish version' }).click();
    await expect(version).toBeHidden();

    // The version: its sha256 (short), size, where it runs; its interface below.
    const row = page.getByRole('row', { name: 'Version 0.1.0' });
    await expect(row).toContainText('sha256:');
    await expect(row).toContainText('linux/amd64');
    const face = page.getByRole('region', { name: 'Interface of 0.1.0' });
    await expect(face.getByRole('table', { name: 'Inputs' })).toContainText(
      '/sensing/radar/objects',
    );
    await expect(face.getByRole('table', { name: 'Parameters' })).toContainText('120');
    await expect(face).toContainText('node radar-tracker.js --rate 20');
    await topShot(page, 'store-algorithm');

    // Yank it with a reason, see the mark, and take it back.
    await row.getByRole('button', { name: 'Yank', exact: true }).click();
    const yank = page.getByRole('dialog', { name: 'Yank 0.1.0' });
    await yank.getByRole('textbox').fill('Loses tracks at close range.');
    await yank.getByRole('button', { name: 'Yank', exact: true }).click();
    await expect(row.getByText('Loses tracks at close range.')).toBeVisible();
    await expect(row.getByLabel('Yanked: Loses tracks at close range.')).toBeVisible();
    await topShot(page, 'store-algorithm-yanked');
    await row.getByRole('button', { name: 'Un-yank' }).click();
    await expect(row.getByRole('button', { name: 'Yank', exact: true })).toBeVisible();

    // Deprecate it with a sentence: a banner says so; then lift it.
    await page.getByRole('button', { name: 'Deprecate' }).click();
    const deprecate = page.getByRole('dialog', { name: `Deprecate ${title}` });
    await deprecate.getByRole('textbox').fill('Use radar-tracker-v2, which fuses camera tracks.');
    await deprecate.getByRole('button', { name: 'Deprecate' }).click();
    await expect(page.getByRole('status', { name: 'Deprecated' })).toContainText(
      'Use radar-tracker-v2, which fuses camera tracks.',
    );
    await page.getByRole('button', { name: 'Undeprecate' }).click();
    await expect(page.getByRole('status', { name: 'Deprecated' })).toBeHidden();
    await phoneShot(page, 'store-algorithm-phone');

    // Search from the front page, then narrow by a facet: the URL holds the view.
    await page.goto('/store/home');
    await page.getByRole('searchbox', { name: 'Search algorithms' }).fill('radar');
    await page.getByRole('searchbox', { name: 'Search algorithms' }).press('Enter');
    await expect(page).toHaveURL(/\/store\/search\?q=radar$/);
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('article', { name: title })).toBeVisible();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByRole('button', { name: /^MPL-2\.0/ }).click();
    await expect(page).toHaveURL(/[?&]license=MPL-2\.0/);
    await expect(filters.getByRole('button', { name: /^MPL-2\.0/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(results.getByRole('article', { name: title })).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Most installed' }).click();
    await expect(page).toHaveURL(/[?&]sort=installs/);
    // The link reproduces the view.
    await page.goto(page.url());
    await expect(results.getByRole('article', { name: title })).toBeVisible();
    await expect(filters.getByRole('button', { name: /^MPL-2\.0/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await topShot(page, 'store-search');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(filters.getByRole('button', { name: /^MPL-2\.0/ })).toBeVisible();
    await topShot(page, 'store-search-phone');
    await page.setViewportSize(DESKTOP);

    // A combo of the new algorithm alone: its input has no producer, left unmarked, so the
    // wiring shows the error in red, with the server's sentence.
    await page.goto('/store/home');
    await page.getByRole('button', { name: 'New combo' }).click();
    const compose = page.getByRole('dialog', { name: 'New combo' });
    await field(compose, 'Title').fill(`Radar only ${suffix}`);
    const member = compose.getByRole('group', { name: 'Member 1' });
    await member.getByRole('combobox', { name: 'Member 1: algorithm' }).fill('radar');
    await page.getByRole('option', { name: new RegExp(title) }).click();
    await expect(member.getByRole('combobox', { name: 'Member 1: version' })).toHaveText('0.1.0');
    await expect(
      compose.getByRole('checkbox', { name: /\/sensing\/radar\/objects/ }),
    ).not.toBeChecked();
    await viewShot(page, 'store-new-combo-dialog');
    await compose.getByRole('button', { name: 'Create combo' }).click();
    await expect(
      page.getByRole('heading', { name: `Radar only ${suffix}`, level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('1 wiring error')).toBeVisible();
    const graph = page.getByRole('img', { name: /^Wiring of 1 member:/ });
    await expect(graph).toHaveAttribute('data-errors', '1');
    await expect(graph.locator('[data-node="#missing"]')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Wiring' })).toContainText('No producer');
    await topShot(page, 'store-combo-errors');
    await phoneShot(page, 'store-combo-errors-phone');

    // The seeded combo: its members, its wiring without errors.
    await page.goto('/store/home');
    await page.getByRole('article', { name: 'Autoware mini stack' }).getByRole('link').click();
    await expect(
      page.getByRole('heading', { name: 'Autoware mini stack', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('Wiring holds')).toBeVisible();
    await expect(
      page.getByRole('img', { name: /^Wiring of 5 members: .*, 0 errors$/ }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Members' }).getByRole('row')).toHaveCount(6);
    const comboUrl = page.url();

    // Before any PC: the page says how to get one.
    await expect(page.getByText('You have no PC yet.')).toBeVisible();
    const token = await registerPc(baseURL, user.access, 'Rig 01');
    const agentData = await mkdtemp(join(tmpdir(), 'ads-e2e-store-agent-'));
    const agent = startAgent(baseURL, token, agentData);
    try {
      await page.goto(comboUrl);
      // The PC list re-reads presence every 10 s; the check runs again when the agent is online.
      const pcSelect = page.getByRole('combobox', { name: /^PC\b/ });
      await expect(pcSelect).toHaveText(/Rig 01 · online/, { timeout: 30_000 });
      const verdict = page.getByRole('status', { name: 'Check result' });
      await expect(verdict).toContainText('Everything fits', { timeout: 20_000 });
      await topShot(page, 'store-combo');
      await page.getByRole('button', { name: 'Install on this PC' }).click();

      // Every member to 100 %, then the install succeeds; the launcher is a click away.
      const progress = page.getByRole('region', { name: 'Install progress' });
      await expect(progress).toBeVisible();
      await expect(progress).toHaveAttribute('data-status', 'succeeded', { timeout: 120_000 });
      for (const module of [
        'lidar-driver',
        'ndt-localization',
        'object-detection',
        'motion-planner',
        'pure-pursuit-control',
      ]) {
        await expect(progress.getByRole('status', { name: `${module} status` })).toHaveText(
          'Installed',
        );
        await expect(
          progress.getByRole('progressbar', { name: `${module} progress` }),
        ).toHaveAttribute('aria-valuenow', '100');
      }
      await expect(progress.getByRole('alert', { name: 'Install outcome' })).toBeVisible();
      await expect(progress.getByRole('link', { name: 'Open the launcher' })).toHaveAttribute(
        'href',
        '/launcher',
      );
      await topShot(page, 'store-combo-installed');
      await phoneShot(page, 'store-combo-phone');

      // Reopened, the page lists the install: who, where, which version, how it ended.
      await page.goto(comboUrl);
      const installs = page.getByRole('table', { name: 'Recent installs' });
      await expect(installs.getByRole('row').nth(1)).toContainText('Rig 01');
      await expect(installs.getByRole('row').nth(1)).toContainText('Succeeded');

      // The PC's launcher (a project holds the PC) shows it too, the members ready to run.
      const project = await apiOn(
        baseURL,
        'POST',
        '/api/project/',
        { title: 'Store rig' },
        user.access,
      );
      const pcs = await apiOn(baseURL, 'GET', '/api/user/pc/', undefined, user.access);
      const rig = (pcs.body.detail as Array<{ id: number; token: string }>).find(
        (pc) => pc.token === token,
      )!;
      await apiOn(
        baseURL,
        'POST',
        `/api/project/${project.body.detail.id}/pc/`,
        { pc_id: rig.id },
        user.access,
      );
      await page.goto('/launcher');
      const onPc = page.getByRole('region', { name: 'Combos installed on this PC' });
      await expect(onPc).toContainText('Autoware mini stack');
      await expect(onPc).toContainText('Succeeded');
      await topShot(page, 'store-launcher-installs');
    } catch (error) {
      console.log(`agent output:\n${agent.output()}`);
      throw error;
    } finally {
      await agent.stop();
      await rm(agentData, { recursive: true, force: true });
    }

    // No script error on any page; refused calls (the 4xx above) are the only failed loads.
    expect(watched.problems.filter((problem) => !/status of 4\d\d/.test(problem))).toEqual([]);
    expect(await watched.violations()).toEqual([]);
  });
});
