import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, type PreviewDraft } from './preview-draft.ts';
import { draftFromSearch, draftToSearch } from './url-state.ts';

describe('the draft in the URL', () => {
  it('round-trips every editor exactly, half-typed JSON included', () => {
    const draft: PreviewDraft = {
      stateId: 'declined',
      color: 'rgb(10 125 79)',
      themeType: 'DARK',
      variables: '{"primaryColor": "#0a7d4f", "fontFamily": "Georgia, serif"',
      rules: '{\n  ".kassa-input": {"border-radius": "0"}\n}',
      shopName: 'Café & Co',
      logo: 'wide',
      currency: 'JPY',
      cartSize: '8',
      methods: 'wallets-four',
      locale: 'zh-Hant-TW',
    };
    expect(draftFromSearch(draftToSearch(draft))).toEqual(draft);
  });

  it('keeps a link to the untouched preview bare', () => {
    expect(draftToSearch(EMPTY_DRAFT)).toBe('');
    expect(draftFromSearch('')).toEqual(EMPTY_DRAFT);
  });

  it('falls back to the defaults for an unknown state or theme type', () => {
    expect(draftFromSearch('?state=hacked&theme_type=NEON')).toEqual(EMPTY_DRAFT);
  });

  it('keeps the sample checkout in readable parameters, and refuses values that are no choice', () => {
    const search = draftToSearch({
      ...EMPTY_DRAFT,
      shopName: 'Roastery',
      cartSize: '5',
      methods: 'every',
    });
    expect(search).toBe('?shop_name=Roastery&cart_size=5&methods=every');
    expect(draftFromSearch('?currency=XXX&cart_size=9&methods=all&logo=upload')).toEqual(
      EMPTY_DRAFT,
    );
    expect(draftFromSearch('?cart_size=0')).toEqual(EMPTY_DRAFT);
    expect(draftFromSearch('?cart_size=2.5')).toEqual(EMPTY_DRAFT);
  });

  it("keeps the panels' language, the pseudo-locale included, and refuses one that is no choice", () => {
    expect(draftToSearch({ ...EMPTY_DRAFT, locale: 'ar' })).toBe('?locale=ar');
    expect(draftFromSearch('?locale=ar').locale).toBe('ar');
    expect(draftFromSearch('?locale=en-XA').locale).toBe('en-XA');
    expect(draftFromSearch('?locale=xx-YY')).toEqual(EMPTY_DRAFT);
  });
});
