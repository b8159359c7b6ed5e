import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { stopRealtime } from '../../lib/socket';
import { renderInShell } from '../../shell/topbar/test-utils';
import { connectAgentSocket, disconnectAgentSockets, registerPc } from '../../test/pcs';
import { connectToRealApi, signInFresh } from '../../test/real-api';
import MonitoringPage from './MonitoringPage';
import { stateOf } from './model/test-vehicles';

/*
 * The page against the real server and its fleet module: a PC socket that pushes vehicle
 * states stands for the agent (`--vehicle sim` itself runs in apps/agent and e2e).
 */

connectToRealApi();

const live = { timeout: 15_000 };

afterEach(() => {
  disconnectAgentSockets();
  stopRealtime();
});

// The app's strings load with its page; these tests use them without it.
await i18n.loadNamespaces('monitoring');

describe('FMS', { timeout: 40_000 }, () => {
  it('explains how to start a simulated vehicle while there is none', async () => {
    await signInFresh();
    const token = await registerPc('Bench PC');
    renderInShell(<MonitoringPage />, '/monitoring');
    expect(
      await screen.findByRole('heading', { name: 'No vehicles yet' }, live),
    ).toBeInTheDocument();
    const command = await screen.findByLabelText(
      'Simulated vehicle command for Bench PC',
      {},
      live,
    );
    await waitFor(() => expect(command).toHaveTextContent(`--token=${token} --vehicle sim`), live);
  });

  it('lists a vehicle that reports, live, and opens its panel from the table', async () => {
    await signInFresh();
    const token = await registerPc('Sim 1');
    const agent = await connectAgentSocket(token);
    let seq = 0;
    const push = (speed: number) => {
      seq += 1;
      agent.answer({
        action: 'vehicleStateAPI',
        status: 'success',
        data: stateOf({ seq, stamp: Date.now(), speed, mode: 'AUTO' }),
      });
    };
    push(1);
    // Keeps reporting at the vehicle's pace while the page looks.
    const pushing = setInterval(() => push(10), 100);
    try {
      renderInShell(<MonitoringPage />, '/monitoring');
      const table = await screen.findByRole('table', { name: 'Fleet' }, live);
      const row = await within(table).findByRole('row', { name: 'Sim 1' }, live);
      await waitFor(() => expect(row).toHaveTextContent('36.0 km/h'), live);
      expect(within(row).getByText('AUTO')).toBeInTheDocument();
      expect(within(row).getByText('Online')).toBeInTheDocument();
      expect(screen.getByText('1 vehicle · 1 online')).toBeInTheDocument();

      fireEvent.click(row);
      const panel = await screen.findByRole('region', { name: 'Vehicle Sim 1' }, live);
      expect(within(panel).getByRole('button', { name: 'E-STOP' })).toBeEnabled();
      expect(within(panel).getByRole('button', { name: 'AUTO' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(within(panel).getByRole('region', { name: 'Tele-op' })).toBeInTheDocument();
      expect(screen.getByTestId('where')).toHaveTextContent('/monitoring');
    } finally {
      clearInterval(pushing);
    }
  });
});
