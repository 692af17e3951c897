import type { ReadonlySignal } from '@preact/signals';
import type { ComponentChildren, JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SessionView } from '../../../../common/contract/session-api.ts';
import { methodName, resolveMethod } from '../../../../common/methods/payment-methods.ts';
import { MethodMark } from '../methods/MethodMark.tsx';
import { Countdown } from './Countdown.tsx';
import './apm-screens.css';
import { type FormMessages, useMessages } from '../../../messages/form-messages.ts';

/** The name of the method an action names ("IDEAL" → "iDEAL"), in the page's language. */
export function methodLabel(t: FormMessages, method: string): string {
  const known = resolveMethod(method);
  return known ? methodName(t, known) : method;
}

export interface ApmScreenProps {
  /** The action's method, as it names it. */
  method: string;
  title: string;
  /** What the shopper is waiting for, in a polite status region. */
  status: string;
  expiresAt: string;
  /** False where the screen shows its one deadline itself (a voucher's date): no countdown. */
  countdown?: boolean;
  session: ReadonlySignal<SessionView>;
  /** The flow's cancelAction: the step is declined, the methods are offered again. */
  cancel(): Promise<void>;
  children: ComponentChildren;
}

/**
 * What every alternative method's waiting screen has: the method's mark and a heading
 * that takes focus, the screen's own part, the waiting status, the countdown and "Pay another
 * way". While it is there the form above is hidden (apm-screens.css), its summary stays.
 */
export function ApmScreen(props: ApmScreenProps): JSX.Element {
  const t = useMessages();
  const heading = useRef<HTMLHeadingElement>(null);
  const [cancelling, setCancelling] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const known = resolveMethod(props.method);
  const payAnotherWay = (): void => {
    if (cancelling) return;
    setCancelling(true);
    void props.cancel().finally(() => setCancelling(false));
  };
  return (
    <section class="kassa-apm-screen" aria-labelledby="kassa-apm-title">
      <h2 class="kassa-apm-title" id="kassa-apm-title" tabIndex={-1} ref={heading}>
        {known && <MethodMark method={known} decorative />}
        <span>{props.title}</span>
      </h2>
      {props.children}
      <p class="kassa-apm-status" role="status">
        <span class="kassa-spinner" aria-hidden="true" />
        {props.status}
      </p>
      {props.countdown !== false && (
        <Countdown expiresAt={props.expiresAt} session={props.session} />
      )}
      <button
        type="button"
        class="kassa-apm-button"
        aria-disabled={cancelling ? 'true' : undefined}
        onClick={payAnotherWay}
      >
        {t('apm.pay_another_way')}
      </button>
    </section>
  );
}
