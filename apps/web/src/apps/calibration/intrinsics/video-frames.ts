/*
 * Frames of a video of the board, taken in the browser: the video plays in a <video> element
 * that is never shown, is sought to each time, and each frame is drawn on a canvas and kept as
 * a lossless PNG (JPEG's blocks would move the corners). The frames then go through the same
 * detection as photos.
 */

/** At most this many frames from one video: more only repeat poses. */
export const MAX_VIDEO_FRAMES = 120;

/** The times to take frames at: every `every` seconds from the start, within the video. */
export function frameTimes(duration: number, every: number, max = MAX_VIDEO_FRAMES): number[] {
  if (!(duration > 0) || !(every > 0)) return [];
  const times: number[] = [];
  // A frame exactly at the end often does not decode: stop just short of it.
  for (let t = 0; t < duration - 0.01 && times.length < max; t += every) {
    times.push(Math.round(t * 1000) / 1000);
  }
  return times;
}

/** A frame's file name: the video's name and the time, e.g. `board_012.5s.png`. */
export function frameName(video: string, time: number): string {
  const base = video.replace(/\.[^.]+$/, '') || 'video';
  return `${base}_${time.toFixed(1).padStart(5, '0')}s.png`;
}

function once(target: EventTarget, ok: string, timeoutMs = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error('The video stopped answering; try another file or format (MP4, WebM).'));
    }, timeoutMs);
    const done = () => {
      cleanup();
      resolve();
    };
    const failed = () => {
      cleanup();
      reject(new Error('This browser cannot play the video; try MP4 (H.264) or WebM.'));
    };
    const cleanup = () => {
      clearTimeout(timer);
      target.removeEventListener(ok, done);
      target.removeEventListener('error', failed);
    };
    target.addEventListener(ok, done);
    target.addEventListener('error', failed);
  });
}

/**
 * Takes a frame every `every` seconds; `onFrame` hears each as it is made (so the page can
 * show and search it at once). Stops early when `signal` aborts.
 */
export async function takeFrames(
  file: File,
  every: number,
  onFrame: (frame: File, index: number, total: number) => void,
  signal?: AbortSignal,
): Promise<number> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  try {
    const loaded = once(video, 'loadeddata');
    video.src = url;
    await loaded;
    if (!Number.isFinite(video.duration)) {
      // Recordings made in a browser (MediaRecorder's WebM) state no length until the player
      // has been to their end: send it there once.
      const known = once(video, 'durationchange');
      video.currentTime = 1e9;
      await known;
    }
    const times = frameTimes(video.duration, every);
    if (times.length === 0) throw new Error('The video has no length this browser can read.');
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw video frames.');
    let taken = 0;
    for (const [index, time] of times.entries()) {
      if (signal?.aborted) break;
      const sought = once(video, 'seeked');
      video.currentTime = time;
      await sought;
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('This browser could not keep a video frame.');
      onFrame(
        new File([blob], frameName(file.name, time), { type: 'image/png' }),
        index,
        times.length,
      );
      taken += 1;
    }
    return taken;
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
