import { describe, expect, it } from 'vitest';
import { formThemeType, themedChallengeUrl } from './challenge-url.ts';

describe('the challenge URL', () => {
  it("carries the form's theme type, replacing any theme it had", () => {
    expect(themedChallengeUrl('https://pay.test/sandbox/acs/ch_1', 'DARK', 'https://x.test/')).toBe(
      'https://pay.test/sandbox/acs/ch_1?theme=DARK',
    );
    expect(
      themedChallengeUrl('https://pay.test/sandbox/acs/ch_1?theme=LIGHT', 'BROWSER', 'https://x/'),
    ).toBe('https://pay.test/sandbox/acs/ch_1?theme=BROWSER');
  });

  it("takes a relative URL (the preview's sample) on the page's origin", () => {
    expect(themedChallengeUrl('/sandbox/acs/preview', 'LIGHT', 'https://kassa.test/?panel=1')).toBe(
      'https://kassa.test/sandbox/acs/preview?theme=LIGHT',
    );
  });

  it('leaves a URL that does not parse as it is', () => {
    expect(themedChallengeUrl('http://[bad', 'DARK', 'https://kassa.test/')).toBe('http://[bad');
  });

  it("reads the theme type from the form's theme root, LIGHT when there is none", () => {
    const root = document.createElement('div');
    const inner = document.createElement('p');
    root.append(inner);
    expect(formThemeType(inner)).toBe('LIGHT');
    root.dataset.theme = 'browser';
    expect(formThemeType(inner)).toBe('BROWSER');
    root.dataset.theme = 'neon';
    expect(formThemeType(inner)).toBe('LIGHT');
  });
});
