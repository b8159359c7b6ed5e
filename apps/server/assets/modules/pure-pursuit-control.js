// ADS Studio module artifact for the process runtime (run by a PC agent with `node FILE`).
// Self-contained: no imports, so it runs as CommonJS or ESM. Exits cleanly on SIGTERM/SIGINT.
let t = 0;
console.log('control: starting pure pursuit + PID, lookahead=6 m');
const timer = setInterval(() => {
  t += 0.1;
  const steer = (0.05 * Math.sin(t)).toFixed(3);
  const throttle = (0.3 + 0.05 * Math.cos(t)).toFixed(2);
  console.log(`control: steer=${steer} rad throttle=${throttle} brake=0.00`);
}, 100);
function stop(signal) {
  clearInterval(timer);
  console.log(`control: ${signal} received, vehicle commands zeroed`);
  process.exit(0);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
