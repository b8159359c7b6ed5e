import { Alert, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Section } from '../../../shell/Section';
import { BoardForm } from '../shared/BoardForm';
import { ProgressLine } from '../shared/ProgressLine';
import { CaptureBar } from './CaptureBar';
import { CapturePanes } from './CapturePanes';
import { SampleSceneNote } from './SampleSceneNote';
import type { Mode } from './lidar-rules';
import type { LidarTabModel } from './use-lidar-tab';

/** "Image and point cloud": the method, the captures, the board target's form, the panes. */
export function CapturesSection({ tab, projectId }: { tab: LidarTabModel; projectId: number }) {
  const { state, capture, mode } = tab;
  return (
    <Section
      dense
      title="Image and point cloud"
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
          aria-label="Method"
        >
          <ToggleButton value="target">Board target</ToggleButton>
          <ToggleButton value="manual">Pick pairs</ToggleButton>
        </ToggleButtonGroup>
      }
    >
      <Stack spacing={1.5}>
        <CaptureBar tab={tab} projectId={projectId} />
        {mode === 'target' && (
          <BoardForm value={tab.board} onChange={(draft) => tab.changeBoard(draft)}>
            <TextField
              label="White border (squares)"
              value={tab.border}
              onChange={(event) => tab.changeBoard(tab.board, event.target.value)}
              error={!tab.borderValid}
              helperText={tab.borderValid ? 'beyond the outer squares' : '0 to 5 squares.'}
              size="small"
              sx={{ width: 170 }}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </BoardForm>
        )}
        {tab.sampleLoading && (
          <ProgressLine progress={tab.sampleLoading} label="Drawing the sample scene" />
        )}
        {tab.sample && <SampleSceneNote link={tab.sample} />}
        {tab.loading && <ProgressLine progress={tab.loading} label="Reading the point cloud" />}
        {tab.sizeMismatch && <Alert severity="warning">{tab.sizeMismatch}</Alert>}
        <CapturePanes tab={tab} />
      </Stack>
    </Section>
  );
}
