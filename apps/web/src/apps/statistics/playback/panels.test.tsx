import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { connectToRealApi, signInFresh } from '../../../test/real-api';
import { uploadRecord } from '../../../test/records';
import { speedAt } from '../../../../../../test-support/record-files';
import { createAppTheme } from '../../../theme';
import { ImagePanel } from './ImagePanel';
import { MapPanel } from './MapPanel';
import { PanelFrame } from './PanelFrame';
import { PlotPanel } from './PlotPanel';
import type { PlaybackMessage } from './protocol';
import { RawPanel } from './RawPanel';
import { ScenePanel } from './ScenePanel';

// Each panel drawn from the worker's messages (protocol.ts), as the page hands them over; the
// plot's curve from the real server's signal of a record it indexed.

connectToRealApi();

beforeAll(() => i18n.loadNamespaces('statistics'));
afterEach(cleanup);

const show = (ui: ReactElement) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider theme={createAppTheme(false)}>{ui}</ThemeProvider>
    </QueryClientProvider>,
  );

const START = 1_700_000_000_000_000_000n;

describe('the raw panel', () => {
  it('shows the message at the time as a tree, typed arrays as length and first values', () => {
    const message: PlaybackMessage = {
      topic: '/vehicle/status',
      timeNs: (START + 2_500_000_000n).toString(),
      message: { velocity: 8.5, header: { frame_id: 'base_link' }, raw: new Uint8Array(300) },
    };
    show(<RawPanel topic="/vehicle/status" message={message} startNs={START.toString()} />);
    expect(screen.getByText('Message at 2.500 s')).toBeInTheDocument();
    const tree = screen.getByLabelText('Message fields');
    expect(within(tree).getByText('8.5')).toBeInTheDocument();
    expect(
      within(tree).getByText('Uint8Array(300) [0, 0, 0, 0, 0, 0, 0, 0, …]'),
    ).toBeInTheDocument();
    expect(within(tree).getByText('"base_link"')).toBeInTheDocument();
  });

  it('says when the topic has no message yet, or none is chosen', () => {
    const { unmount } = show(<RawPanel topic="/x" message={undefined} startNs="0" />);
    expect(screen.getByText('No message yet at this time.')).toBeInTheDocument();
    unmount();
    show(<RawPanel topic={undefined} message={undefined} startNs="0" />);
    expect(screen.getByText('Choose a topic for this panel.')).toBeInTheDocument();
  });
});

describe('the image panel', () => {
  it('draws the bitmap at its size and tells topic, size and encoding', () => {
    const drawImage = vi.fn();
    const getContext = vi
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    const bitmap = { width: 640, height: 480, close: vi.fn() } as unknown as ImageBitmap;
    const message: PlaybackMessage = {
      topic: '/camera/front',
      timeNs: '5',
      message: {},
      view: { kind: 'image', frameId: 'camera', bitmap, width: 640, height: 480, encoding: 'jpeg' },
    };
    show(<ImagePanel topic="/camera/front" message={message} />);
    const canvas = screen.getByRole('img', { name: 'Image of /camera/front' }) as HTMLCanvasElement;
    expect(canvas.width).toBe(640);
    expect(canvas.height).toBe(480);
    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0);
    expect(screen.getByText('640 × 480')).toBeInTheDocument();
    expect(screen.getByText('jpeg')).toBeInTheDocument();
    getContext.mockRestore();
  });

  it('says so when the topic holds no image', () => {
    show(<ImagePanel topic="/x" message={{ topic: '/x', timeNs: '1', message: { a: 1 } }} />);
    expect(screen.getByText('This topic holds no image.')).toBeInTheDocument();
  });

  it('says why when the image cannot be drawn', () => {
    const error = 'The image cannot be decoded (The source image cannot be decoded.).';
    show(<ImagePanel topic="/x" message={{ topic: '/x', timeNs: '1', message: {}, error }} />);
    expect(screen.getByText(`This image cannot be drawn. ${error}`)).toBeInTheDocument();
    expect(screen.queryByText('This topic holds no image.')).not.toBeInTheDocument();
  });
});

describe('the plot panel', () => {
  it("draws the server's curve of the path and shows the message's own value at the cursor", async () => {
    await signInFresh();
    const id = await uploadRecord({ name: 'plot.mcap', options: { withJson: true } });
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const status = (speed: number): PlaybackMessage => ({
      topic: '/vehicle/status',
      timeNs: (START + 2_400_000_000n).toString(),
      message: { speed_kph: speed, gear: 'D' },
    });
    const view = (messages: ReadonlyMap<string, PlaybackMessage>) => (
      <QueryClientProvider client={queries}>
        <ThemeProvider theme={createAppTheme(false)}>
          <PlotPanel
            access={{ kind: 'own', id }}
            paths={['/vehicle/status.speed_kph']}
            topicNames={['/vehicle/status', '/odom']}
            messages={messages}
            durationS={20}
            seconds={2.4}
            onSeek={() => {}}
          />
        </ThemeProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(view(new Map([['/vehicle/status', status(41.125)]])));
    // The value is the message's, exactly, not the downsampled curve's.
    const value = await screen.findByText('41.125');
    expect(value.closest('[data-testid="plot-value"]')).toHaveAttribute(
      'data-path',
      '/vehicle/status.speed_kph',
    );
    // The curve: the server's signal of the record, as the overview's plot reads it.
    const plot = screen.getByRole('img', { name: /speed_kph/ });
    await waitFor(() =>
      expect(Number(plot.getAttribute('data-series-points'))).toBeGreaterThan(100),
    );
    // Before any message has come, the curve's value at the cursor stands in.
    rerender(view(new Map()));
    // Before any message has come, the curve's value at the cursor stands in: the fixture's
    // status at 2.4 s (its speed then, in km/h).
    await waitFor(() =>
      expect(Number(screen.getByTestId('plot-value').getAttribute('data-value'))).toBeCloseTo(
        speedAt('urban', 2.4) * 3.6,
        6,
      ),
    );
    expect(screen.queryByText('41.125')).toBeNull();
    // A record uploaded and indexed by the real server, then its signal read.
  }, 30_000);

  it('asks for a field when it has none', () => {
    show(
      <PlotPanel
        access={{ kind: 'own', id: 0 }}
        paths={[]}
        topicNames={[]}
        messages={new Map()}
        durationS={1}
        seconds={0}
        onSeek={() => {}}
      />,
    );
    expect(screen.getByText('Choose a field to plot.')).toBeInTheDocument();
  });
});

describe('the 3D panel', () => {
  it('tells the points and boxes it draws at the time', () => {
    const cloud: PlaybackMessage = {
      topic: '/points',
      timeNs: '10',
      message: {},
      view: {
        kind: 'cloud',
        frameId: 'lidar',
        positions: new Float32Array(3 * 1200),
        points: 1200,
      },
    };
    const objects: PlaybackMessage = {
      topic: '/objects',
      timeNs: '10',
      message: {},
      view: {
        kind: 'objects',
        frameId: 'lidar',
        boxes: [{ x: 5, y: 0, z: 0, l: 4, w: 2, h: 1.5, yaw: 0, color: '#4CAF50' }],
      },
    };
    const messages = new Map([
      ['/points', cloud],
      ['/objects', objects],
    ]);
    show(
      <ScenePanel
        topics={['/points', '/objects']}
        messages={messages}
        access={{ kind: 'own', id: 0 }}
        startNs="0"
      />,
    );
    expect(screen.getByText('Points: 1200 · Boxes: 1')).toBeInTheDocument();
  });

  it("draws the last minute's trail at once after a seek, from the server's path of the pose topic", async () => {
    await signInFresh();
    const id = await uploadRecord({ name: 'trail.mcap' });
    // The first pose the panel sees is at 15 s (a seek there): nothing played before it.
    const pose: PlaybackMessage = {
      topic: '/odom',
      timeNs: (START + 15_000_000_000n).toString(),
      message: {},
      view: { kind: 'pose', frameId: 'odom', x: 0, y: 0, z: 0, yaw: 0 },
    };
    const scene = (access: { kind: 'own'; id: number }) => (
      <ScenePanel
        topics={['/odom']}
        messages={new Map([['/odom', pose]])}
        access={access}
        startNs={START.toString()}
      />
    );
    // Without the server's path (no record to ask), the trail is the one pose seen.
    const { unmount } = show(scene({ kind: 'own', id: 0 }));
    const trailOf = () =>
      Number(document.querySelector('[data-trail-length]')!.getAttribute('data-trail-length'));
    expect(trailOf()).toBe(1);
    unmount();
    // With it: the positions driven in the 15 s before, one per 0.2 m (the urban drive's ~60 m).
    show(scene({ kind: 'own', id }));
    await waitFor(() => expect(trailOf()).toBeGreaterThan(50), { timeout: 10_000 });
  }, 30_000);
});

describe('the map panel', () => {
  it('says when the record has no route', () => {
    show(<MapPanel route={[]} lanesOf={null} message={undefined} seconds={0} />);
    expect(screen.getByText('No route: the record has no GNSS fixes.')).toBeInTheDocument();
  });
});

describe("a panel's frame", () => {
  it('moves and removes its panel by id, and names the end it cannot pass', async () => {
    const calls: unknown[][] = [];
    const actions = {
      change: (...args: unknown[]) => calls.push(['change', ...args]),
      move: (...args: unknown[]) => calls.push(['move', ...args]),
      remove: (...args: unknown[]) => calls.push(['remove', ...args]),
    };
    const panel = { id: 'p7', kind: 'raw' as const, topics: [], paths: [] };
    show(
      <PanelFrame
        panel={panel}
        topics={[]}
        fieldPaths={[]}
        first
        last={false}
        actions={actions}
        started
      >
        <span>body</span>
      </PanelFrame>,
    );
    const frame = screen.getByRole('region', { name: 'Raw message' });
    expect(within(frame).getByText('body')).toBeInTheDocument();
    expect(within(frame).getByRole('button', { name: 'Move earlier' })).toBeDisabled();
    within(frame).getByRole('button', { name: 'Move later' }).click();
    within(frame)
      .getByRole('button', { name: /^Remove/ })
      .click();
    expect(calls).toEqual([
      ['move', 'p7', 1],
      ['remove', 'p7'],
    ]);
  });

  it("shows a plot's path chooser once the heavy panels have started, a placeholder before", () => {
    const panel = { id: 'p8', kind: 'plot' as const, topics: [], paths: ['/odom.speed'] };
    const frame = (started: boolean) => (
      <PanelFrame
        panel={panel}
        topics={[]}
        fieldPaths={['/odom.speed']}
        first
        last
        actions={{ change: () => {}, move: () => {}, remove: () => {} }}
        started={started}
      >
        <span>body</span>
      </PanelFrame>
    );
    show(frame(false));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByLabelText('Starting after the first frame…')).toBeInTheDocument();
    cleanup();
    show(frame(true));
    expect(screen.getByRole('combobox')).toBeInTheDocument();
    expect(screen.getByText('/odom.speed')).toBeInTheDocument();
  });
});
