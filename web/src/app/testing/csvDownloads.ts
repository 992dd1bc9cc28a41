import { vi } from 'vitest';

/**
 * A list's 'Exportar CSV' in a unit test: requests to the gateway's `/files/` routes answer `body`
 * (every other request goes on), and the download's link is never followed. `files` records the
 * paths asked for; `restore` puts fetch and the link back.
 */
export function stubCsvDownloads(body = '\uFEFF\r\n') {
  const files = vi.fn(async (_path: string) => new Response(body, { headers: { 'x-report-rows': '0' } }));
  const original = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('/files/') ? files(String(input)) : original(input, init),
  );
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    files,
    restore: () => {
      click.mockRestore();
      vi.unstubAllGlobals();
    },
  };
}
