// Loaded into the shop by `npm run bench` (node --import): how long the event loop was held at
// most. On SIGUSR2 it writes the longest delay and the 99th percentile since the last signal to the
// file BENCH_EVENT_LOOP_FILE names, and starts counting again.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delays = monitorEventLoopDelay({ resolution: 10 });
delays.enable();
process.on('SIGUSR2', () => {
  writeFileSync(process.env.BENCH_EVENT_LOOP_FILE, JSON.stringify({ maxMs: delays.max / 1e6, p99Ms: delays.percentile(99) / 1e6 }));
  delays.reset();
});
