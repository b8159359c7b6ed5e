import { Alert, Box, Button, Tab, Tabs, useTheme } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorArea } from './code/editor/EditorArea';
import { useEditorTabs } from './code/editor/use-editor-tabs';
import { SearchPanel } from './code/SearchPanel';
import { TerminalPanel } from './code/terminal/TerminalPanel';
import { FileTree } from './code/tree/FileTree';
import { RemoteHeader } from './shared/RemoteHeader';
import { SessionProblem } from './shared/SessionProblem';
import { usePcParam } from './shared/use-pc-param';
import { useRemoteSession } from './shared/use-remote-session';

/**
 * The remote IDE's workspace page (no top bar), laid out as VS Code is: the workspace's files and
 * a search on the left, Monaco in the middle, terminals below. Everything goes through the PC's
 * agent over the one socket.io connection; the terminals end with the page.
 */
export default function RemoteCodePage() {
  const { t } = useTranslation('remote');
  const { pcId, pc } = usePcParam();
  const [attempt, setAttempt] = useState(0);
  const code = useRemoteSession(pcId, 'code', attempt);
  const session = code.state === 'open' ? code.session : null;
  const editor = useEditorTabs(session);
  const [side, setSide] = useState<'files' | 'search'>('files');
  const dark = useTheme().palette.mode === 'dark';
  const retry = () => setAttempt((count) => count + 1);
  // Once the workspace was open, the layout stays (terminals, open files) while it reconnects.
  const [opened, setOpened] = useState(false);
  if (code.state === 'open' && !opened) setOpened(true);

  // An admin may open another user's PC: not in their list, the server decides.
  if (pcId === null) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
        <RemoteHeader title={t('code.title')} pc={pc} />
        <SessionProblem message={t('problem.noSuchPc')} />
      </Box>
    );
  }
  const workspace = session?.ready.workspace;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100vh', overflow: 'hidden' }}>
      <RemoteHeader
        title={t('code.title')}
        pc={pc}
        pcId={pcId}
        detail={workspace ? t('code.workspace', { path: workspace }) : undefined}
      />
      {opened && code.state !== 'open' && (
        // The open files stay (their edits too): after a retry they save as before.
        <Alert
          severity="warning"
          sx={{ borderRadius: 0 }}
          action={
            <Button color="inherit" size="small" onClick={retry}>
              {t('problem.retry')}
            </Button>
          }
        >
          {code.state === 'opening'
            ? t('code.reconnecting')
            : t('code.keptFiles', { message: code.message })}
        </Alert>
      )}
      {!opened ? (
        <SessionProblem
          opening={t('code.opening')}
          message={code.state === 'failed' || code.state === 'ended' ? code.message : undefined}
          onRetry={retry}
        />
      ) : (
        <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
          <Box
            component="nav"
            aria-label={t('code.nav')}
            sx={{
              width: 280,
              flexShrink: 0,
              display: 'flex',
              flexDirection: 'column',
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Tabs
              value={side}
              onChange={(_, value: 'files' | 'search') => setSide(value)}
              variant="fullWidth"
              sx={{ minHeight: 36, borderBottom: 1, borderColor: 'divider' }}
            >
              <Tab value="files" label={t('code.files')} sx={{ minHeight: 36, py: 0 }} />
              <Tab value="search" label={t('code.search')} sx={{ minHeight: 36, py: 0 }} />
            </Tabs>
            <Box sx={{ display: side === 'files' ? 'flex' : 'none', flex: 1, minHeight: 0 }}>
              <FileTree
                session={session}
                onOpen={(path) => void editor.open(path)}
                onGone={editor.gone}
              />
            </Box>
            <Box sx={{ display: side === 'search' ? 'flex' : 'none', flex: 1, minHeight: 0 }}>
              <SearchPanel session={session} onOpen={(path, at) => void editor.open(path, at)} />
            </Box>
          </Box>
          <Box
            component="main"
            sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}
          >
            <EditorArea editor={editor} dark={dark} />
            <Box sx={{ height: '34%', minHeight: 160, borderTop: 1, borderColor: 'divider' }}>
              <TerminalPanel pcId={pcId} />
            </Box>
          </Box>
        </Box>
      )}
    </Box>
  );
}
