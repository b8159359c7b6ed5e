import type { Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { baseURL } from './env';
import { api, createAccount, expect, shot, signInAs, test } from './fixtures';

interface Message {
  action: string;
  type: 'REQUEST' | 'RESPONSE';
  status?: 'success' | 'error' | 'pending';
  data?: unknown;
}

const MODULE = 'object-detection';
const TITLE = '3D object detection';

/**
 * The PC's agent, played from the test (Node side) by a plain socket.io client with the PC's
 * token: it installs (0 %, 50 %, done), runs, stops, reports two log lines and what runs.
 */
async function startAgent(token: string): Promise<Socket> {
  const agent = io(baseURL, { auth: { token }, transports: ['websocket'] });
  let isRunning = false;
  const answer = (message: Omit<Message, 'type'>) =>
    agent.emit('user_msg', { room: token, message: { ...message, type: 'RESPONSE' } });
  const entry = (progress: number) => ({ name: MODULE, progress, type: 'docker', message: '' });
  agent.on('user_msg', ({ message }: { message: Message }) => {
    if (message.type !== 'REQUEST') return;
    const name = (message.data as { name?: string } | undefined)?.name ?? '';
    switch (message.action) {
      case 'inquiryAPI':
        answer({
          action: 'inquiryAPI',
          status: 'success',
          data: [{ name: MODULE, container_name: `ads-${MODULE}`, is_running: isRunning }],
        });
        break;
      case 'installAPI':
        answer({ action: 'installAPI', status: 'pending', data: entry(0) });
        setTimeout(() => answer({ action: 'installAPI', status: 'pending', data: entry(50) }), 600);
        setTimeout(
          () => answer({ action: 'installAPI', status: 'success', data: entry(100) }),
          1800,
        );
        break;
      case 'runAPI':
      case 'stopAPI':
        isRunning = message.action === 'runAPI';
        answer({
          action: message.action,
          status: 'success',
          data: { name, is_running: isRunning },
        });
        break;
      case 'logAPI':
        answer({
          action: 'logAPI',
          status: 'success',
          data: { name, lines: ['[detector] model loaded', '[detector] 12 objects in frame 1'] },
        });
        break;
    }
  });
  await new Promise<void>((resolve, reject) => {
    agent.once('connect', () => resolve());
    agent.once('connect_error', reject);
  });
  return agent;
}

/** Full-page shots of a scrolled page would show the sticky top bar mid-page. */
async function topShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

const row = (page: Page) => page.getByRole('listitem', { name: TITLE });

test.describe('ADS IDE launcher', () => {
  test('installs, runs, reads logs of and stops a module on the PC agent', async ({ page }) => {
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

    const agent = await startAgent(token);
    try {
      await signInAs(page, user, '/launcher');
      await expect(page.getByRole('heading', { name: 'ADS IDE Launcher' })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Agent online', exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Perception' })).toBeVisible();
      await topShot(page, 'launcher-catalogue');

      await row(page)
        .getByRole('checkbox', { name: `Select ${TITLE}` })
        .check();
      await row(page)
        .getByRole('button', { name: `Install ${TITLE}` })
        .click();
      await expect(row(page)).toContainText('Installing…');
      await expect(row(page)).toContainText('50%');
      await topShot(page, 'launcher-installing');
      await expect(row(page).getByLabel(`${MODULE} installed`)).toHaveText('Done');

      await row(page)
        .getByRole('button', { name: `Run ${TITLE}` })
        .click();
      await expect(row(page).getByRole('status', { name: `${TITLE} status` })).toHaveText(
        'Running',
      );
      await row(page)
        .getByRole('button', { name: `Logs of ${TITLE}` })
        .click();
      const logs = row(page).getByLabel(`${TITLE} logs`);
      await expect(logs).toContainText('[detector] model loaded');
      await expect(logs).toContainText('[detector] 12 objects in frame 1');
      await topShot(page, 'launcher-running-logs');

      await row(page)
        .getByRole('button', { name: `Stop ${TITLE}` })
        .click();
      await expect(row(page).getByRole('status', { name: `${TITLE} status` })).toHaveText(
        'Stopped',
      );
      await page.setViewportSize({ width: 375, height: 800 });
      await topShot(page, 'launcher-mobile');
      await page.setViewportSize({ width: 1280, height: 800 });
    } finally {
      agent.disconnect();
    }

    // The page re-reads presence every 10 s: the stopped agent turns the PC offline.
    await expect(
      page.getByRole('status', { name: 'Agent offline', exact: true }).first(),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByTestId('agent-command')).toHaveText(
      `npx ads-agent --server ${new URL(page.url()).origin} --token ${token}`,
    );
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
