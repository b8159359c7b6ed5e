import type { Socket as NetSocket } from 'node:net';
import type { Socket } from 'socket.io';

/**
 * A browser's WebSocket writes once per turn of the event loop, not once per message.
 *
 * Why: a fleet page watches many vehicles, and each vehicle's state reaches it in a message of
 * its own. Written one by one, every message is a `writev` system call of its own: with 100
 * vehicles at 10 Hz watched by 20 browsers that is 20,000 calls a second, which took ~40% of
 * the studio's thread (issue 33, the fleet bench's CPU profile) and queued the vehicles' own
 * messages behind them. Corked, what a turn of the loop sends to one browser leaves in one call
 * when the turn's I/O callbacks are done (`setImmediate`); engine.io keeps what comes while
 * that write is under way and sends it in one more, so a browser gets at most one write a turn:
 * the same bytes, in order, microseconds to a few milliseconds later, for far less work (the
 * studio's writes fell from 37% to 15% of its thread in that bench).
 *
 * Only browsers: an agent's socket (the way to a vehicle) is never held, so a stop or a command
 * leaves the moment it is relayed.
 */
export function coalesceWrites(socket: Socket): void {
  const conn = socket.conn;
  const hold = () => {
    // engine.io's transport: it writes each packet to the WebSocket (`ws`), or a frame
    // socket.io encoded once for a whole room straight to ws's sender; both pass here.
    const transport = conn.transport as unknown as {
      name: string;
      socket?: { _socket?: NetSocket };
      send: (packets: unknown[]) => void;
    };
    const raw = transport.socket?._socket;
    if (transport.name !== 'websocket' || !raw) return;
    const send = transport.send.bind(transport);
    transport.send = (packets) => {
      corkForThisTurn(raw);
      send(packets);
    };
  };
  hold();
  // A connection that began on long polling moves to a WebSocket later.
  conn.once('upgrade', hold);
}

const corked = new Set<NetSocket>();
let releasing = false;

function corkForThisTurn(raw: NetSocket): void {
  if (corked.has(raw)) return;
  raw.cork();
  corked.add(raw);
  if (!releasing) {
    releasing = true;
    setImmediate(uncorkAll);
  }
}

function uncorkAll(): void {
  releasing = false;
  for (const raw of corked) raw.uncork();
  corked.clear();
}
