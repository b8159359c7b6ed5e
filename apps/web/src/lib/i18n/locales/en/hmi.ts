/** HMI (/hmi): the driver's and the remote operator's screen of one vehicle. */
const hmi = {};
export default hmi;
