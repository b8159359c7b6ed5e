import type { RecordDetail } from '@ads/contract';
import { Alert, Box, Typography } from '@mui/material';
import {
  type KeyboardEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isLoggedIn, useAuth } from '../../../lib/auth-store';
import { preloadPointCloudView } from '../../../lib/three/LazyPointCloudView';
import { useUserSetting } from '../../../lib/user-settings';
import { serverText } from '../../../lib/i18n';
import { Section } from '../../../shell/Section';
import { LoadingBlocks } from '../../../shell/StateViews';
import type { RecordAccess } from '../api';
import { useAfterFirstFrame } from './first-frame';
import {
  type PanelConfig,
  MAX_PANELS,
  addPanel,
  movePanel,
  newPanel,
  removePanel,
  topicsShown,
  updatePanel,
} from './layout';
import { isEditing, useTimeInUrl } from './page-time';
import { PanelBody, type PanelContext } from './PanelBody';
import { type PanelActions, PanelFrame } from './PanelFrame';
import type { PlaybackSummary } from './protocol';
import { useFirstShown } from './shown-messages';
import { LayoutBar } from './LayoutBar';
import { PlaybackActions } from './PlaybackActions';
import { Timeline } from './Timeline';
import { keyAction, linkedOffset, readTimeParam, secondsOf } from './timeline';
import { usePlayback } from './use-playback';
import { usePlaybackLayout } from './use-layout';
import { type PlaybackSource, usePlaybackSource } from './use-playback-source';
import type { PlaybackClientLike } from './client-types';

/** What the playback needs of a record: the owner's detail or a share's public part. */
export type PlaybackRecord = Pick<RecordDetail, 'topics' | 'route' | 'clock' | 'share_url'> & {
  /** The record's project, whose map goes under the route; absent on a share's page. */
  project?: RecordDetail['project'];
};

/**
 * The record's playback (issue 31, ADR 30): a timeline over its time and panels in the user's
 * layout, synchronised to it; the worker reads the record by range from its signed link (a
 * share's page: from the share's link).
 */
export function PlaybackSection({
  record,
  access,
}: {
  record: PlaybackRecord;
  access: RecordAccess;
}) {
  const { t } = useTranslation('statistics');
  const [search] = useSearchParams();
  const source = usePlaybackSource(access, record.share_url, linkedOffset(search));
  // The 3D view's code (three.js) loads while the record opens, not once it has: the first
  // frame then waits for the slower of the two, not for both in turn.
  const hasCloud = record.topics.some((topic) => /PointCloud/.test(topic.type));
  useEffect(() => {
    if (hasCloud) void preloadPointCloudView();
  }, [hasCloud]);
  // The account's saved layout is asked for now too: asked by the panels, it came after the
  // first answer, and a saved layout then replaced the default's panels (and their 3D view).
  useUserSetting('playback.layout');
  return (
    <Section title={t('playback.title')} data={{ 'data-playback': source.state }}>
      <PlaybackSourceView source={source} record={record} access={access} />
    </Section>
  );
}

function PlaybackSourceView({
  source,
  record,
  access,
}: {
  source: PlaybackSource;
  record: PlaybackRecord;
  access: RecordAccess;
}) {
  const { t } = useTranslation('statistics');
  if (source.state === 'opening') {
    return <LoadingBlocks count={1} height={120} />;
  }
  if (source.state === 'failed') {
    return (
      <Alert severity="warning">
        {t('playback.openFailed')} <span translate="no">{serverText(source.message)}</span>
      </Alert>
    );
  }
  return (
    <PlaybackBody
      record={record}
      access={access}
      client={source.client}
      summary={source.summary}
      url={source.url}
      expiresAt={source.expiresAt}
    />
  );
}

function PlaybackBody(props: {
  record: PlaybackRecord;
  access: RecordAccess;
  client: PlaybackClientLike;
  summary: PlaybackSummary;
  url: string;
  expiresAt: string | null;
}) {
  const { t } = useTranslation('statistics');
  const { record, access, client, summary } = props;
  // A visitor of a share link changes the layout for this visit only; an account keeps its own.
  const keep = useAuth(isLoggedIn);
  const [search, setSearch] = useSearchParams();
  const indexed = useMemo(
    () =>
      record.topics.map((topic) => ({ name: topic.name, type: topic.type, fields: topic.fields })),
    [record.topics],
  );
  const { layout, change, reset, own, reading } = usePlaybackLayout(
    summary.topics,
    indexed,
    record.route.length > 0,
    keep,
  );
  // The panels' headers change the layout through actions that stay the same object, so a
  // header (memo) renders again only when its panel does, not at every frame of play.
  const current = useRef({ layout, change, reset });
  useLayoutEffect(() => {
    current.current = { layout, change, reset };
  });
  const resetLayout = useCallback(() => current.current.reset(), []);
  const panelActions = useMemo<PanelActions>(
    () => ({
      change: (id, patch) => current.current.change(updatePanel(current.current.layout, id, patch)),
      move: (id, by) => current.current.change(movePanel(current.current.layout, id, by)),
      remove: (id) => current.current.change(removePanel(current.current.layout, id)),
    }),
    [],
  );
  const onAdd = useCallback(
    (kind: PanelConfig['kind']) =>
      current.current.change(
        addPanel(current.current.layout, newPanel(kind, summary.topics, indexed)),
      ),
    [summary.topics, indexed],
  );
  const recordTopics = useMemo(() => record.topics.map((topic) => topic.name), [record.topics]);
  const topics = useMemo(() => topicsShown(layout, recordTopics), [layout, recordTopics]);
  const [initialOffset] = useState(() => readTimeParam(search, durationOf(summary)) ?? 0n);
  const playback = usePlayback({
    client,
    startNs: summary.startNs,
    endNs: summary.endNs,
    topics,
    initialOffset,
  });
  const { time, shown } = playback;
  useTimeInUrl(time, playback.playing, setSearch);
  // The first answer's cloud for a 3D panel: the heavy panels wait until it is drawn.
  const first = useFirstShown(shown);
  const cloudToDraw = layout.panels.some(
    (panel) =>
      panel.kind === '3d' &&
      panel.topics.some((topic) => first?.get(topic)?.view?.kind === 'cloud'),
  );
  const { ready: heavyPanels, onCloudDrawn } = useAfterFirstFrame(first !== null, cloudToDraw);
  // The section's element carries the time shown and the answers shown for tests and tools
  // (`data-offset-ns`, `data-answered`), set as they change without rendering the section.
  const sectionRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const show = () => sectionRef.current?.setAttribute('data-offset-ns', time.get().toString());
    show();
    return time.subscribe(show);
  }, [time]);
  useLayoutEffect(() => {
    const show = () => sectionRef.current?.setAttribute('data-answered', String(shown.answers()));
    show();
    return shown.subscribe(show);
  }, [shown]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isEditing(event.target, event.key)) {
      return;
    }
    const action = keyAction(event, time.get(), playback.duration);
    if (!action) return;
    event.preventDefault();
    if ('toggle' in action) {
      if (playback.playing) playback.pause();
      else playback.play();
    } else playback.seek(action.seek);
  };

  const fieldPaths = useMemo(
    () => record.topics.flatMap((topic) => topic.fields.map((field) => `${topic.name}.${field}`)),
    [record.topics],
  );
  const topicNames = recordTopics;
  const durationS = secondsOf(playback.duration);
  const { seek } = playback;
  const onPlotSeek = useCallback(
    (at: number) => seek(BigInt(Math.round(Math.max(0, at) * 1e6)) * 1000n),
    [seek],
  );
  const actions = useMemo(
    () => (
      <PlaybackActions
        record={record}
        access={access}
        time={time}
        signedUrl={props.url}
        expiresAt={props.expiresAt}
      />
    ),
    [record, access, time, props.url, props.expiresAt],
  );
  const timeline = useMemo(
    () => ({
      time,
      duration: playback.duration,
      playing: playback.playing,
      speed: playback.speed,
      seek,
      play: playback.play,
      pause: playback.pause,
      setSpeed: playback.setSpeed,
    }),
    [
      time,
      playback.duration,
      playback.playing,
      playback.speed,
      seek,
      playback.play,
      playback.pause,
      playback.setSpeed,
    ],
  );

  const panelContext: PanelContext = {
    shown,
    time,
    access,
    route: record.route,
    lanesOf: access.kind === 'own' && record.project ? access.id : null,
    startNs: summary.startNs,
    topicNames,
    durationS,
    started: heavyPanels,
    onCloudDrawn,
    onPlotSeek,
  };

  return (
    <Box ref={sectionRef} onKeyDown={onKeyDown} data-testid="playback">
      <Timeline
        playback={timeline}
        startNs={summary.startNs}
        clock={record.clock}
        actions={actions}
      />
      {playback.error && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('playback.readFailed')} <span translate="no">{playback.error}</span>
        </Alert>
      )}
      <LayoutBar
        keep={keep}
        reading={reading}
        own={own}
        reset={resetLayout}
        full={layout.panels.length >= MAX_PANELS}
        onAdd={onAdd}
      />
      {layout.panels.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('playback.noPanels')}
        </Typography>
      ) : (
        <Box sx={PANELS_SX}>
          {layout.panels.map((panel, index) => (
            <PanelFrame
              key={panel.id}
              panel={panel}
              topics={summary.topics}
              fieldPaths={fieldPaths}
              first={index === 0}
              last={index === layout.panels.length - 1}
              actions={panelActions}
              started={heavyPanels}
            >
              <PanelBody panel={panel} context={panelContext} />
            </PanelFrame>
          ))}
        </Box>
      )}
    </Box>
  );
}

const PANELS_SX = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 440px), 1fr))',
} as const;

const durationOf = (summary: PlaybackSummary) => BigInt(summary.endNs) - BigInt(summary.startNs);
