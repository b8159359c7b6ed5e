import { Alert, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Section } from '../../../shell/Section';
import { BoardForm } from '../shared/BoardForm';
import { ProgressLine } from '../shared/ProgressLine';
import { CaptureBar } from './CaptureBar';
import { CapturePanes } from './CapturePanes';
import { SampleSceneNote } from './SampleSceneNote';
import type { Mode } from './lidar-rules';
import type { LidarTabModel } from './use-lidar-tab';
import { useTranslation } from 'react-i18next';
import { serverText } from '../../../lib/i18n';

/** "Image and point cloud": the method, the captures, the board target's form, the panes. */
export function CapturesSection({ tab, projectId }: { tab: LidarTabModel; projectId: number }) {
  const { state, capture, mode } = tab;
  const { t } = useTranslation('calibration');
  return (
    <Section
      dense
      title={t('lidar.captures.title')}
      data={{
        'data-captures': state.captures.length,
        'data-mode': mode,
        'data-image-board': capture.imageBoard?.status ?? 'none',
        'data-cloud-board': capture.cloudBoard?.status ?? 'none',
      }}
      action={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_event, next: Mode | null) => next && tab.changeMode(next)}
          aria-label={t('lidar.captures.method')}
        >
          <ToggleButton value="target">{t('lidar.captures.target')}</ToggleButton>
          <ToggleButton value="manual">{t('lidar.captures.manual')}</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      <Stack spacing={1.5}>
        <CaptureBar tab={tab} projectId={projectId} />
        {mode === 'target' && (
          <BoardForm value={tab.board} onChange={(draft) => tab.changeBoard(draft)}>
            <TextField
              label={t('lidar.captures.border')}
              value={tab.border}
              onChange={(event) => tab.changeBoard(tab.board, event.target.value)}
              error={!tab.borderValid}
              helperText={t(
                tab.borderValid ? 'lidar.captures.borderHelp' : 'lidar.captures.borderProblem',
              )}
              size="small"
              sx={{ width: 170 }}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </BoardForm>
        )}
        {tab.sampleLoading && (
          <ProgressLine progress={tab.sampleLoading} label={t('lidar.captures.drawingSample')} />
        )}
        {tab.sample && <SampleSceneNote link={tab.sample} />}
        {tab.loading && <ProgressLine progress={tab.loading} label={t('lidar.captures.reading')} />}
        {tab.sizeMismatch && <Alert severity="warning">{serverText(tab.sizeMismatch)}</Alert>}
        <CapturePanes tab={tab} />
      </Stack>
    </Section>
  );
}
