import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  CONFIGURABLE_ROLES,
  appStateFor,
  areaOf,
  catalogueFor,
  defaultAppState,
} from './catalogue';

const enabled = (role: string) =>
  catalogueFor(role)
    .filter((app) => !app.disabled)
    .map((app) => app.key);
const keys = (role: string) => catalogueFor(role).map((app) => app.key);

describe('app catalogue', () => {
  it('holds the eleven apps with the spec routes', () => {
    expect(Object.fromEntries(CATALOGUE.map((app) => [app.key, app.url]))).toEqual({
      home: '/home',
      launcher: '/launcher',
      remote: '/remote',
      statistics: '/statistics',
      hmi: '/hmi',
      monitoring: '/monitoring',
      education: '/education/home',
      benchmark: '/benchmark',
      calibration: '/calibration',
      store: '/store/home',
      map: '/map',
    });
  });

  it('disables 8 of 11 by default, leaving home and both IDEs', () => {
    expect(CATALOGUE.filter((app) => app.disabled)).toHaveLength(8);
    expect(CATALOGUE.filter((app) => !app.disabled).map((app) => app.key)).toEqual([
      'home',
      'launcher',
      'remote',
    ]);
  });

  it('gives every entry a name, subtitle, icon and Korean description', () => {
    for (const app of CATALOGUE) {
      expect(app.name && app.subtitle && app.icon).toBeTruthy();
      expect(app.description.length).toBeGreaterThan(0);
      for (const paragraph of app.description) expect(paragraph).toMatch(/[가-힣]/);
    }
  });

  it('serves the home and calibration images from the file service', () => {
    const media = Object.fromEntries(CATALOGUE.map((app) => [app.key, app.media]));
    expect(media.home).toEqual({ src: '/api/file/image/?name=app-Home', type: 'img' });
    expect(media.calibration).toEqual({
      src: '/api/file/image/?name=app-Calibration',
      type: 'img',
    });
  });

  it('shows SUPER every app, all enabled', () => {
    expect(keys('SUPER')).toHaveLength(11);
    expect(enabled('SUPER')).toHaveLength(11);
  });

  it('hides the remote IDE from ALL and keeps the SUPER-only apps disabled', () => {
    expect(keys('ALL')).toHaveLength(10);
    expect(keys('ALL')).not.toContain('remote');
    expect(enabled('ALL')).toEqual([
      'home',
      'launcher',
      'statistics',
      'hmi',
      'monitoring',
      'education',
    ]);
  });

  it.each(['EDU', 'USER', 'ADMIN'])('gives %s no remote IDE and four disabled apps', (role) => {
    expect(keys(role)).not.toContain('remote');
    const disabled = catalogueFor(role)
      .filter((app) => app.disabled)
      .map((app) => app.key);
    expect(disabled.sort()).toEqual(['benchmark', 'calibration', 'map', 'store']);
  });

  it('shows anonymous visitors what a guest sees: all but the remote IDE, SUPER-only apps off', () => {
    expect(keys('PUBLIC')).not.toContain('remote');
    expect(enabled('PUBLIC')).toEqual(enabled('ALL'));
    expect(enabled('PUBLIC')).toEqual([
      'home',
      'launcher',
      'statistics',
      'hmi',
      'monitoring',
      'education',
    ]);
  });

  it('does not let a caller change the shared catalogue', () => {
    catalogueFor('SUPER')[3]!.disabled = false;
    expect(CATALOGUE[3]!.disabled).toBe(true);
  });

  it('finds the area from the first path segment, falling back to home', () => {
    expect(areaOf('/launcher')).toBe('launcher');
    expect(areaOf('/statistics/record/12')).toBe('statistics');
    expect(areaOf('/HMI')).toBe('hmi');
    expect(areaOf('/project')).toBe('home');
    expect(areaOf('/')).toBe('home');
  });
});

describe('app availability changed by a SUPER', () => {
  it('gives every configurable role the spec default when nothing was changed', () => {
    for (const role of CONFIGURABLE_ROLES)
      for (const app of CATALOGUE)
        expect(appStateFor(app.key, role, {})).toBe(
          app.key === 'home' ? 'enabled' : defaultAppState(app.key),
        );
  });

  it('applies a change to its role only', () => {
    const changed = { statistics: { USER: 'disabled' as const }, map: { EDU: 'enabled' as const } };
    const user = catalogueFor('USER', changed);
    expect(user.find((app) => app.key === 'statistics')?.disabled).toBe(true);
    expect(catalogueFor('ADMIN', changed).find((app) => app.key === 'statistics')?.disabled).toBe(
      false,
    );
    expect(catalogueFor('EDU', changed).find((app) => app.key === 'map')?.disabled).toBe(false);
  });

  it('leaves a hidden app out and can show the remote IDE to a role', () => {
    const changed = { hmi: { ALL: 'hidden' as const }, remote: { ADMIN: 'enabled' as const } };
    expect(catalogueFor('ALL', changed).map((app) => app.key)).not.toContain('hmi');
    expect(catalogueFor('ADMIN', changed).find((app) => app.key === 'remote')?.disabled).toBe(
      false,
    );
  });

  it('shows visitors the guests’ view as a SUPER changed it', () => {
    const changed = { hmi: { ALL: 'disabled' as const }, map: { ALL: 'enabled' as const } };
    expect(catalogueFor('PUBLIC', changed)).toEqual(catalogueFor('ALL', changed));
    expect(catalogueFor(null, changed)).toEqual(catalogueFor('ALL', changed));
  });

  it('never changes what SUPER or the home card get', () => {
    const everythingOff = Object.fromEntries(
      CATALOGUE.map((app) => [
        app.key,
        { ALL: 'hidden', EDU: 'hidden', USER: 'hidden', ADMIN: 'hidden' },
      ]),
    );
    expect(catalogueFor('SUPER', everythingOff)).toEqual(catalogueFor('SUPER'));
    expect(catalogueFor('PUBLIC', everythingOff).map((app) => app.key)).toEqual(['home']);
    expect(catalogueFor('USER', everythingOff).map((app) => app.key)).toEqual(['home']);
  });
});
