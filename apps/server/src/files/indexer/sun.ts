/**
 * The sun's elevation above the horizon, in degrees, at a place and time: the NOAA
 * general solar position approximation (within about a degree, plenty to tell night from day).
 * The local solar time it rests on is UTC shifted by longitude / 15 hours, corrected by the
 * equation of time; the elevation then also accounts for the latitude and the season.
 */
export function solarElevationDeg(at: Date, lat: number, lon: number): number {
  const { gamma } = dayAngle(at);
  const declination =
    0.006918 -
    0.399912 * Math.cos(gamma) +
    0.070257 * Math.sin(gamma) -
    0.006758 * Math.cos(2 * gamma) +
    0.000907 * Math.sin(2 * gamma) -
    0.002697 * Math.cos(3 * gamma) +
    0.00148 * Math.sin(3 * gamma);
  const hourAngle = ((solarHour(at, lon) * 15 - 180) * Math.PI) / 180;
  const phi = (lat * Math.PI) / 180;
  const cosZenith =
    Math.sin(phi) * Math.sin(declination) +
    Math.cos(phi) * Math.cos(declination) * Math.cos(hourAngle);
  return 90 - (Math.acos(Math.max(-1, Math.min(1, cosZenith))) * 180) / Math.PI;
}

/** Local apparent solar time in hours [0, 24): UTC + longitude / 15 + equation of time. */
export function solarHour(at: Date, lon: number): number {
  const { hourUtc, gamma } = dayAngle(at);
  const equationOfTimeMin =
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(gamma) -
      0.032077 * Math.sin(gamma) -
      0.014615 * Math.cos(2 * gamma) -
      0.040849 * Math.sin(2 * gamma));
  const hour = hourUtc + lon / 15 + equationOfTimeMin / 60;
  return ((hour % 24) + 24) % 24;
}

function dayAngle(at: Date): { hourUtc: number; gamma: number } {
  const yearStart = Date.UTC(at.getUTCFullYear(), 0, 1);
  const dayOfYear = Math.floor((at.getTime() - yearStart) / 86_400_000) + 1;
  const hourUtc = at.getUTCHours() + at.getUTCMinutes() / 60 + at.getUTCSeconds() / 3600;
  const daysInYear = new Date(Date.UTC(at.getUTCFullYear(), 1, 29)).getUTCDate() === 29 ? 366 : 365;
  return { hourUtc, gamma: ((2 * Math.PI) / daysInYear) * (dayOfYear - 1 + (hourUtc - 12) / 24) };
}
