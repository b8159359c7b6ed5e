// ADS Studio module artifact for the process runtime (run by a PC agent with `node FILE`).
// Self-contained: no imports, so it runs as CommonJS or ESM. Exits cleanly on SIGTERM/SIGINT.
let tick = 0;
console.log('simulator: starting CARLA bridge, town=Town03, fixed_delta=0.05 s');
const timer = setInterval(() => {
  tick += 1;
  console.log(`simulator: tick=${tick} sim_time=${(tick * 0.05).toFixed(2)} s actors=42 fps=20`);
}, 100);
function stop(signal) {
  clearInterval(timer);
  console.log(`simulator: ${signal} received, world destroyed`);
  process.exit(0);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
