import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KassaApi } from './kassa.ts';

// The loader only adds the script tag from the service origin and resolves to window.Kassa. The
// tests add no real script: appended tags are caught, and the test plays the browser's load/error.

type LoadKassa = typeof import('./loader.ts').loadKassa;

const SCRIPT = 'https://pay.example.test/js/kassa.js';
const fakeApi = { submit() {} } as unknown as KassaApi;
let loadKassa: LoadKassa;
let appended: HTMLScriptElement[];

beforeEach(async () => {
  // The loader remembers its one load per page: a fresh module per test.
  vi.resetModules();
  ({ loadKassa } = await import('./loader.ts'));
  appended = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    appended.push(...(nodes as HTMLScriptElement[]));
  });
  Reflect.deleteProperty(window, 'Kassa');
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'Kassa');
  document.head.innerHTML = '';
});

function scriptLoads(script: HTMLScriptElement | undefined, api: KassaApi | undefined): void {
  if (api) window.Kassa = api;
  script?.dispatchEvent(new Event('load'));
}

describe('loadKassa', () => {
  it('adds one script tag from the service origin and resolves to window.Kassa', async () => {
    const first = loadKassa('https://pay.example.test/pay/cs_abc');
    const second = loadKassa('https://pay.example.test');
    expect(appended.map((script) => script.src)).toEqual([SCRIPT]);
    scriptLoads(appended[0], fakeApi);
    await expect(first).resolves.toBe(fakeApi);
    await expect(second).resolves.toBe(fakeApi);
  });

  it('uses a window.Kassa already on the page without adding a tag', async () => {
    window.Kassa = fakeApi;
    await expect(loadKassa('https://pay.example.test')).resolves.toBe(fakeApi);
    expect(appended).toEqual([]);
  });

  it('waits for a kassa.js tag already on the page instead of adding another', async () => {
    const existing = document.createElement('script');
    // A type the test browser does not run, so only the test decides when it loads.
    existing.type = 'text/plain';
    existing.src = SCRIPT;
    document.head.appendChild(existing);
    const loading = loadKassa('https://pay.example.test');
    expect(appended).toEqual([]);
    scriptLoads(existing, fakeApi);
    await expect(loading).resolves.toBe(fakeApi);
  });

  it('rejects when the script fails, and a later call tries again', async () => {
    const failing = loadKassa('https://pay.example.test');
    appended[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(`[Kassa] ${SCRIPT} could not be loaded`);
    const retry = loadKassa('https://pay.example.test');
    expect(appended).toHaveLength(2);
    scriptLoads(appended[1], fakeApi);
    await expect(retry).resolves.toBe(fakeApi);
  });

  it('rejects when the script loads but defines no window.Kassa', async () => {
    const loading = loadKassa('https://pay.example.test');
    scriptLoads(appended[0], undefined);
    await expect(loading).rejects.toThrow(
      `[Kassa] ${SCRIPT} loaded but did not define window.Kassa`,
    );
  });

  it.each(['pay.example.test', 'javascript:alert(1)', ''])(
    'rejects %j, which is not a service URL',
    async (serviceUrl) => {
      await expect(loadKassa(serviceUrl)).rejects.toThrow(
        `[Kassa] loadKassa expects the service URL, like "https://pay.example.com", got "${serviceUrl}"`,
      );
      expect(appended).toEqual([]);
    },
  );
});
