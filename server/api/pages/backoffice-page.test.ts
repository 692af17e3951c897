import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltFilesFixture } from '../../test-support/built-files-fixture.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// GET /backoffice and every address under it but the API: the back office's one built page, which
// reads its address to choose the page it shows, with the checkout page's security headers.

const built = createBuiltFilesFixture();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    {},
    { builtDirs: { publicDir: built.publicDir, embedDir: built.embedDir } },
  );
});

afterAll(async () => {
  await t.app.close();
  built.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the back office page', () => {
  it.each([
    '/backoffice',
    '/backoffice/',
    '/backoffice/settings',
    '/backoffice/keys?merchant=m_1',
    '/backoffice/no-such-page/deeper',
  ])('%s answers the built app', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="backoffice-root"></div>');
  });

  it("carries the checkout page's policy: Kassa's own scripts and styles only, framed by nobody, never cached", async () => {
    const response = await get('/backoffice/settings');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("form-action 'none'");
    expect(csp).toMatch(/frame-ancestors 'none'$/);
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('is sent compressed as the build wrote it, when the browser takes it', async () => {
    const response = await get('/backoffice', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it.each(['/backoffice/api', '/backoffice/api/', '/backoffice/api/no-such-route'])(
    '%s, an API address no route answers, is a 404 in the error body, not the page',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        errors: [{ error_code: 'NOT_FOUND', error_message: expect.any(String) }],
      });
    },
  );
});
