import { join } from 'node:path';
import { API, type DownloadEntry, type Module } from '@ads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../../test-support/studio/harness';
import { type Agent, startAgent } from '../src/agent';
import { AgentError, MODULE_LABEL } from '../src/runtime';
import { createDockerRuntime, pingDocker, splitImage } from '../src/runtimes/docker';
import { type DockerEngineDouble, startDockerEngineDouble } from './docker-engine-double';
import { type Browser, browser, connected, tempDir, userWithPc } from './studio';

// No Docker engine runs on these machines: the Docker runtime talks to a TEST DOUBLE of the
// Docker Engine API (./docker-engine-double.ts) on a unix socket, with the real endpoints and
// streams. Everything else (studio server, agent, browser socket) is real.
let server: TestServer;
let engine: DockerEngineDouble;
let data: Awaited<ReturnType<typeof tempDir>>;
let catalogue: Module[];

const byName = (name: string) => catalogue.find((module) => module.name === name) as Module;

beforeAll(async () => {
  server = await startServer();
  data = await tempDir('ads-agent-docker-');
  catalogue = API.modules.answer.parse((await server.call(API.modules)).body).detail;
  const layers = [
    { id: 'a1b2c3d4e5f6', size: 1000 },
    { id: 'f6e5d4c3b2a1', size: 3000 },
  ];
  engine = await startDockerEngineDouble(join(data.dir, 'docker.sock'), {
    [byName('ndt-localization').image]: { layers },
    [byName('motion-planner').image]: { layers },
    [byName('lidar-driver').image]: { layers, failAfter: 2, error: 'unexpected EOF' },
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

  it('splits image references, registry ports included', () => {
    expect(splitImage('ads-studio/planner:1.2.0')).toEqual({
      fromImage: 'ads-studio/planner',
      tag: '1.2.0',
    });
    expect(splitImage('registry:5000/ads/x')).toEqual({
      fromImage: 'registry:5000/ads/x',
      tag: 'latest',
    });
  });

  it('sums pull progress over the layers and creates a labelled container', async () => {
    const runtime = createDockerRuntime({ socketPath: engine.socketPath });
    const progress: number[] = [];
    await runtime.install(byName('motion-planner'), (value) => progress.push(value));
    // Layers of 1000 and 3000 bytes: 100/1000 → 10 %; 1000 + 300 of 4000 → 32 %; all → 99.
    // A per-layer reading would jump to 100 % when the first layer finishes.
    expect(progress).toEqual([0, 10, 32, 99]);
    expect(engine.requests).toContain(
      'POST /images/create?fromImage=ads-studio%2Fmotion-planner&tag=1.2.0',
    );
    const [container] = [...engine.containers.values()];
    expect(container).toMatchObject({
      name: 'ads-studio-motion-planner',
      Labels: { [MODULE_LABEL]: 'motion-planner' },
    });

    const planner = byName('motion-planner');
    expect(await runtime.list([planner])).toEqual([
      { name: 'motion-planner', container_name: 'ads-studio-motion-planner', is_running: false },
    ]);
    await runtime.run(planner);
    expect((await runtime.list([planner]))[0]?.is_running).toBe(true);
    expect(await runtime.logs(planner, 10)).toEqual([
      'motion-planner: started from ads-studio/motion-planner:1.2.0',
    ]);
    await runtime.stop(planner);
    expect((await runtime.list([planner]))[0]?.is_running).toBe(false);
    expect(engine.requests.some((request) => request.includes('filters=%7B%22label%22'))).toBe(
      true,
    );
    // Installing again replaces the container instead of failing on its name.
    await runtime.install(planner, () => {});
    expect([...engine.containers.values()]).toHaveLength(1);
  });

  it('fails on an error line inside the 200 pull stream, and on a refused pull', async () => {
    const runtime = createDockerRuntime({ socketPath: engine.socketPath });
    await expect(runtime.install(byName('lidar-driver'), () => {})).rejects.toThrow(
      new AgentError('unexpected EOF'),
    );
    await expect(runtime.install(byName('carla-bridge'), () => {})).rejects.toThrow(
      /pull access denied for ads-studio\/carla-bridge/,
    );
  });
});

describe('agent on the Docker runtime, driven from the browser', () => {
  let agent: Agent;
  let web: Browser;
  beforeAll(async () => {
    const { user, pc } = await userWithPc(server);
    agent = await startAgent({
      server: server.url,
      token: pc.token,
      data: join(data.dir, 'agent'),
      runtime: { docker: engine.socketPath },
      log: () => {},
    });
    await connected(agent.socket);
    web = await browser(server.url, user, pc.token);
  });
  afterAll(async () => {
    web?.close();
    await agent?.close();
  });

  it('streams pull progress to 100 and lists the running container', async () => {
    expect(agent.runtime.kind).toBe('docker');
    const { final, pending } = await web.ask('installAPI', { name: 'ndt-localization' });
    expect(pending.map((message) => (message.data as DownloadEntry).progress)).toEqual([
      0, 10, 32, 99,
    ]);
    expect(final).toMatchObject({
      status: 'success',
      data: { name: 'ndt-localization', progress: 100, type: 'docker' },
    });
    expect((await web.ask('runAPI', { name: 'ndt-localization' })).final.status).toBe('success');
    const inquiry = await web.ask('inquiryAPI');
    expect(inquiry.final.data).toContainEqual({
      name: 'ndt-localization',
      container_name: 'ads-studio-ndt-localization',
      is_running: true,
    });
  });

  it('reports an error inside the pull stream as −1 with the reason', async () => {
    const { final, pending } = await web.ask('installAPI', { name: 'lidar-driver' });
    expect(pending[0]?.data).toMatchObject({ progress: 0 });
    expect(final).toMatchObject({
      status: 'error',
      data: { name: 'lidar-driver', progress: -1, type: 'docker', message: 'unexpected EOF' },
    });
    expect(agent.state.get('lidar-driver')).toBeUndefined();
  });
});
