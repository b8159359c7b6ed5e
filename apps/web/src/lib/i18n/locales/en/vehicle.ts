/** What HMI and FMS share of a vehicle (lib/vehicle, lib/vehicle-map): modes, commands, the control lock, MRM. */
const vehicle = {};
export default vehicle;
