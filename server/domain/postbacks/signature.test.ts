import { describe, expect, it } from 'vitest';
import {
  bodySignatureSecret,
  kassaSignatureSecrets,
  signBody,
  signPostback,
  verifyBodySignature,
  verifyPostback,
} from './signature.ts';

const secret = 'whsec_test_secret_0123456789';
const rawBody = '{"event_id":"evt_1","type":"TRANSACTION","data":{"amount":"12.50"}}';
const now = 1_767_225_600;

describe('postback signature', () => {
  it('signs as t=<seconds>,v1=<hex HMAC-SHA256 of "t.body">', () => {
    // Known answer computed independently: printf '1767225600.<body>' | openssl dgst -sha256 -hmac …
    expect(signPostback('key', 1_767_225_600, 'body')).toBe(
      't=1767225600,v1=a594da8873254a89c24130790b3ff28d0410d01fb2cd7d14dc73ee7794ba167f',
    );
  });

  it('accepts its own signature', () => {
    const header = signPostback(secret, now, rawBody);
    expect(verifyPostback({ secret, header, rawBody, now })).toBe(true);
  });

  it('rejects a wrong secret', () => {
    const header = signPostback('whsec_someone_else_000000', now, rawBody);
    expect(verifyPostback({ secret, header, rawBody, now })).toBe(false);
  });

  it('rejects a tampered body, including re-serialised JSON', () => {
    const header = signPostback(secret, now, rawBody);
    const tampered = rawBody.replace('12.50', '1.00');
    expect(verifyPostback({ secret, header, rawBody: tampered, now })).toBe(false);
    const reserialised = JSON.stringify(JSON.parse(rawBody), null, 2);
    expect(verifyPostback({ secret, header, rawBody: reserialised, now })).toBe(false);
  });

  it('rejects a missing or malformed header', () => {
    const valid = signPostback(secret, now, rawBody);
    for (const header of [undefined, '', 'garbage', valid.split(',')[1], `${valid},t=${now}`]) {
      expect(verifyPostback({ secret, header, rawBody, now })).toBe(false);
    }
  });

  it('rejects a timestamp outside the tolerance, in the past or the future', () => {
    const header = signPostback(secret, now, rawBody);
    expect(verifyPostback({ secret, header, rawBody, now: now + 300 })).toBe(true);
    expect(verifyPostback({ secret, header, rawBody, now: now + 301 })).toBe(false);
    expect(verifyPostback({ secret, header, rawBody, now: now - 301 })).toBe(false);
    expect(verifyPostback({ secret, header, rawBody, now: now + 30, toleranceSeconds: 10 })).toBe(
      false,
    );
  });

  it('rejects a signature moved to a fresh timestamp (replay)', () => {
    const old = signPostback(secret, now - 3600, rawBody);
    const replayed = `t=${now},${old.split(',')[1]}`;
    expect(verifyPostback({ secret, header: replayed, rawBody, now })).toBe(false);
  });

  it('accepts any one of several v1 entries (secret rotation) and skips unknown schemes', () => {
    const current = signPostback(secret, now, rawBody).split(',')[1];
    const previous = signPostback('whsec_previous_secret_000', now, rawBody).split(',')[1];
    const header = `t=${now},${previous},v0=abc,${current}`;
    expect(verifyPostback({ secret, header, rawBody, now })).toBe(true);
    expect(verifyPostback({ secret: 'whsec_unrelated_00000000', header, rawBody, now })).toBe(
      false,
    );
  });
});

describe("a rotation's overlap", () => {
  const rotation = { current: secret, previous: 'whsec_previous_secret_000' };

  it('signs Kassa-Signature with both secrets, the new one first, under one timestamp', () => {
    const header = signPostback(kassaSignatureSecrets(rotation), now, rawBody);
    expect(header).toBe(
      `${signPostback(secret, now, rawBody)},${signPostback(rotation.previous, now, rawBody).split(',')[1]}`,
    );
    expect(verifyPostback({ secret, header, rawBody, now })).toBe(true);
    expect(verifyPostback({ secret: rotation.previous, header, rawBody, now })).toBe(true);
  });

  it('keeps X-Signature with the previous secret until it retires', () => {
    expect(bodySignatureSecret(rotation)).toBe(rotation.previous);
    expect(bodySignatureSecret({ current: secret, previous: null })).toBe(secret);
    expect(kassaSignatureSecrets({ current: secret, previous: null })).toEqual([secret]);
  });
});

describe('X-Signature (body only)', () => {
  it('is the lowercase hex HMAC-SHA256 of the raw body', () => {
    // Known answer computed independently: printf 'body' | openssl dgst -sha256 -hmac key
    expect(signBody('key', 'body')).toBe(
      '515aae133b435d4000956731f68ae5cf5eb85d4f0dc6a546d2bfcd3595ec1ae1',
    );
  });

  it('accepts its own signature and nothing else', () => {
    const header = signBody(secret, rawBody);
    expect(verifyBodySignature(secret, header, rawBody)).toBe(true);
    expect(verifyBodySignature('whsec_someone_else_000000', header, rawBody)).toBe(false);
    expect(verifyBodySignature(secret, header, rawBody.replace('12.50', '1.00'))).toBe(false);
    for (const bad of [undefined, '', header.toUpperCase(), header.slice(2), `${header}00`]) {
      expect(verifyBodySignature(secret, bad, rawBody)).toBe(false);
    }
  });
});
