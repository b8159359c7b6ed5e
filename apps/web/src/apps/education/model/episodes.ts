import type { EduEpisode } from '@ads/contract';

/** A challenge's episode in a line: laps, time limit, lights and stopped cars. */
export const episodeText = (episode: EduEpisode, index: number) =>
  `에피소드 ${index + 1} · ${episode.laps}바퀴 · ${episode.time_limit_s}초 · ` +
  `신호 ${episode.lights ? '있음' : '없음'} · 정지 차량 ${episode.obstacles}`;
