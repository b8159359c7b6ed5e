import type { RecordCloudTopic, RecordSummary } from '@ads/contract';
import StorageIcon from '@mui/icons-material/StorageOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  InputLabel,
  LinearProgress,
  MenuItem,
  Select,
  Slider,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import {
  RECORDS_LISTED,
  type RecordCloudFrame,
  fetchRecordCloud,
  useProjectRecords,
  useRecordClouds,
} from './record-cloud-api';
import { frameName, pcdOf, timeStep } from './record-cloud';
import { Trans, useTranslation } from 'react-i18next';
import { formatNumber, serverText } from '../../../lib/i18n';

const seconds = (t: number) => `${t.toFixed(3)} s`;

function duration(s: number, minutes: (n: number) => string): string {
  return s < 120 ? `${s.toFixed(1)} s` : minutes(Math.round(s / 60));
}

const usable = (topic: RecordCloudTopic) => topic.readable && topic.first_t !== null;

/**
 * "From a record": a lidar frame of one of the project's Data Management records, as a cloud
 * source beside "Open point cloud". The frame comes as a file would (a binary PCD made of its
 * points, named by record, topic and time), so the tab opens it exactly as an uploaded one.
 */
export function RecordCloudSource(props: {
  projectId: number;
  /** The frame as a cloud file, and what the server said of it. */
  onCloud: (file: File, frame: RecordCloudFrame) => void;
}) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('calibration');
  return (
    <>
      <Button variant="outlined" startIcon={<StorageIcon />} onClick={() => setOpen(true)}>
        {t('lidar.record.button')}
      </Button>
      {open && (
        <RecordCloudDialog
          projectId={props.projectId}
          onClose={() => setOpen(false)}
          onCloud={props.onCloud}
        />
      )}
    </>
  );
}

function RecordCloudDialog(props: {
  projectId: number;
  onClose: () => void;
  onCloud: (file: File, frame: RecordCloudFrame) => void;
}) {
  const records = useProjectRecords(props.projectId, true);
  const [recordId, setRecordId] = useState<number | null>(null);
  const clouds = useRecordClouds(recordId);
  const [topicName, setTopicName] = useState<string | null>(null);
  const [time, setTime] = useState<number | null>(null);
  const [fetching, setFetching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation(['calibration', 'common']);

  const items = records.data?.items ?? [];
  const record: RecordSummary | undefined = items.find((each) => each.id === recordId);
  const topics = clouds.data?.topics ?? [];
  // The first readable topic until one is chosen; its first message until a time is.
  const topic =
    topics.find((each) => each.topic === topicName && usable(each)) ?? topics.find(usable);
  const first = topic?.first_t ?? 0;
  const last = topic?.last_t ?? 0;
  const at = Math.min(last, Math.max(first, time ?? first));
  const unreadable = topics.filter((each) => !each.readable);

  const chooseRecord = (id: number) => {
    setRecordId(id);
    setTopicName(null);
    setTime(null);
    setProblem(null);
  };

  const use = async () => {
    if (!record || !topic) return;
    setFetching(true);
    setProblem(null);
    try {
      const frame = await fetchRecordCloud(record.id, topic.topic, at);
      if (frame.header.points === 0) {
        throw new Error(t('lidar.record.empty'));
      }
      const file = new File([pcdOf(frame.xyz)], frameName(record.name, frame.header), {
        type: 'application/octet-stream',
      });
      props.onCloud(file, frame);
      props.onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setFetching(false);
    }
  };

  return (
    <Dialog
      open
      onClose={() => !fetching && props.onClose()}
      aria-labelledby="record-cloud-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="record-cloud-title">{t('lidar.record.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            <Trans
              t={t}
              i18nKey="lidar.record.text"
              components={[<span translate="no" key="code" />]}
            />
          </Typography>
          {records.isPending ? (
            <Typography variant="body2" role="status">
              {t('lidar.record.loading')}
            </Typography>
          ) : records.isError ? (
            <Alert severity="error">{serverText(records.error.message)}</Alert>
          ) : items.length === 0 ? (
            <Alert severity="info">{t('lidar.record.none')}</Alert>
          ) : (
            <FormControl size="small" fullWidth>
              <InputLabel id="record-cloud-record">{t('lidar.record.record')}</InputLabel>
              <Select
                labelId="record-cloud-record"
                label={t('lidar.record.record')}
                value={recordId ?? ''}
                onChange={(event) => chooseRecord(Number(event.target.value))}
              >
                {items.map((each) => (
                  <MenuItem key={each.id} value={each.id}>
                    <span>
                      <span translate="no">{each.name}</span> · {formatDateTime(each.start)} ·{' '}
                      {duration(each.duration_s, (n) => t('lidar.record.minutes', { n }))}
                    </span>
                  </MenuItem>
                ))}
              </Select>
              {(records.data?.total ?? 0) > items.length && (
                <Typography variant="caption" color="text.secondary">
                  {t('lidar.record.newest', { count: RECORDS_LISTED })}
                </Typography>
              )}
            </FormControl>
          )}
          {recordId !== null &&
            (clouds.isPending ? (
              <Typography variant="body2" role="status">
                {t('lidar.record.topics')}
              </Typography>
            ) : clouds.isError ? (
              <Alert severity="error">{serverText(clouds.error.message)}</Alert>
            ) : topics.length === 0 ? (
              <Alert severity="info">
                <Trans
                  t={t}
                  i18nKey="lidar.record.noTopic"
                  components={[<span translate="no" key="code" />]}
                />
              </Alert>
            ) : (
              <>
                <FormControl size="small" fullWidth>
                  <InputLabel id="record-cloud-topic">{t('lidar.record.topic')}</InputLabel>
                  <Select
                    labelId="record-cloud-topic"
                    label={t('lidar.record.topic')}
                    value={topic?.topic ?? ''}
                    onChange={(event) => {
                      setTopicName(String(event.target.value));
                      setTime(null);
                      setProblem(null);
                    }}
                  >
                    {topics.map((each) => (
                      <MenuItem key={each.topic} value={each.topic} disabled={!usable(each)}>
                        <span>
                          <span translate="no">
                            {each.topic} · {each.type}
                          </span>{' '}
                          ·{' '}
                          {t('lidar.record.messages', {
                            count: each.count,
                            n: formatNumber(each.count),
                          })}
                          {each.readable ? '' : ` · ${t('lidar.record.unreadable')}`}
                        </span>
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
                {unreadable.map((each) => (
                  <Alert key={each.topic} severity="warning">
                    {serverText(each.problem ?? '')}
                  </Alert>
                ))}
                {topic && (
                  <Box>
                    {first < last ? (
                      <Slider
                        aria-label={t('lidar.record.time')}
                        min={first}
                        max={last}
                        step={timeStep(topic)}
                        value={at}
                        onChange={(_event, value) => setTime(value as number)}
                        valueLabelDisplay="auto"
                        valueLabelFormat={seconds}
                        getAriaValueText={seconds}
                      />
                    ) : null}
                    <Typography variant="body2" color="text.secondary">
                      {first < last
                        ? t('lidar.record.nearest', {
                            at: seconds(at),
                            first: seconds(first),
                            last: seconds(last),
                          })
                        : t('lidar.record.one', { at: seconds(first) })}
                    </Typography>
                  </Box>
                )}
              </>
            ))}
          {fetching && <LinearProgress aria-label={t('lidar.record.fetching')} />}
          {problem && <Alert severity="error">{serverText(problem)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={fetching}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!record || !topic || fetching}
          onClick={() => void use()}
        >
          {t('lidar.record.use')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
