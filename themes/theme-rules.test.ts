import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULE_PROPERTIES, RULE_TARGETS, renderSelector, selectorError } from './theme-rules.ts';

describe('renderSelector', () => {
  it.each([
    ['.kassa-label', '[data-theme] .kassa-label'],
    ['.kassa-input:hover', '[data-theme] .kassa-input:hover'],
    [
      '.kassa-input[aria-invalid="true"]:focus',
      '[data-theme] .kassa-input[aria-invalid="true"]:focus',
    ],
    ['.kassa-input:disabled', '[data-theme] .kassa-input:is(:disabled, :read-only)'],
    [
      '.kassa-pay-button:disabled',
      '[data-theme] .kassa-pay-button:is(:disabled, [aria-disabled="true"])',
    ],
    // Parts that are empty until they hold something stay hidden while empty.
    ['.kassa-alert', '[data-theme] .kassa-alert:not(:empty)'],
    ['.kassa-scheme-badge', '[data-theme] .kassa-scheme-badge:not(:empty)'],
  ])('writes %s as %s', (selector, css) => {
    expect(selectorError(selector)).toBeNull();
    expect(renderSelector(selector, '[data-theme]')).toBe(css);
  });
});

describe('docs/themes.md', () => {
  const page = readFileSync(join(import.meta.dirname, '..', 'docs', 'themes.md'), 'utf8');
  const section = page.slice(
    page.indexOf('\n## Themes'),
    page.indexOf('\n## The designer preview'),
  );

  it.each(Object.keys(RULE_TARGETS))('names the public class .%s', (name) => {
    expect(section).toContain(`\`.${name}\``);
  });

  it.each(Object.keys(RULE_PROPERTIES).filter((p) => !/-(top|right|bottom|left)$/.test(p)))(
    'names the property %s',
    (property) => {
      expect(section).toContain(`\`${property}\``);
    },
  );
});
