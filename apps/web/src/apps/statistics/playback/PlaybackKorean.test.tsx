import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { ALLOWED_LATIN, otherLanguageText } from '../../../lib/i18n/other-language';
import { renderInShell } from '../../../shell/topbar/test-utils';
import { defaultLayout } from './layout';
import { PanelFrame } from './PanelFrame';
import type { PlaybackMessage, PlaybackTopic } from './protocol';
import { RawPanel } from './RawPanel';
import { createPlaybackTime } from './playback-time';
import { createShownMessages } from './shown-messages';
import { Timeline } from './Timeline';
import type { Playback } from './use-playback';

// The playback read in Korean shows no English of its own; topics, fields and values are the
// record's and are marked translate="no".

beforeAll(async () => {
  await i18n.loadNamespaces('statistics');
  await i18n.changeLanguage('ko');
});
afterAll(() => i18n.changeLanguage('en'));
afterEach(cleanup);

const TOPICS: PlaybackTopic[] = [
  {
    topic: '/lidar/points',
    type: 'sensor_msgs/msg/PointCloud2',
    encoding: 'cdr',
    count: 60,
    kind: 'cloud',
    decodable: true,
  },
  {
    topic: '/camera/front/compressed',
    type: 'sensor_msgs/msg/CompressedImage',
    encoding: 'cdr',
    count: 60,
    kind: 'image',
    decodable: true,
  },
  {
    topic: '/vehicle/status',
    type: 'vehicle.Status',
    encoding: 'json',
    count: 300,
    kind: 'other',
    decodable: true,
  },
];

/** The timeline's state as the page's hook gives it, at 12.5 s of 30 s. */
const PLAYBACK = {
  start: 1_717_408_800_000_000_000n,
  duration: 30_000_000_000n,
  time: createPlaybackTime(12_500_000_000n),
  playing: false,
  speed: 1,
  shown: createShownMessages(),
  error: null,
  seek: () => {},
  play: () => {},
  pause: () => {},
  setSpeed: () => {},
} as Playback;

describe('the playback in Korean', { timeout: 30_000 }, () => {
  it('shows the timeline, the panels and a raw message without English', () => {
    const layout = defaultLayout(TOPICS, [{ name: '/vehicle/status', fields: ['velocity'] }], true);
    const message: PlaybackMessage = {
      topic: '/vehicle/status',
      timeNs: '1717408812500000000',
      message: { velocity: 4.5, gear: 'D', data: new Float32Array(20) },
    };
    renderInShell(
      <>
        <Timeline playback={PLAYBACK} startNs="1717408800000000000" clock="wall" />
        {layout.panels.map((panel, index) => (
          <PanelFrame
            key={panel.id}
            panel={panel}
            topics={TOPICS}
            fieldPaths={['/vehicle/status.velocity']}
            first={index === 0}
            last={index === layout.panels.length - 1}
            actions={{ change: () => {}, move: () => {}, remove: () => {} }}
            started
          >
            {panel.kind === 'raw' ? (
              <RawPanel topic="/vehicle/status" message={message} startNs="1717408800000000000" />
            ) : (
              <RawPanel topic={undefined} message={undefined} startNs="0" />
            )}
          </PanelFrame>
        ))}
      </>,
      '/statistics/record/7?view=playback',
    );
    expect(screen.getByText('12.500초 / 30.000초')).toBeInTheDocument();
    expect(screen.getByText('2024-06-03 10:00:12.500000000 UTC')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '재생 (스페이스 바)' })).toBeInTheDocument();
    screen.getByTestId('where').setAttribute('translate', 'no');
    expect(otherLanguageText({ language: 'ko', allowed: ALLOWED_LATIN })).toEqual([]);
  });
});
