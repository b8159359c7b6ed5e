import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Section } from '../../../shell/Section';
import { ProgressLine } from '../shared/ProgressLine';
import { SaveBar } from '../shared/SaveBar';
import { IntrinsicResults } from './IntrinsicResults';
import type { IntrinsicsTabModel } from './use-intrinsics-tab';

/** "Calibration result": Calibrate, the result with each view's error, the YAMLs and Save. */
export function IntrinsicResultSection({ tab }: { tab: IntrinsicsTabModel }) {
  const { shown, solving, computed, opened } = tab;
  return (
    <Section
      dense
      title="Calibration result"
      action={
        <Button
          variant="contained"
          disabled={!!tab.calibrateBlocked || !!solving}
          onClick={() => void tab.calibrate(tab.state)}
          title={tab.calibrateBlocked ?? undefined}
        >
          {solving ? 'Calibrating…' : computed ? 'Calibrate again' : 'Calibrate'}
        </Button>
      }
      data={{
        'data-state': tab.resultState,
        'data-rms': shown ? shown.rms.toFixed(4) : undefined,
        'data-views': shown ? shown.views.filter((view) => view.rms !== null).length : undefined,
        'data-fx': shown ? shown.K[0]!.toFixed(3) : undefined,
        'data-model': shown?.model,
      }}
    >
      {solving && <ProgressLine progress={solving} label="Calibrating" />}
      {tab.problem && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {tab.problem}
        </Alert>
      )}
      {!shown ? (
        <Typography variant="body2" color="text.secondary">
          {tab.calibrateBlocked ?? 'Ready: press Calibrate.'}
        </Typography>
      ) : (
        <Stack spacing={2}>
          <IntrinsicResults
            shown={shown}
            stale={tab.stale}
            busy={!!solving}
            onToggleView={tab.toggleView}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => tab.exportYaml('ros')}
            >
              camera_info YAML
            </Button>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => tab.exportYaml('opencv')}
            >
              OpenCV YAML
            </Button>
            {opened && (
              <Button onClick={() => tab.setOpened(null)}>
                {computed ? 'Back to this session’s result' : 'Close the saved result'}
              </Button>
            )}
          </Stack>
          <SaveBar sensor={tab.sensor} blocked={tab.saveBlocked} onSave={tab.save} />
        </Stack>
      )}
    </Section>
  );
}
