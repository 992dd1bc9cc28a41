/**
 * Preloaded into the gateway process by bench/load.ts (`--import`): answers a 'memory' message on
 * the IPC channel with the process's memory, measured after a full GC when `--expose-gc` is on so
 * that heap figures compare live data, not garbage not yet collected.
 */
process.on('message', (message) => {
  if (message !== 'memory') return;
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  process.send?.({ rss, heapUsed, heapTotal, external });
});
// The channel must not keep the gateway alive once it has closed its server on SIGTERM.
process.channel?.unref();
