import { writeFileSync } from 'node:fs';
import { startBenchServer } from './lib/server';
const s = await startBenchServer({ data: 'bench', log: (l) => console.log(l) });
writeFileSync('/tmp/bench-url', s.baseUrl);
console.log('READY', s.baseUrl);
process.on('SIGTERM', async () => { await s.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
