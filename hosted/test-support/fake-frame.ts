// A stand-in for `window` and `window.parent` in the embedded form's tests.
import { vi } from 'vitest';
import type { FormMessage } from '../../src/protocol/messages.ts';
import type { HeightEnvironment } from '../content-height.ts';
import type { BridgeWindow } from '../embedded-bridge.ts';

export const PARENT_ORIGIN = 'https://shop.example';

export function fakeFrame() {
  const parent = { postMessage: vi.fn<(message: FormMessage, targetOrigin: string) => void>() };
  const listeners = new Set<(event: MessageEvent) => void>();
  const window: BridgeWindow = {
    parent,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  return {
    window,
    parent,
    listenerCount: () => listeners.size,
    /** Delivers a message as the browser would; by default from the parent window and origin. */
    receive(data: unknown, from: { origin?: string; source?: object | null } = {}): void {
      const event = new MessageEvent('message', {
        data,
        origin: from.origin ?? PARENT_ORIGIN,
        source: (from.source === undefined ? parent : from.source) as MessageEventSource | null,
      });
      for (const listener of listeners) listener(event);
    },
    /** Every message posted to the parent, checking each went to the parent's origin only. */
    posted(): FormMessage[] {
      return parent.postMessage.mock.calls.map(([message, targetOrigin]) => {
        if (targetOrigin !== PARENT_ORIGIN) throw new Error(`posted to ${targetOrigin}`);
        return message;
      });
    },
  };
}

export type FakeFrame = ReturnType<typeof fakeFrame>;

/**
 * The framed page's content as the embedded mode follows its height (content-height.ts): the test
 * says how tall it is, and when it changes. `height`: how tall it is to begin with.
 */
export function fakeContent(height = 480) {
  let current = height;
  let resized: (() => void) | null = null;
  const content = document.createElement('main');
  content.getBoundingClientRect = () => ({ height: current }) as DOMRect;
  const heights: HeightEnvironment = {
    observe(_element, onResize) {
      resized = onResize;
      return () => {};
    },
    nextFrame(run) {
      run();
      return () => {};
    },
  };
  return {
    /** For the page's frame (PageFrame). */
    followed: { content, heights },
    resize(next: number): void {
      current = next;
      resized?.();
    },
  };
}
