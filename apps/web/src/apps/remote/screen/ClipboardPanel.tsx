import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The PC's clipboard as text: what it copied last shows here; text typed or pasted here is sent
 * to it (then paste on the PC as usual).
 */
export function ClipboardPanel(props: {
  fromPc: string;
  onSend(text: string): void;
  disabled: boolean;
  viewOnly: boolean;
}) {
  const { t } = useTranslation('remote');
  const [text, setText] = useState('');
  return (
    <Box
      component="aside"
      aria-label={t('screen.clipboard.label')}
      sx={{
        width: 280,
        flexShrink: 0,
        p: 1.5,
        borderLeft: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflow: 'auto',
      }}
    >
      <Typography variant="overline" sx={{ fontWeight: 700 }}>
        {t('screen.clipboard.label')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('screen.clipboard.copied')}
      </Typography>
      <Box
        data-testid="clipboard-from-pc"
        sx={{
          fontFamily: 'monospace',
          fontSize: 12,
          p: 1,
          minHeight: 48,
          borderRadius: 1,
          bgcolor: 'action.hover',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {props.fromPc || '—'}
      </Box>
      {/* A viewer without control only reads the PC's clipboard. */}
      {!props.viewOnly && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          <TextField
            label={t('screen.clipboard.send')}
            multiline
            minRows={3}
            size="small"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button
            variant="outlined"
            size="small"
            disabled={props.disabled || text === ''}
            onClick={() => props.onSend(text)}
          >
            {t('screen.clipboard.sendButton')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
