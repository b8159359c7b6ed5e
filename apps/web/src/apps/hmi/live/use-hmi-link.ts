import {
  HMI_ACTIONS,
  HMI_RATES,
  PackedCloudFrame,
  PointCloudFrame,
  UploadProgress,
  VEHICLE_ACTIONS,
  VehicleState,
  readPlanning,
  unpackCloud,
  unpackCloudDeltas,
} from '@ads/contract';
import { useEffect, useMemo } from 'react';
import { notify } from '../../../lib/notify';
import { onRoomMessage, sendTo } from '../../../lib/socket';
import { hearRefusals, isOurAnswer, refusalText } from '../../../lib/vehicle/commands';
import { type VehicleRoomsLink, useVehicleRooms } from '../../../lib/vehicle/use-vehicle-rooms';
import { takeUploadWatch, uploadWatched } from './upload-watch';
import { useHmiLive } from './live-store';

/** Refusals shown as a snackbar (recording shows its own in the record control). */
const REFUSED_ACTIONS = [
  VEHICLE_ACTIONS.controlLock,
  VEHICLE_ACTIONS.operationMode,
  VEHICLE_ACTIONS.estop,
  HMI_ACTIONS.route,
  HMI_ACTIONS.changeRoute,
  HMI_ACTIONS.clearRoute,
  HMI_ACTIONS.initialPose,
  HMI_ACTIONS.engage,
  HMI_ACTIONS.map,
] as const;

/**
 * What the page asks the plan with: it reads the packed forms (objects as rows, the cloud as
 * binary deltas: contract hmi-packed.ts), which the vehicle sends while no one asks without.
 */
export const WATCH_REQUEST = { packed: true } as const;

/** Asks for a state and a plan at once instead of waiting for the next push. */
function askNow(room: string): void {
  sendTo(room, VEHICLE_ACTIONS.state, {});
  sendTo(room, HMI_ACTIONS.planning, WATCH_REQUEST);
}

/** Hears the chosen vehicle (the room the link holds) into the live store; returns the unsubscribe. */
function listen(mine: (room: string) => boolean): () => void {
  const store = useHmiLive.getState();
  const offs = [
    onRoomMessage(VEHICLE_ACTIONS.state, (from, message) => {
      if (!mine(from) || (message.status ?? 'success') !== 'success') return;
      const state = VehicleState.safeParse(message.data);
      if (state.success) store.putState(state.data, Date.now());
    }),
    onRoomMessage(HMI_ACTIONS.planning, (from, message) => {
      if (!mine(from) || (message.status ?? 'success') !== 'success') return;
      const planning = readPlanning(message.data);
      if (planning) store.putPlanning(planning);
    }),
    onRoomMessage(HMI_ACTIONS.cloud, (from, message) => {
      if (!mine(from) || (message.status ?? 'success') !== 'success') return;
      const frame = PointCloudFrame.safeParse(message.data);
      if (frame.success) {
        const { seq, lat, lon, heading } = frame.data;
        store.putCloud({ seq, positions: unpackCloud(frame.data), pose: { lat, lon, heading } });
        return;
      }
      const packed = PackedCloudFrame.safeParse(message.data);
      if (!packed.success) return;
      const { seq, lat, lon, heading } = packed.data;
      // Inflated by the browser's stream off this thread; an older frame landing late is dropped
      // by the store (its seq).
      void unpackCloudDeltas(packed.data).then(
        (positions) => {
          if (mine(from)) store.putCloud({ seq, positions, pose: { lat, lon, heading } });
        },
        () => {},
      );
    }),
    onRoomMessage(HMI_ACTIONS.record, (from, message, sender) => {
      if (!mine(from) || (sender && sender.kind !== 'agent')) return;
      const progress = UploadProgress.safeParse(message.data);
      if (message.status === 'error') {
        const ours = isOurAnswer(from, message, sender);
        if (!ours && !uploadWatched()) return;
        takeUploadWatch();
        const text = refusalText(HMI_ACTIONS.record, message.data);
        store.setUpload(progress.success ? { progress: -1, message: text, recordId: null } : null);
        notify(text, 'error');
        return;
      }
      // Only the upload this page asked for is followed here (another tab's shows there).
      if (!progress.success || !uploadWatched()) return;
      const done = message.status === 'success';
      if (done) takeUploadWatch();
      store.setUpload({
        progress: done ? 100 : progress.data.progress,
        message: progress.data.message,
        recordId: progress.data.record_id ?? null,
      });
    }),
    hearRefusals(REFUSED_ACTIONS),
  ];
  return () => {
    for (const off of offs) off();
  };
}

/** HMI's part of the room life-cycle: the chosen vehicle's live store. */
const HMI_LINK: VehicleRoomsLink = {
  listen,
  entered: (room) => {
    useHmiLive.getState().setJoined(true);
    askNow(room);
  },
  exited: () => useHmiLive.getState().setJoined(false),
};

/**
 * Keeps this page in the chosen vehicle's room on the one realtime connection (opening it if
 * the shell has none) and feeds the live store; another vehicle, or none, leaves the room.
 */
export function useHmiLink(room: string | null): void {
  // A new vehicle: everything of the last one goes before its room is joined (effects run in order).
  useEffect(() => {
    useHmiLive.getState().setRoom(room);
  }, [room]);
  useVehicleRooms(
    useMemo(() => (room ? [room] : []), [room]),
    HMI_LINK,
  );
  useEffect(() => {
    if (!room) return;
    // The vehicle pushes the plan and the cloud only while someone asks now and then.
    const watch = setInterval(
      () => sendTo(room, HMI_ACTIONS.planning, WATCH_REQUEST),
      HMI_RATES.watchMs / 2,
    );
    return () => clearInterval(watch);
  }, [room]);
}
