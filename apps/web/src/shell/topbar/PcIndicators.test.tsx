import { MESSAGES } from '@ads/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePcs } from '../../lib/queries';
import { useRealtime } from '../../lib/realtime-store';
import { connectToRealApi, signInFresh } from '../../test/real-api';
import { PcIndicators } from './PcIndicators';
import { renderInShell } from './test-utils';
import { registerPc } from '../../test/pcs';

connectToRealApi();

/** Shows how many PCs the shared cache holds once the server has answered. */
function PcsLoaded() {
  const { data } = usePcs();
  return data ? <p data-testid="pcs-loaded">{data.length}</p> : null;
}

describe('PcIndicators', { timeout: 20_000 }, () => {
  it('stays away while the user has no registered PC', async () => {
    await signInFresh();
    renderInShell(
      <>
        <PcsLoaded />
        <PcIndicators />
      </>,
    );
    expect(await screen.findByTestId('pcs-loaded')).toHaveTextContent('0');
    expect(screen.queryByRole('button', { name: MESSAGES.downloadProgressTitle })).toBeNull();
    expect(screen.queryByRole('button', { name: MESSAGES.runningModulesTitle })).toBeNull();
  });

  it('lists unfinished downloads: installing, a percentage, failed; done ones leave', async () => {
    await signInFresh();
    await registerPc('Vehicle PC');
    renderInShell(<PcIndicators />);
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.downloadProgressTitle }));
    const popup = screen.getByRole('dialog', { name: MESSAGES.downloadProgressTitle });
    expect(within(popup).getByText(MESSAGES.noDownloads)).toBeInTheDocument();

    // What the PC's agent reports over the realtime channel (it needs Docker to run for real).
    const { upsertDownload } = useRealtime.getState();
    act(() => {
      upsertDownload({ name: 'perception', progress: 0, type: 'docker', message: '' });
      upsertDownload({ name: 'planner', progress: 42, type: 'docker', message: '' });
      upsertDownload({ name: 'control', progress: -1, type: 'docker', message: 'pull failed' });
      upsertDownload({ name: 'localizer', progress: 100, type: 'docker', message: '' });
    });

    const row = (name: string) => within(popup).getByRole('listitem', { name });
    expect(within(row('perception')).getByText('Installing…')).toBeInTheDocument();
    expect(within(row('planner')).getByText('42%')).toBeInTheDocument();
    expect(within(row('control')).getByText('Failed')).toBeInTheDocument();
    expect(within(row('control')).getByText(/pull failed/)).toBeInTheDocument();
    expect(within(popup).queryByRole('listitem', { name: 'localizer' })).toBeNull();
    expect(within(popup).queryByText(MESSAGES.noDownloads)).toBeNull();
  });

  it("shows the running modules and asks again on 'Reload'", async () => {
    await signInFresh();
    await registerPc('Vehicle PC');
    // The realtime channel plugs in how to ask the agent again; here the test observes it.
    const reload = vi.fn();
    useRealtime.getState().setReloadHandler(reload);
    useRealtime
      .getState()
      .setModules([{ name: 'perception', container_name: 'ads-perception', is_running: true }]);
    renderInShell(<PcIndicators />);
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.runningModulesTitle }));
    const popup = screen.getByRole('dialog', { name: MESSAGES.runningModulesTitle });
    expect(within(popup).getByText('ads-perception')).toBeInTheDocument();
    fireEvent.click(within(popup).getByRole('button', { name: MESSAGES.reload }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
