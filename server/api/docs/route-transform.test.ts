import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { objectAt } from './document-reading.ts';
import { registerOpenApi } from './register-openapi.ts';

// What the document makes of route schemas the app may not have yet: a deprecated
// route, a route without any schema, and routes outside /v1.

async function documentOf(addRoutes: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  registerOpenApi(app, loadConfig({ PUBLIC_URL: 'https://pay.example.test' }));
  app.register(async (scope) => addRoutes(scope));
  await app.ready();
  const document = JSON.parse(JSON.stringify(app.swagger()));
  await app.close();
  return document;
}

const ok = { type: 'object', properties: { ok: { type: 'boolean' } } } as const;

describe('the OpenAPI document of route schemas', () => {
  it('marks a route deprecated when its schema says `deprecated: true`, with the Deprecation and Link headers', async () => {
    const document = await documentOf((app) => {
      app.post(
        '/v1/old',
        { schema: { deprecated: true, response: { 200: ok } } },
        async () => ({}),
      );
      app.post('/v1/new', { schema: { response: { 200: ok } } }, async () => ({}));
    });
    const old = objectAt(objectAt(document.paths, '/v1/old'), 'post');
    expect(old.deprecated).toBe(true);
    expect(Object.keys(objectAt(objectAt(objectAt(old, 'responses'), '200'), 'headers'))).toEqual([
      'Deprecation',
      'Link',
    ]);
    const current = objectAt(objectAt(document.paths, '/v1/new'), 'post');
    expect(current.deprecated).toBeUndefined();
    expect(objectAt(objectAt(current, 'responses'), '200').headers).toBeUndefined();
  });

  it('gives a /v1 route without a schema the error responses, and leaves every other route out', async () => {
    const document = await documentOf((app) => {
      app.get('/v1/bare', async () => ({}));
      app.get('/v1/transaction/:id', async () => ({}));
      app.get('/api/sessions/:token', async () => ({}));
      app.get('/sandbox/postbacks', async () => ({}));
    });
    expect(Object.keys(document.paths)).toEqual(['/v1/bare', '/v1/transaction/{id}']);
    const bare = objectAt(objectAt(document.paths, '/v1/bare'), 'get');
    expect(Object.keys(objectAt(bare, 'responses'))).toEqual(['4XX', '5XX']);
  });
});
