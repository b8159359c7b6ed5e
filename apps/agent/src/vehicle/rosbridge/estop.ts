import type { EstopAnswer } from '@ads/contract';
import { AgentError } from '../../runtime';
import type { VehicleReading } from '../adapter';
import { MRM_STRATEGY, SERVICES } from './adapi';
import { type AdapiCall, MissingServiceError } from './adapi-call';
import type { RemoteControl } from './remote-control';

/** Who the MRM request names as its sender (MrmRequest.sender). */
export const MRM_SENDER = 'ads-studio';
/** The E-STOP's answer waits this long for Autoware; its calls go on after it. */
export const ESTOP_ANSWER_MS = 2000;
/** How long an answer waits for Autoware's MRM state to show the request. */
const MRM_STATE_WAIT_MS = 1000;
/** A vehicle slower than this stands still (the e-stop may be released). */
const STANDSTILL_MPS = 0.1;
const EFFECT_MAX = 300;

export interface EstopDeps {
  url: string;
  log(line: string): void;
  isConnected(): boolean;
  remote: Pick<RemoteControl, 'estop' | 'clearEstop'>;
  call: AdapiCall;
  /** `change_to_stop`, with the mode machine's bookkeeping. */
  changeToStop(): Promise<void>;
  read(): VehicleReading;
  /** Resolves once a reading satisfies `done`, or after `ms` with whatever there is. */
  readingWhen(done: (reading: VehicleReading) => boolean, ms: number): Promise<VehicleReading>;
}

type Outcome = { kind: 'done' } | { kind: 'failed'; error: unknown } | { kind: 'waiting' };

/** What became of a call by `ms`; a late end is logged. */
function outcomeWithin(
  call: Promise<unknown>,
  ms: number,
  what: string,
  log: (line: string) => void,
) {
  let late = false;
  const settled = call.then(
    (): Outcome => ({ kind: 'done' }),
    (error: unknown): Outcome => ({ kind: 'failed', error }),
  );
  void settled.then((outcome) => {
    if (!late) return;
    const said = outcome.kind === 'done' ? 'accepted' : `failed: ${reason(outcome)}`;
    log(`E-STOP: ${what} ${said} after the answer`);
  });
  return Promise.race([
    settled,
    new Promise<Outcome>((resolve) =>
      setTimeout(() => {
        late = true;
        resolve({ kind: 'waiting' });
      }, ms),
    ),
  ]);
}

const reason = (outcome: Outcome) => {
  if (outcome.kind !== 'failed') return '';
  const text = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/**
 * The rosbridge E-STOP. Engaging brakes the remote pedals at once, then asks Autoware for STOP
 * (`change_to_stop`) and for a minimal risk maneuver (`mrm_request/send`, DELEGATE) together:
 * neither waits for the other, and a slow or missing service delays nothing. The answer says
 * what the vehicle took. The AD API has no way to ask for a particular maneuver: with DELEGATE
 * Autoware chooses (emergency stop, comfortable stop or pull over), and the answer says so.
 */
export function createEstop(deps: EstopDeps) {
  const { log } = deps;
  const noConnection = () =>
    new AgentError(
      `No connection to the vehicle's rosbridge (${deps.url}): the E-STOP did not reach the ` +
        'vehicle. Its pedals go to full brake as soon as the connection returns.',
    );

  return {
    async engage(): Promise<EstopAnswer> {
      deps.remote.estop(); // before anything that can wait: full brake on the pedals, now
      if (!deps.isConnected()) throw noConnection();
      const stop = outcomeWithin(deps.changeToStop(), ESTOP_ANSWER_MS, 'STOP mode', log);
      const mrm = outcomeWithin(
        deps.call(
          SERVICES.sendMrmRequest,
          { request: { sender: MRM_SENDER, strategy: MRM_STRATEGY.DELEGATE } },
          () => 'Autoware refused the MRM request.',
        ),
        ESTOP_ANSWER_MS,
        'the MRM request',
        log,
      );
      const [stopped, requested] = await Promise.all([stop, mrm]);
      const reading =
        requested.kind === 'done'
          ? await deps.readingWhen((r) => r.mrm.state !== 'NORMAL', MRM_STATE_WAIT_MS)
          : deps.read();

      const missing = requested.kind === 'failed' && requested.error instanceof MissingServiceError;
      const parts = ['Full brake on the remote pedals at once, repeated every 100 ms'];
      parts.push(
        stopped.kind === 'done'
          ? 'STOP mode accepted'
          : stopped.kind === 'waiting'
            ? 'STOP mode not answered yet'
            : `STOP mode refused (${reason(stopped)})`,
      );
      if (requested.kind === 'done') {
        const behavior = reading.mrm.behavior;
        parts.push(
          'minimal risk maneuver requested (DELEGATE: Autoware chooses it' +
            (behavior === 'NONE' ? ')' : `, and reports ${behavior})`),
        );
      } else if (missing) {
        parts.push('this Autoware has no MRM request service');
      } else if (requested.kind === 'waiting') {
        parts.push('MRM request not answered yet');
      } else {
        parts.push(`MRM request refused (${reason(requested)})`);
      }
      let effect = `${parts.join('; ')}.`;
      if (effect.length > EFFECT_MAX) effect = `${effect.slice(0, EFFECT_MAX - 1)}…`;
      log(`E-STOP: ${effect}`);
      // Pedals act in REMOTE only: without STOP or an MRM, a car in AUTO does not stop.
      if (stopped.kind !== 'done' && requested.kind !== 'done') throw new AgentError(effect);
      return { mrm: reading.mrm, effect };
    },

    async release(): Promise<EstopAnswer> {
      if (!deps.isConnected()) throw noConnection();
      if (Math.abs(deps.read().speed) > STANDSTILL_MPS) {
        throw new AgentError(
          'The vehicle is still moving: release the e-stop once it stands still.',
        );
      }
      let cancelled = true;
      try {
        await deps.call(
          SERVICES.sendMrmRequest,
          { request: { sender: MRM_SENDER, strategy: MRM_STRATEGY.CANCEL } },
          () => 'Autoware refused to cancel the MRM request.',
        );
      } catch (error) {
        // Nothing to cancel on an Autoware without the MRM request API.
        if (!(error instanceof MissingServiceError)) throw error;
        cancelled = false;
      }
      deps.remote.clearEstop();
      const reading = await deps.readingWhen((r) => r.mrm.state === 'NORMAL', MRM_STATE_WAIT_MS);
      const effect = cancelled
        ? 'MRM request cancelled; the vehicle stays in STOP until a mode is chosen.'
        : 'E-STOP released; the vehicle stays in STOP until a mode is chosen.';
      return { mrm: reading.mrm, effect };
    },
  };
}
