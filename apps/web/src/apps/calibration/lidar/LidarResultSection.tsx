import { Alert, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { Section } from '../../../shell/Section';
import { PoseExport } from '../shared/PoseExport';
import { ProgressLine } from '../shared/ProgressLine';
import { SaveBar } from '../shared/SaveBar';
import type { LidarTabModel } from './use-lidar-tab';

/** "Lidar–camera result": Solve, the transform's RMS and warnings, the overlay switch, the export and Save. */
export function LidarResultSection({ tab }: { tab: LidarTabModel }) {
  const { shown, exported, solving, stale } = tab;
  return (
    <Section
      dense
      title="Lidar–camera result"
      action={
        <Button
          variant="contained"
          disabled={!!tab.solveBlocked || !!solving}
          onClick={() => void tab.solve()}
          title={tab.solveBlocked ?? undefined}
        >
          {solving ? 'Solving…' : 'Solve'}
        </Button>
      }
      data={{
        'data-state': tab.resultState,
        'data-rms': shown ? shown.result.reprojection_rms.toFixed(4) : undefined,
        'data-pairs': shown?.result.residuals?.length,
        'data-ambiguous': shown ? String(shown.ambiguous) : undefined,
      }}
    >
      {solving && <ProgressLine progress={solving} label="Solving" />}
      {tab.problem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {tab.problem}
        </Alert>
      )}
      {!shown || !exported ? (
        <Typography variant="body2" color="text.secondary">
          {tab.solveBlocked ?? 'Ready: press Solve.'}
        </Typography>
      ) : (
        <Stack spacing={1.5}>
          {shown.savedLabel && <Alert severity="info">{shown.savedLabel}</Alert>}
          {stale && (
            <Alert severity="warning">
              The inputs changed since this solve: Solve again to update it.
            </Alert>
          )}
          {shown.ambiguous && (
            <Alert severity="warning">
              The board’s orientation is not settled by these captures (a board looks the same
              turned by 180°): add a capture with the board in another pose and Solve again.
            </Alert>
          )}
          <Typography
            variant="h5"
            component="p"
            sx={{ fontWeight: 700 }}
            aria-label="Reprojection RMS"
          >
            {shown.result.reprojection_rms.toFixed(2)} px
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Reprojection RMS
            {shown.result.residuals
              ? ` over ${shown.result.residuals.length} point–pixel pairs`
              : ''}
            : how far, on average, the solved transform puts each point from its pixel. Check the
            overlay too: the cloud’s edges should sit on the image’s.
          </Typography>
          <FormControlLabel
            control={
              <Switch
                checked={tab.showOverlay}
                onChange={(event) => tab.setShowOverlay(event.target.checked)}
              />
            }
            label="Show the cloud on the image"
          />
          <PoseExport
            parent={tab.parent}
            child={tab.child}
            onFramesChange={tab.setFrames}
            direction={exported.words}
            pose={exported.pose}
            valid={tab.framesValid}
          />
          <SaveBar sensor={tab.sensor} blocked={tab.saveBlocked} onSave={tab.save} />
        </Stack>
      )}
    </Section>
  );
}
