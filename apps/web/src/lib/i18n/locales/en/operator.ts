/** The operator page (pages/operator). */
const operator = {};
export default operator;
