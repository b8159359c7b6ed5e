import type { CalibrationEntry, CalibrationKind } from '@ads/contract';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import HistoryIcon from '@mui/icons-material/History';
import {
  Alert,
  Box,
  Button,
  Chip,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { formatDateTime } from '../../../lib/format-date';
import { serverText } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { type SavedFile, downloadSaved, sensorProblem, useCalibrations } from '../api';
import { Trans, useTranslation } from 'react-i18next';

/**
 * The tab's sensor (e.g. camera0) and its saved history, newest first: who saved each and when,
 * its headline figure; open one to see it on the page, or download its files as the server
 * writes them.
 */
export function SensorHistory(props: {
  projectId: number;
  kind: CalibrationKind;
  sensor: string;
  onSensorChange: (sensor: string) => void;
  /** The sensor field's label, e.g. "Camera" or "Radar". */
  label: string;
  placeholder: string;
  files: SavedFile[];
  /** An entry's headline, e.g. "RMS 0.21 px". */
  summary: (entry: CalibrationEntry) => string;
  onOpen: (entry: CalibrationEntry) => void;
  /** The entry shown on the page now, if one was opened. */
  openedId: number | null;
}) {
  const problem = sensorProblem(props.sensor);
  const history = useCalibrations(props.projectId, props.kind, problem ? '' : props.sensor);
  const entries = problem ? [] : (history.data ?? []);
  const name = props.sensor.trim();
  const { t } = useTranslation('calibration');

  const download = (entry: CalibrationEntry, file: SavedFile) =>
    downloadSaved(entry, file).catch((error: Error) => notify(error.message, 'error'));

  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={props.label}
          value={props.sensor}
          onChange={(event) => props.onSensorChange(event.target.value)}
          placeholder={props.placeholder}
          error={!!problem && props.sensor !== ''}
          helperText={problem ? serverText(problem) : t('history.help')}
          size="small"
          sx={{ minWidth: 220 }}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', translate: 'no' } }}
        />
        <Box
          component="section"
          aria-label={name ? t('history.labelOf', { name }) : t('history.label')}
          data-entries={entries.length}
          sx={{ flex: 1, minWidth: 0 }}
        >
          <Typography
            variant="subtitle2"
            component="h2"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 0.5 }}
          >
            <HistoryIcon fontSize="small" /> {t('history.title')}
          </Typography>
          {problem ? (
            <Typography variant="body2" color="text.secondary">
              {t('history.nameIt')}
            </Typography>
          ) : history.isPending ? (
            <Skeleton variant="rounded" height={40} aria-label={t('history.loading')} />
          ) : history.isError ? (
            <Alert severity="error">{serverText(history.error.message)}</Alert>
          ) : entries.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              <Trans
                t={t}
                i18nKey="history.empty"
                values={{ name }}
                components={[<span translate="no" key="name" />]}
              />
            </Typography>
          ) : (
            <List dense disablePadding sx={{ maxHeight: 168, overflow: 'auto' }}>
              {entries.map((entry, index) => (
                <ListItem
                  key={entry.id}
                  disableGutters
                  data-entry={entry.id}
                  aria-label={t('history.saved', { at: formatDateTime(entry.created_at) })}
                  sx={{
                    flexWrap: 'wrap',
                    columnGap: 1,
                    borderTop: index ? 1 : 0,
                    borderColor: 'divider',
                  }}
                >
                  <ListItemText
                    primary={
                      <>
                        <Trans
                          t={t}
                          i18nKey="history.entry"
                          values={{
                            at: formatDateTime(entry.created_at),
                            name: entry.created_by?.name ?? t('history.someone'),
                            summary: serverText(props.summary(entry)),
                          }}
                          components={[<span translate="no" key="name" />]}
                        />
                        {index === 0 && (
                          <Chip size="small" label={t('history.newest')} sx={{ ml: 1 }} />
                        )}
                        {props.openedId === entry.id && (
                          <Chip
                            size="small"
                            color="primary"
                            label={t('history.shown')}
                            sx={{ ml: 1 }}
                          />
                        )}
                      </>
                    }
                    secondary={entry.note ? <span translate="no">{entry.note}</span> : undefined}
                    sx={{ minWidth: 240 }}
                  />
                  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                    <Button size="small" onClick={() => props.onOpen(entry)}>
                      {t('history.open')}
                    </Button>
                    {props.files.map((file) => (
                      <Button
                        key={file}
                        size="small"
                        startIcon={<DownloadIcon />}
                        onClick={() => void download(entry, file)}
                        aria-label={t('history.download', {
                          file: t(`files.${file}`).replace(/<\/?0>/g, ''),
                          at: formatDateTime(entry.created_at),
                        })}
                      >
                        <span>
                          <Trans
                            t={t}
                            i18nKey={`files.${file}`}
                            components={[<span translate="no" key="code" />]}
                          />
                        </span>
                      </Button>
                    ))}
                  </Stack>
                </ListItem>
              ))}
            </List>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
