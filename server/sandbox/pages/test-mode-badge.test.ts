import { describe, expect, it } from 'vitest';
import { en } from '../../../common/messages/en.ts';
import { pageText } from '../../http/shopper-page-text.ts';
import { acsPage, acsStyle } from './challenge/acs-page.ts';
import { returnPage } from './demo/return-page.ts';
import { providerPage } from './provider/provider-page.ts';

// Every sandbox page a shopper sees says it is a sandbox, as the payment form does, with its badge
// styled by the page's own style sheet (the one its policy allows by hash).

const BADGE = '<span class="test-mode">Test mode</span>';
const text = pageText('en', en);

describe('the Test mode badge', () => {
  it("is on the issuer's challenge page and on the provider's page, in every state", () => {
    const style = acsStyle({});
    expect(style).toContain('.test-mode{');
    expect(acsPage('LIGHT', style, { kind: 'ended', ending: 'approved' }, text)).toContain(BADGE);
    const ended = { kind: 'ended', ending: { is: 'not_found' } } as const;
    expect(providerPage('DARK', style, 'iDEAL', ended, text)).toContain(BADGE);
  });

  it('is on the return page, styled there', () => {
    const html = returnPage({ outcome: 'success', query: [], lookup: { kind: 'off' } }, text);
    expect(html).toContain(`<p>${BADGE}</p>`);
    expect(html).toMatch(/<style>[^<]*\.test-mode\{/);
  });
});
