import { EduChallengeBody } from '@ads/contract';
import { describe, expect, it } from 'vitest';
import { type AdminChallenge, bodyOfChallenge } from './api';
import {
  bodyOf,
  defaultRules,
  draftOf,
  naturalOrder,
  scoreKeysOf,
  emptyDraft,
  isoOfLocalInput,
  localInputOf,
  nextEpisode,
  reasonAt,
  unplacedReasons,
  withoutReason,
} from './challenge-form';

const saved: AdminChallenge = {
  id: 4,
  kind: 'driving',
  dataset: null,
  title: 'Night lap',
  summary: 'One lap with lights.',
  description: '# Task',
  level: 'intermediate',
  rules: [
    { key: 'total', order: 'asc' },
    { key: 'completion', order: 'desc' },
  ],
  episodes: [{ seed: 7, laps: 2, time_limit_s: 300, lights: false, obstacles: 3 }],
  final_episodes: [{ seed: 99, laps: 1, time_limit_s: 200, lights: true, obstacles: 1 }],
  attempts_per_day: 3,
  opens_at: '2031-03-04T05:06:00.000Z',
  closes_at: null,
  points: 250,
  starter: 'export default function control() { return {}; }',
  state: 'open',
  accepting: false,
  created_at: '2030-01-01T00:00:00.000Z',
};

describe('the challenge form', () => {
  it('writes a saved challenge back unchanged: draft → body equals the saved body', () => {
    const built = bodyOf(draftOf(saved));
    expect(built.errors).toBeUndefined();
    expect(built.body).toEqual(bodyOfChallenge(saved));
  });

  it('reads dates in the viewer’s zone and sends the same instant back', () => {
    const local = localInputOf(saved.opens_at);
    expect(local).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    expect(isoOfLocalInput(local)).toBe(saved.opens_at);
    expect(localInputOf(null)).toBe('');
    expect(isoOfLocalInput('  ')).toBeNull();
    expect(isoOfLocalInput('not a date')).toBeUndefined();
  });

  it('a new challenge is a valid body as it stands but for its title', () => {
    const built = bodyOf({ ...emptyDraft(), title: 'First lap' });
    expect(built.errors).toBeUndefined();
    expect(EduChallengeBody.safeParse(built.body).success).toBe(true);
    expect(built.body?.state).toBe('draft');
  });

  it('a perception draft sends its dataset and no episodes or starter; without one it says so', () => {
    const draft = {
      ...emptyDraft(),
      title: 'Find cars',
      kind: 'perception' as const,
      rules: defaultRules('perception'),
    };
    expect(bodyOf(draft).errors).toEqual({ dataset_id: 'Choose a dataset.' });
    const built = bodyOf({ ...draft, dataset_id: '7' });
    expect(built.body).toMatchObject({
      kind: 'perception',
      dataset_id: 7,
      episodes: [],
      final_episodes: [],
      starter: '',
      rules: [
        { key: 'nd_score', order: 'desc' },
        { key: 'mean_ap', order: 'desc' },
      ],
    });
    expect(EduChallengeBody.safeParse(built.body).success).toBe(true);
    expect(scoreKeysOf('perception')).toEqual(['nd_score', 'mean_ap', 'ap_r40']);
    expect(naturalOrder('ap_r40')).toBe('desc');
    expect(naturalOrder('total')).toBe('asc');
    const saved2 = {
      ...saved,
      kind: 'perception' as const,
      dataset: { id: 7, name: 'S', test_samples: [], classes: [] },
    };
    expect(bodyOf(draftOf(saved2)).body).toMatchObject({ kind: 'perception', dataset_id: 7 });
  });

  it('names what is not a number at its field, as the server names its reasons', () => {
    const draft = draftOf(saved);
    draft.points = '';
    draft.episodes[0]!.laps = '1.5';
    draft.final_episodes[0]!.seed = '';
    draft.closes_at = 'soon';
    expect(bodyOf(draft).errors).toEqual({
      points: 'This field is required.',
      'episodes.0.laps': 'Give a whole number.',
      'final_episodes.0.seed': 'This field is required.',
      closes_at: 'Give a date and a time.',
    });
  });

  it('a next episode is the last one on the next seed', () => {
    expect(
      nextEpisode({ seed: '41', laps: '2', time_limit_s: '90', lights: false, obstacles: '1' }),
    ).toEqual({ seed: '42', laps: '2', time_limit_s: '90', lights: false, obstacles: '1' });
    expect(nextEpisode(undefined).seed).toBe('1');
  });

  it('finds a reason at a field or below it, drops it as the field changes, lists the rest', () => {
    const errors = { 'rules.1.key': 'Invalid.', title: 'Give the challenge a title.', x: 'Odd.' };
    expect(reasonAt(errors, 'rules')).toBe('Invalid.');
    expect(reasonAt(errors, 'episodes')).toBeUndefined();
    expect(withoutReason(errors, 'rules')).toEqual({
      title: 'Give the challenge a title.',
      x: 'Odd.',
    });
    expect(withoutReason(errors, 'summary')).toBe(errors);
    expect(unplacedReasons(errors)).toEqual(['x: Odd.']);
    expect(unplacedReasons({ body: 'The body is not valid JSON.' })).toEqual([
      'The body is not valid JSON.',
    ]);
  });
});
