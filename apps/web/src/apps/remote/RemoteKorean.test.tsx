import type { Pc, RemoteSessionInfo } from '@ads/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { ALLOWED_LATIN, otherLanguageText } from '../../lib/i18n/other-language';
import { renderInShell } from '../../shell/topbar/test-utils';
import { SearchPanel } from './code/SearchPanel';
import { ConflictDialog } from './code/editor/ConflictDialog';
import { AuditTable } from './page/AuditTable';
import { PcCard } from './page/PcCard';
import { ClipboardPanel } from './screen/ClipboardPanel';
import { PasswordPrompt } from './screen/PasswordPrompt';
import { since } from './shared/format';
import { RemoteHeader } from './shared/RemoteHeader';
import { SessionProblem } from './shared/SessionProblem';

// Issue 30: the remote IDE read in Korean shows no English of its own. What people named (PCs,
// users, files) is data, not the page's text: its words are allowed, and only those.
beforeAll(async () => {
  await i18n.loadNamespaces('remote');
  await i18n.changeLanguage('ko');
});
afterAll(() => i18n.changeLanguage('en'));
afterEach(cleanup);

const PC: Pc = {
  id: 4,
  name: 'Rig 01',
  token: 'pc-token',
  created_at: '2026-11-01T00:00:00Z',
  online: false,
  last_seen: '2026-11-29T08:00:00Z',
};
const session = (kind: RemoteSessionInfo['kind'], open: boolean): RemoteSessionInfo => ({
  id: `${kind}-${open}`,
  pc_id: PC.id,
  user: { id: 1, name: 'Kim Driver' },
  kind,
  view_only: kind === 'screen',
  started_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  ended_at: open ? null : new Date().toISOString(),
  end_reason: '',
  bytes_in: 2048,
  bytes_out: 4_200_000,
  open,
});

const DATA = [PC.name, 'Kim Driver', 'src/main.cpp'].flatMap(
  (text) => text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? [],
);
/** Byte units and the desktop protocol's name, written the same in Korean. */
const TERMS = ['kB', 'MB', 'GB', 'VNC'];

/** English left on the page (the test's own path probe aside). */
function english(): string[] {
  for (const probe of screen.getAllByTestId('where')) probe.setAttribute('translate', 'no');
  return otherLanguageText({ language: 'ko', allowed: [...ALLOWED_LATIN, ...TERMS, ...DATA] });
}

describe('the remote IDE in Korean', { timeout: 30_000 }, () => {
  it('shows a PC card and the audit in Korean, times the Korean way', () => {
    const open = session('screen', true);
    renderInShell(
      <>
        <PcCard pc={PC} open={[open]} />
        <AuditTable sessions={[open, session('code', false)]} pcs={[PC]} />
      </>,
      '/remote',
    );
    expect(screen.getByText('오프라인')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: '세션 감사 기록' })).toBeInTheDocument();
    expect(screen.getByText('화면 (보기 전용)')).toBeInTheDocument();
    expect(since(open.started_at)).toBe('3시간');
    expect(english()).toEqual([]);
  });

  it('shows the work pages’ header, problems, search, clipboard and dialogs in Korean', () => {
    renderInShell(
      <>
        <RemoteHeader title={i18n.t('remote:code.title')} pc={PC} detail="/home/kim/ws" />
        <SessionProblem />
        <SessionProblem message={i18n.t('remote:problem.noSuchPc')} onRetry={() => {}} />
        <SearchPanel session={null} onOpen={() => {}} />
        <ClipboardPanel fromPc="" onSend={() => {}} disabled viewOnly={false} />
        <PasswordPrompt open onSend={() => {}} onCancel={() => {}} />
        <ConflictDialog
          path="src/main.cpp"
          onOverwrite={() => {}}
          onReload={() => {}}
          onCancel={() => {}}
        />
      </>,
      '/remote/code',
    );
    expect(
      screen.getByRole('link', { name: '원격 IDE로 돌아가기', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PC에서 다시 불러오기' })).toBeInTheDocument();
    expect(english()).toEqual([]);
  });
});
