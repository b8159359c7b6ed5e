import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useRef } from 'react';

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
        helperText={`${props.columns}. ${props.rows} row${props.rows === 1 ? '' : 's'} read.`}
        slotProps={{
          htmlInput: {
            spellCheck: false,
            style: { fontFamily: 'ui-monospace, monospace', fontSize: 13 },
          },
        }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        {/* Two of these side by side: each names its own list. */}
        <Button
          size="small"
          startIcon={<UploadIcon />}
          aria-label={`Open CSV of ${props.label.toLowerCase()}`}
          onClick={() => file.current?.click()}
        >
          Open CSV
        </Button>
        <Button
          size="small"
          aria-label={`Paste the example ${props.label.toLowerCase()}`}
          onClick={() => props.onChange(props.example)}
        >
          Paste the example
        </Button>
        <input
          ref={file}
          type="file"
          hidden
          accept=".csv,.txt,text/csv,text/plain"
          aria-label={`${props.label} file`}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = '';
            if (picked) void picked.text().then(props.onChange);
          }}
        />
      </Box>
      {props.errors.length > 0 && (
        <Alert severity="warning" aria-label={`Problems in ${props.label}`}>
          {props.errors.slice(0, 5).map((error) => (
            <div key={error}>{error}</div>
          ))}
          {props.errors.length > 5 && <div>…and {props.errors.length - 5} more.</div>}
        </Alert>
      )}
    </Stack>
  );
}
