/** Reading the pt-BR CSV routes in tests (kernel/csv.ts): the raw bytes and the lines without the BOM. */
import type { useTestUpstream } from './harness.ts';

type Upstream = ReturnType<ReturnType<typeof useTestUpstream>>;

/** GET `path` as `username`: the response, its bytes (BOM included) and its CRLF lines. */
export async function csvAs(up: Upstream, username: string, path: string) {
  const res = await up.portal(path, { token: await up.login(username) });
  const bytes = Buffer.from(await res.arrayBuffer());
  const lines = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  return { res, bytes, lines };
}
