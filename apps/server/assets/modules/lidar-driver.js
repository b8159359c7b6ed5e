// ADS Studio module artifact for the process runtime (run by a PC agent with `node FILE`).
// Self-contained: no imports, so it runs as CommonJS or ESM. Exits cleanly on SIGTERM/SIGINT.
let frame = 0;
console.log('lidar-driver: starting, 32 channels, 10 Hz, port 2368');
const timer = setInterval(() => {
  frame += 1;
  const points = 57000 + Math.round(Math.random() * 2000);
  console.log(`lidar-driver: frame=${frame} points=${points} rpm=600`);
}, 100);
function stop(signal) {
  clearInterval(timer);
  console.log(`lidar-driver: ${signal} received, stopped after ${frame} frames`);
  process.exit(0);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
