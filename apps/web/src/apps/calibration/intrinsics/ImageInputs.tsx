import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import VideoIcon from '@mui/icons-material/VideoFileOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { ProgressLine } from '../shared/ProgressLine';
import type { Progress } from '../worker/protocol';
import { takeFrames } from './video-frames';

const isVideo = (file: File) =>
  file.type.startsWith('video/') || /\.(mp4|webm|mov|mkv|m4v)$/i.test(file.name);
const isImage = (file: File) =>
  file.type.startsWith('image/') || /\.(png|jpe?g|bmp|webp)$/i.test(file.name);

/**
 * Where images come in: a file picker (several at once), a video (a frame every N seconds),
 * or files dropped on the area. Everything stays on this machine.
 */
export function ImageInputs(props: {
  onImages: (files: File[]) => void;
  children: ReactNode;
  /** Shown in the drop area when there is nothing yet. */
  empty: boolean;
  /** More ways in, on a row of their own under the buttons (the samples). */
  extra?: ReactNode;
}) {
  const images = useRef<HTMLInputElement>(null);
  const videos = useRef<HTMLInputElement>(null);
  const [video, setVideo] = useState<File | null>(null);
  const [every, setEvery] = useState('1');
  const [taking, setTaking] = useState<Progress | null>(null);
  const [dragging, setDragging] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const { t } = useTranslation(['calibration', 'common']);
  const seconds = Number(every);
  const everyValid = Number.isFinite(seconds) && seconds >= 0.1 && seconds <= 60;

  const take = async () => {
    if (!video || !everyValid) return;
    const controller = new AbortController();
    abort.current = controller;
    setTaking({ stage: t('video.taking'), done: 0, total: 1 });
    try {
      const taken = await takeFrames(
        video,
        seconds,
        (frame, index, total) => {
          props.onImages([frame]);
          setTaking({ stage: t('video.taking'), done: index + 1, total });
        },
        controller.signal,
      );
      notify(t('video.taken', { count: taken, name: video.name }), 'success');
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setTaking(null);
      setVideo(null);
      abort.current = null;
    }
  };

  const addFiles = (list: FileList | null) => {
    const files = [...(list ?? [])];
    const videoFile = files.find(isVideo);
    const imageFiles = files.filter(isImage);
    const others = files.filter((file) => !isVideo(file) && !isImage(file));
    if (imageFiles.length) props.onImages(imageFiles);
    if (videoFile) setVideo(videoFile);
    if (others.length) {
      notify(t('video.notMedia', { names: others.map((f) => f.name).join(', ') }), 'warning');
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    addFiles(event.dataTransfer.files);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-dragging={String(dragging)}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 1.5,
        bgcolor: dragging ? 'action.hover' : 'transparent',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
          mb: props.extra ? 0.5 : props.empty ? 0 : 1.5,
        }}
      >
        <Button
          variant="contained"
          startIcon={<AddPhotoIcon />}
          onClick={() => images.current?.click()}
        >
          {t('images.add')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<VideoIcon />}
          onClick={() => videos.current?.click()}
        >
          {t('video.button')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('images.drop')}
        </Typography>
      </Box>
      {props.extra && (
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
            alignItems: 'center',
            mb: props.empty ? 0 : 1.5,
          }}
        >
          {props.extra}
        </Box>
      )}
      <input
        ref={images}
        type="file"
        hidden
        multiple
        accept="image/png,image/jpeg,image/bmp,image/webp"
        aria-label={t('images.files')}
        onChange={(event) => {
          addFiles(event.target.files);
          event.target.value = '';
        }}
      />
      <input
        ref={videos}
        type="file"
        hidden
        accept="video/*"
        aria-label={t('video.file')}
        onChange={(event) => {
          addFiles(event.target.files);
          event.target.value = '';
        }}
      />
      {props.children}
      <Dialog
        open={!!video}
        onClose={() => (taking ? abort.current?.abort() : setVideo(null))}
        aria-labelledby="video-frames-title"
      >
        <DialogTitle id="video-frames-title">
          <Trans
            t={t}
            i18nKey="video.title"
            values={{ name: video?.name ?? '' }}
            components={[<span translate="no" key="name" />]}
          />
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('video.how')}
          </Typography>
          <TextField
            label={t('video.every')}
            value={every}
            onChange={(event) => setEvery(event.target.value)}
            error={!everyValid}
            helperText={everyValid ? t('video.everyHelp') : t('video.everyProblem')}
            size="small"
            disabled={!!taking}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          {taking && <ProgressLine progress={taking} label={t('video.takingLabel')} />}
        </DialogContent>
        <DialogActions>
          {taking ? (
            <Button onClick={() => abort.current?.abort()}>{t('video.stop')}</Button>
          ) : (
            <>
              <Button onClick={() => setVideo(null)}>{t('common:actions.cancel')}</Button>
              <Button variant="contained" disabled={!everyValid} onClick={() => void take()}>
                {t('video.take')}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </Box>
  );
}
