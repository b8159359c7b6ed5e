import { STORE } from '@ads/contract';
import { Box, Paper, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../lib/markdown/Markdown';

/** The README in Markdown, written in a text box and read back as the page will show it. */
export function ReadmeField(props: {
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const { t } = useTranslation('store');
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, next: 'write' | 'preview') => setTab(next)}
        aria-label={t('publish.readme')}
        sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5, textTransform: 'none' } }}
      >
        <Tab value="write" label={t('publish.writeReadme')} />
        <Tab value="preview" label={t('publish.preview')} />
      </Tabs>
      {tab === 'write' ? (
        <TextField
          label={t('publish.readmeField')}
          multiline
          minRows={6}
          maxRows={18}
          fullWidth
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          error={!!props.error}
          helperText={props.error ?? t('publish.readmeHelp')}
          slotProps={{
            htmlInput: { maxLength: STORE.maxReadmeChars, spellCheck: false },
            input: { sx: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 } },
          }}
          sx={{ mt: 1.5 }}
        />
      ) : (
        <Paper variant="outlined" sx={{ p: 2, mt: 1.5, minHeight: 160, borderRadius: 2 }}>
          {props.value.trim() ? (
            <Markdown source={props.value} />
          ) : (
            <Typography color="text.secondary">{t('publish.nothingToPreview')}</Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}
