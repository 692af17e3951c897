import { expect, type FrameLocator, type Page } from '@playwright/test';
import type { MerchantSite } from './merchant-site.ts';

// A merchant's own checkout page on the merchant's origin, loading the embed script from the
// service origin exactly as docs/embed.md tells merchants to. It records what the page can see:
// every result and timeout callback, and every message that reaches the window.

export interface TResultSeen {
  success: boolean;
  url?: string;
  error_message?: string;
  error_code?: number;
  retry?: boolean;
}

/** What the merchant page's window holds: the Kassa global and the spies of merchantPageHtml. */
export interface MerchantWindow {
  Kassa: {
    mountPaymentElement(id: string, url: string, config?: object): void;
    submit(id: string): void;
    unmountPaymentElement(id: string): void;
  };
  mountWithSpies(id: string, url: string, config: object): void;
  seen: {
    results: Record<string, TResultSeen[]>;
    timeouts: Record<string, number>;
    messages: string[];
  };
}

export function merchantPageHtml(serviceUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Merchant checkout</title></head>
<body>
<h1>Your order</h1>
<div id="pay-a"></div>
<div id="pay-b"></div>
<script src="${serviceUrl}/js/kassa.js"></script>
<script>
  window.seen = { results: {}, timeouts: {}, messages: [] };
  window.addEventListener('message', (event) => {
    window.seen.messages.push(JSON.stringify(event.data));
  });
  window.mountWithSpies = (id, url, config) => {
    window.Kassa.mountPaymentElement(id, url, {
      ...config,
      onTimeout: () => { window.seen.timeouts[id] = (window.seen.timeouts[id] || 0) + 1; },
    });
    window.Kassa.onResult(id, (result) => {
      (window.seen.results[id] = window.seen.results[id] || []).push(result);
    });
  };
</script>
</body></html>`;
}

export class MerchantEmbedPage {
  constructor(
    readonly page: Page,
    readonly site: MerchantSite,
  ) {}

  async open(serviceUrl: string, origin = this.site.url): Promise<void> {
    this.site.pages.set('/shop', merchantPageHtml(serviceUrl));
    await this.page.goto(`${origin}/shop`);
    await expect
      .poll(() => this.page.evaluate(() => typeof (window as unknown as MerchantWindow).Kassa))
      .toBe('object');
  }

  async mount(
    id: string,
    checkoutUrl: string,
    config: Record<string, unknown> = {},
  ): Promise<void> {
    await this.page.evaluate(
      ([i, u, c]) => (window as unknown as MerchantWindow).mountWithSpies(i, u, c),
      [id, checkoutUrl, config] as const,
    );
  }

  frame(id: string): FrameLocator {
    return this.page.frameLocator(`#${id} iframe`);
  }

  async fillCard(id: string, number: string): Promise<void> {
    const frame = this.frame(id);
    await frame.getByLabel('Card number').fill(number);
    await frame.getByLabel(/Expiry date/).fill('12/30');
    await frame.getByLabel('Security code').fill('123');
    await frame.getByLabel('Cardholder name').fill('Ann Example');
  }

  async submit(id: string): Promise<void> {
    await this.page.evaluate((i) => (window as unknown as MerchantWindow).Kassa.submit(i), id);
  }

  results(id: string): Promise<TResultSeen[]> {
    return this.page.evaluate(
      (i) => (window as unknown as MerchantWindow).seen.results[i] ?? [],
      id,
    );
  }

  async waitForResults(id: string, count: number): Promise<TResultSeen[]> {
    await expect.poll(async () => (await this.results(id)).length).toBe(count);
    return this.results(id);
  }

  timeouts(id: string): Promise<number> {
    return this.page.evaluate(
      (i) => (window as unknown as MerchantWindow).seen.timeouts[i] ?? 0,
      id,
    );
  }

  messagesSeen(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as MerchantWindow).seen.messages);
  }
}
