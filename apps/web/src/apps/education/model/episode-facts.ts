import type { EduEpisodeResult } from '@ads/contract';
import type { TryResult } from '../sim/protocol';
import type { EduT } from './edu-t';
import { formatSeconds } from './scores';

/** One episode's outcome as both a Try and a scored submission show it. */
export interface EpisodeFacts {
  end: EduEpisodeResult['end'];
  message: string | null;
  completion: number;
  timeS: number;
  laneDepartures: number;
  redLights: number;
  collisions: number;
  penaltyS: number;
  log: string[];
}

export const factsOfTry = (result: TryResult): EpisodeFacts => ({
  end: result.end,
  message: result.message,
  completion: result.completion,
  timeS: result.timeS,
  laneDepartures: result.penalties.laneDepartures,
  redLights: result.penalties.redLights,
  collisions: result.penalties.collisions,
  penaltyS: result.penalties.seconds,
  log: result.log,
});

export const factsOfEpisode = (result: EduEpisodeResult): EpisodeFacts => ({
  end: result.end,
  message: result.message,
  completion: result.completion,
  timeS: result.time_s,
  laneDepartures: result.penalties.lane_departures,
  redLights: result.penalties.red_lights,
  collisions: result.penalties.collisions,
  penaltyS: result.penalties.seconds,
  log: result.log,
});

/** The penalties in a line: "Lane departures 1 · red lights 0 · collisions 0 → 2.00 s". */
export const penaltyLine = (t: EduT, facts: EpisodeFacts) =>
  t('facts.penaltyLine', {
    lane: facts.laneDepartures,
    red: facts.redLights,
    collisions: facts.collisions,
    seconds: formatSeconds(t, facts.penaltyS),
  });
