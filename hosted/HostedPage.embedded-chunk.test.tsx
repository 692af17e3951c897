import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../common/contract/session-api.ts';
import type { ApiClient } from '../src/checkout/api-client.ts';
import { encodeEmbedParams } from '../src/protocol/embed-params.ts';
import { englishMessages } from '../src/test-support/english-messages.tsx';
import { sessionFixture } from '../src/test-support/session-fixture.ts';
import { HostedPage } from './HostedPage.tsx';
import { createHostedPage, type PageFrame } from './page-model.ts';
import { fakeContent, fakeFrame, PARENT_ORIGIN } from './test-support/fake-frame.ts';

// The framed page's chunk (embedded-mode.ts, with the check whether the page may be embedded):
// loaded by a framed page only, and one that cannot load leaves the page retryable.
const chunk = vi.hoisted(() => ({ loads: 0, fail: false }));
vi.mock('./embedded-mode.ts', async (actual) => {
  chunk.loads += 1;
  if (chunk.fail) throw new TypeError('Failed to fetch dynamically imported module');
  return actual();
});

afterEach(cleanup);

async function open(session: SessionView, frame: PageFrame | null) {
  const client: ApiClient = {
    getSession: vi.fn<ApiClient['getSession']>().mockResolvedValue({ ok: true, value: session }),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const page = createHostedPage(client, {
    messages: englishMessages,
    navigate: vi.fn(),
    frame,
  });
  render(<HostedPage page={page} />);
  await page.load();
  return { page, client };
}

const framedBy = (frame: ReturnType<typeof fakeFrame>): PageFrame => ({
  hash: `#${encodeEmbedParams({ parentOrigin: PARENT_ORIGIN })}`,
  window: frame.window,
  ...fakeContent().followed,
});

describe("the framed page's chunk", () => {
  it('is never loaded by a top-level page, whatever its session', async () => {
    const before = chunk.loads;
    await open(sessionFixture({ ui_mode: 'EMBEDDED', embed_origins: [PARENT_ORIGIN] }), null);
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(chunk.loads).toBe(before);
  });

  it('that cannot load leaves a framed page with its retryable error, before any word to the parent', async () => {
    chunk.fail = true;
    const before = chunk.loads;
    const frame = fakeFrame();
    const { page, client } = await open(
      sessionFixture({ ui_mode: 'EMBEDDED', embed_origins: [PARENT_ORIGIN] }),
      framedBy(frame),
    );
    expect(chunk.loads).toBe(before + 1);
    expect(page.state.peek()).toMatchObject({ kind: 'error', canRetry: true });
    expect(frame.posted()).toEqual([]);
    chunk.fail = false;
    // A browser keeps a module that failed to load as failed for the page's life: trying again
    // loads the page again rather than asking for the session and the same chunk in this one.
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
    expect(client.getSession).toHaveBeenCalledTimes(1);
    expect(chunk.loads).toBe(before + 1);
  });
});
