import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { systemChromium } from '../e2e/support/system-chromium.ts';

// Lighthouse on one page, mobile defaults (a mid-range phone on a slow 4G connection, simulated),
// through its programmatic API: the four category scores and the three metrics docs/benchmarks.md tracks.

export interface LighthouseResult {
  /** Category → score 0..100 (null when Lighthouse could not score it). */
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number | null>;
  cls: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  /** Titles of the failed audits of the scored categories other than performance, for the report. */
  failed: string[];
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export async function runLighthouse(url: string): Promise<LighthouseResult> {
  // The system Chromium when there is one; otherwise chrome-launcher looks for a Chrome itself.
  const chrome = await launch({
    chromeFlags: CHROME_FLAGS,
    ...(systemChromium && { chromePath: systemChromium }),
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string): number | null => {
      const value = categories[id]?.score;
      return value == null ? null : Math.round(value * 100);
    };
    const numeric = (id: string): number | null => audits[id]?.numericValue ?? null;
    const failed = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .map((ref) => audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${id}: ${audit?.title}`),
    );
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      cls: numeric('cumulative-layout-shift'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      failed,
    };
  } finally {
    chrome.kill();
  }
}
