/** FMS (/monitoring): the fleet, its map, a vehicle's panel and tele-operation. */
const monitoring = {};
export default monitoring;
