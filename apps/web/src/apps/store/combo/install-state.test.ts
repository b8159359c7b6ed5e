import type { ComboInstall, MemberInstall } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { memberProgress, outcomeOf, overallProgress, runningInstallOf } from './install-state';
import { loadStoreText } from '../test-text';

loadStoreText();

function install(
  id: number,
  status: ComboInstall['status'],
  started: string,
  members: MemberInstall[] = [],
): ComboInstall {
  return {
    id,
    combo: { id: 1, name: 'autoware-mini', title: 'Autoware mini', version: '1.0.0' },
    pc: { id: 3, name: 'Rig 01' },
    user: { id: 9, name: 'Tester' },
    status,
    message: '',
    members,
    started_at: started,
    finished_at: status === 'running' ? null : started,
  };
}

const member = (status: MemberInstall['status'], progress: number): MemberInstall => ({
  algorithm: 'a',
  version: '1.0.0',
  status,
  progress,
  message: '',
});

describe('install state', () => {
  it('picks up the newest running install when the page opens again', () => {
    expect(runningInstallOf({ recent_installs: [] })).toBeNull();
    expect(
      runningInstallOf({
        recent_installs: [
          install(1, 'succeeded', '2025-01-01T10:00:00Z'),
          install(2, 'running', '2025-01-01T11:00:00Z'),
          install(3, 'running', '2025-01-01T12:00:00Z'),
          install(4, 'failed', '2025-01-01T13:00:00Z'),
        ],
      }),
    ).toBe(3);
  });

  it('draws members: installed full, failed full and red, others as reported', () => {
    expect(memberProgress(member('installed', 40))).toEqual({ value: 100, failed: false });
    expect(memberProgress(member('installing', 42.4))).toEqual({ value: 42, failed: false });
    expect(memberProgress(member('failed', -1))).toEqual({ value: 100, failed: true });
    expect(memberProgress(member('waiting', 0))).toEqual({ value: 0, failed: false });
    const run = install(5, 'running', '2025-01-01T10:00:00Z', [
      member('installed', 100),
      member('installing', 50),
      member('waiting', 0),
      member('failed', -1),
    ]);
    expect(overallProgress(run)).toBe(38);
  });

  it('says how an install ended, in the server’s words when it has some', () => {
    expect(outcomeOf(install(1, 'succeeded', '2025-01-01T10:00:00Z'))).toBe(
      'Installed on Rig 01: every member is in place.',
    );
    expect(
      outcomeOf({
        ...install(1, 'rolled_back', '2025-01-01T10:00:00Z'),
        message: 'sha256 mismatch',
      }),
    ).toBe('sha256 mismatch');
    expect(outcomeOf(install(1, 'rolled_back', '2025-01-01T10:00:00Z'))).toContain('rolled back');
  });
});
