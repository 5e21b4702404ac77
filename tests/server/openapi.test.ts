import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '../../core/contract/http.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { 'x-permission': unknown; parameters: { name: string; in: string }[]; requestBody?: unknown }>
  >;
}

describe('the OpenAPI document', () => {
  it('describes every registered route with its permission, generated from the zod schemas', async () => {
    const response = await fetch(`${server.baseUrl}${API_BASE}/openapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');
    for (const route of server.runtime.routes) {
      const path = `${API_BASE}${route.url.replace(/\/:[A-Za-z0-9_]+\?$/, '')}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${path}`).toBeDefined();
      expect(operation?.['x-permission']).toEqual(route.public ? 'public' : route.permission);
      expect(
        operation?.parameters.some((parameter) => parameter.in === 'header' && parameter.name === 'x-sdp-provider'),
      ).toBe(true);
    }
  });

  it('documents request bodies and optional path segments', async () => {
    const document = (await (await fetch(`${server.baseUrl}${API_BASE}/openapi.json`)).json()) as OpenApiDocument;
    const login = document.paths[`${API_BASE}/authentication/uilogin`]?.post;
    expect(JSON.stringify(login?.requestBody)).toContain('password');
    expect(document.paths[`${API_BASE}/authentication/getUserAndRole`]?.post).toBeDefined();
    expect(
      document.paths[`${API_BASE}/authentication/getUserAndRole/{mode}`]?.post?.parameters.some(
        (p) => p.name === 'mode',
      ),
    ).toBe(true);
  });
});
