import { API, MESSAGES, type Pc } from '@ads/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listOrEmpty } from '../../lib/api';
import { useRealtime } from '../../lib/realtime-store';
import { PcIndicators } from './PcIndicators';
import { renderInShell, signInAs } from './test-utils';

vi.mock('../../lib/api', () => ({ listOrEmpty: vi.fn(), call: vi.fn() }));

const pc: Pc = { id: 1, name: 'Vehicle PC', token: 't', created_at: '2025-01-01T00:00:00Z' };
function serve(pcs: Pc[]) {
  vi.mocked(listOrEmpty).mockImplementation(async (endpoint) =>
    endpoint === API.listPcs ? (pcs as never) : ([] as never),
  );
}

beforeEach(() => {
  signInAs('USER');
  useRealtime.getState().reset();
});
afterEach(() => {
  cleanup();
  signInAs(null);
});

describe('PcIndicators', { timeout: 20_000 }, () => {
  it('stays away while the user has no registered PC', async () => {
    serve([]);
    renderInShell(<PcIndicators />);
    await vi.waitFor(() => expect(listOrEmpty).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: MESSAGES.downloadProgressTitle })).toBeNull();
    expect(screen.queryByRole('button', { name: MESSAGES.runningModulesTitle })).toBeNull();
  });

  it('lists unfinished downloads: installing, a percentage, failed; done ones leave', async () => {
    serve([pc]);
    renderInShell(<PcIndicators />);
    fireEvent.click(await screen.findByRole('button', { name: MESSAGES.downloadProgressTitle }));
    const popup = screen.getByRole('dialog', { name: MESSAGES.downloadProgressTitle });
    expect(within(popup).getByText(MESSAGES.noDownloads)).toBeInTheDocument();

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
    serve([pc]);
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
