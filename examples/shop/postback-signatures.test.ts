import { describe, expect, it } from 'vitest';
import {
  bodySignatureSecret,
  kassaSignatureSecrets,
  signBody,
  signPostback,
} from '../../server/domain/postbacks/signature.ts';
import { verifyKassaSignature, verifyXSignature } from './postback-signatures.mjs';

// The shop's verifiers against Kassa's own signer: what the sample accepts is exactly what Kassa
// sends, and nothing else.

const SECRET = 'whsec_shop_test_0123456789';
const NOW = 1_790_000_000;
const body = '{"event_id":"evt_1","type":"TRANSACTION","data":{"amount":"34.40"}}';
const bytes = Buffer.from(body);

describe('verifyKassaSignature', () => {
  it("accepts Kassa's header for the body, within five minutes either way", () => {
    expect(verifyKassaSignature(SECRET, signPostback(SECRET, NOW, body), bytes, NOW)).toBe(true);
    expect(verifyKassaSignature(SECRET, signPostback(SECRET, NOW, body), bytes, NOW + 300)).toBe(
      true,
    );
    expect(verifyKassaSignature(SECRET, signPostback(SECRET, NOW, body), bytes, NOW - 300)).toBe(
      true,
    );
  });

  it('refuses a replay older than five minutes and a timestamp from the future', () => {
    expect(verifyKassaSignature(SECRET, signPostback(SECRET, NOW, body), bytes, NOW + 301)).toBe(
      false,
    );
    expect(verifyKassaSignature(SECRET, signPostback(SECRET, NOW + 301, body), bytes, NOW)).toBe(
      false,
    );
  });

  it('refuses a changed body, another secret, and a timestamp changed after signing', () => {
    const header = signPostback(SECRET, NOW, body);
    const changed = Buffer.from(body.replace('34.40', '0.01'));
    expect(verifyKassaSignature(SECRET, header, changed, NOW)).toBe(false);
    expect(verifyKassaSignature('whsec_another_secret_0000', header, bytes, NOW)).toBe(false);
    const moved = header.replace(`t=${NOW}`, `t=${NOW + 1}`);
    expect(verifyKassaSignature(SECRET, moved, bytes, NOW)).toBe(false);
  });

  it('accepts any one of several v1 entries (a secret being rotated), skipping other schemes', () => {
    const good = signPostback(SECRET, NOW, body).split(',')[1];
    const old = signPostback('whsec_old_secret_000000', NOW, body).split(',')[1];
    expect(verifyKassaSignature(SECRET, `t=${NOW},v2=abc,${old},${good}`, bytes, NOW)).toBe(true);
  });

  it("accepts Kassa's headers during a rotation with both secrets, and with either alone", () => {
    const rotation = { current: SECRET, previous: 'whsec_old_secret_000000' };
    const header = signPostback(kassaSignatureSecrets(rotation), NOW, body);
    const x = signBody(bodySignatureSecret(rotation), body);
    const both = [SECRET, 'whsec_old_secret_000000'];
    expect(verifyKassaSignature(both, header, bytes, NOW)).toBe(true);
    expect(verifyXSignature(both, x, bytes)).toBe(true);
    expect(verifyKassaSignature(SECRET, header, bytes, NOW)).toBe(true);
    expect(verifyKassaSignature('whsec_old_secret_000000', header, bytes, NOW)).toBe(true);
    expect(verifyKassaSignature(['whsec_another_secret_0000'], header, bytes, NOW)).toBe(false);
    expect(verifyXSignature(['whsec_another_secret_0000', SECRET], x, bytes)).toBe(false);
  });

  it('refuses headers that are missing, malformed or ambiguous', () => {
    const header = signPostback(SECRET, NOW, body);
    const v1 = header.split(',')[1];
    for (const bad of [
      undefined,
      '',
      `t=${NOW}`,
      `${v1}`,
      `t=abc,${v1}`,
      `t=${NOW},v1=${'0'.repeat(64)}`,
      `t=${NOW},v1=XYZ`,
      `t=${NOW},t=${NOW},${v1}`,
    ]) {
      expect(verifyKassaSignature(SECRET, bad, bytes, NOW), String(bad)).toBe(false);
    }
  });
});

describe('verifyXSignature', () => {
  it("accepts Kassa's X-Signature of the body", () => {
    expect(verifyXSignature(SECRET, signBody(SECRET, body), bytes)).toBe(true);
  });

  it('refuses a changed body, another secret, and headers that are not 64 lowercase hex', () => {
    const header = signBody(SECRET, body);
    expect(verifyXSignature(SECRET, header, Buffer.from(`${body} `))).toBe(false);
    expect(verifyXSignature('whsec_another_secret_0000', header, bytes)).toBe(false);
    for (const bad of [undefined, '', header.toUpperCase(), header.slice(2), `${header}00`]) {
      expect(verifyXSignature(SECRET, bad, bytes), String(bad)).toBe(false);
    }
  });

  it('checks the bytes as received: the same JSON written again does not verify', () => {
    const header = signBody(SECRET, body);
    const rewritten = Buffer.from(JSON.stringify(JSON.parse(body), null, 1));
    expect(verifyXSignature(SECRET, header, rewritten)).toBe(false);
  });
});
