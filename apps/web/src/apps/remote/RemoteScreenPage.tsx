import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { i18n } from '../../lib/i18n';
import { useRemoteSessions } from './page/api';
import { ClipboardPanel } from './screen/ClipboardPanel';
import { PasswordPrompt } from './screen/PasswordPrompt';
import { type ScreenControl, ScreenView } from './screen/ScreenView';
import { WatchAskDialog } from './screen/WatchAskDialog';
import { RemoteHeader } from './shared/RemoteHeader';
import { SessionProblem } from './shared/SessionProblem';
import { usePcParam } from './shared/use-pc-param';
import { useRemoteSession } from './shared/use-remote-session';

/** What the agent connected to, and the desktop's size when the agent knows it (its own). */
function describeDesktop(desktop: { width?: number; height?: number; via: string }): string {
  const size = desktop.width && desktop.height ? `${desktop.width}×${desktop.height} ` : '';
  return `${size}${i18n.t('remote:screen.via', { via: desktop.via })}`;
}

/** Who holds this PC's screen with control now, when it is someone else (their answer is awaited). */
function useOtherHolder(pcId: number | null): string | null {
  const me = useAuth((state) => (isLoggedIn(state) ? state.id : 0));
  const sessions = useRemoteSessions(pcId);
  const holder = sessions.data?.find(
    (s) => s.open && s.pc_id === pcId && s.kind === 'screen' && !s.view_only && s.user.id !== me,
  );
  return holder ? holder.user.name : null;
}

/**
 * The PC's desktop (no top bar): noVNC over the session, scaled to the window, with keyboard,
 * mouse and the clipboard; view-only for a second viewer, who waits for the holder's answer.
 */
export default function RemoteScreenPage() {
  const { t } = useTranslation('remote');
  const { pcId, pc } = usePcParam();
  const [params] = useSearchParams();
  const [attempt, setAttempt] = useState(0);
  const screen = useRemoteSession(pcId, 'screen', attempt, {
    viewOnly: params.get('view') === 'only',
  });
  const holder = useOtherHolder(pcId);
  const control = useRef<ScreenControl | null>(null);
  const [connected, setConnected] = useState(false);
  const [clipboard, setClipboard] = useState('');
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const retry = () => {
    setConnected(false);
    setFailure(null);
    setAttempt((count) => count + 1);
  };

  // An admin may open another user's PC: not in their list, the server decides.
  if (pcId === null) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
        <RemoteHeader title={t('screen.title')} pc={pc} />
        <SessionProblem message={t('problem.noSuchPc')} />
      </Box>
    );
  }
  const session = screen.state === 'open' ? screen.session : null;
  const desktop = session?.ready.desktop;
  const problem =
    failure ?? (screen.state === 'failed' || screen.state === 'ended' ? screen.message : undefined);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh', overflow: 'hidden' }}>
      <RemoteHeader
        title={t('screen.title')}
        pc={pc}
        pcId={pcId}
        detail={desktop && describeDesktop(desktop)}
        actions={
          session && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {session.viewOnly ? (
                <Chip size="small" color="info" label={t('screen.viewOnly')} />
              ) : (
                <Chip size="small" color="primary" variant="outlined" label={t('screen.control')} />
              )}
              {!session.viewOnly && (
                // The keys' own names, the same on a Korean keyboard.
                <Button
                  size="small"
                  translate="no"
                  disabled={!connected}
                  onClick={() => control.current?.ctrlAltDel()}
                >
                  Ctrl+Alt+Del
                </Button>
              )}
            </Stack>
          )
        }
      />
      {problem !== undefined || !session ? (
        <SessionProblem
          opening={holder ? t('screen.waitingFor', { name: holder }) : t('screen.connecting')}
          message={problem}
          onRetry={retry}
        />
      ) : (
        <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              flex: 1,
              minWidth: 0,
              position: 'relative',
            }}
          >
            <ScreenView
              key={session.id}
              session={session}
              control={(next) => (control.current = next)}
              events={{
                onConnect: () => setConnected(true),
                onClipboard: setClipboard,
                onPassword: () => setAsking(true),
                onFailure: setFailure,
              }}
            />
            {!connected && (
              <Typography
                color="grey.400"
                sx={{ position: 'absolute', top: 16, left: 16 }}
                role="status"
              >
                {t('screen.waitingDesktop')}
              </Typography>
            )}
          </Box>
          <ClipboardPanel
            fromPc={clipboard}
            disabled={!connected}
            viewOnly={session.viewOnly}
            onSend={(text) => control.current?.paste(text)}
          />
          <WatchAskDialog session={session} />
        </Box>
      )}
      <PasswordPrompt
        open={asking}
        onCancel={() => setAsking(false)}
        onSend={(password) => {
          setAsking(false);
          control.current?.sendPassword(password);
        }}
      />
    </Box>
  );
}
