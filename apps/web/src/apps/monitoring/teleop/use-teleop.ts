import { type Gear, TELEOP, TeleopEcho, VEHICLE_ACTIONS } from '@ads/contract';
import { useEffect, useState } from 'react';
import { ViewBox } from './view-box';
import { onRoomMessage, sendTo } from '../../../lib/socket';
import { type DriveInput, NEUTRAL, type PadReading, isDriveKey, padReading } from './drive-input';
import { type LinkReading, LinkMeter } from './link-meter';
import { type DeadmanSource, TeleopDriver } from './teleop-driver';

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
        const sent = sendTo(target, VEHICLE_ACTIONS.teleop, command);
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
      }),
  );

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
  }, [box, driver, meter, enabled]);

  // The echoes: round trip and loss; refusals show until a command is accepted again.
  useEffect(
    () =>
      onRoomMessage(VEHICLE_ACTIONS.teleop, (from, message, sender) => {
        if (from !== room) return;
        if (message.status === 'error') {
          if (sender !== undefined && !driver.driving) return;
          const text = (message.data as { message?: unknown } | undefined)?.message;
          const problem =
            typeof text === 'string' && text ? text : 'The vehicle refused the command.';
          box.update((last) => (last.problem === problem ? last : { ...last, problem }));
          return;
        }
        const echo = TeleopEcho.safeParse(message.data);
        if (!echo.success || !meter.echoed(echo.data.seq, performance.now())) return;
        box.update((last) => (last.problem === null ? last : { ...last, problem: null }));
      }),
    [box, driver, meter, room],
  );

  const [controls] = useState(() => ({
    /** The panel's figures, for `useSyncExternalStore`. */
    view: box,
    hold: (source: DeadmanSource, on: boolean) => {
      driver.hold(source, on);
      box.update((last) => ({ ...last, driving: driver.driving }));
    },
    setPointer: (change: Partial<DriveInput>) => driver.setPointer(change),
    /** Stops driving now (before the lock is released, so the stop command is still accepted). */
    stop: () => driver.stop(),
  }));
  return controls;
}
