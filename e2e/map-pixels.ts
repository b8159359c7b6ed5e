import type { Locator } from '@playwright/test';

// Where a place is drawn on a maplibre map in the studio's pages: each map container states
// its view (`data-center` "lon,lat", `data-zoom`), so a spec turns a place into the pixel to
// click or look at from the view as it is now, north up (HMI, HDMAP Builder).

const RAD = Math.PI / 180;

/** Web Mercator pixels of a position at a zoom (maplibre's 512-pixel world). */
export function mercator(lon: number, lat: number, zoom: number) {
  const size = 512 * 2 ** zoom;
  const y = Math.log(Math.tan(Math.PI / 4 + (lat * RAD) / 2));
  return { x: ((lon + 180) / 360) * size, y: (0.5 - y / (2 * Math.PI)) * size };
}

/** Where on the page a place is drawn now. */
export async function pixelOf(map: Locator, lat: number, lon: number) {
  const box = (await map.boundingBox())!;
  const [lon0, lat0] = (await map.getAttribute('data-center'))!.split(',').map(Number);
  const zoom = Number(await map.getAttribute('data-zoom'));
  const centre = mercator(lon0!, lat0!, zoom);
  const point = mercator(lon, lat, zoom);
  return {
    x: box.x + box.width / 2 + point.x - centre.x,
    y: box.y + box.height / 2 + point.y - centre.y,
  };
}
