import { describe, expect, it, vi } from 'vitest';
import { createEmbeddedBridge } from './embedded-bridge.ts';
import { fakeFrame, PARENT_ORIGIN } from './test-support/fake-frame.ts';

const SUBMIT = { kassa: 1, type: 'submit' };

function setup() {
  const frame = fakeFrame();
  const onSubmit = vi.fn();
  const onChallengeCancel = vi.fn();
  const bridge = createEmbeddedBridge({
    window: frame.window,
    parentOrigin: PARENT_ORIGIN,
    onSubmit,
    onChallengeCancel,
  });
  return { frame, onSubmit, onChallengeCancel, bridge };
}

describe('embedded bridge', () => {
  it('pays on a submit from the parent window and origin', () => {
    const { frame, onSubmit } = setup();
    frame.receive(SUBMIT);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('ignores a submit from another origin', () => {
    const { frame, onSubmit } = setup();
    frame.receive(SUBMIT, { origin: 'https://evil.example' });
    frame.receive(SUBMIT, { origin: 'http://shop.example' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores a submit from another window of the right origin', () => {
    const { frame, onSubmit } = setup();
    frame.receive(SUBMIT, { source: { postMessage() {} } });
    frame.receive(SUBMIT, { source: null });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ignores messages of the wrong shape or version', () => {
    const { frame, onSubmit } = setup();
    for (const data of [
      { type: 'submit' },
      { kassa: 2, type: 'submit' },
      { kassa: 1, type: 'submit', card: '4242424242424242' },
      { kassa: 1, type: 'result', result: { success: true } },
      'submit',
      null,
    ])
      frame.receive(data);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hears challenge-cancel from the parent window and origin only', () => {
    const { frame, onSubmit, onChallengeCancel } = setup();
    const cancel = { kassa: 1, type: 'challenge-cancel' };
    frame.receive(cancel, { origin: 'https://evil.example' });
    frame.receive(cancel, { source: { postMessage() {} } });
    frame.receive({ ...cancel, reason: 'escape' });
    expect(onChallengeCancel).not.toHaveBeenCalled();
    frame.receive(cancel);
    expect(onChallengeCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('posts only to the parent origin', () => {
    const { frame, bridge } = setup();
    bridge.post({ kassa: 1, type: 'ready', title: 'Secure payment form' });
    bridge.post({ kassa: 1, type: 'result', result: { success: true, url: 'https://shop.test' } });
    expect(frame.parent.postMessage.mock.calls).toEqual([
      [{ kassa: 1, type: 'ready', title: 'Secure payment form' }, PARENT_ORIGIN],
      [
        { kassa: 1, type: 'result', result: { success: true, url: 'https://shop.test' } },
        PARENT_ORIGIN,
      ],
    ]);
  });

  it('stops listening when disposed', () => {
    const { frame, onSubmit, bridge } = setup();
    bridge.dispose();
    frame.receive(SUBMIT);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(frame.listenerCount()).toBe(0);
  });
});
