import { describe, expect, it } from 'vitest';
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
});
