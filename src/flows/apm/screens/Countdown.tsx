import type { ReadonlySignal } from '@preact/signals';
import { useSignalEffect } from '@preact/signals';
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SessionView } from '../../../../common/contract/session-api.ts';
import { useMessages } from '../../../messages/form-messages.ts';
import {
  countdownAnnouncement,
  formatCountdown,
  secondsLeft,
  serverOffsetMs,
} from '../model/countdown.ts';

export interface CountdownProps {
  /** The step's own limit (the action's expires_at), on the server's clock. */
  expiresAt: string;
  /** The session as the flow last read it: each read sets the server's clock. */
  session: ReadonlySignal<SessionView>;
  /** The device's clock (tests inject theirs). */
  now?: () => number;
}

/**
 * mm:ss to the step's limit, on the server's clock, redrawn every second but silent (role timer);
 * a polite live region beside it says the time left only each whole minute, at 30 seconds and at
 * the end (WCAG 2.2.1). When time is up the server declines the step and the flow shows that.
 */
export function Countdown({ expiresAt, session, now = Date.now }: CountdownProps): JSX.Element {
  const t = useMessages();
  const [offset, setOffset] = useState(0);
  const [, tick] = useState(0);
  // The session already there may be an old read (the form's load, minutes ago): only a read
  // made while this step is open sets the clock; until then (two seconds) the device's serves.
  const first = useRef(true);
  useSignalEffect(() => {
    const { server_time } = session.value;
    if (first.current) first.current = false;
    else setOffset(serverOffsetMs(server_time, now()));
  });
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = secondsLeft(expiresAt, now() + offset);
  return (
    <div class="kassa-apm-countdown">
      <p>
        {t('apm.countdown.label')}{' '}
        <span class="kassa-apm-time" role="timer">
          {formatCountdown(seconds)}
        </span>
      </p>
      <p class="kassa-visually-hidden" aria-live="polite">
        {countdownAnnouncement(t, seconds)}
      </p>
    </div>
  );
}
