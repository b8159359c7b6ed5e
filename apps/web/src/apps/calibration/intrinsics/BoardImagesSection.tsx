import type { DistortionModel } from '@ads/calibration';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import {
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { Section } from '../../../shell/Section';
import { BoardForm } from '../shared/BoardForm';
import { ProgressLine } from '../shared/ProgressLine';
import { ImageInputs } from './ImageInputs';
import { SampleButtons, SampleNote } from './SampleControls';
import type { IntrinsicsTabModel } from './use-intrinsics-tab';
import { ViewGallery } from './ViewGallery';

/** What to photograph, before the first image. */
function NoViews({ charuco }: { charuco: boolean }) {
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2, color: 'text.secondary' }}>
      <PhotoCameraIcon color="primary" sx={{ fontSize: 40 }} />
      <Typography variant="h6" component="p" color="text.primary" sx={{ fontWeight: 600 }}>
        Add 10–30 images of the {charuco ? 'ChArUco board' : 'chessboard'}
      </Typography>
      <Typography variant="body2" sx={{ maxWidth: 560, mx: 'auto' }}>
        {charuco
          ? 'Print a board (Board to print), measure one square and one marker and set them, its squares and its dictionary above.'
          : 'Print a board (Board to print), measure one square and set its size and inner corners above.'}{' '}
        Then photograph it, or film it, from one camera at one resolution: near and far, tilted
        left, right, up and down, and in every part of the picture, the corners especially.
        {charuco && ' Part of the board is enough: the markers tell which corners were seen.'} Each
        image is searched here as it is added. To see how it goes first, load a sample: twelve
        pictures drawn through a known camera.
      </Typography>
    </Box>
  );
}

/** The board's and the lens's settings. */
function BoardSettings({ tab }: { tab: IntrinsicsTabModel }) {
  return (
    <BoardForm value={tab.board} onChange={tab.changeBoard} charuco>
      <FormControl size="small" sx={{ minWidth: 190 }}>
        <InputLabel id="intrinsics-model">Lens model</InputLabel>
        <Select
          labelId="intrinsics-model"
          label="Lens model"
          value={tab.model}
          onChange={(event) => tab.setModel(event.target.value as DistortionModel)}
        >
          <MenuItem value="plumb_bob">Pinhole (plumb_bob)</MenuItem>
          <MenuItem value="equidistant">Fisheye (equidistant)</MenuItem>
        </Select>
      </FormControl>
      {tab.model === 'plumb_bob' && (
        <FormControlLabel
          control={
            <Checkbox
              checked={tab.fixK3}
              onChange={(event) => tab.setFixK3(event.target.checked)}
            />
          }
          label="Fix k3 at 0"
          title="For lenses with little distortion: k3 then cannot soak up noise."
        />
      )}
    </BoardForm>
  );
}

/** "Board and images": the board, the images (or a video's frames) and each one's detection. */
export function BoardImagesSection({ tab }: { tab: IntrinsicsTabModel }) {
  const { state, pending, found } = tab;
  return (
    <Section
      dense
      title="Board and images"
      data={{
        'data-views': state.views.length,
        'data-found': found.length,
        'data-detecting': pending,
      }}
    >
      <Stack spacing={2}>
        <BoardSettings tab={tab} />
        <ImageInputs
          onImages={tab.addImages}
          empty={state.views.length === 0 && !tab.sampleLoading}
          extra={
            <SampleButtons
              onLoad={(kind) => void tab.loadSample(kind)}
              busy={!!tab.sampleLoading}
            />
          }
        >
          {tab.sampleLoading && (
            <ProgressLine label="Drawing the sample" progress={tab.sampleLoading} />
          )}
          {tab.sample && (
            <SampleNote
              kind={tab.sample.kind}
              camera={tab.sample.camera}
              views={state.views.length}
            />
          )}
          {state.views.length === 0 ? (
            <NoViews charuco={tab.charuco} />
          ) : (
            <>
              {pending > 0 && (
                <ProgressLine
                  label="Searching the images for the board"
                  progress={{
                    stage: 'Finding the board’s corners:',
                    done: state.views.length - pending,
                    total: state.views.length,
                  }}
                />
              )}
              <Box
                component="section"
                aria-label="Views"
                data-views={state.views.length}
                data-found={found.length}
              >
                <ViewGallery
                  views={state.views}
                  cols={tab.corners.cols}
                  rows={tab.corners.rows}
                  charuco={tab.charuco}
                  rmsOf={tab.rmsOf}
                  onToggle={tab.toggleView}
                  onRemove={(id) => tab.dispatch({ type: 'remove', id })}
                />
              </Box>
              <Button size="small" onClick={tab.clearViews} sx={{ mt: 1 }}>
                Remove all images
              </Button>
            </>
          )}
        </ImageInputs>
      </Stack>
    </Section>
  );
}
