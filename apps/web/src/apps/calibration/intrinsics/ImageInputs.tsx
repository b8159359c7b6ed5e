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
  const seconds = Number(every);
  const everyValid = Number.isFinite(seconds) && seconds >= 0.1 && seconds <= 60;

  const take = async () => {
    if (!video || !everyValid) return;
    const controller = new AbortController();
    abort.current = controller;
    setTaking({ stage: 'Taking frames…', done: 0, total: 1 });
    try {
      const taken = await takeFrames(
        video,
        seconds,
        (frame, index, total) => {
          props.onImages([frame]);
          setTaking({ stage: 'Taking frames…', done: index + 1, total });
        },
        controller.signal,
      );
      notify(`${taken} frames taken from ${video.name}.`, 'success');
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
      notify(`${others.map((f) => f.name).join(', ')}: not an image or a video.`, 'warning');
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
          Add images
        </Button>
        <Button
          variant="outlined"
          startIcon={<VideoIcon />}
          onClick={() => videos.current?.click()}
        >
          Take frames from a video
        </Button>
        <Typography variant="body2" color="text.secondary">
          or drop them here. They stay on this computer.
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
        aria-label="Board images"
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
        aria-label="Board video"
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
        <DialogTitle id="video-frames-title">Frames from {video?.name}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Move the board slowly through the picture (near, far, tilted, into the corners) while
            filming. A frame is taken every so many seconds; blurred ones are simply not found.
          </Typography>
          <TextField
            label="A frame every (s)"
            value={every}
            onChange={(event) => setEvery(event.target.value)}
            error={!everyValid}
            helperText={
              everyValid ? 'e.g. 1 for a 30 s video: 30 frames' : 'Between 0.1 and 60 seconds.'
            }
            size="small"
            disabled={!!taking}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          {taking && <ProgressLine progress={taking} label="Taking frames" />}
        </DialogContent>
        <DialogActions>
          {taking ? (
            <Button onClick={() => abort.current?.abort()}>Stop here</Button>
          ) : (
            <>
              <Button onClick={() => setVideo(null)}>Cancel</Button>
              <Button variant="contained" disabled={!everyValid} onClick={() => void take()}>
                Take frames
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </Box>
  );
}
