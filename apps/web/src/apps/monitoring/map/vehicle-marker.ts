import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import type { maplibregl } from '../../../lib/map/maplibre';
import { i18n } from '../../../lib/i18n';
import { nearestTurn } from '../model/angles';

/** How a marker looks now (the live position moves it separately, at every state). */
export interface MarkerLook {
  name: string;
  color: string;
  /** Offline: drawn faded at its last known place. */
  faded: boolean;
  selected: boolean;
  /** An emergency (MRM) or an error fault: a red ring. */
  alert: boolean;
}

const ARROW_SIZE = 30;
const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * One vehicle on the map: an arrow that points where the vehicle heads, in its mode's colour,
 * with its name under it. Plain DOM (no React): a hundred vehicles move at 10 Hz. The arrow
 * turns inside an unrotated marker, so the name stays level when the map turns (heading-up).
 * `data-*` attributes say where it is for tests and tools.
 */
export class VehicleMarker {
  readonly marker: Marker;
  private readonly element: HTMLDivElement;
  private readonly arrow: SVGSVGElement;
  private readonly path: SVGPathElement;
  private readonly label: HTMLSpanElement;
  private heading = 0;
  /** The arrow's rotation as drawn, unwrapped so it always turns the short way. */
  private drawn = 0;
  private placed = false;

  constructor(
    lib: typeof maplibregl,
    private readonly map: MapLibreMap,
    pcId: number,
    onSelect: () => void,
  ) {
    const element = document.createElement('div');
    element.setAttribute('role', 'button');
    element.tabIndex = 0;
    element.dataset.pcId = String(pcId);
    Object.assign(element.style, {
      width: `${ARROW_SIZE}px`,
      height: `${ARROW_SIZE}px`,
      cursor: 'pointer',
    });
    const arrow = document.createElementNS(SVG_NS, 'svg');
    arrow.setAttribute('viewBox', '0 0 24 24');
    arrow.setAttribute('width', String(ARROW_SIZE));
    arrow.setAttribute('height', String(ARROW_SIZE));
    arrow.setAttribute('aria-hidden', 'true');
    arrow.style.transition = 'transform 90ms linear';
    arrow.style.overflow = 'visible';
    const path = document.createElementNS(SVG_NS, 'path');
    // A car-like arrow pointing up (north at heading 0), its centre at the vehicle's position.
    path.setAttribute('d', 'M12 1.5 L20.5 21.5 L12 17 L3.5 21.5 Z');
    path.setAttribute('stroke-linejoin', 'round');
    arrow.append(path);
    const label = document.createElement('span');
    // The vehicle's name, as its owner wrote it.
    label.setAttribute('translate', 'no');
    Object.assign(label.style, {
      position: 'absolute',
      top: `${ARROW_SIZE + 2}px`,
      left: '50%',
      transform: 'translateX(-50%)',
      whiteSpace: 'nowrap',
      font: '600 11px/1.3 system-ui, sans-serif',
      padding: '1px 6px',
      borderRadius: '8px',
      background: 'rgba(255, 255, 255, 0.88)',
      color: '#1B1B26',
      boxShadow: '0 1px 2px rgba(0, 0, 0, 0.25)',
      pointerEvents: 'none',
    });
    element.append(arrow, label);
    element.addEventListener('click', (event) => {
      event.stopPropagation();
      onSelect();
    });
    element.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onSelect();
    });
    this.element = element;
    this.arrow = arrow;
    this.path = path;
    this.label = label;
    this.marker = new lib.Marker({ element, rotationAlignment: 'viewport' });
  }

  /** Whether it is on the map (it is once its vehicle has a position). */
  get onMap(): boolean {
    return this.placed;
  }

  /** Colours, name, selection. */
  setLook(look: MarkerLook): void {
    this.label.textContent = look.name;
    this.element.setAttribute('aria-label', i18n.t('monitoring:map.marker', { name: look.name }));
    this.element.setAttribute('aria-pressed', String(look.selected));
    this.element.style.opacity = look.faded ? '0.5' : '1';
    this.element.style.zIndex = look.selected ? '2' : '1';
    this.path.setAttribute('fill', look.color);
    this.path.setAttribute('stroke', look.alert ? '#D32F2F' : '#FFFFFF');
    this.path.setAttribute('stroke-width', look.alert ? '3' : '1.5');
    this.arrow.style.filter = look.selected
      ? 'drop-shadow(0 0 4px #5D5AFF) drop-shadow(0 0 2px #5D5AFF)'
      : 'drop-shadow(0 1px 1px rgba(0, 0, 0, 0.4))';
  }

  /** A new position and heading (compass degrees); the first one puts the marker on the map. */
  moveTo(lon: number, lat: number, heading: number): void {
    this.marker.setLngLat([lon, lat]);
    if (!this.placed) {
      this.marker.addTo(this.map);
      this.placed = true;
    }
    this.heading = heading;
    this.element.dataset.lon = lon.toFixed(7);
    this.element.dataset.lat = lat.toFixed(7);
    this.element.dataset.heading = heading.toFixed(1);
    this.turn();
  }

  /** Points the arrow again after the map turned (the arrow shows heading against the screen). */
  turn(): void {
    this.drawn = nearestTurn(this.drawn, this.heading - this.map.getBearing());
    this.arrow.style.transform = `rotate(${this.drawn}deg)`;
  }

  remove(): void {
    this.marker.remove();
    this.placed = false;
  }
}
