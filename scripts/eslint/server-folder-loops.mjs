// Fails when the server's folders import each other in a loop (`npm run cycles`): modules
// (modules/<name>, sub-folders included), the other top folders, and the root files.
import { fileURLToPath } from 'node:url';
import { unitLoops } from './server-graph.mjs';

const srcDir = fileURLToPath(new URL('../../apps/server/src', import.meta.url));
const loops = unitLoops(srcDir);
for (const loop of loops) console.error(`server folder loop: ${loop.join(' ⇄ ')}`);
process.exit(loops.length > 0 ? 1 : 0);
