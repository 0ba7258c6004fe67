import autocannon from 'autocannon';
import { startBenchServer } from './lib/server';
const s = await startBenchServer({ data: 'bench', log: console.log, env: { RATE_LIMIT_FACTOR: '10000', LOG_LEVEL: 'info', NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/api-perf-prof' } });
const list = await (await fetch(`${s.baseUrl}/api/tours`)).json() as { items: { id: string }[] };
const url = `${s.baseUrl}/api/tours/${list.items[0]?.id}`;
const r = await autocannon({ url, connections: 50, duration: 8, headers: { 'Accept-Encoding': 'gzip' } });
console.log('detail rps', r.requests.average, 'p99', r.latency.p99);
await s.stop();
