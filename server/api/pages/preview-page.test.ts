import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OFF_MESSAGE } from '../../../preview/preview-model.ts';
import { createBuiltFilesFixture } from '../../test-support/built-files-fixture.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// GET / (the designer preview): the designer's page rendered on the server into the first
// response, from the draft in the query, with the page's own sheet inline; the panels (`?panel=`)
// are rendered by their script alone.

/** The built page as Vite writes it: its script and style sheet linked in the head. */
const SHELL =
  '<!doctype html><html lang="en"><head><title>Kassa designer preview</title>' +
  '<script type="module" crossorigin src="/assets/preview-P1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/preview-P1.css"></head>' +
  '<body><div id="preview-root"></div></body></html>';
const PREVIEW_CSS = '.preview-page{display:grid}';
const previewRender = join(import.meta.dirname, '..', '..', '..', 'preview', 'server-render.tsx');

const built = createBuiltFilesFixture();
const apps: TestApp[] = [];

async function appWith(env: Record<string, string>, render: string | undefined = previewRender) {
  const app = await createTestApp(env, {
    builtDirs: { publicDir: built.publicDir, embedDir: built.embedDir, previewRender: render },
  });
  apps.push(app);
  return app;
}

let t: TestApp;

beforeAll(async () => {
  writeFileSync(join(built.publicDir, 'index.html'), SHELL);
  rmSync(join(built.publicDir, 'index.html.gz'), { force: true });
  rmSync(join(built.publicDir, 'index.html.br'), { force: true });
  writeFileSync(join(built.publicDir, 'assets', 'preview-P1.css'), PREVIEW_CSS);
  t = await appWith({});
});

afterAll(async () => {
  for (const app of apps) await app.app.close();
  built.remove();
});

async function previewOf(app: TestApp, url: string) {
  const response = await app.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  const window = new Window();
  const document = new window.DOMParser().parseFromString(response.body, 'text/html');
  return { response, document, root: document.getElementById('preview-root') };
}

describe('GET /', () => {
  it("carries the designer's page, inert until its script takes it over, and its frames' places", async () => {
    const { root } = await previewOf(t, '/');
    expect(root?.hasAttribute('inert')).toBe(true);
    expect(root?.querySelector('h1')?.textContent).toBe('Kassa designer preview');
    const create = [...(root?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent === 'Create a test checkout',
    );
    expect(create?.hasAttribute('disabled')).toBe(false);
    // A panel's frame comes once its place nears the viewport, which only the browser knows; until
    // then a box of its size holds the place (an empty frame costs a document of its own).
    expect(root?.querySelectorAll('iframe').length).toBe(0);
    const places = [...(root?.querySelectorAll('.preview-frame') ?? [])];
    expect(places.map((place) => place.getAttribute('data-frame-title'))).toEqual([
      'LIGHT theme, phone width',
      'DARK theme, phone width',
      'BROWSER theme, phone width',
      'LIGHT theme, desktop width',
      'DARK theme, desktop width',
      'BROWSER theme, desktop width',
    ]);
    // Sized by class: the page's policy lets no style attribute through.
    expect(root?.querySelector('[style]')).toBeNull();
  });

  it('carries its own style sheet inline, allowed by its hash', async () => {
    const { response, document } = await previewOf(t, '/');
    expect(document.querySelector('style[data-kassa-built]')?.textContent).toBe(PREVIEW_CSS);
    expect(document.querySelector('link[rel="stylesheet"]')?.hasAttribute('disabled')).toBe(true);
    const hash = createHash('sha256').update(PREVIEW_CSS, 'utf8').digest('base64');
    expect(response.headers['content-security-policy']).toContain(
      `style-src 'self' 'sha256-${hash}';`,
    );
    expect(response.headers['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
  });

  it('renders the draft in the query, as the browser will read it', async () => {
    const { root } = await previewOf(t, '/?shop_name=Roastery&currency=JPY&cart_size=8');
    const shopName = [...(root?.querySelectorAll('input') ?? [])].find(
      (input) => input.getAttribute('value') === 'Roastery',
    );
    expect(shopName).toBeDefined();
    const selected = [...(root?.querySelectorAll('option[selected]') ?? [])].map((option) =>
      option.getAttribute('value'),
    );
    expect(selected).toContain('JPY');
    expect(selected).toContain('8');
  });

  it('escapes whatever the query holds, and still answers 200', async () => {
    const hostile = '</textarea><script>alert(1)</script><img src=x onerror=alert(2)>';
    const query = new URLSearchParams({
      color: hostile,
      theme_variables: hostile,
      theme_rules: hostile,
      shop_name: hostile,
      state: hostile,
    });
    const { response, root } = await previewOf(t, `/?${query}`);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('<img src=x');
    expect(root?.querySelector('script, img[onerror]')).toBeNull();
    // The editors hold the text as typed, and name what is wrong with it.
    const editors = [...(root?.querySelectorAll('textarea') ?? [])].map((area) => area.textContent);
    expect(editors).toContain(hostile);
  });

  it("leaves a panel's root to its script", async () => {
    const { root, document } = await previewOf(t, '/?panel=LIGHT#state=empty');
    expect(root?.childNodes.length).toBe(0);
    expect(root?.hasAttribute('inert')).toBe(false);
    expect(document.querySelector('style[data-kassa-built]')?.textContent).toBe(PREVIEW_CSS);
  });

  it('says test checkouts are off when the server serves none', async () => {
    const off = await appWith({ HOST: '0.0.0.0' });
    const { root } = await previewOf(off, '/');
    expect(root?.querySelector('#preview-demo-off')?.textContent).toBe(DEMO_OFF_MESSAGE);
    expect(root?.querySelector('button')?.hasAttribute('disabled')).toBe(true);
  });

  it('without the server build, sends the page as built for its script to render', async () => {
    const bare = await appWith({}, join(built.publicDir, 'no-such-render.js'));
    const { root } = await previewOf(bare, '/');
    expect(root?.childNodes.length).toBe(0);
    expect(root?.hasAttribute('inert')).toBe(false);
  });
});
