// ADS Studio module artifact for the process runtime (run by a PC agent with `node FILE`).
// Self-contained: no imports, so it runs as CommonJS or ESM. Exits cleanly on SIGTERM/SIGINT.
let frame = 0;
const classes = ['car', 'pedestrian', 'cyclist', 'truck'];
console.log('perception: starting camera+lidar object detection, model=pointpillars-v2');
const timer = setInterval(() => {
  frame += 1;
  const count = 2 + (frame % 5);
  const top = classes[frame % classes.length];
  console.log(
    `perception: frame=${frame} objects=${count} nearest=${top} at ${(8 + (frame % 20)).toFixed(1)} m`,
  );
}, 100);
function stop(signal) {
  clearInterval(timer);
  console.log(`perception: ${signal} received, stopped`);
  process.exit(0);
}
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
