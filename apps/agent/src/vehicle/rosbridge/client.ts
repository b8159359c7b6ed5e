import WebSocket from 'ws';
import { parseAnswer, type RosbridgeAnswer, type RosbridgeRequest } from './protocol';

export interface RosbridgeClientOptions {
  url: string;
  log(line: string): void;
  /** Wait between connection attempts, a random time in [min, max] ms. */
  reconnectDelayMs: readonly [number, number];
  /** A service call not answered in this time fails (rosbridge is told the same). */
  serviceTimeoutMs: number;
  /** A connection that sent nothing, not even a pong, for this long is dropped and redialled. */
  livenessMs: number;
}

/** rosbridge itself failed the call (`result: false`): no such service, bad arguments… */
export class RosbridgeCallError extends Error {}
/** The call never got an answer: not connected, connection lost, or timed out. */
export class RosbridgeUnreachableError extends Error {}

export interface RosbridgeClient {
  readonly url: string;
  isConnected(): boolean;
  /** Called with true on each (re)connection, after subscriptions and adverts are re-sent. */
  onConnection(listener: (connected: boolean) => void): void;
  /** Kept for the client's life: sent again on every reconnection. */
  subscribe(topic: string, type: string, onMessage: (msg: unknown) => void): void;
  /**
   * Drops and makes again the vehicle-side subscription. rosbridge picks a subscription's QoS
   * from the publishers it sees when subscribing: made before Autoware was up, it is volatile
   * and never gets the latched state of a notification topic.
   */
  resubscribe(topic: string): void;
  /** Kept for the client's life; `latch` gives a transient-local publisher (AD API notifications). */
  advertise(topic: string, type: string, latch?: boolean): void;
  /** False when not connected: the message is dropped, never queued (commands go stale). */
  publish(topic: string, msg: object): boolean;
  /** Resolves once everything sent so far has been written to the socket (or it closed). */
  flush(): Promise<void>;
  /** Resolves the service's response (`values`). */
  callService(service: string, args: object): Promise<unknown>;
  close(): Promise<void>;
}

interface PendingCall {
  resolve(values: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * One WebSocket to a rosbridge server that dials again by itself, forever, and re-sends its
 * subscriptions and adverts on each new connection (rosbridge forgets them with the socket).
 */
export function connectRosbridge(options: RosbridgeClientOptions): RosbridgeClient {
  const subscriptions = new Map<string, { type: string; onMessage: (msg: unknown) => void }>();
  const adverts = new Map<string, { type: string; latch: boolean }>();
  const pending = new Map<string, PendingCall>();
  const listeners: Array<(connected: boolean) => void> = [];
  let socket: WebSocket | null = null;
  let connected = false;
  let closed = false;
  let callCount = 0;
  let retry: NodeJS.Timeout | undefined;
  let liveness: NodeJS.Timeout | undefined;
  let heardSinceCheck = false;
  /** Only the first failure of an outage is logged, not every attempt. */
  let failureLogged = false;
  /** Settles when the latest frame sent has been written out (or failed with the socket). */
  let written: Promise<void> = Promise.resolve();

  const send = (request: RosbridgeRequest): boolean => {
    const ws = socket;
    if (!connected || !ws) return false;
    written = new Promise((resolve) => ws.send(JSON.stringify(request), () => resolve()));
    return true;
  };
  const subscribeRequest = (topic: string, type: string): RosbridgeRequest => ({
    op: 'subscribe',
    id: `ads-sub:${topic}`,
    topic,
    type,
  });
  const advertiseRequest = (topic: string, advert: { type: string; latch: boolean }) =>
    ({
      op: 'advertise',
      id: `ads-adv:${topic}`,
      topic,
      type: advert.type,
      ...(advert.latch ? { latch: true } : {}),
    }) satisfies RosbridgeRequest;

  const receive = (answer: RosbridgeAnswer) => {
    if (answer.op === 'publish') {
      subscriptions.get(answer.topic)?.onMessage(answer.msg);
    } else if (answer.op === 'service_response') {
      const call = answer.id === undefined ? undefined : pending.get(answer.id);
      if (!call || answer.id === undefined) return;
      pending.delete(answer.id);
      clearTimeout(call.timer);
      if (answer.result) call.resolve(answer.values);
      else call.reject(new RosbridgeCallError(String(answer.values ?? 'call failed')));
    } else {
      options.log(`rosbridge ${answer.level}: ${answer.msg}${answer.id ? ` (${answer.id})` : ''}`);
    }
  };

  const dropPending = (reason: string) => {
    for (const [id, call] of pending) {
      clearTimeout(call.timer);
      call.reject(new RosbridgeUnreachableError(reason));
      pending.delete(id);
    }
  };

  const scheduleDial = () => {
    if (closed) return;
    const [min, max] = options.reconnectDelayMs;
    retry = setTimeout(dial, min + Math.random() * (max - min));
  };

  function dial() {
    if (closed) return;
    const ws = new WebSocket(options.url, { handshakeTimeout: 10_000 });
    socket = ws;
    ws.on('open', () => {
      connected = true;
      failureLogged = false;
      heardSinceCheck = true;
      options.log(`rosbridge connected: ${options.url}`);
      for (const [topic, advert] of adverts) send(advertiseRequest(topic, advert));
      for (const [topic, sub] of subscriptions) send(subscribeRequest(topic, sub.type));
      liveness = setInterval(() => {
        if (!heardSinceCheck) {
          options.log(`rosbridge silent for ${options.livenessMs} ms, reconnecting`);
          ws.terminate();
          return;
        }
        heardSinceCheck = false;
        ws.ping();
      }, options.livenessMs);
      for (const listener of listeners) listener(true);
    });
    ws.on('message', (data: WebSocket.RawData, isBinary: boolean) => {
      heardSinceCheck = true;
      if (isBinary) return; // CBOR is only sent when asked for; the adapter never asks.
      const answer = parseAnswer(data.toString());
      if (answer) receive(answer);
    });
    ws.on('pong', () => {
      heardSinceCheck = true;
    });
    ws.on('error', (error: Error) => {
      if (!connected && !failureLogged && !closed) {
        options.log(`rosbridge ${options.url} unreachable (${error.message}), retrying`);
        failureLogged = true;
      }
    });
    ws.on('close', () => {
      clearInterval(liveness);
      if (socket === ws) socket = null;
      const wasConnected = connected;
      connected = false;
      dropPending('The connection to rosbridge was lost.');
      if (wasConnected) {
        if (!closed) options.log(`rosbridge disconnected: ${options.url}, reconnecting`);
        for (const listener of listeners) listener(false);
      }
      scheduleDial();
    });
  }

  dial();

  return {
    url: options.url,
    isConnected: () => connected,
    onConnection(listener) {
      listeners.push(listener);
    },
    subscribe(topic, type, onMessage) {
      subscriptions.set(topic, { type, onMessage });
      send(subscribeRequest(topic, type));
    },
    resubscribe(topic) {
      const sub = subscriptions.get(topic);
      if (!sub) return;
      send({ op: 'unsubscribe', id: `ads-sub:${topic}`, topic });
      send(subscribeRequest(topic, sub.type));
    },
    advertise(topic, type, latch = false) {
      const advert = { type, latch };
      adverts.set(topic, advert);
      send(advertiseRequest(topic, advert));
    },
    publish: (topic, msg) => send({ op: 'publish', topic, msg }),
    flush: () => written,
    callService(service, args) {
      const id = `ads-call:${service}:${++callCount}`;
      const request: RosbridgeRequest = {
        op: 'call_service',
        id,
        service,
        args,
        timeout: options.serviceTimeoutMs / 1000,
      };
      return new Promise((resolve, reject) => {
        if (!send(request)) {
          reject(new RosbridgeUnreachableError('rosbridge is not connected.'));
          return;
        }
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new RosbridgeUnreachableError(`${service} did not answer in time.`));
        }, options.serviceTimeoutMs);
        pending.set(id, { resolve, reject, timer });
      });
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const ws = socket;
      if (!ws) return;
      // A polite goodbye, so the vehicle's rosbridge drops our publishers and subscriptions.
      for (const topic of subscriptions.keys()) {
        send({ op: 'unsubscribe', id: `ads-sub:${topic}`, topic });
      }
      for (const topic of adverts.keys())
        send({ op: 'unadvertise', id: `ads-adv:${topic}`, topic });
      await new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        // A server that does not answer the closing handshake is cut off after a second.
        const cutOff = setTimeout(() => ws.terminate(), 1000);
        ws.once('close', () => {
          clearTimeout(cutOff);
          resolve();
        });
        if (ws.readyState === WebSocket.CONNECTING) ws.terminate();
        else ws.close(1000);
      });
    },
  };
}
