import type { Endpoint } from './endpoint';
import * as edu from './education';
import { EDUCATION_ROUTES as R } from './education.routes';

export const EDUCATION_ENDPOINTS = {
  challenges: { ...R.challenges, answer: edu.EduChallengeListAnswer },
  challenge: { ...R.challenge, params: edu.EduChallengeParams, answer: edu.EduChallengeAnswer },
  createChallenge: {
    ...R.createChallenge,
    body: edu.EduChallengeBody,
    answer: edu.EduChallengeAnswer,
  },
  updateChallenge: {
    ...R.updateChallenge,
    params: edu.EduChallengeParams,
    body: edu.EduChallengeBody,
    answer: edu.EduChallengeAnswer,
  },
  submit: {
    ...R.submit,
    params: edu.EduChallengeParams,
    body: edu.EduSubmitBody,
    answer: edu.EduSubmissionAnswer,
  },
  submitPredictions: {
    ...R.submitPredictions,
    params: edu.EduChallengeParams,
    answer: edu.EduSubmissionAnswer,
  },
  mySubmissions: {
    ...R.mySubmissions,
    params: edu.EduChallengeParams,
    answer: edu.EduSubmissionListAnswer,
  },
  leaderboard: {
    ...R.leaderboard,
    params: edu.EduChallengeParams,
    answer: edu.EduLeaderboardAnswer,
  },
  submission: {
    ...R.submission,
    params: edu.EduSubmissionParams,
    answer: edu.EduSubmissionAnswer,
  },
  replay: { ...R.replay, params: edu.EduReplayParams, answer: edu.EduReplayAnswer },
  season: { ...R.season, answer: edu.EduSeasonAnswer },
  me: { ...R.me, answer: edu.EduMeAnswer },
  queue: { ...R.queue, params: edu.EduChallengeParams, answer: edu.EduQueueAnswer },
  rescore: { ...R.rescore, params: edu.EduChallengeParams, answer: edu.EduRescoreAnswer },
} as const satisfies Record<string, Endpoint>;
