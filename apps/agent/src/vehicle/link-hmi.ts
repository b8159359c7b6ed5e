import {
  HMI_ACTIONS,
  HMI_RATES,
  packCloud,
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
 * watched: for HMI_RATES.watchMs after a viewer last asked for either. The AD API's commands
 * are link-ad-api.ts's.
 */
export function createLinkHmi(core: LinkCore): LinkHmi {
  const { adapter, now, send, sayOnce } = core;
  let planningSeq = 0;
  let cloudSeq = 0;
  let slots = 0;
  /** Until when (the link's clock) someone watches the plan and the cloud. */
  let watchedUntil = -Infinity;
  const watched = () => now() < watchedUntil;
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
    let data: VehiclePlanning;
    try {
      data = planning();
    } catch (error) {
      return sayOnce('the vehicle planning', error);
    }
    send({ action: HMI_ACTIONS.planning, type: 'RESPONSE', status: 'success', data });
  }

  /** The latest sweep, packed (at most HMI_RATES.cloudPoints points); null when there is none. */
  function cloudFrame(): PointCloudFrame | null {
    const cloud = adapter.cloud();
    if (!cloud) return null;
    const max = HMI_RATES.cloudPoints * 3;
    const xyz = cloud.xyz.length > max ? cloud.xyz.subarray(0, max) : cloud.xyz;
    const frame: PointCloudFrame = {
      seq: cloudSeq,
      stamp: cloud.stamp,
      lat: cloud.pose.lat,
      lon: cloud.pose.lon,
      heading: cloud.pose.heading,
      ...packCloud(xyz),
    };
    cloudSeq += 1;
    return frame;
  }
  function pushCloud(): void {
    if (!core.online) return;
    let data: PointCloudFrame | null;
    try {
      data = cloudFrame();
    } catch (error) {
      return sayOnce('the vehicle cloud', error);
    }
    if (data) send({ action: HMI_ACTIONS.cloud, type: 'RESPONSE', status: 'success', data });
  }

  const adApi: Record<AdApiLinkAction, LinkHandler> = createLinkAdApi(core, pushPlanning);

  return {
    handlers: {
      [HMI_ACTIONS.planning]: () => {
        watchedUntil = now() + HMI_RATES.watchMs;
        return planning();
      },
      [HMI_ACTIONS.cloud]: () => {
        watchedUntil = now() + HMI_RATES.watchMs;
        const frame = cloudFrame();
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
