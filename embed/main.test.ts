import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// What loading kassa.js does to the merchant page: one `window.Kassa`, bound to the script's origin.

function loadScriptFrom(src: string | null): Promise<unknown> {
  const script = document.createElement('script');
  if (src) script.src = src;
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(src ? script : null);
  vi.resetModules();
  return import('./main.ts');
}

beforeEach(() => {
  Reflect.deleteProperty(window, 'Kassa');
  document.body.innerHTML = '<div id="pay"></div>';
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'Kassa');
});

it('defines window.Kassa with exactly the spec’s calls', async () => {
  await loadScriptFrom('https://pay.example.test/js/kassa.js');
  expect(Object.keys(window.Kassa).sort()).toEqual([
    'mountPaymentElement',
    'onResult',
    'onTimeout',
    'submit',
    'unmountPaymentElement',
  ]);
});

it('accepts checkout URLs of the origin it was loaded from only', async () => {
  await loadScriptFrom('https://pay.example.test/js/kassa.js');
  expect(() =>
    window.Kassa.mountPaymentElement('pay', 'https://other.example/pay/cs_abcdefghijklmnopqrst'),
  ).toThrow(/created on https:\/\/pay\.example\.test,/);
});

it('a second copy of the script keeps the first window.Kassa', async () => {
  await loadScriptFrom('https://pay.example.test/js/kassa.js');
  const first = window.Kassa;
  await loadScriptFrom('https://pay.example.test/js/kassa.js');
  expect(window.Kassa).toBe(first);
});

it('fails loudly when it cannot tell where it was loaded from', async () => {
  await expect(loadScriptFrom(null)).rejects.toThrow(/^\[Kassa\] load kassa\.js with a classic/);
  expect(window.Kassa).toBeUndefined();
});
