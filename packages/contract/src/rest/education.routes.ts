import type { Route } from './route';

// ADS Education (issue 29, docs/adr/0027): challenges an admin authors, learners' submissions
// scored by durable jobs, and the leaderboards. Learners are EDU and up, with the app on.
export const EDUCATION_ROUTES = {
  challenges: {
    method: 'GET',
    path: '/api/education/challenge/',
    access: 'EDU',
    app: 'education',
  },
  challenge: {
    method: 'GET',
    path: '/api/education/challenge/:id/',
    access: 'EDU',
    app: 'education',
  },
  createChallenge: {
    method: 'POST',
    path: '/api/education/challenge/',
    access: 'ADMIN',
    app: 'education',
  },
  updateChallenge: {
    method: 'PUT',
    path: '/api/education/challenge/:id/',
    access: 'ADMIN',
    app: 'education',
  },
  submit: {
    method: 'POST',
    path: '/api/education/challenge/:id/submission/',
    access: 'EDU',
    app: 'education',
  },
  submitPredictions: {
    method: 'POST',
    path: '/api/education/challenge/:id/predictions/',
    access: 'EDU',
    app: 'education',
  },
  mySubmissions: {
    method: 'GET',
    path: '/api/education/challenge/:id/submission/',
    access: 'EDU',
    app: 'education',
  },
  leaderboard: {
    method: 'GET',
    path: '/api/education/challenge/:id/leaderboard/',
    access: 'EDU',
    app: 'education',
  },
  submission: {
    method: 'GET',
    path: '/api/education/submission/:id/',
    access: 'EDU',
    app: 'education',
  },
  replay: {
    method: 'GET',
    path: '/api/education/submission/:id/replay/:episode/',
    access: 'EDU',
    app: 'education',
  },
  season: {
    method: 'GET',
    path: '/api/education/season/',
    access: 'EDU',
    app: 'education',
  },
  me: {
    method: 'GET',
    path: '/api/education/me/',
    access: 'EDU',
    app: 'education',
  },
  queue: {
    method: 'GET',
    path: '/api/education/challenge/:id/queue/',
    access: 'ADMIN',
    app: 'education',
  },
  rescore: {
    method: 'POST',
    path: '/api/education/challenge/:id/rescore/',
    access: 'ADMIN',
    app: 'education',
  },
} as const satisfies Record<string, Route>;
