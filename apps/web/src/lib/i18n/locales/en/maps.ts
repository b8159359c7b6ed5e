/** The map view every map page shares (lib/map, lib/lanelet): basemap, controls, legends. */
const maps = {
  noWebgl: 'This browser cannot draw maps (WebGL is off)',
  couldNotLoad: 'The map could not load.',
  basemapCredit: 'Basemap set for this studio',
  /** maplibre's own controls (their titles and labels), by maplibre's keys. */
  controls: {
    map: 'Map',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    resetBearing: 'Reset bearing to north',
    toggleAttribution: 'Toggle attribution',
    mapFeedback: 'Improve this map',
    enterFullscreen: 'Enter fullscreen',
    exitFullscreen: 'Exit fullscreen',
    findMyLocation: 'Find my location',
    locationNotAvailable: 'Location not available',
    logo: 'MapLibre logo',
    marker: 'Map marker',
    popupClose: 'Close popup',
  },
};
export default maps;
