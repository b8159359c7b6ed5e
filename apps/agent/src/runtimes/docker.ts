import { request } from 'node:http';
import type { Module, RunningModule } from '@ads/contract';
import { AgentError, containerName, MODULE_LABEL, type Progress, type Runtime } from '../runtime';

/** The Docker Engine's unix socket: DOCKER_HOST=unix://… or the default one. */
export function dockerSocketPath(env: NodeJS.ProcessEnv = process.env): string {
  const host = env.DOCKER_HOST;
  if (host?.startsWith('unix://')) return host.slice('unix://'.length);
  return '/var/run/docker.sock';
}

interface EngineAnswer {
  status: number;
  body: NodeJS.ReadableStream;
}

/** One call of the Docker Engine API over its unix socket. */
function call(
  socketPath: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<EngineAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        socketPath,
        method,
        path,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (res) => resolve({ status: res.statusCode ?? 0, body: res }),
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

/** The engine's `{ message }` of an error answer, or the status. */
async function failure(answer: EngineAnswer, what: string): Promise<AgentError> {
  const body = await text(answer.body);
  let message = `status ${answer.status}`;
  try {
    message = (JSON.parse(body) as { message?: string }).message ?? message;
  } catch {
    // not JSON
  }
  return new AgentError(`${what}: ${message}`);
}

/** Does a Docker engine answer `GET /_ping` on this socket? */
export async function pingDocker(socketPath: string): Promise<boolean> {
  try {
    const answer = await call(socketPath, 'GET', '/_ping');
    return answer.status === 200 && (await text(answer.body)).trim() === 'OK';
  } catch {
    return false;
  }
}

/**
 * An image reference's parts: `registry:5000/ads/x:1.2@sha256:…` → repository
 * `registry:5000/ads/x`, tag `1.2`, digest `sha256:…` (a registry host may carry a port: the
 * tag is after the last '/').
 */
export function parseImage(image: string): {
  repository: string;
  tag: string | undefined;
  digest: string | undefined;
} {
  const at = image.indexOf('@');
  const named = at < 0 ? image : image.slice(0, at);
  const digest = at < 0 ? undefined : image.slice(at + 1);
  const slash = named.lastIndexOf('/');
  const colon = named.lastIndexOf(':');
  return colon > slash
    ? { repository: named.slice(0, colon), tag: named.slice(colon + 1), digest }
    : { repository: named, tag: undefined, digest };
}

const DIGEST = /^sha256:[0-9a-f]{64}$/;

interface PullLine {
  id?: string;
  status?: string;
  progressDetail?: { current?: number; total?: number };
  error?: string;
  errorDetail?: { message?: string };
}

/** Splits the multiplexed log stream (8-byte frame headers) of a container without a TTY. */
export function demultiplex(buffer: Buffer): string {
  let out = '';
  let offset = 0;
  while (offset + 8 <= buffer.length) {
    const size = buffer.readUInt32BE(offset + 4);
    out += buffer.subarray(offset + 8, offset + 8 + size).toString('utf8');
    offset += 8 + size;
  }
  return out;
}

/**
 * Modules as Docker containers, through the Engine API: the image is pulled by its digest with
 * its progress summed over the layers, checked to be the image of that digest, and the
 * container is created from it with the label `ads-studio.module`.
 */
export function createDockerRuntime(options: { socketPath: string; stopGraceS?: number }): Runtime {
  const { socketPath } = options;
  const grace = options.stopGraceS ?? 10;
  const engine = (method: string, path: string, body?: unknown) =>
    call(socketPath, method, path, body).catch((error: unknown) => {
      throw new AgentError(`The Docker engine does not answer: ${(error as Error).message}`);
    });

  /** The reference a module's container runs: pinned by digest (the tag is only a name). */
  function pinned(module: Module): { image: string; repository: string; digest: string } {
    const image = module.image;
    if (!image) {
      throw new AgentError(
        `${module.name} ${module.version} ships no image for the Docker runtime; install it on a PC whose agent runs modules as processes (--runtime process).`,
      );
    }
    const { repository, digest } = parseImage(image);
    if (!digest || !DIGEST.test(digest)) {
      throw new AgentError(
        `${module.name} ${module.version}'s image ${image} is not pinned by a digest (…@sha256:…); the agent runs only images it can verify.`,
      );
    }
    return { image: `${repository}@${digest}`, repository, digest };
  }

  /**
   * Pulls by digest, as `docker pull name@sha256:…` asks the engine (`tag` = the digest), so
   * that the registry cannot hand over anything else under that name.
   */
  async function pull(module: Module, progress: Progress): Promise<void> {
    const { repository, digest } = pinned(module);
    const query = new URLSearchParams({ fromImage: repository, tag: digest });
    const answer = await engine('POST', `/images/create?${query}`);
    if (answer.status !== 200) throw await failure(answer, `Pulling ${module.image} failed`);
    const layers = new Map<string, { current: number; total: number }>();
    let shown = 0;
    let rest = '';
    const handle = (line: string) => {
      if (!line.trim()) return;
      const event = JSON.parse(line) as PullLine;
      // The engine answers 200 before pulling: a failure arrives as a line in the stream.
      if (event.error || event.errorDetail) {
        throw new AgentError(event.errorDetail?.message ?? event.error ?? 'pull failed');
      }
      if (!event.id) return;
      const layer = layers.get(event.id) ?? { current: 0, total: 0 };
      if (event.status === 'Downloading' && event.progressDetail?.total) {
        layer.total = event.progressDetail.total;
        layer.current = event.progressDetail.current ?? 0;
      } else if (
        event.status === 'Download complete' ||
        event.status === 'Pull complete' ||
        event.status === 'Already exists'
      ) {
        layer.current = layer.total;
      }
      layers.set(event.id, layer);
      let current = 0;
      let total = 0;
      for (const value of layers.values()) {
        current += value.current;
        total += value.total;
      }
      const percent =
        total > 0 ? Math.min(99, Math.max(1, Math.floor((current / total) * 100))) : 0;
      if (percent > shown) {
        shown = percent;
        progress(percent, `Pulling ${module.image}`);
      }
    };
    for await (const chunk of answer.body) {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop() ?? '';
      for (const part of parts) handle(part);
    }
    handle(rest);
  }

  /** The engine's image of this reference, or null when it has none. */
  async function inspect(image: string): Promise<{ RepoDigests?: string[] } | null> {
    const answer = await engine('GET', `/images/${image}/json`);
    if (answer.status === 404) {
      await text(answer.body);
      return null;
    }
    if (answer.status !== 200) throw await failure(answer, `Inspecting ${image} failed`);
    return JSON.parse(await text(answer.body)) as { RepoDigests?: string[] };
  }

  /**
   * Is the engine's image of this module the one its digest names? A digest names content,
   * whichever repository holds it, so the digest is what is compared.
   */
  async function verify(module: Module): Promise<void> {
    const { image, digest } = pinned(module);
    const found = await inspect(image);
    const digests = (found?.RepoDigests ?? []).map((entry) => entry.slice(entry.indexOf('@') + 1));
    if (!digests.includes(digest)) {
      throw new AgentError(
        `The image pulled for ${module.image} is not the one its digest names (the engine has ${digests.join(', ') || 'none'}); refused.`,
      );
    }
  }

  async function removeContainer(name: string): Promise<void> {
    const removed = await engine('DELETE', `/containers/${name}?force=true`);
    if (removed.status !== 204 && removed.status !== 404) {
      throw await failure(removed, `Removing the old ${name} failed`);
    }
    await text(removed.body);
  }

  /** Replaces the module's container by one of `image`. */
  async function create(module: Module, image: string): Promise<void> {
    const name = containerName(module.name);
    await removeContainer(name);
    const created = await engine('POST', `/containers/create?name=${encodeURIComponent(name)}`, {
      Image: image,
      Labels: { [MODULE_LABEL]: module.name, 'ads-studio.version': module.version },
      HostConfig: { NetworkMode: 'host', RestartPolicy: { Name: 'no' } },
    });
    if (created.status !== 201) throw await failure(created, `Creating ${name} failed`);
    await text(created.body);
  }

  /** POST a container action where 304 means "already so". */
  async function act(module: Module, verb: 'start' | 'stop', query = ''): Promise<void> {
    const name = containerName(module.name);
    const answer = await engine('POST', `/containers/${name}/${verb}${query}`);
    if (answer.status !== 204 && answer.status !== 304) {
      throw await failure(answer, `${verb === 'start' ? 'Starting' : 'Stopping'} ${name} failed`);
    }
    await text(answer.body);
  }

  return {
    kind: 'docker',
    async fetch(module, progress) {
      pinned(module);
      progress(0, `Pulling ${module.image}`);
      await pull(module, progress);
      await verify(module);
    },
    replace: (module) => create(module, pinned(module).image),
    // A pulled image is the engine's to keep: nothing of the module runs from it.
    async discard() {},
    // The engine keeps the earlier image; `putBack` makes its container again.
    async setAside() {},
    async putBack(name, earlier) {
      await removeContainer(containerName(name));
      if (!earlier?.image) return;
      // A version installed before images were pinned runs by its tag, as it did.
      const { digest } = parseImage(earlier.image);
      const image = digest ? pinned(earlier).image : earlier.image;
      if (digest && !(await inspect(image))) await pull(earlier, () => {});
      if (digest) await verify(earlier);
      await create(earlier, image);
    },
    run: (module) => act(module, 'start'),
    stop: (module) => act(module, 'stop', `?t=${grace}`),
    async logs(module, lines) {
      const name = containerName(module.name);
      const answer = await engine(
        'GET',
        `/containers/${name}/logs?stdout=true&stderr=true&tail=${lines}`,
      );
      if (answer.status !== 200) throw await failure(answer, `Reading the logs of ${name} failed`);
      const chunks: Buffer[] = [];
      for await (const chunk of answer.body) chunks.push(Buffer.from(chunk as Buffer));
      return demultiplex(Buffer.concat(chunks))
        .split('\n')
        .filter((line) => line.length > 0)
        .slice(-lines);
    },
    async list(installed): Promise<RunningModule[]> {
      const filters = encodeURIComponent(JSON.stringify({ label: [MODULE_LABEL] }));
      const answer = await engine('GET', `/containers/json?all=true&filters=${filters}`);
      if (answer.status !== 200) throw await failure(answer, 'Listing containers failed');
      const containers = JSON.parse(await text(answer.body)) as Array<{
        Names?: string[];
        State?: string;
        Labels?: Record<string, string>;
      }>;
      const known = new Set(installed.map((module) => module.name));
      return containers
        .filter((container) => known.has(container.Labels?.[MODULE_LABEL] ?? ''))
        .map((container) => ({
          name: container.Labels?.[MODULE_LABEL] ?? '',
          container_name: (container.Names?.[0] ?? '').replace(/^\//, ''),
          is_running: container.State === 'running',
        }));
    },
    // Containers belong to the engine and keep running without the agent.
    async close() {},
  };
}
