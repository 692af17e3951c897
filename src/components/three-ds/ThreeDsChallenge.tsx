// The 3-D Secure challenge, the screen of ACTION `three_ds` (flow/action-screens.ts), a
// chunk of its own. On the hosted page it is a modal dialog of the form's own; embedded, the
// iframe is too small, so the merchant page shows the challenge and the form says where it is.
// Either way the screen decides nothing: the flow polls the session, and the screen is gone once
// the challenge is decided (approved, denied, cancelled).
import type { JSX } from 'preact';
import type { ActionScreenProps } from '../../checkout/flow/action-screens.ts';
import { ChallengeDialog } from './ChallengeDialog.tsx';
import { ChallengeElsewhere } from './ChallengeElsewhere.tsx';
import './ThreeDsChallenge.css';

export function ThreeDsChallenge({
  action,
  cancel,
  overlay,
}: ActionScreenProps): JSX.Element | null {
  if (action.kind !== 'three_ds') return null;
  return overlay ? (
    <ChallengeElsewhere url={action.challenge_url} cancel={cancel} overlay={overlay} />
  ) : (
    <ChallengeDialog url={action.challenge_url} cancel={cancel} />
  );
}
