import type { CameraIntrinsics } from '@ads/calibration';
import {
  Alert,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ProgressLine } from '../shared/ProgressLine';
import type { Straightness } from './straightness';
import { UndistortCompare } from './UndistortCompare';
import { useUndistorted } from './use-undistorted';
import type { View } from './views-state';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

const bend = (measure: Straightness | null) => (measure ? `${measure.max.toFixed(2)} px` : '—');

/**
 * A chosen view undistorted with the result, beside the original or under a slider, with the
 * straight-line check: the board's rows and columns, straight on the board, should be straight
 * in the undistorted image; how far their corners bend from a line is measured before and after.
 */
export function UndistortPreview(props: {
  views: View[];
  intrinsics: CameraIntrinsics;
  cols: number;
  rows: number;
  /** A ChArUco board: each view's corners are those its ids say. */
  charuco: boolean;
}) {
  const { views, intrinsics, cols, rows, charuco } = props;
  const { t } = useTranslation('calibration');
  const [chosen, setChosen] = useState<string>('');
  const [mode, setMode] = useState<'side' | 'slider'>('slider');
  const [split, setSplit] = useState(50);
  const view = views.find((candidate) => candidate.id === chosen) ?? views[0];
  const ids = charuco ? view?.ids : undefined;
  const { ready, progress, problem } = useUndistorted(view, intrinsics, { cols, rows, ids });

  if (!view) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('undistort.needsView')}
      </Typography>
    );
  }
  return (
    <Stack
      spacing={1.5}
      data-state={problem ? 'failed' : ready ? 'ready' : 'working'}
      data-bend-before={ready?.before?.max.toFixed(3)}
      data-bend-after={ready?.after?.max.toFixed(3)}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 200, flex: 1 }}>
          <InputLabel id="undistort-view">{t('undistort.image')}</InputLabel>
          <Select
            labelId="undistort-view"
            label={t('undistort.image')}
            value={view.id}
            onChange={(event) => setChosen(event.target.value)}
          >
            {views.map((candidate) => (
              <MenuItem key={candidate.id} value={candidate.id}>
                <span translate="no">{candidate.name}</span>
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_event, next: 'side' | 'slider' | null) => next && setMode(next)}
          aria-label={t('undistort.comparison')}
        >
          <ToggleButton value="slider">{t('undistort.slider')}</ToggleButton>
          <ToggleButton value="side">{t('undistort.side')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {progress && <ProgressLine progress={progress} label={t('undistort.working')} />}
      {problem && <Alert severity="error">{serverText(problem)}</Alert>}
      {ready && (
        <>
          <UndistortCompare
            view={view}
            ready={ready}
            mode={mode}
            split={split}
            onSplit={setSplit}
            grid={{ cols, rows, ids }}
          />
          <Alert
            severity={ready.after && ready.after.max < 1 ? 'success' : 'warning'}
            data-check="straight-lines"
          >
            {t(ready.after ? 'undistort.checkRms' : 'undistort.check', {
              before: bend(ready.before),
              after: bend(ready.after),
              rms: ready.after?.rms.toFixed(2),
            })}{' '}
            {t(ready.after && ready.after.max < 1 ? 'undistort.straight' : 'undistort.bent')}
          </Alert>
        </>
      )}
    </Stack>
  );
}
