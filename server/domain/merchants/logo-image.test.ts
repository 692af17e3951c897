import { describe, expect, it } from 'vitest';
import { checkLogoImage, LOGO_MAX_BYTES } from './logo-image.ts';

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...new TextEncoder().encode(part)] : part,
    ),
  );

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest');
const svg = (body: string): Uint8Array =>
  bytes(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`);

const reason = (image: Uint8Array): string => {
  const checked = checkLogoImage(image);
  return checked.ok ? 'accepted' : checked.reason;
};

describe('a merchant logo', () => {
  it('is told by its first bytes: PNG, JPEG, WebP, SVG', () => {
    const type = (image: Uint8Array) => {
      const checked = checkLogoImage(image);
      return checked.ok ? checked.logo.contentType : checked.reason;
    };
    expect(type(PNG)).toBe('image/png');
    expect(type(bytes([0xff, 0xd8, 0xff, 0xe0], 'jfif'))).toBe('image/jpeg');
    expect(type(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(type(svg('<rect width="10" height="10" fill="url(#g)"/>'))).toBe('image/svg+xml');
    expect(type(bytes('<!-- logo -->\n<svg viewBox="0 0 1 1"></svg>'))).toBe('image/svg+xml');
  });

  it('names the digest its URL carries', () => {
    const checked = checkLogoImage(PNG);
    expect(checked.ok && checked.logo.digest).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses what is not one of the four, whatever its name says', () => {
    expect(reason(bytes('GIF89a....'))).toBe('the file is not a PNG, JPEG, WebP or SVG image');
    expect(reason(bytes('<html><svg></svg></html>'))).toBe(
      'the file is not a PNG, JPEG, WebP or SVG image',
    );
    expect(reason(new Uint8Array())).toBe('the file is empty');
  });

  it('refuses a file over 256 KB', () => {
    const big = new Uint8Array(LOGO_MAX_BYTES + 1);
    big.set(PNG);
    expect(reason(big)).toBe(
      `the file is ${LOGO_MAX_BYTES + 1} bytes; a logo may be at most ${LOGO_MAX_BYTES} bytes (256 KB)`,
    );
    const limit = new Uint8Array(LOGO_MAX_BYTES);
    limit.set(PNG);
    expect(reason(limit)).toBe('accepted');
  });

  it('refuses an SVG that could run a script or reach outside the file', () => {
    const refused: [string, string][] = [
      ['<script>alert(1)</script>', 'a <script> element'],
      ['<rect onload="alert(1)"/>', 'an event handler attribute (on…=)'],
      ['<a href="javascript:alert(1)"><rect/></a>', 'a javascript: URL'],
      ['<image href="https://tracker.example/p.png"/>', 'a link outside the file'],
      ['<use xlink:href="other.svg#a"/>', 'a link outside the file'],
      ['<style>@import "https://x.example/a.css";</style>', 'a CSS @import'],
      ['<rect style="fill:url(https://x.example/p)"/>', 'a url() outside the file'],
      ['<foreignObject><div/></foreignObject>', 'a <foreignObject> element'],
    ];
    for (const [body, what] of refused) expect(reason(svg(body))).toContain(what);
    expect(reason(bytes('<!DOCTYPE svg [<!ENTITY x "y">]><svg></svg>'))).toContain(
      'a DOCTYPE or entity declaration',
    );
    expect(reason(svg('<use href="#a"/><rect fill="url( \'#g\')"/>'))).toBe('accepted');
  });
});
