import { act, cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sampleVehicleState } from '../../../../../test-support/vehicle-state';
import { i18n, serverText } from '../../lib/i18n';
import { ALLOWED_LATIN, otherLanguageText } from '../../lib/i18n/other-language';
import { ControlLockRow } from '../../lib/vehicle/ControlLockRow';
import { MrmBanner } from '../../lib/vehicle/MrmBanner';
import { lockView } from '../../lib/vehicle/control-lock';
import { refusalText } from '../../lib/vehicle/commands';
import { renderInShell } from '../../shell/topbar/test-utils';
import { useHmiLive } from './live/live-store';
import { planningOf } from './live/test-planning';
import { commandGuards } from './model/command-guards';
import { bannerText } from './model/velocity-banner';
import { CommandBar } from './panel/CommandBar';
import { DriverPanel } from './panel/DriverPanel';
import { RecordDrive } from './panel/RecordDrive';

// Issue 30: HMI read in Korean shows no English of its own: the driver panel, the commands with
// their reasons, the control row, the emergency banner and the recording. Driving modes and
// units (AUTO, STOP, km/h, m) are codes and stay; a person's name is shown as typed.
beforeAll(async () => {
  await i18n.loadNamespaces(['hmi', 'vehicle']);
  await i18n.changeLanguage('ko');
});
afterAll(() => i18n.changeLanguage('en'));
afterEach(() => {
  cleanup();
  act(() => useHmiLive.getState().setRoom(null));
});

/** English left on the page (the test's own path probe aside). */
function english(): string[] {
  for (const probe of screen.getAllByTestId('where')) probe.setAttribute('translate', 'no');
  return otherLanguageText({ language: 'ko', allowed: ALLOWED_LATIN });
}

const target = { room: 'room-1', name: '셔틀' };

describe('HMI in Korean', { timeout: 30_000 }, () => {
  it('shows the driver panel, the commands and the recording in Korean', () => {
    act(() => {
      const store = useHmiLive.getState();
      store.setRoom('room-1');
      store.putState(
        sampleVehicleState({ speed: 10, gear: 'D', steering: 0.2, mode: 'AUTO' }),
        Date.now(),
      );
      store.putPlanning(
        planningOf({
          stamp: Date.now(),
          route_state: 'SET',
          remaining: { distance: 1234, time: 185 },
          turn_signal: 'LEFT',
          velocity_factors: [
            {
              behavior: 'intersection',
              status: 'APPROACHING',
              distance: 40,
              lat: 37,
              lon: 126,
              detail: '',
            },
          ],
          recording: { name: 'drive.mcap', since: 0, bytes: 2_400_000, messages: 10 },
        }),
      );
    });
    const guards = commandGuards({
      connected: true,
      mayCommand: true,
      holdsLock: false,
      state: sampleVehicleState(),
      localization: 'INITIALIZED',
      routeState: 'UNSET',
    });
    renderInShell(
      <>
        <DriverPanel />
        <CommandBar target={target} tool="none" onTool={() => {}} guards={guards} stops={null} />
        <RecordDrive target={target} projectId={1} reason={null} />
      </>,
      '/hmi',
    );
    expect(screen.getByRole('region', { name: '운전자 패널' })).toHaveTextContent('36');
    expect(screen.getByLabelText('남은 거리·시간')).toHaveTextContent('1.2 km · 3분 05초');
    expect(screen.getByRole('status', { name: '차량이 감속하는 이유' })).toHaveTextContent(
      '감속 중: 40 m 앞 교차로',
    );
    expect(screen.getByRole('button', { name: '자율주행 시작' }).parentElement).toHaveAttribute(
      'data-reason',
      '먼저 차량 제어권을 가져오세요.',
    );
    expect(english()).toEqual([]);
  });

  it('shows the control row and the emergency banner in Korean, a name as typed', () => {
    const lock = {
      ...lockView(
        { user_id: 2, sid: 'other', name: 'Ana', since: 0 },
        { sid: 'me', userId: 1, admin: false, mayCommand: true },
      ),
      busy: false,
      take: () => {},
      release: () => {},
    };
    renderInShell(
      <>
        <ControlLockRow lock={lock} onRelease={() => {}} />
        <MrmBanner
          mrm={{ state: 'SUCCEEDED', behavior: 'EMERGENCY_STOP' }}
          effect="Full service brake to a standstill, mode STOP; no other mode until the emergency stop is released."
          mayCommand
          onRelease={() => {}}
          onDismiss={() => {}}
        />
      </>,
      '/hmi',
    );
    expect(screen.getByRole('status', { name: '제어권 보유자' })).toHaveTextContent(
      'Ana 님이 제어권을 갖고 있습니다.',
    );
    expect(screen.getByRole('button', { name: '비상 정지 해제' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it("says the vehicle's own sentences and the rules' texts in Korean", () => {
    expect(refusalText('routeAPI', { message: 'A route is set: clear it first.' })).toBe(
      '경로가 이미 설정되어 있습니다. 먼저 경로를 지우세요.',
    );
    expect(refusalText('engageAPI', {})).toBe('차량이 자율주행 시작을 거부했습니다.');
    expect(serverText('Energy is at 9 %: AUTO needs at least 10 %.')).toBe(
      '에너지가 9 %입니다. AUTO 모드에는 10 % 이상이 필요합니다.',
    );
    expect(
      bannerText([], {
        mode: 'STOP',
        speed: 0,
        mrm: { state: 'SUCCEEDED', behavior: 'EMERGENCY_STOP' },
      }),
    ).toBe('정지: E-STOP');
  });
});
