import { NodeWebSocket, type TransportCtor } from 'engine.io-client';

const zeroMask = (mask: Buffer) => mask.fill(0);

class UnmaskedWebSocket extends NodeWebSocket {
  override createSocket(
    uri: string,
    protocols: string | string[] | undefined,
    opts: Record<string, unknown>,
  ): unknown {
    return super.createSocket(uri, protocols, { ...opts, generateMask: zeroMask });
  }
}

/**
 * The WebSocket under the agent's link to the studio. A client masks every frame it sends (RFC
 * 6455 §5.3) and the `ws` package does it in JavaScript when its native add-on is absent, as in
 * the agent's one-file package: masking and the studio's unmasking took a third of the CPU of a
 * desktop stream (3.7 MB a frame at 1280×720). Masking protects intermediaries that read the
 * stream as HTTP from bytes a hostile page chose (§10.3); nothing can read a TLS link in the
 * middle and nothing stands on loopback, so there the agent sends the all-zero mask, which `ws`
 * skips on both ends. Over plain HTTP to another host, frames are masked as the RFC says.
 */
export function linkTransports(server: string): string[] | TransportCtor[] {
  return maskingNeeded(server) ? ['websocket'] : [UnmaskedWebSocket];
}

/** Whether an intermediary could read the link to `server` (plain HTTP to another host). */
export function maskingNeeded(server: string): boolean {
  const url = new URL(server);
  if (url.protocol === 'https:' || url.protocol === 'wss:') return false;
  return !isLoopback(url.hostname);
}

function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}
