import {
  SOCKET_EVENTS,
  type SocketMessage,
  TELEOP,
  type TeleopCommand,
  TeleopEcho,
  UserMsgPayload,
  VEHICLE_ACTIONS,
} from '@ads/contract';
import type { Socket } from 'socket.io-client';

/** The driver's controls in one command (what the page's pedals, wheel and gear say). */
export type Controls = Pick<TeleopCommand, 'throttle' | 'brake' | 'steering' | 'gear'>;

export const FORWARD: Controls = { throttle: 0.6, brake: 0, steering: 0, gear: 'D' };
export const RELEASED: Controls = { throttle: 0, brake: 1, steering: 0, gear: 'D' };

/** Tele-op sequence numbers of this test process: they only grow, as the page's do. */
let nextSeq = 0;

/**
 * The tele-op side of a browser tab, as the page drives (TeleopDriver): each command carries its
 * send time and the ack of the latest echo heard (the vehicle's clock exchange), and a request
 * id; the vehicle's answers are matched by that id, since the whole room hears them.
 */
export function teleopClient(socket: Socket, room: string, name: string) {
  const echoes = new Map<number, TeleopEcho>();
  const refusals: SocketMessage[] = [];
  const waiting = new Map<number, (echo: TeleopEcho) => void>();
  const sent: TeleopCommand[] = [];
  let heard: TeleopCommand['ack'];
  let timer: NodeJS.Timeout | undefined;
  const prefix = `${name}-teleop-`;

  socket.on(SOCKET_EVENTS.userMsg, (payload: unknown) => {
    const message = UserMsgPayload.safeParse(payload).data?.message;
    if (message?.action !== VEHICLE_ACTIONS.teleop || message.type !== 'RESPONSE') return;
    if (!message.id?.startsWith(prefix)) return;
    if (message.status !== 'success') return void refusals.push(message);
    const echo = TeleopEcho.parse(message.data);
    heard = { seq: echo.seq, heard_at: Date.now() };
    echoes.set(echo.seq, echo);
    waiting.get(echo.seq)?.(echo);
    waiting.delete(echo.seq);
  });

  /** Emits a command exactly as given (a replay sends one again). */
  function emit(command: TeleopCommand): void {
    socket.emit(SOCKET_EVENTS.userMsg, {
      room,
      message: {
        action: VEHICLE_ACTIONS.teleop,
        type: 'REQUEST',
        data: command,
        id: `${prefix}${command.seq}-${sent.length}`,
      },
    });
    sent.push(command);
  }

  function command(controls: Controls): TeleopCommand {
    nextSeq += 1;
    return { seq: nextSeq, sent_at: Date.now(), ...(heard ? { ack: heard } : {}), ...controls };
  }

  function echoOf(seq: number, guardMs = 5_000): Promise<TeleopEcho> {
    const known = echoes.get(seq);
    if (known) return Promise.resolve(known);
    return new Promise((resolve, reject) => {
      const guard = setTimeout(() => {
        waiting.delete(seq);
        reject(new Error(`no echo of ${seq}; refusals: ${JSON.stringify(refusals)}`));
      }, guardMs);
      waiting.set(seq, (echo) => {
        clearTimeout(guard);
        resolve(echo);
      });
    });
  }

  return {
    sent,
    refusals,
    echoOf,
    /** Every echo heard so far, by seq. */
    echoes: () => [...echoes.values()],
    /** Sends one command now; resolves with its echo. */
    async send(controls: Controls): Promise<TeleopEcho> {
      const next = command(controls);
      emit(next);
      return echoOf(next.seq);
    },
    /** Sends this command again, as it was (same seq, send time and ack). */
    replay(again: TeleopCommand): Promise<TeleopEcho> {
      emit(again);
      return new Promise((resolve, reject) => {
        const guard = setTimeout(() => reject(new Error('no echo of the replay')), 5_000);
        const listen = (payload: unknown) => {
          const message = UserMsgPayload.safeParse(payload).data?.message;
          if (message?.id !== `${prefix}${again.seq}-${sent.length - 1}`) return;
          clearTimeout(guard);
          socket.off(SOCKET_EVENTS.userMsg, listen);
          resolve(TeleopEcho.parse(message.data));
        };
        socket.on(SOCKET_EVENTS.userMsg, listen);
      });
    },
    /** The deadman held: `controls` at the tele-op rate (20 Hz) until `letGo`. */
    hold(controls: Controls): void {
      clearInterval(timer);
      emit(command(controls));
      timer = setInterval(() => emit(command(controls)), 1000 / TELEOP.commandHz);
    },
    /** Stops sending (nothing more, not even the zero command); returns the last command sent. */
    letGo(): TeleopCommand | undefined {
      clearInterval(timer);
      timer = undefined;
      return sent.at(-1);
    },
    /**
     * Sends commands at the tele-op rate until one is applied (the first of a connection
     * measures the clock; after a slow spell the round trip is measured again); resolves with
     * the echoes of the commands sent.
     */
    async sendUntilApplied(controls: Controls, guardMs = 5_000): Promise<TeleopEcho[]> {
      const started = Date.now();
      const answered: TeleopEcho[] = [];
      for (;;) {
        const echo = await this.send(controls);
        answered.push(echo);
        if (echo.applied) return answered;
        if (Date.now() - started > guardMs) {
          throw new Error(`nothing applied: ${JSON.stringify(answered)}`);
        }
        await new Promise((next) => setTimeout(next, 1000 / TELEOP.commandHz));
      }
    },
    close() {
      clearInterval(timer);
    },
  };
}
export type TeleopClient = ReturnType<typeof teleopClient>;
