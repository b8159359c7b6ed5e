import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packAgent } from '../../agent/scripts/pack';
import pkg from '../package.json' with { type: 'json' };

// A step of the server's build (and of `npm run dev`): packs the agent at the server's version
// where src/main.ts serves it from, dist/agent (docs/adr/0013-agent-package.md).
const outDir = resolve(dirname(fileURLToPath(import.meta.url)), '../dist/agent');
const packed = await packAgent({ version: pkg.version, outDir });
console.log(`agent package: ${relative(process.cwd(), packed)}`);
