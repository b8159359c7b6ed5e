import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import { Alert, Box, IconButton, Skeleton, Tooltip } from '@mui/material';
import { useRef, useState } from 'react';
import { notify } from '../lib/notify';
import { useAgentCommand } from '../lib/agent-command';

/** Selects the command's text so the user can copy it by hand. */
function selectText(element: HTMLElement | null) {
  const selection = window.getSelection();
  if (!element || !selection) return;
  selection.selectAllChildren(element);
}

/**
 * The command that starts a PC's agent, with a copy button (the project page; FMS shows it with
 * `--vehicle sim` added through `extend`, labelled by `label`).
 */
export function AgentCommand({
  pcName,
  token,
  label = `Agent command for ${pcName}`,
  extend = (command: string) => command,
}: {
  pcName: string;
  token: string;
  label?: string;
  extend?: (command: string) => string;
}) {
  const state = useAgentCommand(token);
  const codeRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);

  // A studio without its agent package (not built) says so instead of a command that fails.
  if (state.status === 'failed') {
    return (
      <Alert severity="warning" aria-label={label}>
        {state.message}
      </Alert>
    );
  }
  const command = state.status === 'ready' ? extend(state.command) : undefined;

  async function copy() {
    // Nothing to copy until the package's address has come (a moment after the page opens).
    if (!command) return;
    try {
      // Missing outside secure contexts (plain http on a LAN address): fall back to selecting.
      await navigator.clipboard.writeText(command);
      setCopied(true);
      notify('The command was copied.', 'success');
    } catch {
      selectText(codeRef.current);
      notify('The command is selected: press Ctrl+C (⌘C on a Mac) to copy it.', 'info');
    }
  }

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 1.5,
        pr: 1,
        // Pixels: the theme's radius unit is 12 px.
        borderRadius: '10px',
        // A terminal look in both themes; darker than the dark theme's cards so it stands out.
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? '#09090F' : '#16162A'),
        color: '#E8E8F4',
        border: 1,
        borderColor: (theme) => (theme.palette.mode === 'dark' ? '#2E2E44' : 'transparent'),
      }}
    >
      <Box
        component="code"
        ref={codeRef}
        aria-label={label}
        sx={{
          flex: 1,
          minWidth: 0,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 13,
          lineHeight: 1.6,
          whiteSpace: 'pre-wrap',
          // Breaks at the spaces first, inside the long token only when it must.
          overflowWrap: 'anywhere',
          userSelect: 'all',
          '&::before': { content: '"$ "', color: '#8C8AFF' },
        }}
      >
        {command ?? <Skeleton sx={{ display: 'inline-block', width: '80%', bgcolor: '#2E2E44' }} />}
      </Box>
      <Tooltip title={copied ? 'Copied' : 'Copy'}>
        <IconButton
          size="small"
          aria-label={`Copy the ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
          onClick={() => void copy()}
          sx={{ color: 'inherit', mt: -0.25 }}
        >
          {copied ? (
            <CheckRoundedIcon fontSize="small" />
          ) : (
            <ContentCopyRoundedIcon fontSize="small" />
          )}
        </IconButton>
      </Tooltip>
    </Box>
  );
}
