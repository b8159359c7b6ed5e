import { describe, expect, it } from 'vitest';
import { APP_ACCESS, appReach, reachOf } from './app-reach';
import { CATALOGUE } from './catalogue';

const reaches = (role: string | null) =>
  Object.fromEntries(CATALOGUE.map((app) => [app.key, appReach(app.key, role)]));

describe('what an app is to its viewer (one rule for card, menu, guard and admin table)', () => {
  it('asks a visitor to sign in for every app a guest has, and says Update soon for the rest', () => {
    expect(reaches(null)).toEqual({
      home: 'open',
      launcher: 'sign-in',
      remote: 'hidden',
      statistics: 'sign-in',
      hmi: 'sign-in',
      monitoring: 'sign-in',
      education: 'sign-in',
      benchmark: 'soon',
      calibration: 'soon',
      store: 'soon',
      map: 'soon',
    });
    expect(reaches('PUBLIC')).toEqual(reaches(null));
  });

  it('asks a guest to sign up for an app whose pages need an account', () => {
    const guest = reaches('ALL');
    expect(guest.monitoring).toBe('sign-up');
    expect(guest.education).toBe('sign-up');
    expect(guest.home).toBe('open');
    expect(guest.map).toBe('soon');
  });

  it('opens for the roles the pages let in, and asks a learner to sign up for USER apps', () => {
    expect(reaches('USER').monitoring).toBe('open');
    expect(reaches('EDU').education).toBe('open');
    expect(reaches('EDU').launcher).toBe('sign-up');
    expect(Object.values(reaches('SUPER')).every((reach) => reach === 'open')).toBe(true);
  });

  it('follows a SUPER’s change', () => {
    expect(appReach('map', 'USER', { map: { USER: 'enabled' } })).toBe('open');
    expect(appReach('hmi', 'USER', { hmi: { USER: 'hidden' } })).toBe('hidden');
    expect(appReach('hmi', null, { hmi: { ALL: 'disabled' } })).toBe('soon');
  });

  it('reads a catalogue answer the same way', () => {
    expect(reachOf('monitoring', 'enabled', 'ALL')).toBe('sign-up');
    expect(reachOf('monitoring', 'disabled', 'USER')).toBe('soon');
    expect(reachOf('home', 'enabled', null)).toBe('open');
  });

  it('names the access of every app', () => {
    expect(Object.keys(APP_ACCESS).sort()).toEqual(CATALOGUE.map((app) => app.key).sort());
  });
});
