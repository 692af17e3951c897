import { describe, expect, it } from 'vitest';
import { encodeEmbedParams } from '../src/protocol/messages.ts';
import { sessionFixture } from '../src/test-support/session-fixture.ts';
import { embeddingFor } from './embedding.ts';

const embedded = sessionFixture({ ui_mode: 'EMBEDDED', embed_origins: ['https://shop.example'] });
const hash = (parentOrigin: string) => `#${encodeEmbedParams({ parentOrigin, theme: 'DARK' })}`;

describe('embeddingFor', () => {
  it('embeds for a parent the session allows', () => {
    expect(embeddingFor(embedded, { hash: hash('https://shop.example') })).toEqual({
      kind: 'embedded',
      params: { parentOrigin: 'https://shop.example', theme: 'DARK' },
    });
    expect(
      embeddingFor(embedded, {
        hash: hash('https://shop.example'),
        ancestorOrigins: ['https://shop.example', 'https://outer.example'],
      }).kind,
    ).toBe('embedded');
  });

  it('refuses a parent the session does not allow', () => {
    expect(embeddingFor(embedded, { hash: hash('https://evil.example') }).kind).toBe('refused');
    const noOrigins = sessionFixture({ ui_mode: 'EMBEDDED' });
    expect(embeddingFor(noOrigins, { hash: hash('https://shop.example') }).kind).toBe('refused');
  });

  it('refuses a frame without embed parameters', () => {
    expect(embeddingFor(embedded, { hash: '' }).kind).toBe('refused');
  });

  it('refuses when the browser says the parent is someone other than the fragment claims', () => {
    const frame = { hash: hash('https://shop.example'), ancestorOrigins: ['https://evil.example'] };
    expect(embeddingFor(embedded, frame).kind).toBe('refused');
  });

  it('is a normal page for a HOSTED session, framed or not, and for an EMBEDDED one top-level', () => {
    const hosted = sessionFixture({ embed_origins: ['https://shop.example'] });
    expect(embeddingFor(hosted, { hash: hash('https://shop.example') }).kind).toBe('top-level');
    expect(embeddingFor(hosted, null).kind).toBe('top-level');
    expect(embeddingFor(embedded, null).kind).toBe('top-level');
  });
});
