import { describe, expect, it } from 'vitest';
import { CAPABILITY_PREFIXES, newSecretToken } from './ids.ts';
import { redactUrl, serializeRequest } from './log-redaction.ts';

describe('log redaction', () => {
  it('removes session tokens from logged URLs', () => {
    const token = 'cs_OwQvhZSHuDs62Jw1Dkzm0nXIHlOfAW4ImOqPfbyKE90';
    expect(redactUrl(`/api/sessions/${token}/payments`)).toBe(
      '/api/sessions/cs_[redacted]/payments',
    );
    expect(serializeRequest({ method: 'GET', url: `/pay/${token}`, ip: '127.0.0.1' })).toEqual({
      method: 'GET',
      url: '/pay/cs_[redacted]',
      host: undefined,
      remoteAddress: '127.0.0.1',
      remotePort: undefined,
    });
  });

  it('redacts every capability prefix as itself, in paths and queries', () => {
    for (const prefix of CAPABILITY_PREFIXES) {
      const id = newSecretToken(prefix);
      expect(redactUrl(`/x/${id}?theme=DARK`)).toBe(`/x/${prefix}_[redacted]?theme=DARK`);
      expect(redactUrl(`/x?a=1&id=${id}&b=2`)).toBe(`/x?a=1&id=${prefix}_[redacted]&b=2`);
    }
  });

  it('redacts percent-encoded and upper-case spellings, naming the prefix each one is', () => {
    const secret = 'OwQvhZSHuDs62Jw1Dkzm0nXIHlOfAW4ImOqPfbyKE90';
    const spellings: [string, string][] = [
      [`/pay/%63s_${secret}`, '/pay/cs_[redacted]'],
      [`/pay/cs%5F${secret}%00`, '/pay/cs_[redacted]'],
      [`/sandbox/provider/%61pm_${secret}`, '/sandbox/provider/apm_[redacted]'],
      [`/sandbox/provider/AP%4D%5f${secret}`, '/sandbox/provider/apm_[redacted]'],
      // The challenge prefix is one of its own, not a `cs_` that happens to sit inside it.
      [`/sandbox/acs/%61cs_${secret}`, '/sandbox/acs/acs_[redacted]'],
      [`/sandbox/acs/%41%43%53_${secret}`, '/sandbox/acs/acs_[redacted]'],
      [
        `/r?next=%2Fsandbox%2Fprovider%2Fapm_${secret}`,
        '/r?next=%2Fsandbox%2Fprovider%2Fapm_[redacted]',
      ],
    ];
    for (const [url, logged] of spellings) expect(redactUrl(url)).toBe(logged);
  });

  it('leaves ids that open nothing alone, and the paths that name a capability', () => {
    const plain = '/v1/payments/pay_OwQvhZSHuDs62Jw1Dkzm0n?x=evt_4Jw1Dkzm0nXIHlOfAW4ImO';
    expect(redactUrl(plain)).toBe(plain);
    expect(redactUrl('/sandbox/acs/preview')).toBe('/sandbox/acs/preview');
    expect(redactUrl('/api/sessions/cs_')).toBe('/api/sessions/cs_');
  });
});
