import { ThemeProvider } from '@mui/material';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { createAppTheme } from '../../../theme';
import type { PlaybackClientLike } from './client-types';
import { ImagePanel } from './ImagePanel';
import { MapPanel } from './MapPanel';
import { PlotPanel } from './PlotPanel';
import type { PlaybackMessage, Series } from './protocol';
import { RawPanel } from './RawPanel';
import { ScenePanel } from './ScenePanel';

// Each panel drawn from the worker's messages (protocol.ts), as the page hands them over.

beforeAll(() => i18n.loadNamespaces('statistics'));
afterEach(cleanup);

const show = (ui: ReactElement) =>
  render(<ThemeProvider theme={createAppTheme(false)}>{ui}</ThemeProvider>);

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
});

describe('the plot panel', () => {
  it("reads the window's series and shows the value at the cursor", async () => {
    const series: Series = {
      topic: '/vehicle/status',
      path: 'velocity',
      t: new Float64Array([0, 1, 2, 3]),
      v: new Float64Array([0, 4.5, 7.25, 9]),
    };
    const asked: Array<[string, string, unknown]> = [];
    // A stand-in for the worker's client: only `series` is asked.
    const client = {
      series: (from: string, to: string, paths: unknown) => {
        asked.push([from, to, paths]);
        return Promise.resolve({ series: [series], bytesRead: 0 });
      },
    } as unknown as PlaybackClientLike;
    const view = (seconds: number) => (
      <ThemeProvider theme={createAppTheme(false)}>
        <PlotPanel
          client={client}
          paths={['/vehicle/status.velocity']}
          topicNames={['/vehicle/status']}
          startNs={START}
          durationS={100}
          seconds={seconds}
          onSeek={() => {}}
        />
      </ThemeProvider>
    );
    const { rerender } = render(view(2.4));
    const value = await screen.findByText('7.25');
    expect(value.closest('[data-testid="plot-value"]')).toHaveAttribute(
      'data-path',
      '/vehicle/status.velocity',
    );
    expect(asked).toEqual([
      [
        START.toString(),
        (START + 17_400_000_000n).toString(),
        [{ topic: '/vehicle/status', path: 'velocity' }],
      ],
    ]);
    rerender(view(1.2));
    expect(await screen.findByText('4.5')).toBeInTheDocument();
    expect(asked).toHaveLength(1); // still in the window read
    await act(async () => rerender(view(60)));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]![0]).toBe((START + 45_000_000_000n).toString());
  });

  it('asks for a field when it has none', () => {
    show(
      <PlotPanel
        client={null}
        paths={[]}
        topicNames={[]}
        startNs={0n}
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
    show(<ScenePanel topics={['/points', '/objects']} messages={messages} />);
    expect(screen.getByText('Points: 1200 · Boxes: 1')).toBeInTheDocument();
  });
});

describe('the map panel', () => {
  it('says when the record has no route', () => {
    show(<MapPanel record={{ id: 1, route: [], project: null }} message={undefined} seconds={0} />);
    expect(screen.getByText('No route: the record has no GNSS fixes.')).toBeInTheDocument();
  });
});
