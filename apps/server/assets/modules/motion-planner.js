// ADS Studio module artifact for the process runtime (run by a PC agent with `node FILE`).
// Self-contained: no imports, so it runs as CommonJS or ESM. Exits cleanly on SIGTERM/SIGINT.
let cycle = 0;
console.log('planning: starting lattice motion planner, horizon=8 s');
const timer = setInterval(() => {
  cycle += 1;
  const speed = (13.9 - (cycle % 10) * 0.1).toFixed(1);
  const behaviour = cycle % 50 < 40 ? 'lane_keep' : 'lane_change_left';
  console.log(
    `planning: cycle=${cycle} behaviour=${behaviour} target_speed=${speed} m/s waypoints=80`,
  );
}, 100);
function stop(signal) {
  clearInterval(timer);
  console.log(`planning: ${signal} received, stopped`);
  process.exit(0);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
