import type { ComboInstall, MemberInstall } from '@ads/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { InstallProgress } from './InstallProgress';
import { loadStoreText } from '../test-text';

loadStoreText();

afterEach(cleanup);

const member = (
  algorithm: string,
  status: MemberInstall['status'],
  progress: number,
  message = '',
): MemberInstall => ({ algorithm, version: '1.0.0', status, progress, message });

function install(
  status: ComboInstall['status'],
  members: MemberInstall[],
  message = '',
): ComboInstall {
  return {
    id: 7,
    combo: { id: 1, name: 'autoware-mini', title: 'Autoware mini stack', version: '1.0.0' },
    pc: { id: 3, name: 'Rig 01' },
    user: { id: 9, name: 'Tester' },
    status,
    message,
    members,
    started_at: '2025-01-01T10:00:00Z',
    finished_at: status === 'running' ? null : '2025-01-01T10:01:00Z',
  };
}

const bar = (name: string) => screen.getByRole('progressbar', { name: `${name} progress` });
const state = (name: string) => screen.getByRole('status', { name: `${name} status` });

describe('InstallProgress', () => {
  it('shows a bar and a status per member while the install runs', () => {
    renderInShell(
      <InstallProgress
        install={install('running', [
          member('lidar-driver', 'installed', 100),
          member('ndt-localization', 'installing', 42),
          member('object-detection', 'waiting', 0),
        ])}
      />,
    );
    expect(screen.getByRole('region', { name: 'Install progress' })).toHaveAttribute(
      'data-status',
      'running',
    );
    expect(bar('lidar-driver')).toHaveAttribute('aria-valuenow', '100');
    expect(state('lidar-driver')).toHaveTextContent('Installed');
    expect(bar('ndt-localization')).toHaveAttribute('aria-valuenow', '42');
    expect(state('ndt-localization')).toHaveTextContent('Installing 42 %');
    expect(state('object-detection')).toHaveTextContent('Waiting');
    expect(screen.getByText('47 %')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the launcher' })).toBeNull();
  });

  it('ends with the launcher a click away when every member is installed', () => {
    renderInShell(
      <InstallProgress
        install={install('succeeded', [
          member('lidar-driver', 'installed', 100),
          member('ndt-localization', 'installed', 100),
        ])}
      />,
    );
    const outcome = screen.getByRole('alert', { name: 'Install outcome' });
    expect(outcome).toHaveTextContent('Installed on Rig 01: every member is in place.');
    expect(within(outcome).getByRole('link', { name: 'Open the launcher' })).toHaveAttribute(
      'href',
      '/launcher',
    );
  });

  it('marks the member that failed and says the install was rolled back', () => {
    renderInShell(
      <InstallProgress
        install={install(
          'rolled_back',
          [
            member('lidar-driver', 'rolled_back', 100, 'Removed again.'),
            member('ndt-localization', 'failed', -1, 'The sha256 does not match.'),
            member('object-detection', 'skipped', 0),
          ],
          'ndt-localization failed; the PC is as it was.',
        )}
      />,
    );
    expect(state('ndt-localization')).toHaveTextContent('Failed');
    expect(bar('ndt-localization').className).toMatch(/colorError/);
    expect(screen.getByText('The sha256 does not match.')).toBeInTheDocument();
    expect(state('lidar-driver')).toHaveTextContent('Rolled back');
    expect(state('object-detection')).toHaveTextContent('Skipped');
    expect(screen.getByRole('alert', { name: 'Install outcome' })).toHaveTextContent(
      'ndt-localization failed; the PC is as it was.',
    );
    expect(screen.queryByRole('link', { name: 'Open the launcher' })).toBeNull();
  });
});
