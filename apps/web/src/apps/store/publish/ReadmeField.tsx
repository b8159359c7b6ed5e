import { STORE } from '@ads/contract';
import { Box, Paper, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Markdown } from '../../../lib/markdown/Markdown';

/** The README in Markdown, written in a text box and read back as the page will show it. */
export function ReadmeField(props: {
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, next: 'write' | 'preview') => setTab(next)}
        aria-label="README"
        sx={{ minHeight: 36, '& .MuiTab-root': { minHeight: 36, py: 0.5, textTransform: 'none' } }}
      >
        <Tab value="write" label="Write README" />
        <Tab value="preview" label="Preview" />
      </Tabs>
      {tab === 'write' ? (
        <TextField
          label="README (Markdown)"
          multiline
          minRows={6}
          maxRows={18}
          fullWidth
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          error={!!props.error}
          helperText={
            props.error ??
            'Markdown: headings, lists, code, tables and links. HTML is shown as text.'
          }
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
            <Typography color="text.secondary">Nothing to preview yet.</Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}
