import { type ControlHolder, TELEOP, VEHICLE_ACTIONS } from '@ads/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import { notify } from '../notify';
import { sendTo, socketId } from '../socket';
import { command, requestId } from './commands';
import { type LockView, lockView } from './control-lock';

/** How long "Taking control…" shows before the button is offered again without an answer. */
const TAKING_MS = 3_000;

export interface ControlLock extends LockView {
  busy: boolean;
  take(): void;
  release(): void;
}

/**
 * The one-operator-at-a-time lock of a vehicle as this connection holds it: taken on request,
 * renewed every TELEOP.lockRenewMs while held (the vehicle lets a silent lock go after
 * TELEOP.lockIdleMs), released when the user asks, leaves the vehicle or the page. A lock
 * that ends without that (an admin took it over) is reported.
 */
export function useControlLock(
  vehicle: { room: string; name: string },
  holder: ControlHolder | null | undefined,
  me: { userId: number; admin: boolean; mayCommand: boolean },
): ControlLock {
  // The row's words (and the lock's sentences below) are the vehicle namespace's.
  useTranslation('vehicle');
  const view = lockView(holder, { sid: socketId(), ...me });
  const { mine } = view;
  const { room, name } = vehicle;
  const [taking, setTaking] = useState(false);
  const releasing = useRef(false);
  const wasMine = useRef(false);
  const holderName = useRef<string | null>(null);

  useEffect(() => {
    holderName.current = holder?.name ?? null;
    if (wasMine.current && !mine && !releasing.current) {
      notify(
        holderName.current
          ? i18n.t('vehicle:lock.tookOver', { name: holderName.current, vehicle: name })
          : i18n.t('vehicle:lock.ended', { vehicle: name }),
        'warning',
      );
    }
    if (mine) releasing.current = false;
    wasMine.current = mine;
  }, [mine, holder?.name, name]);

  useEffect(() => {
    if (!mine) return;
    // With an id of its own that no one waits for: the renewal's answers are nobody's to show
    // (a takeover is told from the state, above).
    const renew = setInterval(
      () => sendTo(room, VEHICLE_ACTIONS.controlLock, { action: 'take' }, requestId()),
      TELEOP.lockRenewMs,
    );
    return () => clearInterval(renew);
  }, [mine, room]);

  // Leaving the vehicle (another one selected, the page closed) hands the lock back, after
  // tele-op's own cleanup has sent its stop command (which needs the lock to be accepted).
  useEffect(
    () => () => {
      if (!wasMine.current) return;
      queueMicrotask(() =>
        sendTo(room, VEHICLE_ACTIONS.controlLock, { action: 'release' }, requestId()),
      );
    },
    [room],
  );

  useEffect(() => {
    if (!taking) return;
    const timer = setTimeout(() => setTaking(false), TAKING_MS);
    return () => clearTimeout(timer);
  }, [taking]);

  return {
    ...view,
    busy: taking && !mine,
    take: () => {
      if (command(room, VEHICLE_ACTIONS.controlLock, { action: 'take' }, name)) setTaking(true);
    },
    release: () => {
      releasing.current = true;
      setTaking(false);
      command(room, VEHICLE_ACTIONS.controlLock, { action: 'release' }, name);
    },
  };
}
