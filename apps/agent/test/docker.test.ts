import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { DownloadEntry, Module, RollbackResult } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test-support/studio/harness';
import { type Agent, startAgent } from '../src/agent';
import { AgentError, MODULE_LABEL } from '../src/runtime';
import { createDockerRuntime, parseImage, pingDocker } from '../src/runtimes/docker';
import { type DockerEngineDouble, startDockerEngineDouble } from './docker-engine-double';
import { storePublisher } from './store-publish';
import { type Browser, browser, connected, tempDir, userWithPc } from './studio';

// No Docker engine runs on these machines: the Docker runtime talks to a TEST DOUBLE of the
// Docker Engine API (./docker-engine-double.ts) on a unix socket, with the real endpoints and
// streams. Everything else is real: the module versions are published in the studio's IP
// Repository through its API (under the test's own names: the seeded algorithms' versions are
// the seed's), and the studio server, the agent and the browser socket are the real ones.
let server: TestServer;
let engine: DockerEngineDouble;
let data: Awaited<ReturnType<typeof tempDir>>;

const digest = (seed: string) => `sha256:${createHash('sha256').update(seed).digest('hex')}`;
const module = (name: string, version: string, image: string | null): Module => ({
  name,
  title: name,
  category: 'planning',
  version,
  image,
  description: '',
  artifact: null,
});
const PLANNER = module(
  'route-planner',
  '1.2.0',
  `ads-studio/route-planner:1.2.0@${digest('planner 1.2.0')}`,
);
const PLANNER_NEXT = module(
  'route-planner',
  '1.3.0',
  `ads-studio/route-planner:1.3.0@${digest('planner 1.3.0')}`,
);
const LOCALIZATION = module(
  'scan-matcher',
  '1.4.2',
  `registry.example:5000/ads/scan-matcher@${digest('ndt 1.4.2')}`,
);
const BROKEN = module('radar-driver', '2.1.0', `ads-studio/radar-driver@${digest('lidar')}`);
const UNKNOWN = module('carla-bridge', '0.9.15', `ads-studio/carla-bridge@${digest('carla')}`);
/** The registry serves other content than its digest names. */
const SWAPPED = module('sign-detection', '0.9.0', `ads-studio/detection@${digest('od')}`);

beforeAll(async () => {
  server = await startServer();
  data = await tempDir('ads-agent-docker-');
  const layers = [
    { id: 'a1b2c3d4e5f6', size: 1000 },
    { id: 'f6e5d4c3b2a1', size: 3000 },
  ];
  engine = await startDockerEngineDouble(join(data.dir, 'docker.sock'), {
    [PLANNER.image!]: { layers },
    [PLANNER_NEXT.image!]: { layers },
    [LOCALIZATION.image!]: { layers },
    [BROKEN.image!]: { layers, failAfter: 2, error: 'unexpected EOF' },
    [SWAPPED.image!]: { layers, serves: digest('something else') },
  });
});
afterAll(async () => {
  await engine?.close();
  await server?.close();
  await data?.remove();
});

describe('Docker runtime against the Engine API test double', () => {
  it('detects an engine by its ping, and no engine on a missing socket', async () => {
    expect(await pingDocker(engine.socketPath)).toBe(true);
    expect(await pingDocker(join(data.dir, 'nothing.sock'))).toBe(false);
  });

  it('reads image references: registry ports, tags, digests', () => {
    const pinned = `sha256:${'a'.repeat(64)}`;
    expect(parseImage('ads-studio/planner:1.2.0')).toEqual({
      repository: 'ads-studio/planner',
      tag: '1.2.0',
      digest: undefined,
    });
    expect(parseImage('registry:5000/ads/x')).toEqual({
      repository: 'registry:5000/ads/x',
      tag: undefined,
      digest: undefined,
    });
    expect(parseImage(`registry:5000/ads/x:2@${pinned}`)).toEqual({
      repository: 'registry:5000/ads/x',
      tag: '2',
      digest: pinned,
    });
  });

  it('pulls by digest with progress summed over the layers, verifies, creates the container', async () => {
    const runtime = createDockerRuntime({ socketPath: engine.socketPath });
    const progress: number[] = [];
    await runtime.fetch(PLANNER, (value) => progress.push(value));
    // Layers of 1000 and 3000 bytes: 100/1000 → 10 %; 1000 + 300 of 4000 → 32 %; all → 99.
    // A per-layer reading would jump to 100 % when the first layer finishes.
    expect(progress).toEqual([0, 10, 32, 99]);
    const pinned = PLANNER.image!.split('@')[1]!;
    expect(engine.requests).toContain(
      `POST /images/create?fromImage=ads-studio%2Froute-planner&tag=${encodeURIComponent(pinned)}`,
    );
    expect(engine.requests).toContain(`GET /images/ads-studio/route-planner@${pinned}/json`);
    // Fetched, not installed: no container yet.
    expect(engine.containers.size).toBe(0);
    await runtime.replace(PLANNER);
    const [container] = [...engine.containers.values()];
    expect(container).toMatchObject({
      name: 'ads-studio-route-planner',
      Image: `ads-studio/route-planner@${pinned}`,
      Labels: { [MODULE_LABEL]: 'route-planner', 'ads-studio.version': '1.2.0' },
    });

    expect(await runtime.list([PLANNER])).toEqual([
      { name: 'route-planner', container_name: 'ads-studio-route-planner', is_running: false },
    ]);
    await runtime.run(PLANNER);
    expect((await runtime.list([PLANNER]))[0]?.is_running).toBe(true);
    expect(await runtime.logs(PLANNER, 10)).toEqual([
      `route-planner: started from ads-studio/route-planner@${pinned}`,
    ]);
    await runtime.stop(PLANNER);
    expect((await runtime.list([PLANNER]))[0]?.is_running).toBe(false);
    expect(engine.requests.some((request) => request.includes('filters=%7B%22label%22'))).toBe(
      true,
    );
    // Installing again replaces the container instead of failing on its name.
    await runtime.fetch(PLANNER, () => {});
    await runtime.replace(PLANNER);
    expect([...engine.containers.values()]).toHaveLength(1);
  });

  it('puts an earlier version back (pulling it again if the engine lost it), or removes', async () => {
    const runtime = createDockerRuntime({ socketPath: engine.socketPath });
    await runtime.fetch(PLANNER_NEXT, () => {});
    await runtime.replace(PLANNER_NEXT);
    const image = () => [...engine.containers.values()].map((container) => container.Image);
    expect(image()).toEqual([`ads-studio/route-planner@${PLANNER_NEXT.image!.split('@')[1]}`]);
    engine.prune();
    await runtime.putBack('route-planner', PLANNER, join(data.dir, 'aside'));
    expect(image()).toEqual([`ads-studio/route-planner@${PLANNER.image!.split('@')[1]}`]);
    await runtime.putBack('route-planner', null, join(data.dir, 'aside'));
    expect(engine.containers.size).toBe(0);
  });

  it('fails on an error line inside the 200 pull stream, and on a refused pull', async () => {
    const runtime = createDockerRuntime({ socketPath: engine.socketPath });
    await expect(runtime.fetch(BROKEN, () => {})).rejects.toThrow(new AgentError('unexpected EOF'));
    await expect(runtime.fetch(UNKNOWN, () => {})).rejects.toThrow(
      /pull access denied for ads-studio\/carla-bridge/,
    );
  });

  it('refuses an image that is not the one its digest names, unpinned, or missing', async () => {
    const runtime = createDockerRuntime({ socketPath: engine.socketPath });
    await expect(runtime.fetch(SWAPPED, () => {})).rejects.toThrow(
      `The image pulled for ${SWAPPED.image} is not the one its digest names (the engine has none); refused.`,
    );
    const asked = engine.requests.length;
    const tagged = module('radar-driver', '2.1.0', 'ads-studio/radar-driver:2.1.0');
    await expect(runtime.fetch(tagged, () => {})).rejects.toThrow(
      "radar-driver 2.1.0's image ads-studio/radar-driver:2.1.0 is not pinned by a digest (…@sha256:…); the agent runs only images it can verify.",
    );
    await expect(runtime.fetch(module('bare', '1.0.0', null), () => {})).rejects.toThrow(
      'bare 1.0.0 ships no image for the Docker runtime; install it on a PC whose agent runs modules as processes (--runtime process).',
    );
    // Refused before the engine was asked anything.
    expect(engine.requests.length).toBe(asked);
  });
});

describe('agent on the Docker runtime, driven from the browser', () => {
  let agent: Agent;
  let web: Browser;
  beforeAll(async () => {
    const { user, pc } = await userWithPc(server);
    const store = await storePublisher(server, user, data.dir);
    for (const entry of [PLANNER, PLANNER_NEXT, LOCALIZATION, BROKEN, SWAPPED]) {
      const published = await store.publish(entry.name, {
        version: entry.version,
        image: entry.image!,
        // The Docker runtime starts the image's own command; the process runtime's is unused.
        run: ['node', 'main.js'],
      });
      expect(published.image).toBe(entry.image);
    }
    agent = await startAgent({
      server: server.url,
      token: pc.token,
      data: join(data.dir, 'agent'),
      runtime: { docker: engine.socketPath },
      log: () => {},
    });
    await connected(agent.socket);
    web = await browser(server.url, user, pc.token);
    for (const container of engine.containers.keys()) engine.containers.delete(container);
  });
  afterAll(async () => {
    web?.close();
    await agent?.close();
  });

  it('streams pull progress to 100 and lists the running container', async () => {
    expect(agent.runtime.kind).toBe('docker');
    const { final, pending } = await web.ask('installAPI', { name: 'scan-matcher' });
    expect(pending.map((message) => (message.data as DownloadEntry).progress)).toEqual([
      0, 10, 32, 99,
    ]);
    expect(final).toMatchObject({
      status: 'success',
      data: { name: 'scan-matcher', progress: 100, type: 'docker' },
    });
    expect((await web.ask('runAPI', { name: 'scan-matcher' })).final.status).toBe('success');
    const inquiry = await web.ask('inquiryAPI');
    expect(inquiry.final.data).toContainEqual({
      name: 'scan-matcher',
      container_name: 'ads-studio-scan-matcher',
      is_running: true,
    });
  });

  it('reports an error inside the pull stream, or a swapped image, as −1 with the reason', async () => {
    const { final, pending } = await web.ask('installAPI', { name: 'radar-driver' });
    expect(pending[0]?.data).toMatchObject({ progress: 0 });
    expect(final).toMatchObject({
      status: 'error',
      data: { name: 'radar-driver', progress: -1, type: 'docker', message: 'unexpected EOF' },
    });
    expect(agent.state.get('radar-driver')).toBeUndefined();
    const swapped = await web.ask('installAPI', { name: 'sign-detection', version: '0.9.0' });
    expect(swapped.final).toMatchObject({
      status: 'error',
      data: { progress: -1, message: expect.stringMatching(/is not the one its digest names/) },
    });
    expect(agent.state.get('sign-detection')).toBeUndefined();
    expect(
      [...engine.containers.values()].some((c) => c.name === 'ads-studio-sign-detection'),
    ).toBe(false);
  });

  it('rolls back a combo run: the earlier container back, the version named', async () => {
    const planner = () =>
      [...engine.containers.values()].find((c) => c.name === 'ads-studio-route-planner');
    const older = await web.ask('installAPI', { name: 'route-planner', version: '1.2.0' });
    expect(older.final.status).toBe('success');
    expect(planner()?.Labels['ads-studio.version']).toBe('1.2.0');

    const run = (index: number) => ({ id: 7, index, count: 2 });
    const next = await web.ask('installAPI', { name: 'route-planner', install: run(0) });
    expect(next.final.status).toBe('success');
    expect(planner()?.Labels['ads-studio.version']).toBe('1.3.0');
    const broken = await web.ask('installAPI', { name: 'radar-driver', install: run(1) });
    expect(broken.final.status).toBe('error');

    const { final } = await web.ask('rollbackAPI', { install: 7 });
    expect(final).toMatchObject({ status: 'success' });
    expect(final.data as RollbackResult).toEqual({
      install: 7,
      removed: [],
      restored: ['route-planner'],
    });
    expect(planner()).toMatchObject({
      Image: `ads-studio/route-planner@${PLANNER.image!.split('@')[1]}`,
      Labels: { 'ads-studio.version': '1.2.0' },
    });
    expect(agent.state.get('route-planner')?.module.version).toBe('1.2.0');
  });
});
