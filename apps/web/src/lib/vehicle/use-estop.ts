import { EstopAnswer, type MrmStateName, VEHICLE_ACTIONS } from '@ads/contract';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../notify';
import { onRoomMessage } from '../socket';
import { command, isOurAnswer, requestId } from './commands';

export interface Estop {
  /** What the vehicle said it did for this page's E-STOP, until the emergency ends. */
  effect: string | null;
  engage(): void;
  /** Releases it (the vehicle accepts once it stands still). */
  release(): void;
  dismiss(): void;
}

/**
 * The emergency stop of one vehicle from this page: engage and release, and what the vehicle
 * says it did (`EstopAnswer.effect`, in its own words: a rosbridge vehicle's stop is
 * Autoware's). The effect of an engage stays until the emergency ends (the MRM back to NORMAL
 * after it was not) or is dismissed; a release's is told in a snackbar.
 */
export function useEstop(room: string, name: string, mrm: MrmStateName | null): Estop {
  const [shown, setShown] = useState<{ room: string; text: string } | null>(null);
  const effect = shown?.room === room ? shown.text : null;
  // Which of this page's requests were releases (an answer names its request's id only).
  const releases = useRef(new Set<string>());

  useEffect(
    () =>
      onRoomMessage(VEHICLE_ACTIONS.estop, (from, message, sender) => {
        if (from !== room || message.status !== 'success') return;
        if (!isOurAnswer(room, message, sender)) return;
        const answer = EstopAnswer.safeParse(message.data);
        if (!answer.success || !answer.data.effect) return;
        // Without an id (an agent before ids), a release is the answer that ends the MRM.
        const released =
          message.id !== undefined
            ? releases.current.delete(message.id)
            : answer.data.mrm.state === 'NORMAL';
        if (released) {
          notify(answer.data.effect, 'info');
          setShown(null);
        } else setShown({ room, text: answer.data.effect });
      }),
    [room],
  );

  // The emergency ended (the MRM back to NORMAL after it was not): its effect goes with it.
  const [lastMrm, setLastMrm] = useState(mrm);
  if (mrm !== lastMrm) {
    setLastMrm(mrm);
    if (lastMrm !== null && lastMrm !== 'NORMAL' && mrm === 'NORMAL') setShown(null);
  }

  return {
    effect,
    engage: () => void command(room, VEHICLE_ACTIONS.estop, { action: 'engage' }, name),
    release: () => {
      const id = requestId();
      if (command(room, VEHICLE_ACTIONS.estop, { action: 'release' }, name, id)) {
        releases.current.add(id);
      }
    },
    dismiss: () => setShown(null),
  };
}
