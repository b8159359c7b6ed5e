import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import { Box, IconButton, Tooltip } from '@mui/material';
import { useRef, useState } from 'react';
import { notify } from '../../../lib/notify';

/** A command in the studio's terminal look with a copy button (as shell/AgentCommand's). */
export function CopyCommand({ command, label }: { command: string; label: string }) {
  const code = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(command);
      setCopied(true);
      notify('The command was copied.', 'success');
    } catch {
      // No clipboard outside secure contexts: select it for Ctrl+C.
      const selection = window.getSelection();
      if (code.current && selection) selection.selectAllChildren(code.current);
      notify('The command is selected: press Ctrl+C (⌘C on a Mac) to copy it.', 'info');
    }
  };
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 1.25,
        borderRadius: '10px',
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? '#09090F' : '#16162A'),
        color: '#E8E8F4',
      }}
    >
      <Box
        component="code"
        ref={code}
        aria-label={label}
        sx={{
          flex: 1,
          minWidth: 0,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 12.5,
          lineHeight: 1.6,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          userSelect: 'all',
          '&::before': { content: '"$ "', color: '#8C8AFF' },
        }}
      >
        {command}
      </Box>
      <Tooltip title={copied ? 'Copied' : 'Copy'}>
        <IconButton
          size="small"
          aria-label={`Copy the ${label.toLowerCase()}`}
          onClick={() => void copy()}
          sx={{ color: 'inherit' }}
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
