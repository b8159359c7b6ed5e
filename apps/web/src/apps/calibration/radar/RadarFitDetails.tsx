import { RADAR_FIT_NOTE } from '@ads/calibration';
import {
  Alert,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { PoseExport } from '../shared/PoseExport';
import { SaveBar } from '../shared/SaveBar';
import { type MountingDraft, type ShownFit, mountValue } from './radar-rules';
import type { RadarTabModel } from './use-radar-tab';

/**
 * A fit shown: its RMS, each matched reflector's residual (a fit made here), what was not
 * matched, the mounting the fit leaves to the user, the pose to export, and Save.
 */
export function RadarFitDetails(props: {
  tab: RadarTabModel;
  shown: ShownFit;
  pose: NonNullable<RadarTabModel['pose']>;
}) {
  const { tab, shown, pose } = props;
  const { stale, parent, child, mounting } = tab;
  const { kept, lidar } = tab.inputs;
  const matchedRadar = new Set(shown.fit.matches.map((m) => m.radar));
  const matchedLidar = new Set(shown.fit.matches.map((m) => m.lidar));
  const mountField = (name: keyof MountingDraft, label: string) => (
    <TextField
      label={label}
      value={mounting[name]}
      onChange={(event) => tab.setMounting({ ...mounting, [name]: event.target.value })}
      error={mountValue(mounting, name) === null}
      size="small"
      sx={{ width: 120 }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      {shown.savedLabel && <Alert severity="info">{shown.savedLabel}</Alert>}
      {stale && (
        <Alert severity="warning">The inputs changed since this fit: Match and fit again.</Alert>
      )}
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} aria-label="Fit RMS">
        {(shown.fit.rms * 100).toFixed(1)} cm
      </Typography>
      <Typography variant="body2" color="text.secondary">
        RMS distance between each lidar reflector and its radar detection after the fit, over{' '}
        {shown.fit.residuals.length} matched reflectors.
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
            {kept.points.length - matchedRadar.size} radar detection(s) (clutter, or beyond the
            gate).
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
        onFramesChange={tab.setFrames}
        direction={
          <>
            The pose of {child} in {parent}: p_{parent} = R · p_{child} + t, so x, y is where the
            radar sits in the {parent} frame and yaw how it is turned there (counter-clockwise from{' '}
            {parent}’s x); z, roll and pitch are the mounting’s.
          </>
        }
        pose={pose}
        valid={tab.framesValid && tab.mountValid}
      />
      <SaveBar sensor={tab.sensor} blocked={tab.saveBlocked} onSave={tab.save} />
    </Stack>
  );
}
