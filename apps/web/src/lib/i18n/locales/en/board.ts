/** The Notice and FAQ boards (pages/board). */
const board = {};
export default board;
