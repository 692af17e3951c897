// The countdown of an alternative payment's step to its own limit (the action's expires_at), on
// the server's clock: the form corrects the device's clock by the session's
// server_time, as the session's own expiry check does (flow/flow-model.ts). Shown as mm:ss every
// second, announced to screen readers only now and then (WCAG 2.2.1): each whole minute, at 30
// seconds and at the end, never every second.
import type { FormMessages } from '../../../messages/form-messages.ts';

/** Whole seconds left until `expiresAt` when the server's clock reads `serverNowMs`; never below 0. */
export function secondsLeft(expiresAt: string, serverNowMs: number): number {
  const limit = Date.parse(expiresAt);
  if (Number.isNaN(limit)) return 0;
  return Math.max(0, Math.ceil((limit - serverNowMs) / 1000));
}

/** "04:59"; hours, for a voucher valid for days, as "52:10:05". */
export function formatCountdown(seconds: number): string {
  const two = (n: number): string => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const mmss = `${two(minutes)}:${two(seconds % 60)}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/**
 * What the live region says `seconds` before the limit. The text changes only at each whole
 * minute, at 30 seconds and at 0, so a screen reader hears it then and not every second; past
 * an hour, at each whole hour.
 */
export function countdownAnnouncement(t: FormMessages, seconds: number): string {
  if (seconds <= 0) return t('apm.countdown.up');
  if (seconds <= 30) return t('apm.countdown.seconds', { count: 30 });
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 60) return t('apm.countdown.minutes', { count: minutes });
  return t('apm.countdown.hours', { count: Math.ceil(minutes / 60) });
}

/** The server's clock as the device's plus this offset (server_time − device time when read). */
export function serverOffsetMs(serverTime: string, deviceNowMs: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - deviceNowMs;
}
