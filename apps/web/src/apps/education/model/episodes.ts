import type { EduEpisode } from '@ads/contract';
import type { EduT } from './edu-t';

/** A challenge's episode in a line: laps, time limit, lights and stopped cars. */
export const episodeText = (t: EduT, episode: EduEpisode, index: number) =>
  t('episodeLine', {
    number: index + 1,
    count: episode.laps,
    seconds: episode.time_limit_s,
    lights: episode.lights ? t('lightsOn') : t('lightsOff'),
    obstacles: episode.obstacles,
  });
