import { Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { memo, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPointCloudView } from '../../../lib/three/LazyPointCloudView';
import type { PointCloudViewMode, ViewTrail } from '../../../lib/three/types';
import { type RecordAccess, usePosePath } from '../api';
import { Empty } from './RawPanel';
import type { MessageView, PlaybackMessage } from './protocol';
import {
  type PoseSample,
  addPose,
  boxesInView,
  frameAxes,
  pathSamples,
  trailOf,
} from './scene-frame';
import { parseNs } from './timeline';

const NO_POINTS = new Float32Array(0);

/**
 * The studio's one 3D view at the current time: the cloud of the panel's cloud topic, boxes of
 * its objects topic and, with a pose topic, the ego's trail and the TF frames it carries.
 */
function ScenePanelBody(props: {
  topics: string[];
  messages: ReadonlyMap<string, PlaybackMessage>;
  /** Whose record: the trail's positions are read from the server the same way. */
  access: RecordAccess;
  /** The record's first message time (ns): the server's path times count from it. */
  startNs: string;
  /** Told when a cloud is first drawn (the heavy panels wait for it: first-frame.ts). */
  onCloudDrawn?: () => void;
}) {
  const { t } = useTranslation('statistics');
  const found = props.topics.map((topic) => props.messages.get(topic));
  const of = (kind: MessageView['kind']) => found.find((each) => each?.view?.kind === kind);
  const pose = of('pose');
  const path = useServerPath(props.access, pose?.topic ?? null, props.startNs);
  if (props.topics.length === 0) return <Empty text={t('playback.noTopic')} />;
  return (
    <SceneView
      cloud={of('cloud')}
      objects={of('objects')}
      pose={pose}
      path={path}
      onCloudDrawn={props.onCloudDrawn}
    />
  );
}

/**
 * The pose topic's positions over the record as trail samples, once the server has answered;
 * null meanwhile, or when it cannot (the trail then grows from the poses played).
 */
function useServerPath(
  access: RecordAccess,
  topic: string | null,
  startNs: string,
): readonly PoseSample[] | null {
  const path = usePosePath(access, topic);
  return useMemo(
    () => (path.data ? pathSamples(path.data, BigInt(startNs)) : null),
    [path.data, startNs],
  );
}

/** The view of the panel's messages (props, so that what is derived from them is kept). */
function SceneView({
  cloud,
  objects,
  pose,
  path,
  onCloudDrawn,
}: {
  cloud: PlaybackMessage | undefined;
  objects: PlaybackMessage | undefined;
  pose: PlaybackMessage | undefined;
  path: readonly PoseSample[] | null;
  onCloudDrawn?: () => void;
}) {
  const { t } = useTranslation('statistics');
  const [view, setView] = useState<PointCloudViewMode>('orbit');
  const trail = usePoseTrail(pose, path);
  const boxes = useMemo(
    () => boxesInView(viewOf(objects, 'objects'), viewOf(pose, 'pose')),
    [objects, pose],
  );
  const axes = useMemo(() => frameAxes(viewOf(pose, 'pose')), [pose]);
  const cloudView = viewOf(cloud, 'cloud');
  // The bench's first-frame and seek figures (bench/playback.ts): a mark when a frame showing
  // a cloud not drawn before is drawn.
  const marked = useRef<PlaybackMessage | null>(null);
  const onFrame = (points: number) => {
    if (!cloud || points === 0 || marked.current === cloud) return;
    marked.current = cloud;
    onCloudDrawn?.();
    performance.mark('playback:frame-drawn', { detail: { timeNs: cloud.timeNs, points } });
  };
  const objectCount = viewOf(objects, 'objects')?.boxes.length;

  return (
    <Box sx={VIEW_SX} data-trail-length={trail ? trail.points.length / 3 : 0}>
      <Box sx={CANVAS_SX}>
        <LazyPointCloudView
          aria-label={t('playback.scene.label')}
          positions={cloudView?.positions ?? NO_POINTS}
          intensity={cloudView?.intensity}
          colorBy={cloudView?.intensity ? 'intensity' : 'height'}
          boxes={boxes}
          trail={trail}
          axes={axes}
          view={view}
          onFrame={onFrame}
        />
      </Box>
      <SceneCaption
        points={cloudView ? cloudView.points : null}
        objects={objectCount ?? null}
        view={view}
        setView={setView}
      />
    </Box>
  );
}

const VIEW_SX = { height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 } as const;
const CANVAS_SX = { flex: 1, minHeight: 0, position: 'relative' } as const;

/**
 * The counts under the view and its camera's toggle: rendered again when they change, not at
 * each pose (a pose moves the view many times a second; MUI's toggle buttons are costly).
 */
const SceneCaption = memo(function SceneCaption(props: {
  points: number | null;
  objects: number | null;
  view: PointCloudViewMode;
  setView(view: PointCloudViewMode): void;
}) {
  const { t } = useTranslation('statistics');
  const { setView } = props;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
      <Typography variant="caption" color="text.secondary" sx={{ flex: 1, minWidth: 0 }}>
        {props.points !== null
          ? t('playback.scene.points', { n: props.points })
          : t('playback.noMessageYet')}
        {props.objects !== null ? ` · ${t('playback.scene.boxes', { n: props.objects })}` : ''}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.view}
        onChange={(_, next: PointCloudViewMode | null) => next && setView(next)}
        aria-label={t('playback.scene.view')}
      >
        <ToggleButton value="orbit">{t('playback.scene.orbit')}</ToggleButton>
        <ToggleButton value="bev">{t('playback.scene.bev')}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
});

/** The message's view when it is of `kind`. */
function viewOf<K extends MessageView['kind']>(
  message: PlaybackMessage | undefined,
  kind: K,
): Extract<MessageView, { kind: K }> | null {
  return message?.view?.kind === kind ? (message.view as Extract<MessageView, { kind: K }>) : null;
}

/**
 * The ego's trail up to the current pose: from the server's path of the pose topic when it has
 * come (so a seek shows the last minute at once), else from the poses this panel has seen, one
 * more with each new pose message (set while rendering, React's way of following a prop).
 */
function usePoseTrail(
  message: PlaybackMessage | undefined,
  path: readonly PoseSample[] | null,
): ViewTrail | undefined {
  const [seen, setSeen] = useState<{ time: string | null; samples: readonly PoseSample[] }>({
    time: null,
    samples: [],
  });
  const pose = viewOf(message, 'pose');
  // With the server's path the poses played are not kept: a copy of up to MAX_SAMPLES at each
  // pose (50 a second playing) was garbage nobody drew.
  if (!path && message && pose && message.timeNs !== seen.time) {
    setSeen({
      time: message.timeNs,
      samples: addPose(seen.samples, parseNs(message.timeNs) ?? 0n, pose),
    });
  }
  return useMemo(() => {
    const current = viewOf(message, 'pose');
    if (!message || !current) return undefined;
    return { points: trailOf(path ?? seen.samples, parseNs(message.timeNs) ?? 0n, current) };
  }, [seen, path, message]);
}

/**
 * Rendered again only when its message (or its topics) change: its topics' messages come to it
 * alone (shown-messages.ts), and the section's own renders (play, pause, speed, another panel's
 * layout) bring it nothing new.
 */
export const ScenePanel = memo(ScenePanelBody);
