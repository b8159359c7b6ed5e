// ADS Studio module artifact for the process runtime (run by a PC agent with `node FILE`).
// Self-contained: no imports, so it runs as CommonJS or ESM. Exits cleanly on SIGTERM/SIGINT.
let t = 0;
console.log('localization: starting NDT matcher, map=urban_block_a.pcd');
const timer = setInterval(() => {
  t += 0.1;
  const x = (12.5 * t).toFixed(2);
  const y = (3 * Math.sin(t / 5)).toFixed(2);
  const yaw = (0.1 * Math.cos(t / 5)).toFixed(3);
  console.log(
    `localization: pose x=${x} y=${y} yaw=${yaw} score=0.9${Math.floor(Math.random() * 10)}`,
  );
}, 100);
function stop(signal) {
  clearInterval(timer);
  console.log(`localization: ${signal} received, last pose saved`);
  process.exit(0);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
