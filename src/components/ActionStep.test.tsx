import { signal } from '@preact/signals';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentAction } from '../../common/contract/session-api.ts';
import type { ActionScreenProps } from '../checkout/flow/action-screens.ts';
import { inEnglish } from '../test-support/english-messages.tsx';
import { sessionFixture } from '../test-support/session-fixture.ts';
import { ActionStep } from './ActionStep.tsx';

afterEach(cleanup);

const VOUCHER: PaymentAction = {
  kind: 'voucher',
  method: 'BOLETO',
  reference: '1234 5678',
  instructions: 'Pay at any post office.',
  provider_url: 'https://sandbox.test/provider/1',
  expires_at: '2026-05-18T12:00:00Z',
};

/** A stand-in screen: it shows what it was given. */
function ReferenceScreen({ action }: ActionScreenProps) {
  return <p>Reference {action.kind === 'voucher' ? action.reference : '?'}</p>;
}

describe('ActionStep', () => {
  it("loads the screen it was given and shows the action's step on it", async () => {
    render(
      inEnglish(
        <ActionStep
          action={VOUCHER}
          screen={() => Promise.resolve(ReferenceScreen)}
          cancel={() => Promise.resolve()}
          session={signal(sessionFixture())}
        />,
      ),
    );
    expect(await screen.findByText('Reference 1234 5678')).toBeTruthy();
  });
});
