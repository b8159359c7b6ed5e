import {
  HMI_ACTIONS,
  HMI_RATES,
  HmiWatchRequest,
  packCloud,
  packCloudDeltas,
  packPlanning,
  type PackedCloudFrame,
  type PackedPlanning,
  type PointCloudFrame,
  type VehiclePlanning,
} from '@ads/contract';
import { AgentError } from '../runtime';
import { AD_API_LINK_ACTIONS, type AdApiLinkAction, createLinkAdApi } from './link-ad-api';
import type { LinkCore, LinkHandler } from './link-core';

/**
 * The HMI's actions the link answers (issue 16): the plan and the cloud asked for at once, and
 * the AD API's commands. `recordDriveAPI` is the recorder's (actions/record-drive.ts).
 */
export const HMI_LINK_ACTIONS = [
  HMI_ACTIONS.planning,
  HMI_ACTIONS.cloud,
  ...AD_API_LINK_ACTIONS,
] as const;
export type HmiLinkAction = (typeof HMI_LINK_ACTIONS)[number];

export interface LinkHmi {
  handlers: Record<HmiLinkAction, LinkHandler>;
  /** The studio link came up: the slots count from it, and a watched plan and cloud go at once. */
  connected(): void;
  /** One heartbeat slot, after the state's push: the plan, and every fifth slot the cloud. */
  beat(): void;
}

/**
 * The HMI half of the link (issue 16): in the same 100 ms slot as the state, the plan
 * (`vehiclePlanningAPI`, its own seq, with the drive being recorded), and every fifth slot the
 * lidar cloud (`vehicleCloudAPI`, 2 Hz, skipped while the vehicle has none) — both only while
 * watched: for HMI_RATES.watchMs after a viewer last asked for either. Packed (hmi-packed.ts in
 * the contract: objects as rows, the cloud as deflated binary deltas) while every viewer asked
 * with `packed: true`; in the spec's forms for HMI_RATES.watchMs after anyone asked without it
 * (FMS, an older page). The AD API's commands are link-ad-api.ts's.
 */
export function createLinkHmi(core: LinkCore): LinkHmi {
  const { adapter, now, send, sayOnce } = core;
  let planningSeq = 0;
  let cloudSeq = 0;
  let slots = 0;
  /** Until when (the link's clock) someone watches the plan and the cloud. */
  let watchedUntil = -Infinity;
  /** Until when someone watches who reads only the spec's forms. */
  let plainUntil = -Infinity;
  const watched = () => now() < watchedUntil;
  const packed = () => now() >= plainUntil;
  /** A viewer asked: it watches, and says which forms it reads. */
  const asked = (data: unknown) => {
    watchedUntil = now() + HMI_RATES.watchMs;
    if (HmiWatchRequest.safeParse(data ?? {}).data?.packed !== true) plainUntil = watchedUntil;
  };
  const form = (plan: VehiclePlanning): VehiclePlanning | PackedPlanning =>
    packed() ? packPlanning(plan) : plan;
  const cloudEvery = Math.round(HMI_RATES.planningHz / HMI_RATES.cloudHz);

  function planning(): VehiclePlanning {
    const reading = adapter.planning();
    const pushed: VehiclePlanning = {
      ...reading,
      seq: planningSeq,
      stamp: now(),
      recording: core.options.recorder?.info() ?? null,
    };
    planningSeq += 1;
    return pushed;
  }
  function pushPlanning(): void {
    if (!core.online) return;
    let data: VehiclePlanning | PackedPlanning;
    try {
      data = form(planning());
    } catch (error) {
      return sayOnce('the vehicle planning', error);
    }
    send({ action: HMI_ACTIONS.planning, type: 'RESPONSE', status: 'success', data });
  }

  /**
   * The latest sweep (at most HMI_RATES.cloudPoints points) in the form the viewers read (the
   * packed one is deflated by a stream: a promise); null when there is none.
   */
  function cloudFrame(): PointCloudFrame | Promise<PackedCloudFrame> | null {
    const cloud = adapter.cloud();
    if (!cloud) return null;
    const max = HMI_RATES.cloudPoints * 3;
    const xyz = cloud.xyz.length > max ? cloud.xyz.subarray(0, max) : cloud.xyz;
    const head = {
      seq: cloudSeq,
      stamp: cloud.stamp,
      lat: cloud.pose.lat,
      lon: cloud.pose.lon,
      heading: cloud.pose.heading,
    };
    cloudSeq += 1;
    if (!packed()) return { ...head, ...packCloud(xyz) };
    return packCloudDeltas(xyz).then((deltas) => ({ ...head, ...deltas }));
  }
  function pushCloud(): void {
    if (!core.online) return;
    const sendCloud = (data: PointCloudFrame | PackedCloudFrame) => {
      if (core.online)
        send({ action: HMI_ACTIONS.cloud, type: 'RESPONSE', status: 'success', data });
    };
    try {
      const data = cloudFrame();
      if (data instanceof Promise) {
        data.then(sendCloud, (error: unknown) => sayOnce('the vehicle cloud', error));
      } else if (data) sendCloud(data);
    } catch (error) {
      sayOnce('the vehicle cloud', error);
    }
  }

  const adApi: Record<AdApiLinkAction, LinkHandler> = createLinkAdApi(core, pushPlanning);

  return {
    handlers: {
      [HMI_ACTIONS.planning]: (data) => {
        asked(data);
        return form(planning());
      },
      [HMI_ACTIONS.cloud]: async (data) => {
        asked(data);
        const frame = await cloudFrame();
        if (!frame) throw new AgentError('The vehicle has no lidar sweep yet.');
        return frame;
      },
      ...adApi,
    },

    connected() {
      slots = 0;
      if (watched()) {
        pushPlanning();
        pushCloud();
      }
    },

    beat() {
      slots += 1;
      if (!watched()) return;
      pushPlanning();
      if (slots % cloudEvery === 0) pushCloud();
    },
  };
}
