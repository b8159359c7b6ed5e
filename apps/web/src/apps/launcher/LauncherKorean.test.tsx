import type { Module, Pc, Project } from '@ads/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { ALLOWED_LATIN, otherLanguageText } from '../../lib/i18n/other-language';
import { renderInShell } from '../../shell/topbar/test-utils';
import { EmptyState } from './EmptyState';
import { LauncherChoice } from './LauncherChoice';
import { ModuleRow } from './ModuleRow';

// Issue 30: the launcher read in Korean shows no English of its own. What people named (PCs,
// projects) and the catalogue's own words are data, not the page's text: their words are
// allowed, and only those.
beforeAll(async () => {
  await i18n.loadNamespaces('launcher');
  await i18n.changeLanguage('ko');
});
afterAll(() => i18n.changeLanguage('en'));
afterEach(cleanup);

const MODULE: Module = {
  name: 'object-detection',
  title: '3D object detection',
  category: 'perception',
  version: '1.4.0',
  image: 'ghcr.io/ads/object-detection:1.4.0',
  description: 'Finds vehicles and pedestrians in the lidar point cloud.',
  artifact: null,
};
const PC: Pc = {
  id: 1,
  name: 'Rig 01',
  token: 'pc-token',
  created_at: '2026-11-01T00:00:00Z',
  online: true,
};
const PROJECT = { id: 1, title: 'Shuttle stack', pc: [PC] } as unknown as Project;

/** The words of the data above, which the page shows as they were given. */
const DATA = [MODULE.name, MODULE.title, MODULE.version, PC.name, PROJECT.title].flatMap(
  (text) => text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [],
);

/** English left on the page (the test's own path probe aside). */
function english(): string[] {
  screen.getByTestId('where').setAttribute('translate', 'no');
  return otherLanguageText({ language: 'ko', allowed: [...ALLOWED_LATIN, ...DATA] });
}

describe('the launcher in Korean', { timeout: 30_000 }, () => {
  it('says what to do without a project, in Korean', () => {
    renderInShell(<EmptyState />, '/launcher');
    expect(screen.getByRole('link', { name: '프로젝트로 이동' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });

  it('shows the choice and a chosen module with its actions, status, progress and logs', () => {
    renderInShell(
      <>
        <LauncherChoice
          projects={[PROJECT]}
          project={PROJECT}
          onProject={() => {}}
          pcs={[PC]}
          pc={PC}
          onPc={() => {}}
          livePc={PC}
          online
        />
        <ul>
          <ModuleRow
            module={MODULE}
            selected
            onToggle={() => {}}
            download={{ name: MODULE.name, progress: 42, type: 'installAPI', message: '' }}
            running={{ name: MODULE.name, container_name: 'ads-od', is_running: true }}
            logs={[]}
            disabled={false}
            onInstall={() => {}}
            onRun={() => {}}
            onStop={() => {}}
            onLogs={() => {}}
          />
        </ul>
      </>,
      '/launcher',
    );
    expect(screen.getByRole('button', { name: '3D object detection 실행' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '3D object detection 상태' })).toHaveTextContent(
      '실행 중',
    );
    expect(screen.getByText('아직 로그가 없습니다.')).toBeInTheDocument();
    expect(english()).toEqual([]);
  });
});
