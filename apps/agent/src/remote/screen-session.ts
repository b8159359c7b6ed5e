import type { DesktopLink } from './desktop';
import { RemoteError } from './errors';
import { Outbound } from './outbound';
import { screenRelayStarted } from './relay-heap';
import { RfbRefused, RfbViewOnlyFilter } from './rfb-filter';
import type { Session, SessionOutput } from './session';

/**
 * A screen session: the RFB stream between the browser's noVNC and the VNC server, relayed as
 * bytes. A view-only one passes the viewer's bytes through the filter first, so keys and the
 * mouse stop here on the PC, whatever the browser does.
 */
export function screenSession(
  link: DesktopLink,
  viewOnly: boolean,
  output: SessionOutput,
): Session {
  const { socket } = link;
  const filter = viewOnly ? new RfbViewOnlyFilter() : undefined;
  let ended = false;
  const relayEnded = screenRelayStarted();
  const end = (message: string) => {
    if (ended) return;
    ended = true;
    relayEnded();
    socket.destroy();
    output.end(message);
  };
  const outbound = new Outbound(output.data, socket);
  const session: Session = {
    kind: 'screen',
    bytesIn: 0,
    bytesOut: 0,
    call(op) {
      return Promise.reject(new RemoteError('invalid', `A screen has no ${op} operation.`));
    },
    input(bytes) {
      if (ended) return;
      session.bytesIn += bytes.length;
      if (!filter) {
        socket.write(bytes);
        return;
      }
      try {
        const passed = filter.push(bytes);
        if (passed.length > 0) socket.write(passed);
      } catch (error) {
        end(error instanceof RfbRefused ? error.message : 'The view-only session could not go on.');
      }
    },
    credit: (bytes) => outbound.credit(bytes),
    async dispose() {
      ended = true;
      relayEnded();
      socket.destroy();
    },
  };
  link.reads.attach((bytes) => {
    session.bytesOut += bytes.length;
    outbound.push(bytes);
  });
  socket.on('error', () => {}); // 'close' follows and says it
  socket.on('close', () => end('The VNC server closed the connection.'));
  return session;
}
