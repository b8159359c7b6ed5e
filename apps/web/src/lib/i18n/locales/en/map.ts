/** HDMAP Builder (/map): the Lanelet2 editor, its maps and findings. */
const map = {};
export default map;
