/** AI Benchmark (/benchmark): datasets, leaderboards, submissions and the viewer. */
const benchmark = {};
export default benchmark;
