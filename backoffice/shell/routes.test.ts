import { describe, expect, it } from 'vitest';
import { addressOf, routeOf } from './routes.ts';

describe("the back office's addresses", () => {
  it.each([
    ['/backoffice', '', { page: 'settings', merchantId: null }],
    ['/backoffice/', '', { page: 'settings', merchantId: null }],
    ['/backoffice/keys', '?merchant=m_1', { page: 'keys', merchantId: 'm_1' }],
    ['/backoffice/audit/extra', '?merchant=', { page: 'audit', merchantId: null }],
    ['/backoffice/nothing-here', '', { page: 'settings', merchantId: null }],
  ])('%s%s is %o', (pathname, search, route) => {
    expect(routeOf(pathname, search)).toEqual(route);
  });

  it('are written back as they are read, the merchant encoded', () => {
    const route = { page: 'postback-secret', merchantId: 'm 1&x' } as const;
    expect(addressOf(route)).toBe('/backoffice/postback-secret?merchant=m%201%26x');
    const url = new URL(addressOf(route), 'https://kassa.test');
    expect(routeOf(url.pathname, url.search)).toEqual(route);
    expect(addressOf({ page: 'password', merchantId: null })).toBe('/backoffice/password');
  });
});
