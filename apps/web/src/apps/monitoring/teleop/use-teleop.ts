import { type Gear, TELEOP, TeleopEcho, VEHICLE_ACTIONS } from '@ads/contract';
import { useEffect, useState } from 'react';
import { i18n, serverText } from '../../../lib/i18n';
import { ViewBox } from './view-box';
import { onRoomMessage, sendTo } from '../../../lib/socket';
import { isOwnId, requestId } from '../../../lib/vehicle/commands';
import { type DriveInput, NEUTRAL, type PadReading, isDriveKey, padReading } from './drive-input';
import { type LinkReading, LinkMeter } from './link-meter';
import { type DeadmanSource, TeleopDriver } from './teleop-driver';
import { NO_ECHO, type VehicleLink, readEcho } from './vehicle-echo';

const TICK_MS = 1000 / TELEOP.commandHz;
/** The panel's figures (pedals, wheel, link) are redrawn this often, not at every command. */
const SHOW_EVERY_MS = 100;

export interface TeleopView {
  driving: boolean;
  input: DriveInput;
  link: LinkReading;
  /** The gamepad in use, by the name the browser gives it. */
  pad: string | null;
  /** The vehicle's or server's refusal of the last commands, until one is accepted again. */
  problem: string | null;
  /** What the vehicle's echoes say: its round trip, its drops, why it drops this page's commands. */
  vehicle: VehicleLink;
  /** Why this page does not start driving now (the round trip it measured is over the limit). */
  linkRefusal: string | null;
}

/** Tele-op sequence numbers of this page: they only grow, whichever vehicle is driven. */
let lastSeq = 0;
const nextSeq = () => (lastSeq += 1);

const EMPTY_LINK: LinkReading = { lastMs: null, p50Ms: null, lossPercent: null, sent: 0 };

/** Fields where keys type text: driving keys there are the user's typing, not driving. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The first connected gamepad and what it reads, if the browser has the Gamepad API. */
function readPad(): { id: string; reading: PadReading } | null {
  const pads = typeof navigator.getGamepads === 'function' ? navigator.getGamepads() : [];
  for (const pad of pads) {
    if (pad?.connected) return { id: pad.id, reading: padReading(pad) };
  }
  return null;
}

/**
 * Tele-op of one vehicle: the 20 Hz command loop while `enabled` (the control lock held and
 * the vehicle in REMOTE), the keyboard while enabled, the gamepad, and the round trip and loss
 * measured from the vehicle's echoes. Disabling or leaving stops at once.
 */
export function useTeleop(room: string, enabled: boolean, gear: Gear) {
  const [meter] = useState(() => new LinkMeter());
  const [driver] = useState(
    () =>
      new TeleopDriver((target, command) => {
        // The id tells this page's refusals from another's (echoes are told by their seq).
        const sent = sendTo(target, VEHICLE_ACTIONS.teleop, command, requestId());
        if (sent) meter.sent(command.seq, performance.now());
        return sent;
      }, nextSeq),
  );
  // The panel's figures live outside React state: only TeleopPanel re-renders at their pace,
  // not the whole vehicle panel (whose renders would hold up the 20 Hz commands on a busy page).
  const [box] = useState(
    () =>
      new ViewBox<TeleopView>({
        driving: false,
        input: NEUTRAL,
        link: EMPTY_LINK,
        pad: null,
        problem: null,
        vehicle: NO_ECHO,
        linkRefusal: null,
      }),
  );

  // The newest reading of the vehicle's echoes, shown at the panel's pace (its refusal at once).
  const [heard] = useState(() => ({ vehicle: NO_ECHO }));

  useEffect(() => {
    driver.setGear(gear);
  }, [driver, gear]);

  // A new vehicle: whatever was driving the last one stops first (sent to the last one).
  useEffect(() => {
    driver.setRoom(room);
    return () => driver.stop();
  }, [driver, room]);

  useEffect(() => {
    driver.setEnabled(enabled);
    if (!enabled) return;
    let padId: string | null = null;
    let shownAt = 0;
    const tick = setInterval(() => {
      const now = performance.now();
      const pad = readPad();
      padId = pad?.id ?? null;
      driver.tick(now, pad?.reading ?? null);
      if (now - shownAt < SHOW_EVERY_MS) return;
      shownAt = now;
      box.update((last) => ({
        ...last,
        driving: driver.driving,
        input: driver.input,
        link: meter.read(now),
        pad: padId,
        vehicle: heard.vehicle,
        linkRefusal: driver.linkRefusal(),
      }));
    }, TICK_MS);
    const keep = (event: KeyboardEvent) => {
      if (!isDriveKey(event.code) || isTyping(event.target)) return false;
      // Kept from the page: arrows would scroll it or move a focused slider, and the space
      // bar would press whichever button has the focus (e.g. "Release control").
      event.preventDefault();
      event.stopPropagation();
      return true;
    };
    const down = (event: KeyboardEvent) => {
      if (keep(event) && !event.repeat) driver.keyDown(event.code);
    };
    const up = (event: KeyboardEvent) => {
      if (keep(event)) driver.keyUp(event.code);
    };
    // No keyup comes for keys held while the window loses focus or the tab is hidden.
    const letGo = () => {
      driver.releaseKeys();
      driver.hold('pointer', false);
    };
    const hidden = () => {
      if (document.visibilityState === 'hidden') letGo();
    };
    window.addEventListener('keydown', down, true);
    window.addEventListener('keyup', up, true);
    window.addEventListener('blur', letGo);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      clearInterval(tick);
      window.removeEventListener('keydown', down, true);
      window.removeEventListener('keyup', up, true);
      window.removeEventListener('blur', letGo);
      document.removeEventListener('visibilitychange', hidden);
      driver.setEnabled(false);
      box.update((last) => ({ ...last, driving: false, input: NEUTRAL }));
    };
  }, [box, driver, heard, meter, enabled]);

  // The echoes: round trip and loss, the ack the next command carries, what the vehicle says
  // of the commands; refusals show until a command is accepted again.
  useEffect(
    () =>
      onRoomMessage(VEHICLE_ACTIONS.teleop, (from, message, sender) => {
        if (from !== room) return;
        // An id says whose command this answers; an answer without one (an agent before ids)
        // is taken for this page's when the server sent it, or while this page drives.
        const ours =
          message.id !== undefined
            ? isOwnId(message.id)
            : sender === undefined || driver.driving || message.status !== 'error';
        if (!ours) return;
        if (message.status === 'error') {
          const text = (message.data as { message?: unknown } | undefined)?.message;
          const problem =
            typeof text === 'string' && text
              ? serverText(text)
              : i18n.t('monitoring:teleop.commandRefused');
          box.update((last) => (last.problem === problem ? last : { ...last, problem }));
          return;
        }
        const echo = TeleopEcho.safeParse(message.data);
        if (!echo.success) return;
        // Not a command of this page's (another tab's, or before this vehicle was chosen).
        if (driver.heard(echo.data.seq, Date.now()) === null) return;
        meter.echoed(echo.data.seq, performance.now());
        const vehicle = readEcho(heard.vehicle, echo.data);
        heard.vehicle = vehicle;
        box.update((last) =>
          last.problem === null && last.vehicle.refusal === vehicle.refusal
            ? last
            : { ...last, problem: null, vehicle, linkRefusal: driver.linkRefusal() },
        );
      }),
    [box, driver, heard, meter, room],
  );

  const [controls] = useState(() => ({
    /** The panel's figures, for `useSyncExternalStore`. */
    view: box,
    hold: (source: DeadmanSource, on: boolean) => {
      driver.hold(source, on);
      box.update((last) => ({
        ...last,
        driving: driver.driving,
        linkRefusal: driver.linkRefusal(),
      }));
    },
    setPointer: (change: Partial<DriveInput>) => driver.setPointer(change),
    /** Stops driving now (before the lock is released, so the stop command is still accepted). */
    stop: () => driver.stop(),
  }));
  return controls;
}
