// The designer preview's model: the draft the editors change, the override it amounts to, the
// problems and contrast warnings to show, and the two actions that leave the page (copying the
// JSON, opening a sandbox checkout). The URL, the clipboard and the network are injected.
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { PaymentFormOverride } from '../themes/payment-form-override.ts';
import type { ThemeType } from '../themes/theme-types.ts';
import { type ContrastFix, type ContrastWarning, contrastWarnings } from './contrast-warnings.ts';
import {
  type DraftEditor,
  type DraftError,
  editorOfField,
  overrideJson,
  type PreviewDraft,
  parseDraft,
  unqualifiedField,
  withRuleColour,
  withVariable,
} from './preview-draft.ts';
import { DEFAULT_PREVIEW_LOCALE, sessionLanguageOf } from './preview-locales.ts';
import type { SandboxCheckoutOptions } from './sandbox-checkout.ts';
import { checkOverride, shownThemeType } from './theme-seam.ts';

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
  createSandboxCheckout(
    override: PaymentFormOverride,
    options: SandboxCheckoutOptions,
  ): Promise<string>;
  open(url: string): void;
}

export interface PreviewModel {
  draft: ReadonlySignal<PreviewDraft>;
  /** Every problem, each on the editor it belongs to, in document order; empty when valid. */
  problems: ReadonlySignal<DraftError[]>;
  /** The last valid override: what the panels show while the designer fixes a problem. */
  appliedOverride: ReadonlySignal<PaymentFormOverride>;
  /** True while the draft has problems: overrideText is the last valid override, not the draft. */
  stale: ReadonlySignal<boolean>;
  /** The theme type shoppers get from the applied override, which the panels mark. */
  shownTheme: ReadonlySignal<ThemeType>;
  overrideText: ReadonlySignal<string>;
  warnings: ReadonlySignal<ContrastWarning[]>;
  /**
   * The warnings that hold the override back: text the form keeps legible, below 4.5:1 where
   * shoppers see it. While any is left, the override is neither copied nor tried.
   */
  contrastHold: ReadonlySignal<ContrastWarning[]>;
  copyStatus: ReadonlySignal<ActionStatus>;
  checkoutStatus: ReadonlySignal<ActionStatus>;
  /** False when the server switched test checkouts off: the button says so instead. */
  sandboxDemoOn: boolean;
  update(change: Partial<PreviewDraft>): void;
  /** Sets one theme variable ('' removes it) in the theme_variables text, while it is an object. */
  setVariable(name: string, value: string): void;
  /** Puts a suggested colour where it belongs (a theme variable, or a rule's `color`). */
  applyFix(fix: ContrastFix): void;
  copyOverride(): Promise<void>;
  /**
   * Opens a sandbox checkout with the override; `expired`: one whose time the server has already
   * ended, so the hosted page shows what a shopper meets at the timeout.
   */
  openSandboxCheckout(options?: SandboxCheckoutOptions): Promise<void>;
}

export const COPIED_MESSAGE = 'Copied payment_form_override JSON to the clipboard.';
export const COPY_FAILED_MESSAGE =
  'The clipboard is not available here: select the JSON below and copy it.';
export const FIX_FIRST_MESSAGE = 'Fix the override first: the checkout would refuse it.';
/** Shown next to the JSON while it is not the draft. */
export const STALE_JSON_MESSAGE =
  'Fix the errors above: this JSON is the last valid override, not what the editors hold.';
/** Why "Copy" copied nothing while the draft has problems. */
export const staleCopyMessage = (count: number): string =>
  `Not copied: the editors have ${count === 1 ? '1 error' : `${count} errors`}. Fix ${count === 1 ? 'it' : 'them'} first; the JSON below is the last valid override.`;
/** Why "Copy" and the test checkout buttons are off while text does not read. */
export const contrastHoldMessage = (count: number): string =>
  `Held back: ${count === 1 ? '1 text colour reads' : `${count} text colours read`} below 4.5:1 where shoppers see ${count === 1 ? 'it' : 'them'} (see Contrast). Use the suggestion or choose another colour; until then the override cannot be copied or tried.`;
export const DEMO_OFF_MESSAGE =
  'Test checkouts are switched off on this server: it listens beyond this machine (HOST is not a loopback address). Start it with SANDBOX_DEMO=1 to allow them.';
export const CHECKOUT_FAILED_MESSAGE =
  'Sorry, the test checkout could not be created. Please try again.';

const EDITOR_ORDER: readonly DraftEditor[] = ['color', 'themeType', 'variables', 'rules'];

export function createPreviewModel(initial: PreviewDraft, deps: PreviewDeps): PreviewModel {
  const draft = signal(initial);
  const checked = computed(() => {
    const { candidate, problems: notJson } = parseDraft(draft.value);
    const result = checkOverride(candidate);
    const refused: DraftError[] = result.ok
      ? []
      : result.problems.map((problem) => ({
          editor: editorOfField(problem.field),
          field: unqualifiedField(problem.field),
          message: `${problem.field} ${problem.rule}`,
        }));
    // In the editors' order (a stable sort keeps the validator's order within each).
    const problems = [...notJson, ...refused].sort(
      (a, b) => EDITOR_ORDER.indexOf(a.editor) - EDITOR_ORDER.indexOf(b.editor),
    );
    return { problems, override: result.ok && notJson.length === 0 ? result.override : null };
  });
  const problems = computed(() => checked.value.problems);

  // Kept up to date on every edit, not when first read: the JSON must be the last valid override
  // even when nothing showed the one before.
  const appliedOverride = signal<PaymentFormOverride>(checked.peek().override ?? {});
  const keepLastValid = (): void => {
    const { override } = checked.peek();
    if (override) appliedOverride.value = override;
  };

  const copyStatus = signal<ActionStatus>({ kind: 'idle' });
  const checkoutStatus = signal<ActionStatus>({ kind: 'idle' });

  const validOverride = (): PaymentFormOverride | null => checked.peek().override;
  const warnings = computed(() => contrastWarnings(appliedOverride.value));
  const contrastHold = computed(() => warnings.value.filter((warning) => warning.enforced));

  function update(change: Partial<PreviewDraft>): void {
    draft.value = { ...draft.peek(), ...change };
    keepLastValid();
    copyStatus.value = { kind: 'idle' };
    deps.saveDraft(draft.peek());
  }

  return {
    draft,
    problems,
    appliedOverride,
    stale: computed(() => problems.value.length > 0),
    shownTheme: computed(() => shownThemeType(appliedOverride.value)),
    overrideText: computed(() => overrideJson(appliedOverride.value)),
    warnings,
    contrastHold,
    copyStatus,
    checkoutStatus,
    sandboxDemoOn: deps.sandboxDemoOn,
    update,
    setVariable(name, value) {
      const variables = withVariable(draft.peek().variables, name, value);
      if (variables !== null) update({ variables });
    },
    applyFix({ target, colour }) {
      if (target.kind === 'variable') {
        const variables = withVariable(draft.peek().variables, target.name, colour);
        if (variables !== null) update({ variables });
        return;
      }
      const rules = withRuleColour(draft.peek().rules, target.selector, colour);
      if (rules !== null) update({ rules });
    },
    async copyOverride() {
      const override = validOverride();
      if (!override) {
        copyStatus.value = { kind: 'failed', message: staleCopyMessage(problems.peek().length) };
        return;
      }
      const held = contrastHold.peek().length;
      if (held > 0) {
        copyStatus.value = { kind: 'failed', message: contrastHoldMessage(held) };
        return;
      }
      try {
        await deps.writeClipboard(overrideJson(override));
        copyStatus.value = { kind: 'done', message: COPIED_MESSAGE };
      } catch {
        copyStatus.value = { kind: 'failed', message: COPY_FAILED_MESSAGE };
      }
    },
    async openSandboxCheckout(options = { expired: false }) {
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
      const held = contrastHold.peek().length;
      if (held > 0) {
        checkoutStatus.value = { kind: 'failed', message: contrastHoldMessage(held) };
        return;
      }
      checkoutStatus.value = { kind: 'busy' };
      // In the panels' language, so the hosted page speaks what the designer was looking at.
      const { locale } = draft.peek();
      const language = locale === DEFAULT_PREVIEW_LOCALE ? undefined : sessionLanguageOf(locale);
      try {
        deps.open(
          await deps.createSandboxCheckout(override, {
            ...options,
            ...(language !== undefined && { language }),
          }),
        );
      } catch {
        checkoutStatus.value = { kind: 'failed', message: CHECKOUT_FAILED_MESSAGE };
      }
    },
  };
}
