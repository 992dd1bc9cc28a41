/** A throwaway HTTP server on 127.0.0.1 and a random port, for tests that need a misbehaving peer. */
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  url: string;
  /** Drops open (keep-alive or hanging) connections, then stops listening. */
  close(): Promise<void>;
}

export async function startLoopbackServer(listener: RequestListener): Promise<LoopbackServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
