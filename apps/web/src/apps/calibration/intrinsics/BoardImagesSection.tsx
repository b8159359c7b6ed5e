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
import { Trans, useTranslation } from 'react-i18next';
import { Section } from '../../../shell/Section';
import { BoardForm } from '../shared/BoardForm';
import { ProgressLine } from '../shared/ProgressLine';
import { ImageInputs } from './ImageInputs';
import { SampleButtons, SampleNote } from './SampleControls';
import type { IntrinsicsTabModel } from './use-intrinsics-tab';
import { ViewGallery } from './ViewGallery';

/** What to photograph, before the first image. */
function NoViews({ charuco }: { charuco: boolean }) {
  const { t } = useTranslation('calibration');
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2, color: 'text.secondary' }}>
      <PhotoCameraIcon color="primary" sx={{ fontSize: 40 }} />
      <Typography variant="h6" component="p" color="text.primary" sx={{ fontWeight: 600 }}>
        {t(charuco ? 'images.none.titleCharuco' : 'images.none.titleChessboard')}
      </Typography>
      <Typography variant="body2" sx={{ maxWidth: 560, mx: 'auto' }}>
        {t(charuco ? 'images.none.textCharuco' : 'images.none.textChessboard')}
      </Typography>
    </Box>
  );
}

/** The board's and the lens's settings. */
function BoardSettings({ tab }: { tab: IntrinsicsTabModel }) {
  const { t } = useTranslation('calibration');
  return (
    <BoardForm value={tab.board} onChange={tab.changeBoard} charuco>
      <FormControl size="small" sx={{ minWidth: 190 }}>
        <InputLabel id="intrinsics-model">{t('images.lensModel')}</InputLabel>
        <Select
          labelId="intrinsics-model"
          label={t('images.lensModel')}
          value={tab.model}
          onChange={(event) => tab.setModel(event.target.value as DistortionModel)}
        >
          <MenuItem value="plumb_bob">
            <Trans
              t={t}
              i18nKey="images.pinhole"
              components={[<span translate="no" key="code" />]}
            />
          </MenuItem>
          <MenuItem value="rational_polynomial">
            <Trans
              t={t}
              i18nKey="images.rational"
              components={[<span translate="no" key="code" />]}
            />
          </MenuItem>
          <MenuItem value="equidistant">
            <Trans
              t={t}
              i18nKey="images.fisheye"
              components={[<span translate="no" key="code" />]}
            />
          </MenuItem>
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
          label={t('images.fixK3')}
          title={t('images.fixK3Tip')}
        />
      )}
    </BoardForm>
  );
}

/** "Board and images": the board, the images (or a video's frames) and each one's detection. */
export function BoardImagesSection({ tab }: { tab: IntrinsicsTabModel }) {
  const { state, pending, found } = tab;
  const { t } = useTranslation('calibration');
  return (
    <Section
      dense
      title={t('images.title')}
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
            <ProgressLine label={t('images.drawingSample')} progress={tab.sampleLoading} />
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
                  label={t('images.searching')}
                  progress={{
                    stage: t('images.findingCorners'),
                    done: state.views.length - pending,
                    total: state.views.length,
                  }}
                />
              )}
              <Box
                component="section"
                aria-label={t('images.views')}
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
                {t('images.removeAll')}
              </Button>
            </>
          )}
        </ImageInputs>
      </Stack>
    </Section>
  );
}
