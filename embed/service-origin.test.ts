import { describe, expect, it } from 'vitest';
import { serviceOriginOf } from './service-origin.ts';

function scriptWithSrc(src: string | null): HTMLScriptElement {
  const script = document.createElement('script');
  if (src !== null) script.setAttribute('src', src);
  return script;
}

describe('serviceOriginOf', () => {
  it.each([
    ['https://pay.example.com/js/kassa.js', 'https://pay.example.com'],
    ['http://localhost:8080/js/kassa.js?v=1', 'http://localhost:8080'],
  ])('takes the origin of the script’s own src %s', (src, origin) => {
    expect(serviceOriginOf(scriptWithSrc(src))).toBe(origin);
  });

  it('refuses to start without a script src (a module or an inline copy)', () => {
    expect(() => serviceOriginOf(null)).toThrow(
      new Error(
        '[Kassa] load kassa.js with a classic <script src="https://<service>/js/kassa.js"> tag, got no script src',
      ),
    );
    expect(() => serviceOriginOf(scriptWithSrc(null))).toThrow(/got no script src$/);
  });

  it('refuses a src that is not http(s)', () => {
    expect(() => serviceOriginOf(scriptWithSrc('data:text/javascript,1'))).toThrow(
      '[Kassa] load kassa.js with a classic <script src="https://<service>/js/kassa.js"> tag, got src "data:text/javascript,1"',
    );
  });
});
