import type { FlowDeps } from '../src/checkout/flow/flow-state.ts';

// When the shopper comes back to the checkout: the tab shown again, or the window focused (from
// another application, or, for the embedded form, a click into its frame from the merchant page).
// The form then reads its session at once (FlowDeps.watchReturn): a timer set for expires_at
// cannot know that the session ended early, and a background tab's timers run late.

export function watchPageReturn(win: Window): NonNullable<FlowDeps['watchReturn']> {
  return (onReturn) => {
    const { document } = win;
    const onVisibility = (): void => {
      if (document.visibilityState === 'visible') onReturn();
    };
    document.addEventListener('visibilitychange', onVisibility);
    win.addEventListener('focus', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('focus', onReturn);
    };
  };
}
