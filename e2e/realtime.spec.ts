import type { Page } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { baseURL } from './env';
import { api, createAccount, expect, shot, signInAs, test } from './fixtures';
import { settled } from './settled';

const topBar = (page: Page) => page.getByRole('banner');
const card = (page: Page) => page.getByRole('article', { name: 'Rig 01' });

interface Message {
  action: string;
  type: 'REQUEST' | 'RESPONSE';
  status?: 'success' | 'error' | 'pending';
  data?: unknown;
}

/**
 * The PC's agent, played from the test (Node side) by a plain socket.io client with the PC's
 * token: it answers inquiryAPI with one running module and reports two installs.
 */
async function startAgent(token: string): Promise<Socket> {
  const agent = io(baseURL, { auth: { token }, transports: ['websocket'] });
  const answer = (message: Omit<Message, 'type'>) =>
    agent.emit('user_msg', { room: token, message: { ...message, type: 'RESPONSE' } });
  agent.on('user_msg', ({ message }: { message: Message }) => {
    if (message.type !== 'REQUEST' || message.action !== 'inquiryAPI') return;
    answer({
      action: 'inquiryAPI',
      status: 'success',
      data: [{ name: 'perception', container_name: 'ads-perception', is_running: true }],
    });
    const entry = (name: string, progress: number, message = '') => ({
      name,
      progress,
      type: 'docker',
      message,
    });
    answer({ action: 'installAPI', status: 'pending', data: entry('planner', 42) });
    answer({ action: 'installAPI', status: 'error', data: entry('control', -1, 'pull failed') });
    answer({ action: 'installAPI', status: 'success', data: entry('localizer', 100) });
  });
  await new Promise<void>((resolve, reject) => {
    agent.once('connect', () => resolve());
    agent.once('connect_error', reject);
  });
  return agent;
}

test.describe('realtime channel', () => {
  test('the agent of the first PC feeds the top bar popups and shows as online', async ({
    page,
  }) => {
    const user = await createAccount('USER');
    const minted = await api('GET', '/api/user/token/', undefined, user.access);
    const token = minted.body.detail as string;
    const registered = await api('POST', '/api/user/pc/', { name: 'Rig 01', token }, user.access);
    expect(registered.status).toBeLessThan(300);
    const agent = await startAgent(token);
    try {
      await signInAs(page, user, '/project');
      await expect(card(page).getByRole('status', { name: 'Rig 01 agent online' })).toContainText(
        'Online',
      );
      await expect(
        topBar(page).getByRole('status', { name: 'Rig 01 agent online' }),
      ).toBeAttached();
      await shot(page, 'realtime-project-online');

      await topBar(page).getByRole('button', { name: 'Running modules' }).click();
      const modules = page.getByRole('dialog', { name: 'Running modules' });
      await expect(modules.getByText('ads-perception')).toBeVisible();
      await expect(modules.getByText('Running', { exact: true })).toBeVisible();
      await settled(page);
      await shot(page, 'realtime-running-modules');
      await page.keyboard.press('Escape');
      await expect(modules).toBeHidden();

      await topBar(page).getByRole('button', { name: 'Download progress' }).click();
      const downloads = page.getByRole('dialog', { name: 'Download progress' });
      await expect(downloads.getByRole('listitem', { name: 'planner' })).toContainText('42%');
      await expect(downloads.getByRole('listitem', { name: 'control' })).toContainText('Failed');
      await expect(downloads.getByRole('listitem', { name: 'localizer' })).toHaveCount(0);
      await settled(page);
      await shot(page, 'realtime-downloads');
      await page.keyboard.press('Escape');
    } finally {
      agent.disconnect();
    }

    // The open page re-reads presence every 10 s: the stopped agent turns Offline there.
    await expect(card(page).getByRole('status', { name: 'Rig 01 agent offline' })).toContainText(
      'Last seen',
      { timeout: 20_000 },
    );
    // The focus back on the last button would keep its tooltip in the picture.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await shot(page, 'realtime-project-offline');
  });
});
