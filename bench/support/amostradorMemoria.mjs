// The server's process.memoryUsage() every 200 ms, one JSON line each, appended to MEM_OUT: loaded into
// the bench's server with BENCH_SERVER_NODE_OPTIONS="--import ./bench/support/amostradorMemoria.mjs".
import { appendFileSync } from 'node:fs';

const out = process.env.MEM_OUT ?? 'bench/results/memoria.jsonl';
const mib = (x) => Math.round(x / 104857.6) / 10;
setInterval(() => {
  const m = process.memoryUsage();
  const linha = {
    t: Date.now(),
    rss: mib(m.rss),
    heapTotal: mib(m.heapTotal),
    heapUsed: mib(m.heapUsed),
    external: mib(m.external),
    arrayBuffers: mib(m.arrayBuffers),
  };
  appendFileSync(out, JSON.stringify(linha) + '\n');
}, 200).unref();
