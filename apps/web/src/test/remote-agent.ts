import {
  REMOTE_EVENTS as E,
  REMOTE_NAMESPACE,
  type RemoteCall,
  type RemoteErrorCode,
  type RemoteOpenOrder,
} from '@ads/contract';
import { io, type Socket } from 'socket.io-client';
import { connectAgentSocket } from './pcs';
import { api } from './real-api';

type Answer = { ok: true; data: unknown } | { ok: false; code: RemoteErrorCode; message: string };

const sockets: Socket[] = [];

/**
 * A PC's end of the remote IDE on the real server, scripted by a test: online on the main
 * namespace, and on `/remote` it says ready to every open, answers calls with `answer(call)`,
 * and keeps what the browser sent (calls, bytes, credit, closes). The real agent is driven in
 * e2e; here a test reaches every answer a page must handle.
 */
export async function connectRemoteAgent(
  pcToken: string,
  answer: (call: RemoteCall) => Answer | Promise<Answer> = () => ({ ok: true, data: {} }),
  ready: (order: RemoteOpenOrder) => Record<string, unknown> = () => ({
    workspace: '/home/pc/ads-workspace',
  }),
) {
  await connectAgentSocket(pcToken);
  const socket = io(`${api.url}${REMOTE_NAMESPACE}`, {
    auth: { token: pcToken },
    transports: ['websocket'],
    forceNew: true,
  });
  sockets.push(socket);
  const seen = {
    opens: [] as RemoteOpenOrder[],
    calls: [] as RemoteCall[],
    bytes: [] as Uint8Array[],
    credit: 0,
    closes: [] as string[],
  };
  socket.on(E.open, (order: RemoteOpenOrder) => {
    seen.opens.push(order);
    socket.emit(E.ready, { session: order.session, ...ready(order) });
  });
  socket.on(E.call, (call: RemoteCall) => {
    seen.calls.push(call);
    void Promise.resolve(answer(call)).then((result) =>
      socket.emit(E.result, { session: call.session, call: call.call, ...result }),
    );
  });
  socket.on(E.data, (payload: { bytes: Uint8Array }) =>
    seen.bytes.push(new Uint8Array(payload.bytes)),
  );
  socket.on(E.credit, (payload: { bytes: number }) => (seen.credit += payload.bytes));
  socket.on(E.close, (payload: { session: string }) => seen.closes.push(payload.session));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    seen,
    send: (session: string, bytes: Uint8Array) => socket.emit(E.data, { session, bytes }),
    end: (session: string, message: string) => socket.emit(E.end, { session, message }),
  };
}

export function disconnectRemoteAgents(): void {
  for (const socket of sockets.splice(0)) socket.disconnect();
}
