/**
 * 'Exportar CSV' in a component test: `/files/…` answered with a CSV of `header` and no rows (every
 * other request goes on), the object URL and the anchor's click stubbed, so a test reads which path
 * the button downloaded.
 */
import { vi } from 'vitest';

export function stubCsvDownloads(header = '') {
  const files = vi.fn(
    async (_path: string) => new Response(`\uFEFF${header}\r\n`, { headers: { 'x-report-rows': '0' } }),
  );
  const original = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('/files/') ? files(String(input)) : original(input, init),
  );
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    files,
    /** The paths downloaded, in order. */
    paths: () => files.mock.calls.map(([path]) => path),
    restore: () => {
      click.mockRestore();
      vi.unstubAllGlobals();
    },
  };
}
