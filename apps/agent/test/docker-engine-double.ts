/**
 * TEST DOUBLE of the Docker Engine API — not a Docker engine.
 *
 * No Docker engine runs on the machines these tests run on, so the Docker runtime is tested
 * against this small HTTP server on a unix socket. It implements the real endpoints the agent
 * calls, with the Engine API's real status codes, bodies and streams:
 *
 *   GET    /_ping                              → 200 "OK"
 *   POST   /images/create?fromImage=…&tag=…    → 200 + JSON lines (per-layer progressDetail);
 *                                                `tag` is a tag or, pulling by digest as
 *                                                `docker pull name@sha256:…` does, the digest;
 *                                                a failure mid-pull is an `error`/`errorDetail`
 *                                                line inside the 200 stream, an unknown
 *                                                repository a 404 `{ message }` up front
 *   GET    /images/{name}/json                 → 200 { Id, RepoTags, RepoDigests } | 404
 *                                                (name: repo:tag or repo@sha256:…)
 *   POST   /containers/create?name=…           → 201 { Id, Warnings } | 404 no image | 409 name taken
 *   GET    /containers/json?all=…&filters=…    → 200 [{ Id, Names, Image, State, Labels }] (label filter)
 *   POST   /containers/{id}/start | /stop      → 204 | 304 already so | 404
 *   GET    /containers/{id}/logs?tail=N        → 200 multiplexed stream (8-byte frame headers)
 *   DELETE /containers/{id}?force=true         → 204 | 404
 *
 * Containers do not run anything: starting one appends log lines a module would print.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { rm } from 'node:fs/promises';

export type ImageScript = {
  layers: Array<{ id: string; size: number }>;
  /**
   * The digest of what the registry serves for this reference, when it is not the one asked
   * for (a registry or mirror handing over other content): the image is stored under it.
   */
  serves?: string;
} & (
  | object
  /** Answers 200, streams some progress, then an error line (as a broken registry does). */
  | { failAfter: number; error: string }
);

interface Image {
  Id: string;
  RepoTags: string[];
  RepoDigests: string[];
}

/**
 * The key of a reference as the engine pulls it: `repo@sha256:…` when pinned (the tag before
 * a digest is only a name), else `repo:tag`.
 */
export function pullKey(reference: string): string {
  const at = reference.indexOf('@');
  const named = at < 0 ? reference : reference.slice(0, at);
  const slash = named.lastIndexOf('/');
  const colon = named.lastIndexOf(':');
  const repository = colon > slash ? named.slice(0, colon) : named;
  if (at >= 0) return `${repository}@${reference.slice(at + 1)}`;
  return colon > slash ? named : `${named}:latest`;
}

interface Container {
  Id: string;
  name: string;
  Image: string;
  Labels: Record<string, string>;
  running: boolean;
  logs: string[];
}

export interface DockerEngineDouble {
  socketPath: string;
  /** Every request the double received, `METHOD path?query`. */
  requests: string[];
  containers: Map<string, Container>;
  /** Forgets the pulled images (an engine pruned), so that a create needs a pull again. */
  prune(): void;
  close(): Promise<void>;
}

export async function startDockerEngineDouble(
  socketPath: string,
  images: Record<string, ImageScript>,
): Promise<DockerEngineDouble> {
  const scripts = new Map(Object.entries(images).map(([ref, script]) => [pullKey(ref), script]));
  const pulled: Image[] = [];
  const findImage = (ref: string) =>
    pulled.find((image) => image.RepoTags.includes(ref) || image.RepoDigests.includes(ref));
  const containers = new Map<string, Container>();
  const requests: string[] = [];

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'api-version': '1.45' });
    res.end(JSON.stringify(body));
  };
  const find = (ref: string) =>
    containers.get(ref) ?? [...containers.values()].find((c) => c.name === ref);
  const readBody = async (req: IncomingMessage) => {
    let text = '';
    for await (const chunk of req) text += chunk.toString();
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };

  function pull(res: ServerResponse, fromImage: string, tag: string) {
    const byDigest = tag.startsWith('sha256:');
    const ref = byDigest ? `${fromImage}@${tag}` : `${fromImage}:${tag}`;
    const script = scripts.get(ref);
    if (!script) {
      return json(res, 404, {
        message: `pull access denied for ${fromImage}, repository does not exist or may require 'docker login'`,
      });
    }
    res.writeHead(200, { 'content-type': 'application/json', 'api-version': '1.45' });
    const line = (value: unknown) => res.write(`${JSON.stringify(value)}\r\n`);
    line({ status: `Pulling from ${fromImage}`, id: tag });
    for (const layer of script.layers)
      line({ status: 'Pulling fs layer', progressDetail: {}, id: layer.id });
    // Each layer in two steps, round robin, as concurrent downloads interleave.
    let sent = 0;
    for (const step of [0.1, 1]) {
      for (const layer of script.layers) {
        if ('failAfter' in script && sent >= script.failAfter) {
          line({ errorDetail: { message: script.error }, error: script.error });
          return res.end();
        }
        const current = Math.round(layer.size * step);
        line({
          status: 'Downloading',
          progressDetail: { current, total: layer.size },
          progress: `[=====>  ] ${current}B/${layer.size}B`,
          id: layer.id,
        });
        sent += 1;
      }
    }
    for (const layer of script.layers) {
      line({ status: 'Download complete', progressDetail: {}, id: layer.id });
      line({ status: 'Pull complete', progressDetail: {}, id: layer.id });
    }
    const digest = script.serves ?? (byDigest ? tag : `sha256:${randomBytes(32).toString('hex')}`);
    line({ status: `Digest: ${digest}` });
    line({ status: `Status: Downloaded newer image for ${ref}` });
    pulled.push({
      Id: `sha256:${randomBytes(32).toString('hex')}`,
      RepoTags: byDigest ? [] : [ref],
      RepoDigests: [`${fromImage}@${digest}`],
    });
    res.end();
  }

  function frames(lines: string[]): Buffer {
    return Buffer.concat(
      lines.map((text) => {
        const body = Buffer.from(`${text}\n`);
        const header = Buffer.alloc(8);
        header.writeUInt8(1, 0); // stdout
        header.writeUInt32BE(body.length, 4);
        return Buffer.concat([header, body]);
      }),
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://docker');
    const method = req.method ?? 'GET';
    requests.push(`${method} ${url.pathname}${url.search}`);
    const path = url.pathname.replace(/^\/v1\.\d+/, '');
    const parts = path.split('/').filter(Boolean);

    if (method === 'GET' && path === '/_ping') {
      res.writeHead(200, { 'content-type': 'text/plain', 'api-version': '1.45' });
      return res.end('OK');
    }
    if (method === 'POST' && path === '/images/create') {
      return pull(
        res,
        url.searchParams.get('fromImage') ?? '',
        url.searchParams.get('tag') ?? 'latest',
      );
    }
    if (method === 'GET' && path.startsWith('/images/') && path.endsWith('/json')) {
      const name = decodeURIComponent(path.slice('/images/'.length, -'/json'.length));
      const image = findImage(name);
      if (!image) return json(res, 404, { message: `No such image: ${name}` });
      return json(res, 200, image);
    }
    if (method === 'POST' && path === '/containers/create') {
      const name = url.searchParams.get('name') ?? '';
      const body = await readBody(req);
      const image = String(body.Image ?? '');
      if (!findImage(image)) return json(res, 404, { message: `No such image: ${image}` });
      if (find(name)) {
        return json(res, 409, {
          message: `Conflict. The container name "/${name}" is already in use.`,
        });
      }
      const Id = randomBytes(32).toString('hex');
      containers.set(Id, {
        Id,
        name,
        Image: image,
        Labels: (body.Labels as Record<string, string>) ?? {},
        running: false,
        logs: [],
      });
      return json(res, 201, { Id, Warnings: [] });
    }
    if (method === 'GET' && path === '/containers/json') {
      const filters = JSON.parse(url.searchParams.get('filters') ?? '{}') as {
        label?: string[];
      };
      const all = url.searchParams.get('all') === 'true' || url.searchParams.get('all') === '1';
      const list = [...containers.values()].filter((container) => {
        if (!all && !container.running) return false;
        return (filters.label ?? []).every((filter) => {
          const [key, value] = filter.split('=');
          return (
            key! in container.Labels && (value === undefined || container.Labels[key!] === value)
          );
        });
      });
      return json(
        res,
        200,
        list.map((c) => ({
          Id: c.Id,
          Names: [`/${c.name}`],
          Image: c.Image,
          State: c.running ? 'running' : 'exited',
          Status: c.running ? 'Up 1 second' : 'Exited (0) 1 second ago',
          Labels: c.Labels,
        })),
      );
    }
    if (parts[0] === 'containers' && parts[1]) {
      const container = find(parts[1]);
      if (!container) return json(res, 404, { message: `No such container: ${parts[1]}` });
      if (method === 'DELETE' && parts.length === 2) {
        if (container.running && url.searchParams.get('force') !== 'true') {
          return json(res, 409, { message: 'You cannot remove a running container.' });
        }
        containers.delete(container.Id);
        res.writeHead(204);
        return res.end();
      }
      if (method === 'POST' && (parts[2] === 'start' || parts[2] === 'stop')) {
        const start = parts[2] === 'start';
        if (container.running === start) {
          res.writeHead(304);
          return res.end();
        }
        container.running = start;
        container.logs.push(
          start
            ? `${container.Labels['ads-studio.module']}: started from ${container.Image}`
            : `${container.Labels['ads-studio.module']}: SIGTERM received, stopped`,
        );
        res.writeHead(204);
        return res.end();
      }
      if (method === 'GET' && parts[2] === 'logs') {
        const tail = Number(url.searchParams.get('tail') ?? 'all');
        const lines = Number.isFinite(tail) ? container.logs.slice(-tail) : container.logs;
        res.writeHead(200, { 'content-type': 'application/vnd.docker.multiplexed-stream' });
        return res.end(frames(lines));
      }
    }
    return json(res, 404, { message: 'page not found' });
  }

  await rm(socketPath, { force: true });
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  return {
    socketPath,
    requests,
    containers,
    prune: () => void pulled.splice(0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
