// The load client of bench/load.ts, in a worker thread of its own: a client on another machine would not
// share the server's event loop, and here it must not either, or its own work would count as latency.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, connections, duration, headers } = workerData;
const times = [];
const started = performance.now();
// Inside a worker thread autocannon hands back raw histograms, so requests per second are counted here.
const instance = autocannon({ url, connections, duration, headers }, (error, result) => {
  if (error) throw error;
  const seconds = (performance.now() - started) / 1000;
  parentPort.postMessage({
    requests: times.length,
    rpsAverage: times.length / seconds,
    errors: result.errors,
    non2xx: result.non2xx,
    times: Float64Array.from(times),
  });
});
// Every response time, so p95 is exact (autocannon itself reports p97.5).
instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
