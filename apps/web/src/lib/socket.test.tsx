import { ROUTES, MESSAGES } from '@ads/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axios from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RealtimeConnector } from '../shell/RealtimeConnector';
import { PcIndicators } from '../shell/topbar/PcIndicators';
import { renderInShell } from '../shell/topbar/test-utils';
import { api, connectToRealApi, navigate, signInFresh } from '../test/real-api';
import { call } from './api';
import { http } from './http';
import { usePcs } from './queries';
import { useRealtime } from './realtime-store';
import {
  joinRoom,
  onRoomMessage,
  roomStatus,
  send,
  sendTo,
  socketId,
  startRealtime,
  stopRealtime,
} from './socket';
import { STORAGE_KEYS, tokens } from './storage';
import { connectAgentSocket, disconnectAgentSockets, registerPc } from '../test/pcs';

connectToRealApi();

const live = { timeout: 10_000 };

afterEach(() => {
  disconnectAgentSockets();
});

/** Shows how many PCs the shared cache holds once the server has answered. */
function PcsLoaded() {
  const { data } = usePcs();
  return data ? <p data-testid="pcs-loaded">{data.length}</p> : null;
}

/** Counts the HTTP layer's token refreshes in each test by watching its requests (nothing is replaced). */
function countRefreshes() {
  const seen = { count: 0 };
  let stop = () => {};
  beforeEach(() => {
    seen.count = 0;
    stop = http.watch((request) => {
      if (request.url === ROUTES.refresh.path) seen.count += 1;
    });
  });
  afterEach(() => stop());
  return seen;
}

describe('the realtime client', { timeout: 30_000 }, () => {
  it('joins the first PC room, polls, and asks the agent for its modules', async () => {
    await signInFresh();
    const first = await registerPc('Vehicle PC');
    await registerPc('Bench PC');
    const agent = await connectAgentSocket(first);

    renderInShell(
      <>
        <RealtimeConnector />
        <PcIndicators />
      </>,
    );

    await waitFor(() => expect(useRealtime.getState().room).toBe(first), live);
    expect(useRealtime.getState().connected).toBe(true);
    await waitFor(() => expect(useRealtime.getState().checkedAt).not.toBeNull(), live);
    await waitFor(
      () =>
        expect(agent.requests).toEqual([
          expect.objectContaining({ action: 'inquiryAPI', data: {} }),
        ]),
      live,
    );

    agent.answer({
      action: 'inquiryAPI',
      status: 'success',
      data: [{ name: 'perception', container_name: 'ads-perception', is_running: true }],
    });
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.runningModulesTitle }));
    const popup = screen.getByRole('dialog', { name: MESSAGES.runningModulesTitle });
    expect(await within(popup).findByText('ads-perception', {}, live)).toBeInTheDocument();

    // 'Reload' asks the agent again over the channel.
    fireEvent.click(within(popup).getByRole('button', { name: MESSAGES.reload }));
    await waitFor(() => expect(agent.requests).toHaveLength(2), live);
    expect(agent.requests[1]).toMatchObject({ action: 'inquiryAPI', type: 'REQUEST' });
  });

  it('shows install progress: installing, a percentage, failed; done entries leave', async () => {
    await signInFresh();
    const token = await registerPc('Vehicle PC');
    const agent = await connectAgentSocket(token);
    renderInShell(
      <>
        <RealtimeConnector />
        <PcIndicators />
      </>,
    );
    await waitFor(() => expect(agent.requests).toHaveLength(1), live);

    const entry = (name: string, progress: number, message = '') => ({
      name,
      progress,
      type: 'docker',
      message,
    });
    agent.answer({ action: 'installAPI', status: 'pending', data: entry('perception', 0) });
    agent.answer({ action: 'installAPI', status: 'pending', data: entry('planner', 42) });
    agent.answer({ action: 'installAPI', status: 'pending', data: entry('localizer', 60) });
    agent.answer({ action: 'installAPI', status: 'success', data: entry('localizer', 100) });
    agent.answer({
      action: 'installAPI',
      status: 'error',
      data: entry('control', 30, 'pull failed'),
    });

    await waitFor(() => expect(useRealtime.getState().downloads).toHaveLength(4), live);
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.downloadProgressTitle }));
    const popup = screen.getByRole('dialog', { name: MESSAGES.downloadProgressTitle });
    const row = (name: string) => within(popup).getByRole('listitem', { name });
    expect(within(row('perception')).getByText('Installing…')).toBeInTheDocument();
    expect(within(row('planner')).getByText('42%')).toBeInTheDocument();
    expect(within(row('control')).getByText('Failed')).toBeInTheDocument();
    expect(within(row('control')).getByText(/pull failed/)).toBeInTheDocument();
    expect(within(popup).queryByRole('listitem', { name: 'localizer' })).toBeNull();
  });

  it('stays away without a PC', async () => {
    await signInFresh();
    renderInShell(
      <>
        <PcsLoaded />
        <RealtimeConnector />
      </>,
    );
    // The PC list comes back empty: nothing to join, so no connection is made.
    expect(await screen.findByTestId('pcs-loaded')).toHaveTextContent('0');
    expect(useRealtime.getState().connected).toBe(false);
  });

  describe('a socket the server drops', () => {
    afterEach(stopRealtime);

    /** Resolves when the channel has been seen disconnected from its room. */
    function dropSeen(): Promise<void> {
      return new Promise((resolve) => {
        const off = useRealtime.subscribe((state) => {
          if (!state.connected) {
            off();
            resolve();
          }
        });
      });
    }

    /** A call made as someone else (another browser): outside the app's client and its token. */
    const asOther = (path: string, body: unknown, access: string) =>
      axios.post<{ success: boolean }>(`${api.url}${path}`, body, {
        adapter: 'http',
        headers: { Authorization: `Bearer ${access}` },
      });

    it('comes back by itself and rejoins when its sign-in is still good (a role change)', async () => {
      const admin = await signInFresh('ADMIN');
      const token = await registerPc('Vehicle PC');
      startRealtime(token);
      await waitFor(() => expect(useRealtime.getState().room).toBe(token), live);

      const dropped = dropSeen();
      const root = await call(ROUTES.login, { body: api.superAccount });
      if (!root.success) throw new Error(root.message);
      const demoted = await asOther(
        ROUTES.updateUser.path,
        { user_id: admin.id, role: 'USER' },
        root.detail.access,
      );
      expect(demoted.data.success).toBe(true);
      await dropped;
      await waitFor(() => expect(useRealtime.getState().room).toBe(token), live);
      expect(useRealtime.getState().refused).toBe(false);
    });

    it('ends refused when the drop was its sign-in ending (password changed elsewhere)', async () => {
      const account = await signInFresh();
      const token = await registerPc('Vehicle PC');
      startRealtime(token);
      await waitFor(() => expect(useRealtime.getState().room).toBe(token), live);

      const dropped = dropSeen();
      const elsewhere = await call(ROUTES.login, {
        body: { email: account.email, password: account.password },
      });
      if (!elsewhere.success) throw new Error(elsewhere.message);
      const changed = await asOther(
        ROUTES.changePassword.path,
        {
          current_password: account.password,
          new_password: 'changed-elsewhere-1',
          confirm_new_password: 'changed-elsewhere-1',
        },
        elsewhere.detail.access,
      );
      expect(changed.data.success).toBe(true);
      await dropped;
      await waitFor(() => expect(useRealtime.getState().refused).toBe(true), live);
      expect(useRealtime.getState().room).toBeNull();
    });
  });

  describe('a refused access token', () => {
    const refreshes = countRefreshes();
    afterEach(stopRealtime);

    it('is refreshed once and the channel connects with the new token', async () => {
      await signInFresh();
      const token = await registerPc('Vehicle PC');
      localStorage.setItem(STORAGE_KEYS.access, 'not-a-token');
      startRealtime(token);
      await waitFor(() => expect(useRealtime.getState().room).toBe(token), live);
      expect(refreshes.count).toBe(1);
      expect(tokens.access()).not.toBe('not-a-token');
    });

    it('ends refused, without a crash or a sign-out, when the refresh fails too', async () => {
      await signInFresh();
      const token = await registerPc('Vehicle PC');
      localStorage.setItem(STORAGE_KEYS.access, 'not-a-token');
      localStorage.setItem(STORAGE_KEYS.refresh, 'not-a-refresh-token');
      startRealtime(token);
      await waitFor(() => expect(useRealtime.getState().refused).toBe(true), live);
      expect(refreshes.count).toBe(1);
      expect(useRealtime.getState().connected).toBe(false);
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  describe('extra rooms on the one connection (FMS)', () => {
    const held: Array<() => void> = [];
    /** Joins like a page does, left again after the test whatever happens. */
    const join = (room: string) => {
      const leave = joinRoom(room);
      held.push(leave);
      return leave;
    };
    afterEach(() => {
      for (const leave of held.splice(0)) leave();
      stopRealtime();
    });

    it('joins without a shell room, hears each room with its sender, sends into one, and ends with the last', async () => {
      await signInFresh();
      const a = await registerPc('Vehicle A');
      const b = await registerPc('Vehicle B');
      const agentA = await connectAgentSocket(a);
      const agentB = await connectAgentSocket(b);
      const heard: unknown[] = [];
      const off = onRoomMessage('vehicleStateAPI', (room, message, sender) =>
        heard.push({ room, status: message.status, data: message.data, sender }),
      );
      try {
        const leaveA = join(a);
        const leaveB = join(b);
        await waitFor(() => {
          expect(roomStatus(a)).toEqual({ state: 'joined' });
          expect(roomStatus(b)).toEqual({ state: 'joined' });
        }, live);
        // The top bar's state is untouched: it still names no PC room.
        expect(useRealtime.getState()).toMatchObject({ connected: true, room: null });
        expect(socketId()).toEqual(expect.any(String));
        expect(send('inquiryAPI')).toBe(false);

        agentB.answer({ action: 'vehicleStateAPI', status: 'success', data: { seq: 1 } });
        await waitFor(
          () =>
            expect(heard).toEqual([
              { room: b, status: 'success', data: { seq: 1 }, sender: { kind: 'agent' } },
            ]),
          live,
        );
        // A request id goes with the REQUEST (its answers echo it).
        expect(sendTo(a, 'vehicleStateAPI', { now: true }, 'req-1')).toBe(true);
        await waitFor(
          () =>
            expect(agentA.requests).toEqual([
              expect.objectContaining({ action: 'vehicleStateAPI', type: 'REQUEST', id: 'req-1' }),
            ]),
          live,
        );
        expect(agentB.requests).toEqual([]);

        // A room left is not heard nor spoken to any more.
        leaveA();
        expect(roomStatus(a)).toBeNull();
        expect(sendTo(a, 'vehicleStateAPI')).toBe(false);
        agentA.answer({ action: 'vehicleStateAPI', status: 'success', data: { seq: 2 } });
        agentB.answer({ action: 'vehicleStateAPI', status: 'success', data: { seq: 3 } });
        await waitFor(() => expect(heard).toHaveLength(2), live);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(heard.map((item) => (item as { room: string }).room)).toEqual([b, b]);

        leaveB();
        expect(useRealtime.getState().connected).toBe(false);
        expect(socketId()).toBeNull();
      } finally {
        off();
      }
    });

    it('says why a room is refused', async () => {
      await signInFresh();
      join('not-a-pc-token');
      await waitFor(
        () =>
          expect(roomStatus('not-a-pc-token')).toEqual({
            state: 'refused',
            message: 'No such PC room.',
          }),
        live,
      );
    });

    it("shares the shell's connection and keeps it when the shell leaves its room", async () => {
      await signInFresh();
      const first = await registerPc('Vehicle PC');
      const second = await registerPc('Bench PC');
      const agent = await connectAgentSocket(second);
      startRealtime(first);
      await waitFor(() => expect(useRealtime.getState().room).toBe(first), live);
      const connection = socketId();
      const leave = join(second);
      await waitFor(() => expect(roomStatus(second)).toEqual({ state: 'joined' }), live);
      expect(socketId()).toBe(connection);
      // The shell stops (its PC deleted): the page keeps its rooms on the same connection.
      stopRealtime();
      expect(useRealtime.getState()).toMatchObject({ connected: true, room: null });
      expect(sendTo(second, 'vehicleStateAPI')).toBe(true);
      await waitFor(() => expect(agent.requests).toHaveLength(1), live);
      // The shell comes back to a room on that same connection.
      startRealtime(first);
      await waitFor(() => expect(useRealtime.getState().room).toBe(first), live);
      expect(socketId()).toBe(connection);
      stopRealtime();
      leave();
      expect(useRealtime.getState().connected).toBe(false);
    });

    it('joins its rooms again after every reconnect', async () => {
      const admin = await signInFresh('ADMIN');
      const token = await registerPc('Vehicle PC');
      join(token);
      await waitFor(() => expect(roomStatus(token)).toEqual({ state: 'joined' }), live);
      const before = socketId();

      const dropped = new Promise<void>((resolve) => {
        const off = useRealtime.subscribe((state) => {
          if (!state.connected) {
            off();
            resolve();
          }
        });
      });
      const root = await call(ROUTES.login, { body: api.superAccount });
      if (!root.success) throw new Error(root.message);
      // A role change ends the account's sockets; the client comes back by itself.
      const demoted = await axios.post<{ success: boolean }>(
        `${api.url}${ROUTES.updateUser.path}`,
        { user_id: admin.id, role: 'USER' },
        { adapter: 'http', headers: { Authorization: `Bearer ${root.detail.access}` } },
      );
      expect(demoted.data.success).toBe(true);
      await dropped;
      await waitFor(() => expect(roomStatus(token)).toEqual({ state: 'joined' }), live);
      expect(socketId()).not.toBe(before);
    });
  });
});
