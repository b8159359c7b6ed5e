import type { CalibrationEntry } from '@ads/contract';
import { type RadarCalibration, RADAR_FIT_NOTE, radarPoseWithMounting } from '@ads/calibration';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { sensorProblem, useSaveCalibration } from '../api';
import { Section } from '../../../shell/Section';
import { PoseExport } from '../shared/PoseExport';
import { SaveBar } from '../shared/SaveBar';
import { radarSummary } from '../shared/saved-summary';
import { SensorHistory } from '../shared/SensorHistory';
import { useWorker } from '../shared/worker-context';
import {
  LIDAR_EXAMPLE,
  RADAR_EXAMPLE,
  parseLidarCsv,
  parseRadarCsv,
  radarPoints,
} from './radar-csv';
import { RadarPlot } from './RadarPlot';

const RAD = Math.PI / 180;

/** A number field's value, or null when it is not one. */
const numberOf = (text: string) =>
  text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : null;

/** The mounting fields' text: z (m), roll and pitch (°); all 0 until the user types them. */
interface MountingDraft {
  z: string;
  rollDeg: string;
  pitchDeg: string;
}
const LEVEL: MountingDraft = { z: '0', rollDeg: '0', pitchDeg: '0' };
/** What a save takes (RadarMounting): |z| ≤ 100 m, roll and pitch within ±180°. */
const MOUNT_LIMITS: Record<keyof MountingDraft, number> = { z: 100, rollDeg: 180, pitchDeg: 180 };

/** A mounting field's value, or null when it is not a number within its limit. */
const mountValue = (draft: MountingDraft, name: keyof MountingDraft) => {
  const value = numberOf(draft[name]);
  return value !== null && Math.abs(value) <= MOUNT_LIMITS[name] ? value : null;
};

/** A number as a field shows it: no float noise from the degrees' round trip. */
const fieldText = (value: number) => String(Number(value.toFixed(6)));

interface Shown {
  origin: 'computed' | 'saved';
  fit: Pick<RadarCalibration, 'x' | 'y' | 'yaw' | 'rms' | 'residuals'> & {
    matches: RadarCalibration['matches'];
  };
  key: string;
  savedLabel?: string;
}

function CsvInput(props: {
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

/**
 * Radar extrinsics from corner reflectors: the radar's detections (range, azimuth, RCS) and the
 * reflectors' positions measured in the lidar cloud, as CSV; matched (closest first within a
 * gate, from a guess) and fitted in the plane (x, y, yaw) in the worker; residuals per reflector,
 * the plot of both sets after the fit; z, roll, pitch from the mounting for the export; Save.
 */
export function RadarTab({ projectId }: { projectId: number }) {
  const worker = useWorker();
  const saveCalibration = useSaveCalibration();
  const [sensor, setSensor] = useState('front_radar');
  const [frames, setFrames] = useState<{ parent: string; child: string } | null>(null);
  const [radarText, setRadarText] = useState('');
  const [lidarText, setLidarText] = useState('');
  const [azimuthLeft, setAzimuthLeft] = useState(true);
  const [settings, setSettings] = useState({
    minRcs: '5',
    gate: '1.5',
    x: '0',
    y: '0',
    yawDeg: '0',
  });
  const [mounting, setMounting] = useState<MountingDraft>(LEVEL);
  const [shown, setShown] = useState<Shown | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fitting, setFitting] = useState(false);

  const radarTable = parseRadarCsv(radarText);
  const lidarTable = parseLidarCsv(lidarText);
  const minRcs = numberOf(settings.minRcs);
  const gate = numberOf(settings.gate);
  const guess = {
    x: numberOf(settings.x),
    y: numberOf(settings.y),
    yaw: numberOf(settings.yawDeg),
  };
  const kept = radarPoints(radarTable.rows, { minRcs: minRcs ?? -Infinity, azimuthLeft });
  const lidar = lidarTable.rows.map((row): [number, number] => [row.x, row.y]);
  const key = JSON.stringify([kept.points, lidar, gate, guess]);
  const parent = frames?.parent ?? 'lidar';
  const child = frames?.child ?? (sensor.trim() || 'radar');

  const settingsValid =
    minRcs !== null &&
    gate !== null &&
    gate > 0 &&
    guess.x !== null &&
    guess.y !== null &&
    guess.yaw !== null;
  const fitBlocked = !settingsValid
    ? 'Check the settings: every one is a number, the gate above 0.'
    : kept.points.length < 2
      ? `Give at least 2 radar detections at or above ${settings.minRcs} dBsm (${kept.points.length} now).`
      : lidar.length < 2
        ? `Give at least 2 lidar reflectors (${lidar.length} now).`
        : null;

  const fit = async () => {
    if (fitBlocked || gate === null) return;
    setProblem(null);
    setFitting(true);
    try {
      const result = await worker.run('radar', {
        radar: kept.points,
        lidar,
        guess: { x: guess.x!, y: guess.y!, yaw: guess.yaw! * RAD },
        gate,
      });
      setShown({ origin: 'computed', fit: result, key });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setFitting(false);
    }
  };

  const openEntry = (entry: CalibrationEntry) => {
    if (entry.kind !== 'radar_lidar') return;
    setFrames(entry.frames);
    setMounting({
      z: fieldText(entry.mounting.z),
      rollDeg: fieldText(entry.mounting.roll / RAD),
      pitchDeg: fieldText(entry.mounting.pitch / RAD),
    });
    setShown({
      origin: 'saved',
      fit: { ...entry.result, matches: [] },
      key: '',
      savedLabel: `Saved ${formatDateTime(entry.created_at)} by ${entry.created_by?.name ?? 'someone'}${entry.note ? ` (“${entry.note}”)` : ''}.`,
    });
  };

  const mount = {
    z: mountValue(mounting, 'z'),
    roll: mountValue(mounting, 'rollDeg'),
    pitch: mountValue(mounting, 'pitchDeg'),
  };
  const mountValid = mount.z !== null && mount.roll !== null && mount.pitch !== null;
  const pose = shown
    ? radarPoseWithMounting(shown.fit, {
        z: mount.z ?? 0,
        roll: (mount.roll ?? 0) * RAD,
        pitch: (mount.pitch ?? 0) * RAD,
      })
    : null;
  const framesValid = !sensorProblem(parent) && !sensorProblem(child);
  const stale = shown?.origin === 'computed' && shown.key !== key;
  const saveBlocked = sensorProblem(sensor)
    ? 'Name the radar first.'
    : !shown || shown.origin !== 'computed'
      ? 'Fit first: Save keeps the fit made here.'
      : stale
        ? 'The inputs changed since the fit: Fit again first.'
        : !framesValid
          ? 'Name the parent and child frames.'
          : !mountValid
            ? 'Check the mounting: z within ±100 m, roll and pitch within ±180°.'
            : null;

  const save = async (note: string) => {
    if (!shown || !pose) return;
    const { x, y, yaw, rms, residuals } = shown.fit;
    await saveCalibration(projectId, sensor, {
      kind: 'radar_lidar',
      result: { x, y, yaw, rms, residuals },
      frames: { parent: parent.trim(), child: child.trim() },
      mounting: { z: pose.z, roll: pose.roll, pitch: pose.pitch },
      note,
    });
  };

  const setting = (name: keyof typeof settings, label: string, helper: string) => (
    <TextField
      label={label}
      value={settings[name]}
      onChange={(event) => setSettings({ ...settings, [name]: event.target.value })}
      error={numberOf(settings[name]) === null}
      helperText={helper}
      size="small"
      sx={{ width: 140 }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
  const mountField = (name: keyof typeof mounting, label: string) => (
    <TextField
      label={label}
      value={mounting[name]}
      onChange={(event) => setMounting({ ...mounting, [name]: event.target.value })}
      error={mountValue(mounting, name) === null}
      size="small"
      sx={{ width: 120 }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );

  const matchedRadar = new Set(shown?.fit.matches.map((m) => m.radar));
  const matchedLidar = new Set(shown?.fit.matches.map((m) => m.lidar));
  const plotPose =
    shown && !stale ? shown.fit : { x: guess.x ?? 0, y: guess.y ?? 0, yaw: (guess.yaw ?? 0) * RAD };

  return (
    <Stack spacing={2}>
      <SensorHistory
        projectId={projectId}
        kind="radar_lidar"
        sensor={sensor}
        onSensorChange={setSensor}
        label="Radar"
        placeholder="front_radar"
        files={['sensorKit']}
        summary={(entry) => (entry.kind === 'radar_lidar' ? radarSummary(entry) : '')}
        onOpen={openEntry}
        openedId={null}
      />
      <Section
        dense
        title="Reflectors"
        data={{
          'data-radar-rows': radarTable.rows.length,
          'data-lidar-rows': lidarTable.rows.length,
        }}
      >
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Stand 4 or more corner reflectors at different ranges and angles, in the open. Paste (or
            open) the radar’s detections of one scan, and the reflectors’ centres measured in the
            lidar cloud (x, y, z in the lidar frame). The fit matches them by themselves.
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <CsvInput
              label="Radar detections"
              columns="range (m), azimuth (deg), RCS (dBsm)"
              value={radarText}
              onChange={setRadarText}
              example={RADAR_EXAMPLE}
              errors={radarTable.errors}
              rows={radarTable.rows.length}
            />
            <CsvInput
              label="Lidar reflectors"
              columns="x, y, z (m), lidar frame"
              value={lidarText}
              onChange={setLidarText}
              example={LIDAR_EXAMPLE}
              errors={lidarTable.errors}
              rows={lidarTable.rows.length}
            />
          </Box>
          <Stack
            direction="row"
            spacing={1.5}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
          >
            {setting(
              'minRcs',
              'Min RCS (dBsm)',
              `${kept.points.length} of ${radarTable.rows.length} kept`,
            )}
            {setting('gate', 'Match gate (m)', 'farthest pair')}
            {setting('x', 'Guess x (m)', 'radar in lidar')}
            {setting('y', 'Guess y (m)', 'radar in lidar')}
            {setting('yawDeg', 'Guess yaw (°)', 'radar in lidar')}
            <FormControlLabel
              control={
                <Switch
                  checked={azimuthLeft}
                  onChange={(event) => setAzimuthLeft(event.target.checked)}
                />
              }
              label="Azimuth positive to the left"
              title="REP 103: counter-clockwise from the radar's x forward. Turn off if the radar counts to the right."
            />
          </Stack>
        </Stack>
      </Section>
      <Section
        dense
        title="Radar result"
        action={
          <Button
            variant="contained"
            disabled={!!fitBlocked || fitting}
            onClick={() => void fit()}
            title={fitBlocked ?? undefined}
          >
            {fitting ? 'Fitting…' : 'Match and fit'}
          </Button>
        }
        data={{
          'data-state': fitting
            ? 'solving'
            : !shown
              ? 'none'
              : shown.origin === 'saved'
                ? 'saved'
                : stale
                  ? 'stale'
                  : 'current',
          'data-rms': shown ? shown.fit.rms.toFixed(5) : undefined,
          // The residuals are one a match: a saved fit keeps them, not the matches.
          'data-matched': shown ? shown.fit.residuals.length : undefined,
        }}
      >
        {problem && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {problem}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            {kept.points.length + lidar.length > 0 ? (
              <RadarPlot
                radar={kept.points}
                lidar={lidar}
                pose={plotPose}
                matches={shown && !stale ? shown.fit.matches : []}
                fitted={!!shown && !stale && shown.origin === 'computed'}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {fitBlocked}
              </Typography>
            )}
          </Box>
          {shown && pose && (
            <Stack spacing={1.5} sx={{ minWidth: 0 }}>
              {shown.savedLabel && <Alert severity="info">{shown.savedLabel}</Alert>}
              {stale && (
                <Alert severity="warning">
                  The inputs changed since this fit: Match and fit again.
                </Alert>
              )}
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} aria-label="Fit RMS">
                {(shown.fit.rms * 100).toFixed(1)} cm
              </Typography>
              <Typography variant="body2" color="text.secondary">
                RMS distance between each lidar reflector and its radar detection after the fit,
                over {shown.fit.residuals.length} matched reflectors.
              </Typography>
              {shown.origin === 'computed' && (
                <Table
                  size="small"
                  aria-label="Residual per reflector"
                  sx={{ '& td': { fontVariantNumeric: 'tabular-nums' } }}
                >
                  <TableHead>
                    <TableRow>
                      <TableCell>Lidar reflector</TableCell>
                      <TableCell>Radar detection (line)</TableCell>
                      <TableCell>Residual</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {shown.fit.matches.map((match, k) => (
                      <TableRow
                        key={`${match.radar}-${match.lidar}`}
                        data-residual={shown.fit.residuals[k]!.toFixed(4)}
                      >
                        <TableCell>L{match.lidar + 1}</TableCell>
                        <TableCell>{(kept.rows[match.radar] ?? 0) + 1}</TableCell>
                        <TableCell>{(shown.fit.residuals[k]! * 100).toFixed(1)} cm</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
              {shown.origin === 'computed' &&
                !stale &&
                (lidar.length > matchedLidar.size || kept.points.length > matchedRadar.size) && (
                  <Typography variant="caption" color="text.secondary">
                    Not matched: {lidar.length - matchedLidar.size} lidar reflector(s),{' '}
                    {kept.points.length - matchedRadar.size} radar detection(s) (clutter, or beyond
                    the gate).
                  </Typography>
                )}
              <Alert severity="info" icon={false}>
                {RADAR_FIT_NOTE}
              </Alert>
              <Stack
                direction="row"
                spacing={1.5}
                useFlexGap
                role="group"
                aria-label="Radar mounting"
                sx={{ flexWrap: 'wrap' }}
              >
                {mountField('z', 'z (m)')}
                {mountField('rollDeg', 'roll (°)')}
                {mountField('pitchDeg', 'pitch (°)')}
              </Stack>
              <PoseExport
                parent={parent}
                child={child}
                onFramesChange={setFrames}
                direction={
                  <>
                    The pose of {child} in {parent}: p_{parent} = R · p_{child} + t, so x, y is
                    where the radar sits in the {parent} frame and yaw how it is turned there
                    (counter-clockwise from {parent}’s x); z, roll and pitch are the mounting’s.
                  </>
                }
                pose={pose}
                valid={framesValid && mountValid}
              />
              <SaveBar sensor={sensor} blocked={saveBlocked} onSave={save} />
            </Stack>
          )}
        </Box>
      </Section>
    </Stack>
  );
}
