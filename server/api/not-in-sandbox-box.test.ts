import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_ROUTES } from '../contract/spec-routes.ts';
import { projectRoot } from '../platform/paths.ts';
import { createTestApp, TEST_API_KEY, type TestApp } from '../test-support/test-app.ts';

// The README's box under "What the sandbox serves" is a promise both ways: what it names answers 404,
// and what it leaves out of the interface's routes is there. Once every route is served, the box
// says so in one sentence.

const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
const box =
  /<!-- not-in-the-sandbox -->([\s\S]*?)<!-- \/not-in-the-sandbox -->/.exec(readme)?.[1] ?? '';
const named = [...box.matchAll(/`(GET|POST|PATCH|DELETE) (\/v1\/[^`]*)`/g)].map(
  ([, method, path]) => `${method} ${path}`,
);

/** A concrete URL for a spec path: its parameters filled with plausible ids. */
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, 'x_1');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

describe('the README box "What the sandbox serves"', () => {
  it('names only routes of the interface, or says that every one is served', () => {
    expect(box.trim()).not.toBe('');
    // Empty of routes, the box says so in one sentence rather than listing nothing.
    if (named.length === 0) {
      expect(box.trim()).toBe(
        'Every endpoint of the interface is served, as described in the docs.',
      );
    }
    for (const route of named) expect(SPEC_ROUTES).toContain(route);
  });

  it.each(SPEC_ROUTES.map((route) => [route]))(
    '%s: answered exactly when the box leaves it out',
    async (route) => {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PATCH' | 'DELETE', string];
      const res = await t.app.inject({
        method,
        url: urlOf(path),
        headers: {
          'x-api-key': TEST_API_KEY,
          ...(method !== 'GET' && method !== 'DELETE' && { 'content-type': 'application/json' }),
        },
        ...(method !== 'GET' && method !== 'DELETE' && { payload: '{}' }),
      });
      // The not-found handler's own answer, not a 404 of a route that looked for a missing record.
      const noRoute = res.statusCode === 404 && res.body.includes('"no route ');
      expect(noRoute, res.body).toBe(named.includes(route));
    },
  );
});
