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
import { Trans, useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

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
  const { t } = useTranslation('calibration');
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
      {shown.savedLabel && <Alert severity="info">{serverText(shown.savedLabel)}</Alert>}
      {stale && <Alert severity="warning">{t('radar.result.stale')}</Alert>}
      <Typography
        variant="h5"
        component="p"
        sx={{ fontWeight: 700 }}
        aria-label={t('radar.result.rmsLabel')}
      >
        {(shown.fit.rms * 100).toFixed(1)} cm
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('radar.result.rms', { count: shown.fit.residuals.length })}
      </Typography>
      {shown.origin === 'computed' && (
        <Table
          size="small"
          aria-label={t('radar.result.residuals')}
          sx={{ '& td': { fontVariantNumeric: 'tabular-nums' } }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('radar.result.lidar')}</TableCell>
              <TableCell>{t('radar.result.radar')}</TableCell>
              <TableCell>{t('lidar.pairs.residual')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.fit.matches.map((match, k) => (
              <TableRow
                key={`${match.radar}-${match.lidar}`}
                data-residual={shown.fit.residuals[k]!.toFixed(4)}
              >
                <TableCell translate="no">L{match.lidar + 1}</TableCell>
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
            {t('radar.result.unmatched', {
              lidar: lidar.length - matchedLidar.size,
              radar: kept.points.length - matchedRadar.size,
            })}
          </Typography>
        )}
      <Alert severity="info" icon={false}>
        {serverText(RADAR_FIT_NOTE)}
      </Alert>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        role="group"
        aria-label={t('radar.result.mounting')}
        sx={{ flexWrap: 'wrap' }}
      >
        {mountField('z', 'z (m)')}
        {mountField('rollDeg', t('radar.result.roll'))}
        {mountField('pitchDeg', t('radar.result.pitch'))}
      </Stack>
      <PoseExport
        parent={parent}
        child={child}
        onFramesChange={tab.setFrames}
        direction={
          <Trans
            t={t}
            i18nKey="radar.result.direction"
            values={{ child, parent }}
            components={[
              <span translate="no" key="child" />,
              <span translate="no" key="parent" />,
              <span translate="no" key="code" />,
            ]}
          />
        }
        pose={pose}
        valid={tab.framesValid && tab.mountValid}
      />
      <SaveBar sensor={tab.sensor} blocked={tab.saveBlocked} onSave={tab.save} />
    </Stack>
  );
}
