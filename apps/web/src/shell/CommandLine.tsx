import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import { Box, IconButton, Skeleton, Tooltip } from '@mui/material';
import { useRef, useState } from 'react';
import { notify } from '../lib/notify';
import { useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';

/**
 * A shell command in the studio's terminal look with a copy button: the agent command on the
 * project page, FMS and HMI, and Calibration's static transform. `command` is undefined while it
 * is still coming (a skeleton, nothing to copy); `dense` is the smaller type of a result panel.
 */
export function CommandLine({
  command,
  label,
  dense = false,
}: {
  command: string | undefined;
  label: string;
  dense?: boolean;
}) {
  const codeRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);
  const { t } = useTranslation();

  async function copy() {
    if (!command) return;
    try {
      // Missing outside secure contexts (plain http on a LAN address): fall back to selecting.
      await navigator.clipboard.writeText(command);
      setCopied(true);
      notify(t('command.copied'), 'success');
    } catch {
      const selection = window.getSelection();
      if (codeRef.current && selection) selection.selectAllChildren(codeRef.current);
      notify(t('command.selected'), 'info');
    }
  }

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: dense ? 1.25 : 1.5,
        pr: dense ? 1.25 : 1,
        // Pixels: the theme's radius unit is 12 px.
        borderRadius: '10px',
        // A terminal look in both themes; darker than the dark theme's cards so it stands out.
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? '#09090F' : '#16162A'),
        color: '#E8E8F4',
        border: dense ? 0 : 1,
        borderColor: (theme) => (theme.palette.mode === 'dark' ? '#2E2E44' : 'transparent'),
      }}
    >
      <Box
        component="code"
        ref={codeRef}
        translate="no"
        aria-label={label}
        sx={{
          flex: 1,
          minWidth: 0,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: dense ? 12.5 : 13,
          lineHeight: 1.6,
          whiteSpace: 'pre-wrap',
          // Breaks at the spaces first, inside a long token only when it must.
          overflowWrap: 'anywhere',
          userSelect: 'all',
          '&::before': { content: '"$ "', color: '#8C8AFF' },
        }}
      >
        {command ?? <Skeleton sx={{ display: 'inline-block', width: '80%', bgcolor: '#2E2E44' }} />}
      </Box>
      <Tooltip title={copied ? t('actions.copied') : t('actions.copy')}>
        <IconButton
          size="small"
          aria-label={t('command.copyLabel', {
            label:
              i18n.language === 'en' ? `${label.charAt(0).toLowerCase()}${label.slice(1)}` : label,
          })}
          onClick={() => void copy()}
          sx={{ color: 'inherit', mt: dense ? 0 : -0.25 }}
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
