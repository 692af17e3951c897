import { cleanup, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostedPage } from '../hosted/HostedPage.tsx';
import { createHostedPage } from '../hosted/page-model.ts';
import type { ApiClient } from '../src/checkout/api-client.ts';
import * as customerStep from '../src/components/customer-step.ts';
import { loadChoiceList } from '../src/components/PaymentChoice.tsx';
import { loadWalletButtons } from '../src/components/WalletSlot.tsx';
import { loadApmForm } from '../src/flows/apm/apm-step.ts';
import { englishMessages } from '../src/test-support/english-messages.tsx';
import { PreviewPanel } from './PreviewPanel.tsx';
import { previewMessages } from './preview-messages.ts';
import { DEFAULT_SAMPLE, type SampleData, sampleSession } from './sample-session.ts';

// The preview's states are the form's: its Empty state is what the hosted page shows a shopper
// for the same session, control for control. The session is the one the server gives a demo
// checkout (server/sandbox/pages/demo/sample-session-parity.test.ts holds the two together).

afterEach(cleanup);

const ROLES = ['textbox', 'checkbox', 'radio', 'button', 'combobox', 'link'] as const;

/** A control's name as its label, aria-label or text gives it (enough to tell two apart). */
function nameOf(element: HTMLElement): string {
  const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
  const name =
    element.getAttribute('aria-label') ??
    (labels.length > 0 ? labels.map((label) => label.textContent).join(' ') : element.textContent);
  return (name ?? '').replace(/\s+/g, ' ').trim();
}

/** Every control under `root` as "role: name", in document order per role. */
function controlsOf(root: Element): string[] {
  if (!(root instanceof HTMLElement)) throw new Error('no container');
  return ROLES.flatMap((role) =>
    within(root)
      .queryAllByRole<HTMLElement>(role)
      .map((element) => `${role}: ${nameOf(element)}`),
  );
}

async function hostedControls(sample: SampleData): Promise<string[]> {
  const session = sampleSession(sample);
  const client: ApiClient = {
    getSession: () => Promise.resolve({ ok: true, value: session }),
    pay: () => new Promise(() => {}),
    cancelAction: () => new Promise(() => {}),
  };
  const page = createHostedPage(client, {
    messages: englishMessages,
    navigate: vi.fn(),
  });
  const { container } = render(<HostedPage page={page} />);
  await page.load();
  await screen.findByLabelText('Card number');
  await screen.findByRole('checkbox', { name: /save/i });
  const controls = controlsOf(container);
  cleanup();
  return controls;
}

async function previewControls(sample: SampleData): Promise<string[]> {
  const apmStep = await loadApmForm();
  // The hosted page fetches the wallet buttons' and the list's chunks before it renders
  // (page-model.ts); the preview's panel fetches the buttons once shown, and its page the list
  // first (preview/main.tsx). Fetched here first, both render them at once.
  await loadWalletButtons(sampleSession(sample));
  await loadChoiceList();
  const { container } = render(
    <PreviewPanel
      theme="LIGHT"
      content={{ stateId: 'empty', override: {}, sample, locale: 'en' }}
      messages={previewMessages}
      customerStep={customerStep}
      apmStep={apmStep}
    />,
  );
  await screen.findByLabelText('Card number');
  await screen.findByRole('checkbox', { name: /save/i });
  const controls = controlsOf(container);
  cleanup();
  return controls;
}

describe("the preview's Empty state", () => {
  it('shows what the hosted page shows for the same session, the save-card box included', async () => {
    const hosted = await hostedControls(DEFAULT_SAMPLE);
    expect(hosted.some((control) => /^checkbox: .*save/i.test(control))).toBe(true);
    expect(await previewControls(DEFAULT_SAMPLE)).toEqual(hosted);
  });

  it('follows the sample data the same way: wallets and four methods in yen', async () => {
    const sample: SampleData = { ...DEFAULT_SAMPLE, currency: 'JPY', methods: 'wallets-four' };
    expect(await previewControls(sample)).toEqual(await hostedControls(sample));
  });
});
