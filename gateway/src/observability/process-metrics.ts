/**
 * Process health for /metrics, read only when Prometheus scrapes. Not prom-client's
 * collectDefaultMetrics: its GC observer and event-loop sampling cost the gateway about 1 ms of CPU
 * per request under load (a third of a `Me` request; docs/performance.md, "Observability").
 */
import { Gauge, type Registry } from 'prom-client';

const STARTED_SECONDS = Date.now() / 1000 - process.uptime();

export function registerProcessMetrics(registry: Registry): void {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('process_cpu_seconds_total', 'User and system CPU time spent, in seconds.', () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  });
  gauge('process_resident_memory_bytes', 'Resident memory size in bytes.', () => process.memoryUsage.rss());
  gauge('nodejs_heap_size_used_bytes', 'V8 heap used, in bytes.', () => process.memoryUsage().heapUsed);
  gauge('nodejs_heap_size_total_bytes', 'V8 heap size, in bytes.', () => process.memoryUsage().heapTotal);
  gauge(
    'process_start_time_seconds',
    'Start time of the process since the Unix epoch, in seconds.',
    () => STARTED_SECONDS,
  );
}
