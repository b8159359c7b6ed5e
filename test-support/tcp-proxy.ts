import { type AddressInfo, type Server, type Socket, connect, createServer } from 'node:net';

/**
 * A TCP proxy for fault injection (issue 25): bytes flow both ways until `stall()`, which holds
 * them (what is sent meanwhile queues, as on a lossy link that has not dropped yet: nothing is
 * lost, nothing is refused) until `release()`. Without a release it is a network that went away
 * silently: connections are still accepted and never answered — a database behind it neither
 * answers nor refuses, so whoever waits on it waits.
 */
export interface TcpProxy {
  port: number;
  stall(): void;
  release(): void;
  close(): Promise<void>;
}

/**
 * `lateConnection`: the connection accepted as number `index` (from 1) has what its client sends
 * held for `ms` after it connects, as when one of a process's connections comes up late.
 */
export async function startTcpProxy(
  target: { host: string; port: number },
  options: { lateConnection?: { index: number; ms: number } } = {},
): Promise<TcpProxy> {
  let held = false;
  let accepted = 0;
  const pairs = new Set<{ client: Socket; upstream: Socket; buffered: Buffer[][] }>();

  /** One direction of a pair: passed on, or kept in order while held (or `late`). */
  function pipe(from: Socket, to: Socket, buffer: Buffer[], late = false) {
    let waiting = late;
    if (late) {
      setTimeout(() => {
        waiting = false;
        if (!held) for (const chunk of buffer.splice(0)) to.write(chunk);
      }, options.lateConnection!.ms);
    }
    from.on('data', (chunk: Buffer) => {
      if (held || waiting || buffer.length > 0) buffer.push(chunk);
      else to.write(chunk);
    });
    from.on('end', () => to.end());
    from.on('error', () => to.destroy());
  }

  const server: Server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair = { client, upstream, buffered: [[], []] as Buffer[][] };
    pairs.add(pair);
    accepted += 1;
    pipe(client, upstream, pair.buffered[0]!, accepted === options.lateConnection?.index);
    pipe(upstream, client, pair.buffered[1]!);
    const forget = () => pairs.delete(pair);
    client.on('close', () => {
      upstream.destroy();
      forget();
    });
    upstream.on('close', () => {
      client.destroy();
      forget();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const flush = () => {
    for (const { client, upstream, buffered } of pairs) {
      const [toUpstream, toClient] = buffered as [Buffer[], Buffer[]];
      for (const chunk of toUpstream.splice(0)) upstream.write(chunk);
      for (const chunk of toClient.splice(0)) client.write(chunk);
    }
  };

  return {
    port: (server.address() as AddressInfo).port,
    stall() {
      held = true;
    },
    release() {
      held = false;
      flush();
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
