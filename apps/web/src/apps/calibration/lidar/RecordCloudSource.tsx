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

const seconds = (t: number) => `${t.toFixed(3)} s`;

function duration(s: number): string {
  return s < 120 ? `${s.toFixed(1)} s` : `${Math.round(s / 60)} min`;
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
  return (
    <>
      <Button variant="outlined" startIcon={<StorageIcon />} onClick={() => setOpen(true)}>
        From a record
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

  const items = records.data?.items ?? [];
  const record: RecordSummary | undefined = items.find((each) => each.id === recordId);
  const topics = clouds.data?.topics ?? [];
  // The first readable topic until one is chosen; its first message until a time is.
  const topic =
    topics.find((each) => each.topic === topicName && usable(each)) ?? topics.find(usable);
  const first = topic?.first_t ?? 0;
  const last = topic?.last_t ?? 0;
  const t = Math.min(last, Math.max(first, time ?? first));
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
      const frame = await fetchRecordCloud(record.id, topic.topic, t);
      if (frame.header.points === 0) {
        throw new Error('This frame has no point with a return: choose another time.');
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
      <DialogTitle id="record-cloud-title">Point cloud from a record</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            A lidar frame of one of this project’s Data Management records (MCAP or ROS bag):
            sensor_msgs/PointCloud2 or foxglove.PointCloud. Take the image at the same moment.
          </Typography>
          {records.isPending ? (
            <Typography variant="body2" role="status">
              Loading the project’s records…
            </Typography>
          ) : records.isError ? (
            <Alert severity="error">{records.error.message}</Alert>
          ) : items.length === 0 ? (
            <Alert severity="info">
              No records in this project yet: upload MCAP or bag files in Data Management and file
              them under this project.
            </Alert>
          ) : (
            <FormControl size="small" fullWidth>
              <InputLabel id="record-cloud-record">Record</InputLabel>
              <Select
                labelId="record-cloud-record"
                label="Record"
                value={recordId ?? ''}
                onChange={(event) => chooseRecord(Number(event.target.value))}
              >
                {items.map((each) => (
                  <MenuItem key={each.id} value={each.id}>
                    {each.name} · {formatDateTime(each.start)} · {duration(each.duration_s)}
                  </MenuItem>
                ))}
              </Select>
              {(records.data?.total ?? 0) > items.length && (
                <Typography variant="caption" color="text.secondary">
                  The newest {RECORDS_LISTED} records are listed.
                </Typography>
              )}
            </FormControl>
          )}
          {recordId !== null &&
            (clouds.isPending ? (
              <Typography variant="body2" role="status">
                Reading the record’s topics…
              </Typography>
            ) : clouds.isError ? (
              <Alert severity="error">{clouds.error.message}</Alert>
            ) : topics.length === 0 ? (
              <Alert severity="info">
                This record has no point-cloud topic (sensor_msgs/PointCloud2 or
                foxglove.PointCloud).
              </Alert>
            ) : (
              <>
                <FormControl size="small" fullWidth>
                  <InputLabel id="record-cloud-topic">Cloud topic</InputLabel>
                  <Select
                    labelId="record-cloud-topic"
                    label="Cloud topic"
                    value={topic?.topic ?? ''}
                    onChange={(event) => {
                      setTopicName(String(event.target.value));
                      setTime(null);
                      setProblem(null);
                    }}
                  >
                    {topics.map((each) => (
                      <MenuItem key={each.topic} value={each.topic} disabled={!usable(each)}>
                        {each.topic} · {each.type} · {each.count.toLocaleString('en')} messages
                        {each.readable ? '' : ' · cannot be read'}
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
                {unreadable.map((each) => (
                  <Alert key={each.topic} severity="warning">
                    {each.problem}
                  </Alert>
                ))}
                {topic && (
                  <Box>
                    {first < last ? (
                      <Slider
                        aria-label="Time in the record"
                        min={first}
                        max={last}
                        step={timeStep(topic)}
                        value={t}
                        onChange={(_event, value) => setTime(value as number)}
                        valueLabelDisplay="auto"
                        valueLabelFormat={seconds}
                        getAriaValueText={seconds}
                      />
                    ) : null}
                    <Typography variant="body2" color="text.secondary">
                      {first < last
                        ? `The frame nearest ${seconds(t)} (messages from ${seconds(first)} to ${seconds(last)} of the record).`
                        : `One message, at ${seconds(first)} of the record.`}
                    </Typography>
                  </Box>
                )}
              </>
            ))}
          {fetching && <LinearProgress aria-label="Fetching the frame" />}
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={fetching}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!record || !topic || fetching}
          onClick={() => void use()}
        >
          Use this frame
        </Button>
      </DialogActions>
    </Dialog>
  );
}
