import { startServer } from '../../test-support/studio/harness';
import { seedAlgorithms } from '../../bench/store';
import { normalize } from './src/modules/store/search.service';
const server = await startServer();
let t = performance.now();
await seedAlgorithms(server.database, 10_000);
console.log('seed ms', (performance.now() - t).toFixed(0));
const store = server.services.modules.store;
const queries = [{ q: 'lidar' }, { q: 'ndt' }, { q: 'mpc controller' }, {}, { category: 'perception' }, { q: 'camera', platform: 'linux/arm64', gpu: 'true' }, { sort: 'installs' }, { q: 'traffic lane detector', page: 2 }, { q: 'xyzzy' }];
for (const q of queries) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 5; i++) {
    t = performance.now();
    const r = await store.search.read(normalize({ page: 1, ...q } as never));
    total = r.total;
    times.push(performance.now() - t);
  }
  console.log(JSON.stringify(q), 'total', total, 'ms', times.map((x) => x.toFixed(1)).join(' '));
}
await server.close();
