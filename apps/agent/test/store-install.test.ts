import { createReadStream, existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  API,
  type ComboInstall,
  type Module,
  type PublishVersionBody,
  type RunningModule,
  STORE_UPLOAD_PATH,
} from '@ads/contract';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, startServer, type TestServer } from '../../../test-support/studio/harness';
import { type Agent, startAgent } from '../src/agent';
import { type Browser, browser, tempDir, userWithPc } from './studio';

// A combo installed from IP Repository onto a PC (issue 27), every part real: the studio over
// its database, archives uploaded by tus, the real agent (process runtime) on a real socket,
// the install driven by the studio through the agent, modules run as child processes. The
// corrupt archive is a fault injected into the studio's own file store.

const S = API.store;
const LIDAR = ['/sensing/lidar/points', 'sensor_msgs/msg/PointCloud2'] as const;
const OBJECTS = [
  '/perception/object_recognition/objects',
  'autoware_perception_msgs/msg/PredictedObjects',
] as const;
const KINEMATIC = ['/localization/kinematic_state', 'nav_msgs/msg/Odometry'] as const;

/** A module's program: says its name, then a line a second, until SIGTERM. */
const program = (name: string) =>
  [
    `console.log(${JSON.stringify(`${name} up`)});`,
    'const timer = setInterval(() => console.log("tick"), 1000);',
    'process.on("SIGTERM", () => clearInterval(timer));',
  ].join('\n');

let server: TestServer;
let owner: Account;
let agent: Agent;
let web: Browser;
let data: Awaited<ReturnType<typeof tempDir>>;
let pcId: number;

beforeAll(async () => {
  server = await startServer();
  const root = await server.superAdmin();
  // IP Repository is SUPER-only by default (spec §4): the SUPER opens it to users.
  const opened = await server.call(API.changeAppAvailability, {
    token: root.access,
    params: { key: 'store' },
    body: { states: { USER: 'enabled' } },
  });
  expect(opened.status).toBe(200);
  const { user, pc } = await userWithPc(server);
  owner = user;
  pcId = pc.id;
  data = await tempDir('ads-agent-store-');
  agent = await startAgent({
    server: server.url,
    token: pc.token,
    data: data.dir,
    runtime: 'process',
    log: () => {},
  });
  web = await browser(server.url, owner, pc.token);
});

afterAll(async () => {
  web?.close();
  await agent?.close();
  await server?.close();
  await data?.remove();
});

/** Uploads `body` to the store's tus endpoint as `file`; the upload id. */
function upload(file: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const path = join(data.dir, `upload-${file}`);
    void writeFile(path, body).then(() => {
      const tus = new Upload(createReadStream(path) as never, {
        endpoint: `${server.url}${STORE_UPLOAD_PATH}`,
        headers: { authorization: `Bearer ${owner.access}` },
        metadata: { filename: file },
        retryDelays: null,
        storeFingerprintForResuming: false,
        onError: reject,
        onSuccess: () => resolve(tus.url!.split('/').at(-1)!),
      });
      tus.start();
    }, reject);
  });
}

/** An algorithm with one version (an uploaded script) and the given topics. */
async function publishAlgorithm(
  name: string,
  face: {
    inputs?: ReadonlyArray<readonly [string, string]>;
    outputs?: ReadonlyArray<readonly [string, string]>;
  },
) {
  const created = await server.call(S.createAlgorithm, {
    token: owner.access,
    body: { name, title: name, category: 'perception', license: 'MIT', readme: `# ${name}` },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const port = ([topic, type]: readonly [string, string]) => ({ topic, type, description: '' });
  const version: PublishVersionBody = {
    version: '1.0.0',
    artifacts: { archive: { upload: await upload(`${name}.js`, program(name)) } },
    platforms: ['linux/amd64', 'linux/arm64'],
    ros_distro: null,
    gpu: false,
    interface: {
      inputs: (face.inputs ?? []).map(port),
      outputs: (face.outputs ?? []).map(port),
      parameters: [],
    },
    run: ['node', `${name}.js`],
    changelog: 'First.',
  };
  const published = await server.call(S.publishVersion, {
    token: owner.access,
    params: { id: created.body.detail.id },
    body: version,
  });
  expect(published.status, JSON.stringify(published.body)).toBe(201);
}

async function combo(name: string, members: string[]) {
  const answer = await server.call(S.createCombo, {
    token: owner.access,
    body: {
      name,
      title: name,
      version: '1.0.0',
      members: members.map((algorithm) => ({ algorithm, version: '1.0.0' })),
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.detail.id as number;
}

/** Installs a combo and reads its run until it ends; every state seen on the way. */
async function install(comboId: number) {
  const started = await server.call(S.installCombo, {
    token: owner.access,
    params: { id: comboId },
    body: { pc_id: pcId },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const seen: ComboInstall[] = [];
  for (let waited = 0; waited < 20_000; waited += 50) {
    const answer = await server.call(S.install, {
      token: owner.access,
      params: { id: started.body.detail.id },
    });
    const run = S.install.answer.parse(answer.body).detail;
    seen.push(run);
    if (run.status !== 'running') return { run, seen };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the install never ended: ${JSON.stringify(seen.at(-1))}`);
}

const installed = async () =>
  ((await web.ask('inquiryAPI')).final.data as RunningModule[]).map((module) => module.name);

describe('a combo from IP Repository onto a PC', () => {
  it('shows a wiring error, installs a wired combo with progress to 100 % and runs it', async () => {
    await publishAlgorithm('lidar-sim', { outputs: [LIDAR] });
    await publishAlgorithm('detector', { inputs: [LIDAR], outputs: [OBJECTS] });
    await publishAlgorithm('planner-x', { inputs: [OBJECTS, KINEMATIC] });

    const unwired = await combo('unwired-stack', ['lidar-sim', 'detector', 'planner-x']);
    const check = await server.call(S.checkCombo, {
      token: owner.access,
      params: { id: unwired },
      query: { pc_id: pcId },
    });
    const detail = S.checkCombo.answer.parse(check.body).detail;
    expect(detail.ok).toBe(false);
    expect(detail.wiring.find((entry) => entry.status !== 'ok')).toMatchObject({
      member: 'planner-x',
      topic: KINEMATIC[0],
      status: 'no_producer',
    });
    // The agent's host facts came with its connection: nothing else stands in the way.
    expect(detail.compatibility).toEqual([]);

    const wired = await combo('perception-stack', ['lidar-sim', 'detector']);
    const { run, seen } = await install(wired);
    expect(run.status, run.message).toBe('succeeded');
    expect(run.members.map((member) => [member.algorithm, member.status, member.progress])).toEqual(
      [
        ['lidar-sim', 'installed', 100],
        ['detector', 'installed', 100],
      ],
    );
    // Never was the second member ahead of the first: they go one after the other.
    const ahead = seen.filter(
      (each) => each.members[1]!.status !== 'waiting' && each.members[0]!.status !== 'installed',
    );
    expect(ahead).toEqual([]);
    expect(await installed()).toEqual(expect.arrayContaining(['lidar-sim', 'detector']));

    const ran = await web.ask('runAPI', { name: 'detector' });
    expect(ran.final.status, JSON.stringify(ran.final.data)).toBe('success');
    const running = ((await web.ask('inquiryAPI')).final.data as RunningModule[]).find(
      (module) => module.name === 'detector',
    );
    expect(running?.is_running).toBe(true);
    await web.ask('stopAPI', { name: 'detector' });

    // The installs are counted on the versions (the algorithm page shows them).
    const catalogue = await server.call(API.modules);
    const detector = (catalogue.body.detail as Module[]).find((m) => m.name === 'detector');
    expect(detector?.version).toBe('1.0.0');
  });

  it("rolls back a combo whose second member's artifact is corrupt: nothing left on the PC", async () => {
    await publishAlgorithm('fusion-a', { outputs: [KINEMATIC] });
    await publishAlgorithm('fusion-b', { inputs: [KINEMATIC] });
    // The studio's stored archive of fusion-b is damaged (same size, other bytes).
    const stored = join(server.filesDir, 'store');
    const file = (await readdir(stored)).find((name) => name.startsWith('fusion-b-'))!;
    const bytes = await readFile(join(stored, file));
    await writeFile(join(stored, file), Buffer.from(bytes).fill(0x20, 0, 12));
    const before = await installed();

    const { run } = await install(await combo('fusion-stack', ['fusion-a', 'fusion-b']));
    expect(run.status, run.message).toBe('rolled_back');
    expect(run.members.map((member) => [member.algorithm, member.status])).toEqual([
      ['fusion-a', 'rolled_back'],
      ['fusion-b', 'failed'],
    ]);
    expect(run.members[1]!.message).toMatch(/corrupted/);
    expect(run.message).toMatch(/the PC is as it was/);
    // The PC is as it was: the same modules, no folder of either member, no open journal.
    expect(await installed()).toEqual(before);
    expect(existsSync(join(data.dir, 'modules', 'fusion-a'))).toBe(false);
    expect(existsSync(join(data.dir, 'modules', 'fusion-b'))).toBe(false);
    const runs = join(data.dir, 'install-runs');
    expect(existsSync(runs) ? await readdir(runs) : []).toEqual([]);
  });
});
