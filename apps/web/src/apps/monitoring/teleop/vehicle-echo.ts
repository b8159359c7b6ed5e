import { TELEOP, type TeleopEcho } from '@ads/contract';
import { i18n, serverText } from '../../../lib/i18n';

/** What the vehicle's echoes say of this page's commands (issue 25). */
export interface VehicleLink {
  /** The vehicle's own estimate of the round trip (ms); null before its first exchange. */
  roundTripMs: number | null;
  /** Commands the vehicle dropped since its agent started, by reason. */
  drops: TeleopEcho['drops'] | null;
  /**
   * Why the vehicle drops this page's commands — the link is too slow, or they arrive too
   * old — in its own sentence, until it applies one again: the reason driving is refused.
   */
  refusal: string | null;
  /** Which drop the refusal is about. */
  reason: 'link' | 'stale' | null;
}

export const NO_ECHO: VehicleLink = {
  roundTripMs: null,
  drops: null,
  refusal: null,
  reason: null,
};

/** The sentence when the vehicle names the reason but says nothing (an echo without `message`). */
const FALLBACK = {
  link: () => i18n.t('monitoring:teleop.linkSlow', { limit: TELEOP.maxRoundTripMs }),
  stale: () => i18n.t('monitoring:teleop.staleCommands', { limit: TELEOP.maxCommandAgeMs }),
} as const;

/**
 * The link as the next echo of this page's commands leaves it. A command applied ends the
 * refusal; one dropped for the link or as stale says why; one dropped for its order (overtaken,
 * a normal thing on a busy link) or before the vehicle could tell the clocks apart (the first
 * command of a drive) leaves the reason as it was.
 */
export function readEcho(last: VehicleLink, echo: TeleopEcho): VehicleLink {
  let { refusal, reason } = last;
  if (echo.applied) {
    refusal = null;
    reason = null;
  } else if (echo.dropped === 'link' || echo.dropped === 'stale') {
    refusal = echo.message ? serverText(echo.message) : FALLBACK[echo.dropped]();
    reason = echo.dropped;
  }
  return { roundTripMs: echo.round_trip_ms, drops: echo.drops, refusal, reason };
}

/** All drops, for the panel's figure. */
export const totalDrops = (drops: TeleopEcho['drops']) =>
  drops.clock + drops.stale + drops.order + drops.link;

/** One reason the panel gives for refusing to drive, and whose it is. */
export interface Refusal {
  from: 'page' | 'vehicle';
  text: string;
}

/**
 * The reasons the panel gives for refusing to drive. Driving, the vehicle's word is the one
 * that counts (it drops the commands). Not driving, this page's own reason not to start comes
 * first, and the vehicle's beside it when it says something else (commands that arrived stale,
 * as after a stalled link); its word on a slow link would only repeat the page's.
 */
export function drivingRefusals(view: {
  driving: boolean;
  linkRefusal: string | null;
  vehicle: VehicleLink;
}): Refusal[] {
  const { refusal, reason } = view.vehicle;
  const vehicle: Refusal[] = refusal ? [{ from: 'vehicle', text: refusal }] : [];
  if (view.driving || !view.linkRefusal) return vehicle;
  const page: Refusal = { from: 'page', text: view.linkRefusal };
  return reason === 'stale' ? [page, ...vehicle] : [page];
}
