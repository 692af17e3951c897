import { describe, expect, it } from 'vitest';
import { decodeEmbedParams, encodeEmbedParams } from './embed-params.ts';

describe('the embed parameters', () => {
  it('round-trip through the fragment', () => {
    const encoded = encodeEmbedParams({ parentOrigin: 'https://shop.example', theme: 'DARK' });
    expect(decodeEmbedParams(`#${encoded}`)).toEqual({
      parentOrigin: 'https://shop.example',
      theme: 'DARK',
    });
    expect(decodeEmbedParams('#kassa_origin=https%3A%2F%2Fa.b&kassa_theme=NEON')).toEqual({
      parentOrigin: 'https://a.b',
    });
    expect(decodeEmbedParams('')).toBeNull();
  });

  it('carry summary only when it is set', () => {
    const shown = encodeEmbedParams({ parentOrigin: 'https://shop.example', summary: true });
    expect(decodeEmbedParams(shown)).toEqual({
      parentOrigin: 'https://shop.example',
      summary: true,
    });
    expect(encodeEmbedParams({ parentOrigin: 'https://shop.example' })).not.toContain('summary');
    expect(decodeEmbedParams('kassa_origin=https%3A%2F%2Fa.b&kassa_summary=1')).toEqual({
      parentOrigin: 'https://a.b',
    });
  });

  it('carry hidePayButton only when it is set, and read nothing else as it', () => {
    const hidden = encodeEmbedParams({ parentOrigin: 'https://shop.example', hidePayButton: true });
    expect(decodeEmbedParams(hidden)).toEqual({
      parentOrigin: 'https://shop.example',
      hidePayButton: true,
    });
    expect(encodeEmbedParams({ parentOrigin: 'https://shop.example' })).not.toContain('pay_button');
    expect(decodeEmbedParams('kassa_origin=https%3A%2F%2Fa.b&kassa_pay_button=1')).toEqual({
      parentOrigin: 'https://a.b',
    });
  });
});
