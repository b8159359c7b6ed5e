/** The map view every map page shares (lib/map, lib/lanelet): basemap, controls, legends. */
const maps = {};
export default maps;
