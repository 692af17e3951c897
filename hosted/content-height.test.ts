import { describe, expect, it, vi } from 'vitest';
import { followContentHeight, type HeightEnvironment } from './content-height.ts';

function fakeEnvironment() {
  let onResize: (() => void) | null = null;
  let frames: (() => void)[] = [];
  const env: HeightEnvironment = {
    observe(_element, callback) {
      onResize = callback;
      return () => {
        onResize = null;
      };
    },
    nextFrame(run) {
      frames.push(run);
      return () => {
        frames = frames.filter((other) => other !== run);
      };
    },
  };
  return {
    env,
    resize: () => onResize?.(),
    /** Runs the animation frame's callbacks. */
    frame() {
      const due = frames;
      frames = [];
      for (const run of due) run();
    },
  };
}

function element(height: () => number): Element {
  const el = document.createElement('main');
  el.getBoundingClientRect = () => ({ height: height() }) as DOMRect;
  return el;
}

describe('followContentHeight', () => {
  it('reports the height at once, without waiting for a frame (a frame out of view gets none)', () => {
    const fake = fakeEnvironment();
    const onChange = vi.fn<(height: number) => void>();
    followContentHeight(
      element(() => 617),
      onChange,
      fake.env,
    );
    expect(onChange.mock.calls).toEqual([[617]]);
  });

  it('then reports it once per frame, rounded up, and only when it changed', () => {
    const fake = fakeEnvironment();
    let height = 400.2;
    const onChange = vi.fn<(height: number) => void>();
    followContentHeight(
      element(() => height),
      onChange,
      fake.env,
    );
    expect(onChange.mock.calls).toEqual([[401]]);

    fake.resize();
    fake.frame();
    expect(onChange.mock.calls).toEqual([[401]]);

    height = 400.9;
    fake.resize();
    fake.frame();
    expect(onChange).toHaveBeenCalledTimes(1);

    height = 520;
    fake.resize();
    fake.resize();
    fake.resize();
    fake.frame();
    expect(onChange.mock.calls).toEqual([[401], [520]]);
  });

  it('reports nothing more once stopped', () => {
    const fake = fakeEnvironment();
    const onChange = vi.fn<(height: number) => void>();
    const stop = followContentHeight(
      element(() => 300),
      onChange,
      fake.env,
    );
    expect(onChange.mock.calls).toEqual([[300]]);
    stop();
    fake.resize();
    fake.frame();
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
