import type { RemoteKind } from '@ads/contract';

/** One open session on the agent, whatever its kind. */
export interface Session {
  kind: RemoteKind;
  /** Bytes toward the PC (typed, saved, the viewer's RFB) and from it (output, read, frames). */
  bytesIn: number;
  bytesOut: number;
  /** One operation (a workspace op, a terminal's resize); throws a RemoteError. */
  call(op: string, args: unknown): Promise<unknown>;
  /** Bytes from the browser for the terminal or the VNC server. */
  input(bytes: Uint8Array): void;
  /** The browser has taken in `bytes` more of ours. */
  credit(bytes: number): void;
  /** Ends it: the shell hung up, the VNC connection closed, the saves in progress removed. */
  dispose(): Promise<void>;
}

/** What a session tells the link: its bytes for the browser, and that it ended (a sentence). */
export interface SessionOutput {
  data(bytes: Buffer): void;
  end(message: string): void;
}
