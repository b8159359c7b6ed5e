import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

/** A CSV pasted or opened from a file, with its example, rows read and lines that were not. */
export function CsvInput(props: {
  label: string;
  columns: string;
  value: string;
  onChange: (text: string) => void;
  example: string;
  errors: string[];
  rows: number;
}) {
  const file = useRef<HTMLInputElement>(null);
  const { t, i18n } = useTranslation('calibration');
  const lower = i18n.language === 'en' ? props.label.toLowerCase() : props.label;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <TextField
        label={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        multiline
        minRows={6}
        maxRows={12}
        placeholder={props.example}
        helperText={t('radar.csv.read', { columns: props.columns, count: props.rows })}
        slotProps={{
          htmlInput: {
            spellCheck: false,
            translate: 'no',
            style: { fontFamily: 'ui-monospace, monospace', fontSize: 13 },
          },
        }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        {/* Two of these side by side: each names its own list. */}
        <Button
          size="small"
          startIcon={<UploadIcon />}
          aria-label={t('radar.csv.openOf', { label: lower })}
          onClick={() => file.current?.click()}
        >
          {t('radar.csv.open')}
        </Button>
        <Button
          size="small"
          aria-label={t('radar.csv.pasteOf', { label: lower })}
          onClick={() => props.onChange(props.example)}
        >
          {t('radar.csv.paste')}
        </Button>
        <input
          ref={file}
          type="file"
          hidden
          accept=".csv,.txt,text/csv,text/plain"
          aria-label={t('radar.csv.file', { label: props.label })}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = '';
            if (picked) void picked.text().then(props.onChange);
          }}
        />
      </Box>
      {props.errors.length > 0 && (
        <Alert severity="warning" aria-label={t('radar.csv.problems', { label: props.label })}>
          {props.errors.slice(0, 5).map((error) => (
            <div key={error}>{serverText(error)}</div>
          ))}
          {props.errors.length > 5 && (
            <div>{t('radar.csv.more', { count: props.errors.length - 5 })}</div>
          )}
        </Alert>
      )}
    </Stack>
  );
}
