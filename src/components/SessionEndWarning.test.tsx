import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionView } from '../../common/contract/session-api.ts';
import type { ApiClient } from '../checkout/api-client.ts';
import { createCheckoutModel } from '../checkout/model.ts';
import { serveEmptyPages } from '../test-support/empty-pages.ts';
import { englishMessages } from '../test-support/english-messages.tsx';
import { FIXTURE_NOW, manualSchedule, sessionFixture } from '../test-support/session-fixture.ts';
import { CheckoutForm } from './CheckoutForm.tsx';

beforeAll(serveEmptyPages);
afterEach(cleanup);

const WARNING = 'This payment form closes in 2 minutes. Finish paying before then.';

function renderForm(session: SessionView) {
  const client = {
    getSession: vi.fn<ApiClient['getSession']>().mockReturnValue(new Promise(() => {})),
    pay: vi.fn<ApiClient['pay']>(),
    cancelAction: vi.fn<ApiClient['cancelAction']>(),
  };
  const timers = manualSchedule();
  const model = createCheckoutModel(session, client, {
    messages: englishMessages,
    onOutcome: () => {},
    now: () => FIXTURE_NOW,
    schedule: timers.schedule,
  });
  render(<CheckoutForm model={model} />);
  return { timers, model };
}

describe('the warning before the session ends', () => {
  it('is announced politely two minutes before expires_at, by the server clock', async () => {
    // The fixture's session ends 10 minutes after its server_time.
    const { timers } = renderForm(sessionFixture());
    expect(screen.queryByText(WARNING)).toBeNull();
    timers.advance(8 * 60_000 - 1);
    expect(screen.queryByText(WARNING)).toBeNull();
    timers.advance(1);
    const warning = await screen.findByText(WARNING);
    expect(warning.closest('[aria-live="polite"]')).not.toBeNull();
  });

  it('shows at once when less than two minutes are left on opening', async () => {
    renderForm(sessionFixture({ expires_at: '2026-05-15T12:01:00Z' }));
    expect(await screen.findByText(WARNING)).toBeTruthy();
  });

  it('stops when the model is disposed', () => {
    const { timers, model } = renderForm(sessionFixture());
    model.dispose();
    timers.advance(9 * 60_000);
    expect(screen.queryByText(WARNING)).toBeNull();
  });
});
