import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../../test-support/english-messages.tsx';
import {
  countdownAnnouncement,
  formatCountdown,
  secondsLeft,
  serverOffsetMs,
} from './countdown.ts';

describe('the countdown', () => {
  it("counts to the step's limit on the server's clock, never below zero", () => {
    const server = Date.parse('2026-05-15T12:00:00Z');
    expect(secondsLeft('2026-05-15T12:05:00Z', server)).toBe(300);
    expect(secondsLeft('2026-05-15T12:05:00Z', server + 0.5)).toBe(300);
    expect(secondsLeft('2026-05-15T11:59:00Z', server)).toBe(0);
    expect(secondsLeft('not a date', server)).toBe(0);
  });

  it("corrects the device's clock by the session's server_time", () => {
    const device = Date.parse('2026-05-15T11:58:00Z');
    const offset = serverOffsetMs('2026-05-15T12:00:00Z', device);
    expect(secondsLeft('2026-05-15T12:05:00Z', device + offset)).toBe(300);
  });

  it('shows mm:ss, and hours for a long voucher', () => {
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3 * 3600 + 61)).toBe('3:01:01');
  });

  it('changes what it announces only each whole minute, at 30 seconds and at the end', () => {
    const said = new Set<string>();
    const changes: number[] = [];
    let last = '';
    for (let s = 300; s >= 0; s -= 1) {
      const text = countdownAnnouncement(englishMessages, s);
      said.add(text);
      if (text !== last) changes.push(s);
      last = text;
    }
    expect(changes).toEqual([300, 240, 180, 120, 60, 30, 0]);
    expect([...said]).toEqual([
      '5 minutes left.',
      '4 minutes left.',
      '3 minutes left.',
      '2 minutes left.',
      '1 minute left.',
      '30 seconds left.',
      'Time is up.',
    ]);
    expect(countdownAnnouncement(englishMessages, 3 * 24 * 3600)).toBe('72 hours left.');
  });
});
