import {
  type RecordCloudHeader,
  type RecordCloudTopic,
  type RecordClouds,
  type RecordSummary,
  ROUTES,
  encodeRecordCloud,
} from '@ads/contract';
import { readPcd } from '@ads/calibration';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '../../../lib/api';
import { renderInShell, signInAs } from '../../../shell/topbar/test-utils';
import { RecordCloudSource } from './RecordCloudSource';
import { i18n } from '../../../lib/i18n';

// The screens' words load with the page; the tests render at once.
await i18n.loadNamespaces(['calibration', 'scene3d']);

/*
 * The "From a record" picker with the server's routes stood in for at the app's HTTP wrapper
 * (the server's tests cover the routes themselves): which calls it makes, what it offers at
 * each step, and that the chosen frame comes out as a PCD file holding exactly its points.
 */

const server = vi.hoisted(() => ({
  records: [] as unknown[],
  total: 0,
  recordsRefusal: null as string | null,
  clouds: new Map<number, unknown>(),
  frameAnswer: null as null | { success: false; message: string; status: number },
  calls: [] as Array<{ path: string; options: unknown }>,
}));

vi.mock('../../../lib/api', async (original) => {
  const real = await original<typeof Api>();
  const { ROUTES: routes, encodeRecordCloud: encode } = await import('@ads/contract');
  const failed = (message: string, status: number) => ({ success: false, message, status });
  return {
    ...real,
    call: async (endpoint: { path: string }, options: { params?: { id: number } } = {}) => {
      server.calls.push({ path: endpoint.path, options });
      if (endpoint === routes.listRecords) {
        if (server.recordsRefusal) return failed(server.recordsRefusal, 403);
        return {
          success: true,
          status: 200,
          detail: { items: server.records, total: server.total, page: 1, page_size: 100 },
        };
      }
      if (endpoint === routes.calibration.recordClouds) {
        const clouds = server.clouds.get(options.params!.id);
        if (typeof clouds === 'string') return failed(clouds, 422);
        return clouds
          ? { success: true, status: 200, detail: clouds }
          : failed('No such record.', 404);
      }
      throw new Error(`unexpected call ${endpoint.path}`);
    },
    callBytes: async (
      endpoint: { path: string },
      options: { params: { id: number }; query: { topic: string; t: number } },
    ) => {
      server.calls.push({ path: endpoint.path, options });
      if (endpoint !== routes.calibration.recordCloud) throw new Error('unexpected bytes call');
      if (server.frameAnswer) return server.frameAnswer;
      const { id } = options.params;
      const { topic, t } = options.query;
      // The fake's frame: three points that tell which record, topic and time were asked for.
      const header: RecordCloudHeader = {
        record_id: id,
        topic,
        type: 'sensor_msgs/msg/PointCloud2',
        frame_id: 'lidar_top',
        stamp_ns: '1700000000100000000',
        log_time_ns: '1700000000100000000',
        t: Math.round(t * 10) / 10,
        points: 3,
        dropped: 1,
      };
      const xyz = new Float32Array([id, t, 0.125, -1.5, 2.25, topic.length, 1e-3, -7.3, 40.125]);
      const bytes = encode(header, xyz);
      return { success: true, bytes: bytes.buffer.slice(0) };
    },
  };
});

function record(id: number, name: string, durationS = 12.5): RecordSummary {
  return {
    id,
    name,
    format: 'mcap',
    size: 1000,
    owner: { id: 7, username: 'Kim Driver' },
    project: { id: 3, title: 'Campus shuttle' },
    vehicle: '',
    pc: null,
    clock: 'wall',
    start: '2026-03-01T10:00:00.000Z',
    end: '2026-03-01T10:00:12.500Z',
    start_ns: '1772359200000000000',
    end_ns: '1772359212500000000',
    duration_s: durationS,
    message_count: 500,
    topic_count: 4,
    distance_m: null,
    avg_speed_mps: null,
    max_speed_mps: null,
    categories: {},
    tags: [],
    shared: false,
    created_at: '2026-03-01T11:00:00.000Z',
  };
}

function topic(name: string, rest: Partial<RecordCloudTopic> = {}): RecordCloudTopic {
  return {
    topic: name,
    type: 'sensor_msgs/msg/PointCloud2',
    encoding: 'cdr',
    count: 11,
    first_t: 0.2,
    last_t: 1.2,
    first_ns: '1772359200200000000',
    last_ns: '1772359201200000000',
    readable: true,
    problem: null,
    ...rest,
  };
}

const clouds = (id: number, topics: RecordCloudTopic[]): RecordClouds => ({
  record_id: id,
  name: `record ${id}`,
  start_ns: '1772359200000000000',
  duration_s: 12.5,
  topics,
});

let received: Array<{ file: File; header: RecordCloudHeader }> = [];

beforeEach(() => {
  signInAs('SUPER');
  server.records = [];
  server.total = 0;
  server.recordsRefusal = null;
  server.clouds = new Map();
  server.frameAnswer = null;
  server.calls = [];
  received = [];
});
afterEach(() => cleanup());

function openPicker() {
  renderInShell(
    <RecordCloudSource
      projectId={3}
      onCloud={(file, frame) => received.push({ file, header: frame.header })}
    />,
    '/calibration',
  );
  fireEvent.click(screen.getByRole('button', { name: 'From a record' }));
  return screen.getByRole('dialog', { name: 'Point cloud from a record' });
}

async function choose(dialog: HTMLElement, label: string, option: string | RegExp) {
  fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const paths = () => server.calls.map((each) => each.path);

describe('From a record', () => {
  it('takes a record of the project, a cloud topic and a time, and hands over that frame as a PCD of exactly its points', async () => {
    server.records = [record(21, 'drive.mcap'), record(22, 'night.bag', 300)];
    server.total = 2;
    server.clouds.set(21, clouds(21, [topic('/lidar/top'), topic('/lidar/left', { count: 3 })]));
    const dialog = openPicker();
    await within(dialog).findByRole('combobox', { name: 'Record' });
    expect(server.calls[0]).toEqual({
      path: ROUTES.listRecords.path,
      options: { query: { project_id: 3, sort: 'newest', page_size: 100 } },
    });
    expect(within(dialog).getByRole('button', { name: 'Use this frame' })).toBeDisabled();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Record' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((each) => each.textContent)).toEqual([
      expect.stringMatching(/^drive\.mcap · 2026-03-01 \d\d:00:00 · 12\.5 s$/),
      expect.stringMatching(/^night\.bag · .* · 5 min$/),
    ]);
    fireEvent.click(options[0]!);

    // The first readable topic is taken, from its first message.
    const topicBox = await within(dialog).findByRole('combobox', { name: 'Cloud topic' });
    expect(server.calls[1]).toEqual({
      path: ROUTES.calibration.recordClouds.path,
      options: { params: { id: 21 } },
    });
    expect(topicBox).toHaveTextContent('/lidar/top · sensor_msgs/msg/PointCloud2 · 11 messages');
    const slider = within(dialog).getByRole('slider', { name: 'Time in the record' });
    expect(slider).toHaveAttribute('aria-valuemin', '0.2');
    expect(slider).toHaveAttribute('aria-valuemax', '1.2');
    expect(slider).toHaveAttribute('aria-valuenow', '0.2');
    // 11 messages over 1 s: a step of 0.1 s, about one frame.
    expect(slider).toHaveAttribute('step', '0.1');
    fireEvent.change(slider, { target: { value: '0.7' } });
    expect(slider).toHaveAttribute('aria-valuetext', '0.700 s');
    expect(
      within(dialog).getByText(
        'The frame nearest 0.700 s (messages from 0.200 s to 1.200 s of the record).',
      ),
    ).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this frame' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(server.calls.at(-1)).toEqual({
      path: ROUTES.calibration.recordCloud.path,
      options: { params: { id: 21 }, query: { topic: '/lidar/top', t: 0.7 } },
    });
    const { file, header } = received[0]!;
    expect(header).toMatchObject({ record_id: 21, topic: '/lidar/top', t: 0.7, points: 3 });
    expect(file.name).toBe('drive.mcap /lidar/top at 0.700 s');
    const cloud = readPcd(new Uint8Array(await file.arrayBuffer()));
    expect(cloud.count).toBe(3);
    expect(cloud.intensity).toBeNull();
    expect(Array.from(cloud.xyz)).toEqual(
      [21, 0.7, 0.125, -1.5, 2.25, 10, 1e-3, -7.3, 40.125].map(Math.fround),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Point cloud from a record' })).toBeNull(),
    );
  });

  it('starts again from the first message when another topic or record is chosen', async () => {
    server.records = [record(21, 'drive.mcap'), record(22, 'second.mcap')];
    server.clouds.set(
      21,
      clouds(21, [topic('/lidar/top'), topic('/lidar/left', { first_t: 3, last_t: 4 })]),
    );
    server.clouds.set(22, clouds(22, [topic('/points', { first_t: 5, last_t: 9, count: 41 })]));
    const dialog = openPicker();
    await choose(dialog, 'Record', /^drive\.mcap/);
    const slider = await within(dialog).findByRole('slider', { name: 'Time in the record' });
    fireEvent.change(slider, { target: { value: '0.9' } });
    await choose(dialog, 'Cloud topic', /^\/lidar\/left/);
    expect(within(dialog).getByRole('slider')).toHaveAttribute('aria-valuenow', '3');
    await choose(dialog, 'Record', /^second\.mcap/);
    await within(dialog).findByRole('combobox', { name: 'Cloud topic' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Cloud topic' })).toHaveTextContent(
        '/points',
      ),
    );
    expect(within(dialog).getByRole('slider')).toHaveAttribute('aria-valuenow', '5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this frame' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(server.calls.at(-1)!.options).toEqual({
      params: { id: 22 },
      query: { topic: '/points', t: 5 },
    });
  });

  it('offers a topic the server cannot read disabled, with the reason, and takes the readable one', async () => {
    const reason =
      'The topic "/lidar/proto" is foxglove.PointCloud in protobuf, which the server does not decode.';
    server.records = [record(21, 'drive.mcap')];
    server.clouds.set(
      21,
      clouds(21, [
        topic('/lidar/proto', {
          type: 'foxglove.PointCloud',
          encoding: 'protobuf',
          readable: false,
          problem: reason,
        }),
        topic('/lidar/json', { type: 'foxglove.PointCloud', encoding: 'json' }),
      ]),
    );
    const dialog = openPicker();
    await choose(dialog, 'Record', /^drive\.mcap/);
    const box = await within(dialog).findByRole('combobox', { name: 'Cloud topic' });
    expect(box).toHaveTextContent('/lidar/json');
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
    fireEvent.mouseDown(box);
    const proto = await screen.findByRole('option', { name: /^\/lidar\/proto/ });
    expect(proto).toHaveAttribute('aria-disabled', 'true');
    expect(proto).toHaveTextContent('cannot be read');
  });

  it('shows a single message’s time without a slider', async () => {
    server.records = [record(21, 'drive.mcap')];
    server.clouds.set(21, clouds(21, [topic('/once', { count: 1, first_t: 2.5, last_t: 2.5 })]));
    const dialog = openPicker();
    await choose(dialog, 'Record', /^drive\.mcap/);
    expect(
      await within(dialog).findByText('One message, at 2.500 s of the record.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('slider')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this frame' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(server.calls.at(-1)!.options).toMatchObject({ query: { topic: '/once', t: 2.5 } });
  });

  it('says so when the project has no records, or the list is refused', async () => {
    let dialog = openPicker();
    expect(
      await within(dialog).findByText(/No records in this project yet: upload MCAP or bag files/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Use this frame' })).toBeDisabled();
    cleanup();
    server.recordsRefusal = 'Data Management is not available to your role.';
    dialog = openPicker();
    expect(
      await within(dialog).findByText('Data Management is not available to your role.'),
    ).toBeInTheDocument();
  });

  it('says so when the record has no cloud topic, or cannot be read', async () => {
    server.records = [record(21, 'empty.mcap'), record(22, 'broken.mcap')];
    server.clouds.set(21, clouds(21, []));
    server.clouds.set(22, 'The MCAP file is damaged: it ends early, so the file is truncated.');
    const dialog = openPicker();
    await choose(dialog, 'Record', /^empty\.mcap/);
    expect(
      await within(dialog).findByText(/This record has no point-cloud topic/),
    ).toBeInTheDocument();
    await choose(dialog, 'Record', /^broken\.mcap/);
    expect(
      await within(dialog).findByText(
        'The MCAP file is damaged: it ends early, so the file is truncated.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Use this frame' })).toBeDisabled();
  });

  it('keeps the dialog open with the server’s sentence when the frame is refused', async () => {
    server.records = [record(21, 'drive.mcap')];
    server.clouds.set(21, clouds(21, [topic('/lidar/top')]));
    server.frameAnswer = {
      success: false,
      message: 'The cloud has 2,500,000 points; at most 2,000,000 are sent.',
      status: 422,
    };
    const dialog = openPicker();
    await choose(dialog, 'Record', /^drive\.mcap/);
    await within(dialog).findByRole('slider');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this frame' }));
    expect(
      await within(dialog).findByText(
        'The cloud has 2,500,000 points; at most 2,000,000 are sent.',
      ),
    ).toBeInTheDocument();
    expect(received).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Use this frame' })).toBeEnabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(paths().filter((path) => path === ROUTES.calibration.recordCloud.path)).toHaveLength(1);
  });

  it('refuses a frame with no point left to show', async () => {
    server.records = [record(21, 'drive.mcap')];
    server.clouds.set(21, clouds(21, [topic('/lidar/top')]));
    const header: RecordCloudHeader = {
      record_id: 21,
      topic: '/lidar/top',
      type: 'sensor_msgs/msg/PointCloud2',
      frame_id: 'lidar_top',
      stamp_ns: null,
      log_time_ns: '1772359200200000000',
      t: 0.2,
      points: 0,
      dropped: 64,
    };
    const empty = encodeRecordCloud(header, new Float32Array(0));
    const mocked = await import('../../../lib/api');
    const spy = vi
      .spyOn(mocked, 'callBytes')
      .mockResolvedValueOnce({ success: true, bytes: empty.buffer.slice(0) as ArrayBuffer });
    const dialog = openPicker();
    await choose(dialog, 'Record', /^drive\.mcap/);
    await within(dialog).findByRole('slider');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this frame' }));
    expect(
      await within(dialog).findByText(
        'This frame has no point with a return: choose another time.',
      ),
    ).toBeInTheDocument();
    expect(received).toEqual([]);
    spy.mockRestore();
  });
});
