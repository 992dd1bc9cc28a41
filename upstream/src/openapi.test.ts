/**
 * The OpenAPI document must describe exactly the routes the express apps serve: each app's
 * (method, path) pairs are read from its router stack and compared with the operations tagged
 * for it. Routers are mounted at the root (portal-app.ts), and nested routers are walked too.
 */
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi.ts';
import { useTestUpstream } from './testing/harness.ts';

const up = useTestUpstream();

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

interface Operation {
  operationId?: string;
  tags?: string[];
  responses?: Record<string, unknown>;
}

type OpenApi = { openapi: string; paths: Record<string, Partial<Record<string, Operation>>> };

const doc = openApiDocument() as OpenApi;

/** "/v1/x/:id" → "/v1/x/{id}" */
const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Property access on layers; a mounted router's handle is a function carrying a `stack`. */
const record = (value: unknown): Record<string, unknown> | null =>
  (typeof value === 'object' && value !== null) || typeof value === 'function'
    ? (value as Record<string, unknown>)
    : null;

/**
 * Walks router 2.x layers: a route layer has `route.path` and `route.methods`; a mounted router
 * is a layer whose `handle.stack` is another layer list, prefixed by the layer's `rawPath`.
 */
function servedRoutes(stack: unknown, prefix = ''): string[] {
  if (!Array.isArray(stack)) throw new Error('not a router stack');
  return stack.flatMap((layer): string[] => {
    const route = record(record(layer)?.route);
    if (route) {
      const methods = Object.keys(record(route.methods) ?? {}).filter((method) => method !== '_all');
      return methods.map(
        (method) => `${method.toUpperCase()} ${toOpenApiPath(`${prefix}${String(route.path)}`)}`,
      );
    }
    const handle = record(record(layer)?.handle);
    if (handle && Array.isArray(handle.stack)) {
      const rawPath = record(layer)?.rawPath;
      const mount = typeof rawPath === 'string' && rawPath !== '/' ? rawPath : '';
      return servedRoutes(handle.stack, `${prefix}${mount}`);
    }
    return [];
  });
}

const servedBy = (app: Express) => servedRoutes(app.router.stack).sort();

const documentedFor = (tag: string) =>
  Object.entries(doc.paths)
    .flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item[method]?.tags?.includes(tag)).map(
        (method) => `${method.toUpperCase()} ${path}`,
      ),
    )
    .sort();

describe('openapi.yaml', () => {
  it('is an OpenAPI 3.1 document whose operations have unique ids and responses', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const operations = Object.values(doc.paths).flatMap((item) =>
      HTTP_METHODS.flatMap((method) => (item[method] ? [item[method]] : [])),
    );
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const operation of operations) {
      expect(operation.operationId).toEqual(expect.any(String));
      expect(operation.tags?.length).toBeGreaterThan(0);
      expect(Object.keys(operation.responses ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('describes exactly the routes of the portal API', () => {
    expect(servedBy(up().apps.portal)).toEqual(documentedFor('portal'));
  });

  it('describes exactly the routes of the token service', () => {
    expect(servedBy(up().apps.token)).toEqual(documentedFor('token'));
  });

  it('is served as JSON at /openapi.json', async () => {
    const res = await up().portal('/openapi.json');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(doc);
  });
});
