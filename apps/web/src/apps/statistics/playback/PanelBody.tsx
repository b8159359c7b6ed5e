import { Skeleton } from '@mui/material';
import type { RecordDetail } from '@ads/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordAccess } from '../api';
import { ImagePanel } from './ImagePanel';
import { type PanelConfig, panelTopics } from './layout';
import { MapPanel } from './MapPanel';
import { type PlaybackTime, useShownTime } from './playback-time';
import { PlotPanel } from './PlotPanel';
import { RawPanel } from './RawPanel';
import { ScenePanel } from './ScenePanel';
import { type ShownMessages, type ShownStore, useTopicMessages } from './shown-messages';
import { secondsOf } from './timeline';

/** What every panel of a record's playback is drawn from. */
export interface PanelContext {
  shown: ShownStore;
  time: PlaybackTime;
  access: RecordAccess;
  /** The record's route, for the map. */
  route: RecordDetail['route'];
  /** The project whose lanes the map draws under the route (the owner's page only). */
  lanesOf: number | null;
  startNs: string;
  topicNames: readonly string[];
  durationS: number;
  /** The first cloud is drawn: the map and the plot may start (first-frame.ts). */
  started: boolean;
  onCloudDrawn: () => void;
  onPlotSeek: (seconds: number) => void;
}

/**
 * One panel's content. Each panel renders for its own topics' messages (Shown) and, where it
 * shows the time, as the time moves (AtTime): not the section around it.
 */
export function PanelBody({ panel, context }: { panel: PanelConfig; context: PanelContext }) {
  const { t } = useTranslation('statistics');
  const { shown, time, access, startNs, topicNames, durationS, started } = context;
  const { onCloudDrawn, onPlotSeek } = context;
  const first = panel.topics[0];
  if (!started && (panel.kind === 'map' || panel.kind === 'plot')) {
    return <Skeleton variant="rounded" height="100%" aria-label={t('playback.panelStarting')} />;
  }
  switch (panel.kind) {
    case '3d':
      return (
        <Shown store={shown} topics={panel.topics}>
          {(messages) => (
            <ScenePanel
              topics={panel.topics}
              messages={messages}
              access={access}
              startNs={startNs}
              onCloudDrawn={onCloudDrawn}
            />
          )}
        </Shown>
      );
    case 'image':
      return (
        <Shown store={shown} topics={panel.topics}>
          {(messages) => (
            <ImagePanel topic={first} message={first ? messages.get(first) : undefined} />
          )}
        </Shown>
      );
    case 'raw':
      return (
        <Shown store={shown} topics={panel.topics}>
          {(messages) => (
            <RawPanel
              topic={first}
              message={first ? messages.get(first) : undefined}
              startNs={startNs}
            />
          )}
        </Shown>
      );
    case 'map':
      return (
        <Shown store={shown} topics={panel.topics}>
          {(messages) => (
            <AtTime time={time}>
              {(seconds) => (
                <MapPanel
                  route={context.route}
                  lanesOf={context.lanesOf}
                  message={first ? messages.get(first) : undefined}
                  seconds={seconds}
                />
              )}
            </AtTime>
          )}
        </Shown>
      );
    case 'plot':
      return (
        <Shown store={shown} topics={panelTopics(panel, topicNames)}>
          {(messages) => (
            <AtTime time={time}>
              {(seconds) => (
                <PlotPanel
                  access={access}
                  paths={panel.paths}
                  topicNames={topicNames}
                  messages={messages}
                  durationS={durationS}
                  seconds={seconds}
                  onSeek={onPlotSeek}
                />
              )}
            </AtTime>
          )}
        </Shown>
      );
  }
}

/** Its children with the messages of `topics`: renders when one of them changes. */
function Shown(props: {
  store: ShownStore;
  topics: readonly string[];
  children: (messages: ShownMessages) => ReactNode;
}) {
  return props.children(useTopicMessages(props.store, props.topics));
}

/** Its children at the time shown: renders as the time moves, not the section around it. */
function AtTime(props: { time: PlaybackTime; children: (seconds: number) => ReactNode }) {
  return props.children(secondsOf(useShownTime(props.time)));
}
