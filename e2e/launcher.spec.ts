import { agentCommand } from '@ads/contract';
import type { Page } from '@playwright/test';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseURL } from './env';
import { startAgent } from './own-studio';
import { api, createAccount, expect, shot, signInAs, test } from './fixtures';

const MODULE = 'object-detection';
const TITLE = '3D object detection';

/** Full-page shots of a scrolled page would show the sticky top bar mid-page. */
async function topShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

const row = (page: Page) => page.getByRole('listitem', { name: TITLE });

test.describe('ADS IDE launcher', () => {
  test('installs, runs, reads logs of and stops a module with the real agent process', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const user = await createAccount('USER');
    const minted = await api('GET', '/api/user/token/', undefined, user.access);
    const token = minted.body.detail as string;
    const pc = await api('POST', '/api/user/pc/', { name: 'Rig 01', token }, user.access);
    expect(pc.status).toBeLessThan(300);
    const project = await api(
      'POST',
      '/api/project/',
      { title: 'Shuttle A', vehicle: 'Ioniq 5' },
      user.access,
    );
    expect(project.status).toBeLessThan(300);
    const attached = await api(
      'POST',
      `/api/project/${project.body.detail.id}/pc/`,
      { pc_id: pc.body.detail.id },
      user.access,
    );
    expect(attached.status).toBeLessThan(300);

    // Before the agent runs, the launcher says the PC is offline and how to start it.
    await signInAs(page, user, '/launcher');
    await expect(page.getByRole('heading', { name: 'ADS IDE Launcher' })).toBeVisible();
    await expect(
      page.getByRole('status', { name: 'Agent offline', exact: true }).first(),
    ).toBeVisible();
    // The studio's own agent package, fetched and run by npx (ADR 13).
    const agentPackage = await api('GET', '/api/file/agent/');
    const command = agentCommand({
      server: new URL(page.url()).origin,
      file: agentPackage.body.detail.file,
      token,
    });
    await expect(page.getByTestId('agent-command')).toHaveText(command);

    const agentData = await mkdtemp(join(tmpdir(), 'ads-e2e-agent-'));
    const agent = startAgent(baseURL, token, agentData);
    try {
      // The page re-reads presence every 10 s; the agent is online by the next read.
      await expect(page.getByRole('status', { name: 'Agent online', exact: true })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByRole('region', { name: 'Perception' })).toBeVisible();
      await topShot(page, 'launcher-catalogue');

      await row(page)
        .getByRole('checkbox', { name: `Select ${TITLE}` })
        .check();
      await row(page)
        .getByRole('button', { name: `Install ${TITLE}` })
        .click();
      // The agent downloads the artifact from the studio, checks its sha256 and reports 100.
      await expect(row(page).getByLabel(`${MODULE} installed`)).toHaveText('Done');
      await topShot(page, 'launcher-installed');

      await row(page)
        .getByRole('button', { name: `Run ${TITLE}` })
        .click();
      await expect(row(page).getByRole('status', { name: `${TITLE} status` })).toHaveText(
        'Running',
      );

      // The top bar's popup lists it too, as the agent reports it.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('banner').getByRole('button', { name: 'Running modules' }).click();
      const popup = page.getByRole('dialog', { name: 'Running modules' });
      await expect(popup.getByText(`ads-studio-${MODULE}`)).toBeVisible();
      await expect(popup.getByText('Running', { exact: true })).toBeVisible();
      await shot(page, 'launcher-running-modules-popup');
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();

      // The module prints a frame every 100 ms; its log is what the process wrote, and the open
      // log keeps following it without another click.
      await row(page)
        .getByRole('button', { name: `Logs of ${TITLE}` })
        .click();
      const logs = row(page).getByLabel(`${TITLE} logs`);
      await expect(logs).toContainText('perception: starting camera+lidar object detection');
      const lastFrame = async () =>
        Math.max(
          0,
          ...[...((await logs.textContent()) ?? '').matchAll(/frame=(\d+)/g)].map((m) =>
            Number(m[1]),
          ),
        );
      const first = await lastFrame();
      await expect.poll(lastFrame, { timeout: 10_000 }).toBeGreaterThan(first + 5);
      await topShot(page, 'launcher-running-logs');

      // Installing over a running module fails on the PC: −1 with the agent's reason.
      await row(page)
        .getByRole('button', { name: `Install ${TITLE}` })
        .click();
      await expect(row(page).getByRole('alert')).toHaveText(
        `Failed: Stop ${MODULE} before installing.`,
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('banner').getByRole('button', { name: 'Download progress' }).click();
      const downloads = page.getByRole('dialog', { name: 'Download progress' });
      await expect(downloads.getByRole('listitem', { name: MODULE })).toContainText('Failed');
      await shot(page, 'launcher-failed-install');
      await page.keyboard.press('Escape');

      await row(page)
        .getByRole('button', { name: `Stop ${TITLE}` })
        .click();
      await expect(row(page).getByRole('status', { name: `${TITLE} status` })).toHaveText(
        'Stopped',
      );
      await row(page)
        .getByRole('button', { name: `Logs of ${TITLE}` })
        .click();
      await expect(logs).toContainText('perception: SIGTERM received, stopped');
      await page.setViewportSize({ width: 375, height: 800 });
      await topShot(page, 'launcher-mobile');
      await page.setViewportSize({ width: 1280, height: 800 });
    } catch (error) {
      console.log(`agent output:\n${agent.output()}`);
      throw error;
    } finally {
      await agent.stop();
      await rm(agentData, { recursive: true, force: true });
    }

    // The stopped agent turns the PC offline at the next presence read.
    await expect(
      page.getByRole('status', { name: 'Agent offline', exact: true }).first(),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('agent-command')).toHaveText(command);
    await expect(row(page).getByRole('button', { name: `Run ${TITLE}` })).toBeDisabled();
    await topShot(page, 'launcher-offline');
    await page.getByRole('button', { name: 'Use dark theme' }).click();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await topShot(page, 'launcher-offline-dark');
  });

  test('without a project or PC it links to the projects page', async ({ page }) => {
    const user = await createAccount('USER');
    await signInAs(page, user, '/launcher');
    await expect(page.getByText('No project with a PC yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to projects' })).toHaveAttribute(
      'href',
      '/project',
    );
    await topShot(page, 'launcher-empty');
  });
});
