import { API } from '@ads/contract';
import { expect } from 'vitest';
import type { Account, TestServer } from '../../../test-support/studio/harness';

/** Turns the remote IDE on for USER and ADMIN (SUPER-only by default), as a SUPER does. */
export async function openRemote(server: TestServer, root: Account) {
  const opened = await server.call(API.changeAppAvailability, {
    token: root.access,
    params: { key: 'remote' },
    body: { states: { USER: 'enabled', ADMIN: 'enabled' } },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
}
