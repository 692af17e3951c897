// The designer preview's model: the draft the editors change, the override it amounts to, the
// problems and contrast warnings to show, and the two actions that leave the page (copying the
// JSON, opening a sandbox checkout). The URL, the clipboard and the network are injected.
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { PaymentFormOverride } from '../themes/payment-form-override.ts';
import type { ThemeType } from '../themes/theme-types.ts';
import { type ContrastWarning, contrastWarnings } from './contrast-warnings.ts';
import {
  buildOverride,
  type DraftError,
  editorOfField,
  overrideJson,
  type PreviewDraft,
  unqualifiedField,
  withVariable,
} from './preview-draft.ts';
import { shownThemeType, validateOverride } from './theme-seam.ts';

export type ActionStatus =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

export interface PreviewDeps {
  /** Keeps the draft in the URL (history.replaceState in the page). */
  saveDraft(draft: PreviewDraft): void;
  writeClipboard(text: string): Promise<void>;
  /** Whether the server serves POST /sandbox/demo-checkout (off beyond loopback by default). */
  sandboxDemoOn: boolean;
  /** POST /sandbox/demo-checkout; answers the checkout's redirect_url. */
  createSandboxCheckout(override: PaymentFormOverride): Promise<string>;
  open(url: string): void;
}

export interface PreviewModel {
  draft: ReadonlySignal<PreviewDraft>;
  /** The first problem, on the editor it belongs to; null when the override is valid. */
  problem: ReadonlySignal<DraftError | null>;
  /** The last valid override: what the panels show while the designer fixes a problem. */
  appliedOverride: ReadonlySignal<PaymentFormOverride>;
  /** The theme type shoppers get from the applied override, which the panels mark. */
  shownTheme: ReadonlySignal<ThemeType>;
  overrideText: ReadonlySignal<string>;
  warnings: ReadonlySignal<ContrastWarning[]>;
  copyStatus: ReadonlySignal<ActionStatus>;
  checkoutStatus: ReadonlySignal<ActionStatus>;
  /** False when the server switched test checkouts off: the button says so instead. */
  sandboxDemoOn: boolean;
  update(change: Partial<PreviewDraft>): void;
  /** Sets one theme variable ('' removes it) in the theme_variables text, while it is an object. */
  setVariable(name: string, value: string): void;
  copyOverride(): Promise<void>;
  openSandboxCheckout(): Promise<void>;
}

export const COPIED_MESSAGE = 'Copied payment_form_override JSON to the clipboard.';
export const COPY_FAILED_MESSAGE =
  'The clipboard is not available here: select the JSON below and copy it.';
export const FIX_FIRST_MESSAGE = 'Fix the override first: the checkout would refuse it.';
export const DEMO_OFF_MESSAGE =
  'Test checkouts are switched off on this server: it listens beyond this machine (HOST is not a loopback address). Start it with SANDBOX_DEMO=1 to allow them.';
export const CHECKOUT_FAILED_MESSAGE =
  'Sorry, the test checkout could not be created. Please try again.';

export function createPreviewModel(initial: PreviewDraft, deps: PreviewDeps): PreviewModel {
  const draft = signal(initial);
  const built = computed(() => buildOverride(draft.value));
  const problem = computed<DraftError | null>(() => {
    const result = built.value;
    if (!result.ok) return result.error;
    const refused = validateOverride(result.override);
    return (
      refused && {
        editor: editorOfField(refused.field),
        field: unqualifiedField(refused.field),
        message: `${refused.field} ${refused.rule}`,
      }
    );
  });

  let lastValid: PaymentFormOverride = {};
  const appliedOverride = computed(() => {
    const result = built.value;
    if (result.ok && problem.value === null) lastValid = result.override;
    return lastValid;
  });

  const copyStatus = signal<ActionStatus>({ kind: 'idle' });
  const checkoutStatus = signal<ActionStatus>({ kind: 'idle' });

  const validOverride = (): PaymentFormOverride | null => {
    const result = built.peek();
    return result.ok && problem.peek() === null ? result.override : null;
  };

  function update(change: Partial<PreviewDraft>): void {
    draft.value = { ...draft.peek(), ...change };
    copyStatus.value = { kind: 'idle' };
    deps.saveDraft(draft.peek());
  }

  return {
    draft,
    problem,
    appliedOverride,
    shownTheme: computed(() => shownThemeType(appliedOverride.value)),
    overrideText: computed(() => overrideJson(appliedOverride.value)),
    warnings: computed(() => contrastWarnings(appliedOverride.value)),
    copyStatus,
    checkoutStatus,
    sandboxDemoOn: deps.sandboxDemoOn,
    update,
    setVariable(name, value) {
      const variables = withVariable(draft.peek().variables, name, value);
      if (variables !== null) update({ variables });
    },
    async copyOverride() {
      const override = validOverride();
      if (!override) {
        copyStatus.value = { kind: 'failed', message: FIX_FIRST_MESSAGE };
        return;
      }
      try {
        await deps.writeClipboard(overrideJson(override));
        copyStatus.value = { kind: 'done', message: COPIED_MESSAGE };
      } catch {
        copyStatus.value = { kind: 'failed', message: COPY_FAILED_MESSAGE };
      }
    },
    async openSandboxCheckout() {
      if (checkoutStatus.peek().kind === 'busy') return;
      if (!deps.sandboxDemoOn) {
        checkoutStatus.value = { kind: 'failed', message: DEMO_OFF_MESSAGE };
        return;
      }
      const override = validOverride();
      if (!override) {
        checkoutStatus.value = { kind: 'failed', message: FIX_FIRST_MESSAGE };
        return;
      }
      checkoutStatus.value = { kind: 'busy' };
      try {
        deps.open(await deps.createSandboxCheckout(override));
      } catch {
        checkoutStatus.value = { kind: 'failed', message: CHECKOUT_FAILED_MESSAGE };
      }
    },
  };
}
