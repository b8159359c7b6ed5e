import { seededRandom } from '@ads/seeded-random';
import { describe, expect, it } from 'vitest';
import {
  makeProjector,
  mgrsGridOf,
  mgrsGridOrigin,
  mgrsLatitudeBand,
  projectorLabel,
  transverseMercatorForward,
  utmForward,
  utmReverse,
  utmZoneOf,
} from './projection';
import type { MapProjector } from './osm';

// Deterministic pseudo-random numbers, so a failure can be replayed.
const random = seededRandom;

describe('UTM (Krüger series)', () => {
  // Known answers from GeographicLib's GeoConvert at full precision (`GeoConvert -u -s -p 9`
  // and `GeoConvert -p 9`), as recorded in the test suite of a Swift port of GeographicLib.
  it('matches GeoConvert forward to 10 nm', () => {
    const perth = utmForward(-31.9398, 115.9665); // 50s 402314.322464520 6465770.872261507
    expect(perth.zone).toBe(50);
    expect(perth.north).toBe(false);
    expect(perth.easting).toBeCloseTo(402314.32246452, 8);
    expect(perth.northing).toBeCloseTo(6465770.872261507, 8);
    const ulaanbaatar = utmForward(47.6514, 106.8216); // 48n 636793.955125689 5279163.338930206
    expect(ulaanbaatar.zone).toBe(48);
    expect(ulaanbaatar.north).toBe(true);
    expect(ulaanbaatar.easting).toBeCloseTo(636793.955125689, 8);
    expect(ulaanbaatar.northing).toBeCloseTo(5279163.338930206, 8);
  });

  it('matches GeoConvert reverse to 1e-12 degrees', () => {
    const a = utmReverse(38, true, 444140.54, 3684706.36); // 33.30000003988349 44.39999994689769
    expect(a.lat).toBeCloseTo(33.30000003988349, 12);
    expect(a.lon).toBeCloseTo(44.39999994689769, 12);
    const b = utmReverse(50, false, 402357, 6465717); // -31.94028962404897 115.96694602276638
    expect(b.lat).toBeCloseTo(-31.94028962404897, 12);
    expect(b.lon).toBeCloseTo(115.96694602276638, 12);
  });

  it("matches the GeoConvert manual's example 33.3 44.4 = 38n 444140.54 3684706.36", () => {
    const utm = utmForward(33.3, 44.4);
    expect(utm.zone).toBe(38);
    expect(utm.easting).toBeCloseTo(444140.54, 2);
    expect(utm.northing).toBeCloseTo(3684706.36, 2);
  });

  it('gives 0.9996 times the meridian arc on the central meridian', () => {
    // Independent check: 0.9996 × ∫ a(1−e²)/(1−e² sin²φ)^{3/2} dφ by 200-point Gauss–Legendre
    // quadrature in numpy (WGS84), not by any series.
    const arcs: [number, number][] = [
      [10, 1105412.4913010786],
      [35.6581, 3946027.8273594053],
      [60, 6651411.190362715],
      [80, 8881585.815988097],
    ];
    for (const [lat, northing] of arcs) {
      expect(utmForward(lat, 141, 54).northing).toBeCloseTo(northing, 7);
      expect(utmForward(lat, 141, 54).easting).toBeCloseTo(500000, 9);
    }
  });

  it('picks zones by longitude with the Norway and Svalbard exceptions', () => {
    expect(utmZoneOf(35.6581, 139.7414)).toBe(54);
    expect(utmZoneOf(0, -180)).toBe(1);
    expect(utmZoneOf(0, 179.999)).toBe(60);
    expect(utmZoneOf(0, 180)).toBe(1);
    expect(utmZoneOf(60.39, 5.32)).toBe(32); // Bergen: 32V reaches west to 3°E
    expect(utmZoneOf(55.9, 5.32)).toBe(31); // south of band V the rule ends
    expect(utmZoneOf(78.22, 15.65)).toBe(33); // Longyearbyen: 33X spans 9°E–21°E
    expect(utmZoneOf(78, 8)).toBe(31);
    expect(utmZoneOf(78, 30)).toBe(35);
    expect(utmZoneOf(78, 40)).toBe(37);
    expect(utmZoneOf(78, 43)).toBe(38);
  });

  it('round-trips random points in every zone and both hemispheres to 1e-9 degrees', () => {
    const next = random(7);
    for (let zone = 1; zone <= 60; zone += 1) {
      for (let i = 0; i < 40; i += 1) {
        const lat = -80 + next() * 164;
        const lon = zone * 6 - 183 + (next() - 0.5) * 6;
        const utm = utmForward(lat, lon, zone);
        const back = utmReverse(zone, utm.north, utm.easting, utm.northing);
        expect(Math.abs(back.lat - lat)).toBeLessThan(1e-9);
        expect(Math.abs(back.lon - lon)).toBeLessThan(1e-9);
      }
    }
  });
});

describe('MGRS 100 km squares', () => {
  it('names the squares of well-known points', () => {
    expect(mgrsGridOf(35.6581, 139.7414)).toBe('54SUE'); // Tokyo Tower; Autoware's sample map
    expect(mgrsGridOf(33.3, 44.4)).toBe('38SMB'); // GeoConvert manual: 38SMB4484
    // proj4js/mgrs test suite: 33UXP04, 31NAA6602100000, 11SPA7234911844, 25XEN041865
    expect(mgrsGridOf(48.24949, 16.4145)).toBe('33UXP');
    expect(mgrsGridOf(0, 0)).toBe('31NAA');
    expect(mgrsGridOf(36.2361322, -115.0820944)).toBe('11SPA');
    expect(mgrsGridOf(83.62778, -32.66433)).toBe('25XEN');
  });

  it('uses the exception zones and leaves polar points out', () => {
    expect(mgrsGridOf(60.39, 5.32).slice(0, 3)).toBe('32V');
    expect(mgrsGridOf(78.22, 15.65).slice(0, 3)).toBe('33X');
    expect(mgrsGridOf(84.5, 10)).toBe('');
    expect(mgrsGridOf(-80.5, 10)).toBe('');
    expect(mgrsGridOf(Number.NaN, 10)).toBe('');
    expect(mgrsLatitudeBand(-80)).toBe('C');
    expect(mgrsLatitudeBand(83.9)).toBe('X');
  });

  it("finds a square's south-west corner, taking the 2,000 km repeat from the band", () => {
    // U is the third column letter of zones ≡ 0 mod 3 (S–Z): 300 km. E is row 4, less the five
    // letters even zones are shifted by: row 19, i.e. 1,900 km, or 3,900 km to lie in band S.
    expect(mgrsGridOrigin('54SUE')).toEqual({
      zone: 54,
      north: true,
      easting: 300000,
      northing: 3900000,
    });
    expect(mgrsGridOrigin('38smb ')).toEqual({
      zone: 38,
      north: true,
      easting: 400000,
      northing: 3600000,
    });
    expect(mgrsGridOrigin('31NAA')).toEqual({
      zone: 31,
      north: true,
      easting: 100000,
      northing: 0,
    });
    expect(mgrsGridOrigin('54SUA')?.northing).toBe(3500000);
    const south = mgrsGridOrigin(mgrsGridOf(-33.8688, 151.2093));
    expect(south?.north).toBe(false);
    expect(south?.zone).toBe(56);
  });

  it('rejects what is no square', () => {
    for (const grid of ['', '54S', '54SUEE', '61SUE', '0SUE', '54IUE', '54SAE', '54SUW', 'x']) {
      expect(mgrsGridOrigin(grid)).toBeNull();
    }
  });

  it('puts every random point inside the square it names', () => {
    const next = random(11);
    for (let i = 0; i < 5000; i += 1) {
      const lat = -80 + next() * 164;
      const lon = -180 + next() * 360;
      const origin = mgrsGridOrigin(mgrsGridOf(lat, lon));
      const utm = utmForward(lat, lon);
      expect(origin?.zone).toBe(utm.zone);
      const dx = utm.easting - (origin?.easting ?? Number.NaN);
      const dy = utm.northing - (origin?.northing ?? Number.NaN);
      expect(dx >= 0 && dx < 100000 && dy >= 0 && dy < 100000).toBe(true);
    }
  });
});

describe('makeProjector', () => {
  const tokyoTower = { lat: 35.6581, lon: 139.7414 };

  it("MGRS gives UTM within the square, as Autoware's MGRSProjector (UTM mod 100 km)", () => {
    const projection = makeProjector({ projector_type: 'MGRS', mgrs_grid: '54SUE' });
    const local = projection.forward(tokyoTower.lat, tokyoTower.lon, 12.5);
    const utm = utmForward(tokyoTower.lat, tokyoTower.lon);
    expect(local.x).toBeCloseTo(utm.easting % 100000, 9);
    expect(local.y).toBeCloseTo(utm.northing % 100000, 9);
    expect(local.x).toBeCloseTo(86074.80643690587, 8);
    expect(local.y).toBeCloseTo(46757.326807103585, 8);
    expect(local.z).toBe(12.5);
    const back = projection.reverse(local.x, local.y, local.z);
    expect(back.lat).toBeCloseTo(tokyoTower.lat, 11);
    expect(back.lon).toBeCloseTo(tokyoTower.lon, 11);
    expect(back.ele).toBe(12.5);
  });

  it('MGRS keeps counting past the square instead of wrapping', () => {
    const projection = makeProjector({ projector_type: 'MGRS', mgrs_grid: '54SUE' });
    const north = projection.forward(36.6, 139.7414, 0); // about 100 km beyond the square
    expect(north.y).toBeGreaterThan(100000);
  });

  it('LocalCartesianUTM and TransverseMercator put the origin at 0, 0', () => {
    const origin = { latitude: 49.0, longitude: 8.4, altitude: 115 };
    for (const type of ['LocalCartesianUTM', 'TransverseMercator'] as const) {
      const projection = makeProjector({ projector_type: type, map_origin: origin });
      const local = projection.forward(49.0, 8.4, 3);
      expect(Math.abs(local.x)).toBeLessThan(1e-9);
      expect(Math.abs(local.y)).toBeLessThan(1e-9);
      expect(local.z).toBe(3); // heights stay the ele value, not relative to the origin's
    }
  });

  it('LocalCartesianUTM is UTM in the origin zone minus the origin', () => {
    const projector: MapProjector = {
      projector_type: 'LocalCartesianUTM',
      map_origin: { latitude: 49.0, longitude: 8.4, altitude: 0 },
    };
    const local = makeProjector(projector).forward(49.01, 8.41, 0);
    const a = utmForward(49.01, 8.41, 32);
    const o = utmForward(49.0, 8.4, 32);
    expect(local.x).toBeCloseTo(a.easting - o.easting, 9);
    expect(local.y).toBeCloseTo(a.northing - o.northing, 9);
  });

  it('TransverseMercator equals UTM when centred on a zone meridian (scale 0.9996)', () => {
    const projector: MapProjector = {
      projector_type: 'TransverseMercator',
      map_origin: { latitude: 35, longitude: 141, altitude: 0 },
    };
    const local = makeProjector(projector).forward(tokyoTower.lat, tokyoTower.lon, 0);
    const utm = utmForward(tokyoTower.lat, tokyoTower.lon, 54);
    expect(local.x).toBeCloseTo(utm.easting - 500000, 9);
    expect(local.y).toBeCloseTo(utm.northing - utmForward(35, 141, 54).northing, 9);
    expect(transverseMercatorForward(141, 0.9996, 35.6581, 141).y).toBeCloseTo(3946027.82735941, 7);
  });

  it('round-trips random points under every projector to 1e-9 degrees', () => {
    const next = random(3);
    for (let i = 0; i < 3000; i += 1) {
      const lat = -79 + next() * 162;
      const lon = -180 + next() * 360;
      const near = { latitude: lat + (next() - 0.5), longitude: lon + (next() - 0.5), altitude: 0 };
      const projectors: MapProjector[] = [
        { projector_type: 'MGRS', mgrs_grid: mgrsGridOf(lat, lon) },
        { projector_type: 'LocalCartesianUTM', map_origin: near },
        { projector_type: 'TransverseMercator', map_origin: near },
      ];
      for (const projector of projectors) {
        const projection = makeProjector(projector);
        const local = projection.forward(lat, lon, 0);
        const back = projection.reverse(local.x, local.y, local.z);
        expect(Math.abs(back.lat - lat)).toBeLessThan(1e-9);
        const dlon = Math.abs(back.lon - lon);
        expect(Math.min(dlon, 360 - dlon)).toBeLessThan(1e-9);
      }
    }
  });

  it('forwardInto gives exactly what forward gives', () => {
    const next = random(4);
    const xy = { x: 0, y: 0 };
    for (let i = 0; i < 1000; i += 1) {
      const lat = -79 + next() * 162;
      const lon = -180 + next() * 360;
      const near = { latitude: lat + (next() - 0.5), longitude: lon + (next() - 0.5), altitude: 0 };
      const projectors: MapProjector[] = [
        { projector_type: 'MGRS', mgrs_grid: mgrsGridOf(lat, lon) },
        { projector_type: 'LocalCartesianUTM', map_origin: near },
        { projector_type: 'TransverseMercator', map_origin: near },
        { projector_type: 'Local' },
      ];
      for (const projector of projectors) {
        const projection = makeProjector(projector);
        const local = projection.forward(lat, lon, 0);
        projection.forwardInto(lat, lon, xy);
        expect(xy).toEqual({ x: local.x, y: local.y });
      }
    }
  });

  it('Local and unusable projectors give NaN instead of throwing', () => {
    const unusable: MapProjector[] = [
      { projector_type: 'Local' },
      { projector_type: 'MGRS', mgrs_grid: 'nonsense' },
      {
        projector_type: 'LocalCartesianUTM',
        map_origin: { latitude: Number.NaN, longitude: 0, altitude: 0 },
      },
    ];
    for (const projector of unusable) {
      const projection = makeProjector(projector);
      const local = projection.forward(35, 139, 4);
      expect(local.x).toBeNaN();
      expect(local.y).toBeNaN();
      expect(local.z).toBe(4);
      const back = projection.reverse(1, 2, 4);
      expect(back.lat).toBeNaN();
      expect(back.lon).toBeNaN();
      expect(back.ele).toBe(4);
    }
  });

  it('labels projectors for messages', () => {
    expect(projectorLabel({ projector_type: 'MGRS', mgrs_grid: '54SUE' })).toBe('MGRS 54SUE');
    expect(projectorLabel({ projector_type: 'Local' })).toBe('Local');
  });
});
