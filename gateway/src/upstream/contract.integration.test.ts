/**
 * The upstream contract: every route of every table in ROUTE_TABLES (method and path) is an
 * operation of the OpenAPI document the real upstream serves (upstream/src/openapi.yaml, which
 * upstream's own test keeps equal to the routes it serves).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../registry.ts';
import { startUpstream, type UpstreamProcess } from '../test/upstream-process.ts';

let upstream: UpstreamProcess;

beforeAll(async () => {
  upstream = await startUpstream();
});

afterAll(async () => {
  await upstream?.stop();
});

describe('upstream contract', () => {
  it("every route of every table is in upstream's OpenAPI document", async () => {
    const document = (await (await fetch(`${upstream.portalUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    // Parameter names may differ ({id} vs {notification_id}); the shape of the path may not.
    const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${shape(path)}`),
      ),
    );
    const routes = allRoutes();
    expect(routes.length).toBeGreaterThan(0);
    const missing = routes
      .filter(({ route }) => !documented.has(`${route.method} ${shape(route.path)}`))
      .map(({ name, route }) => `${name}: ${route.method} ${route.path}`);
    expect(missing).toEqual([]);
  });
});
