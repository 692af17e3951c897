// The hosted page around the form: load the session named by the URL, then hand it to the form.
// Top-level, outcomes move the page to where the server says; framed by an allowed merchant page
// (an EMBEDDED session), they go to that page as messages instead (hosted/embedded-mode.ts).
import { batch, computed, type ReadonlySignal, signal } from '@preact/signals';
import type { SessionView } from '../common/contract/session-api.ts';
import { navigatorLanguages } from '../common/language/browser-languages.ts';
import { toLocale } from '../common/money/format.ts';
import type { ApiClient } from '../src/checkout/api-client.ts';
import { endMessage, type FinalOutcome } from '../src/checkout/flow/flow-state.ts';
import {
  type CheckoutDeps,
  type CheckoutModel,
  type CustomerStep,
  createCheckoutModel,
  loadApmStep,
  loadCustomerStep,
  loadSubscriptionTerms,
  sessionLanguage,
} from '../src/checkout/model.ts';
import { type CheckoutOutcome, exitUrl } from '../src/checkout/outcome.ts';
import { scheduleWithTimers } from '../src/checkout/schedule.ts';
import { loadSummaryParts } from '../src/components/OrderSummary.tsx';
import { loadChoiceList } from '../src/components/PaymentChoice.tsx';
import { loadWalletButtons } from '../src/components/WalletSlot.tsx';
import type { FormMessages } from '../src/messages/form-messages.ts';
import { decodeEmbedParams, type EmbedParams } from '../src/protocol/embed-params.ts';
import type { PaymentFormOverride } from '../themes/payment-form-override.ts';
import type { ThemeLayers } from '../themes/theme-layers.ts';
import type { EmbeddedMode, EmbeddedModeOptions } from './embedded-mode.ts';
import type { FrameInfo } from './embedding.ts';

export type PageState =
  | { kind: 'loading' }
  /**
   * `advice`: what the shopper can do (an unknown link); `back`: the shop's page (the session's
   * shop_url), so a closed or expired page is no dead end.
   */
  | {
      kind: 'error';
      message: string;
      canRetry: boolean;
      advice?: string;
      back?: string;
      /**
       * One of the page's own chunks failed to arrive: trying again loads the page again. A
       * browser keeps a module that failed to load as failed for the page's life (Chromium does:
       * importing it again fails at once, without a request), so only a new page fetches it.
       */
      reload?: true;
    }
  | { kind: 'redirecting' }
  /**
   * `embedded` is set when the form talks to a merchant page; start it once rendered.
   * `hidePayButton`: the merchant page pays with its own button (embed `config.hidePayButton`).
   * `summary`: the embedded form shows the order summary (embed `config.summary`); embedded
   * without it, the form shows only what paying needs.
   */
  | {
      kind: 'ready';
      checkout: CheckoutModel;
      embedded: EmbeddedMode | null;
      hidePayButton?: boolean | undefined;
      summary?: boolean | undefined;
    };

export interface HostedPage {
  state: ReadonlySignal<PageState>;
  /** "Checkout – <shop name>", or "Checkout" until the shop is known. */
  title: ReadonlySignal<string>;
  /** The page's heading when it shows no form (an ended or unknown link): the shop's name if known. */
  heading: ReadonlySignal<string>;
  /**
   * BCP 47 tag for `<html lang>`: the locale of the page's words (its catalog's), not the
   * session's language, which formats the amounts (src/checkout/text-language.ts).
   */
  lang: ReadonlySignal<string>;
  /** `<html dir>`: the direction the locale's script is written in. */
  dir: ReadonlySignal<'ltr' | 'rtl'>;
  /** The page's translator, in `lang`: the views read it through <Messages>. */
  messages: ReadonlySignal<FormMessages>;
  /** The session's locale, which formats amounts and dates (its spans carry it as their lang). */
  formatLang: ReadonlySignal<string>;
  /**
   * What the page's theme is made of (themes/resolve-theme.ts): the merchant's theme
   * defaults, the session's payment_form_override and, framed, the embed's `config.theme`. The
   * embed's part is known from the fragment before the session is, so the loading state already
   * shows it.
   */
  themeLayers: ReadonlySignal<ThemeLayers>;
  load(): Promise<void>;
}

/** How the page sits in its frame, when it is framed (`window.parent !== window`). */
export interface PageFrame
  extends FrameInfo,
    Pick<EmbeddedModeOptions, 'window' | 'content' | 'heights'> {}

export interface HostedPageDeps extends Omit<CheckoutDeps, 'onOutcome'> {
  /** Leaves the page for `url` (top-level only). */
  navigate(url: string): void;
  /** Set when the page is framed; null or absent top-level. */
  frame?: PageFrame | null;
  /**
   * Settles once the session's theme can be applied (theme_rules' code loads as a chunk of its
   * own, hosted/page-theme.ts): the form waits for it, so it never shows without its theme first
   * and nothing moves once it is shown. A failure only costs the rules.
   */
  prepareTheme?(layers: ThemeLayers): Promise<unknown>;
  /**
   * The session view the page's HTML carried (hosted/prerendered.ts): the first load uses it
   * instead of asking the server again; a retry asks.
   */
  session?: SessionView | undefined;
  /**
   * The translator the page starts with: the catalog its HTML carried, or the one the script
   * loaded for the browser's languages. Once the session is known the page speaks its locale
   * (the session's language, then the browser's: pageLocale), loading that catalog if it differs.
   */
  messages: FormMessages;
  /** Whether `messages` is the catalog the page's HTML carried for `session`. */
  carriedMessages?: boolean | undefined;
}

const isFinal = (outcome: CheckoutOutcome): outcome is FinalOutcome =>
  outcome.kind === 'closed' || outcome.kind === 'timed-out' || outcome.kind === 'unfinishable';

const endText = (t: FormMessages, outcome: FinalOutcome): string =>
  endMessage(t, outcome) ?? t('session.failed');

/** How long the success moment shows before the shop's page (long enough to be read and heard). */
export const SUCCESS_HOLD_MS = 1500;

/** `client` is null when the URL names no session. */
export function createHostedPage(client: ApiClient | null, deps: HostedPageDeps): HostedPage {
  const {
    navigate,
    frame = null,
    prepareTheme,
    session: carried,
    carriedMessages = false,
    ...checkoutDeps
  } = deps;
  let given = carried;
  const schedule = checkoutDeps.schedule ?? scheduleWithTimers;
  const messages = signal<FormMessages>(checkoutDeps.messages);
  /** The page's words now (they change once, when the session's locale is loaded). */
  const t = (...args: Parameters<FormMessages>): string => messages.peek()(...args);
  const state = signal<PageState>(
    client ? { kind: 'loading' } : { kind: 'error', message: t('link.invalid'), canRetry: false },
  );
  // A carried view names the shop and the language at once: the page's title and lang, which
  // the server wrote from the same view, stay as they are.
  const shopName = signal<string | null>(carried?.shop_name ?? null);
  const language = signal<string | undefined>(
    carried && sessionLanguage(carried, checkoutDeps.messages),
  );
  const merchantTheme = signal<PaymentFormOverride | undefined>(undefined);
  const override = signal<PaymentFormOverride | undefined>(undefined);
  const embedTheme = frame ? decodeEmbedParams(frame.hash)?.theme : undefined;

  async function load(): Promise<void> {
    if (!client) return;
    state.value = { kind: 'loading' };
    const result: Awaited<ReturnType<ApiClient['getSession']>> = given
      ? { ok: true, value: given }
      : await client.getSession();
    given = undefined;
    if (!result.ok) {
      // 400 is a token of the wrong form (`/pay/cs_nope`), 404 one that names no session: both are
      // a bad link, which no retry mends. Anything else may pass.
      state.value =
        result.kind === 'http' && (result.status === 400 || result.status === 404)
          ? {
              kind: 'error',
              message: t('link.invalid'),
              advice: t('link.invalid.advice'),
              canRetry: false,
            }
          : {
              kind: 'error',
              message:
                result.kind === 'network' ? t('form.error.network') : t('form.error.unavailable'),
              canRetry: true,
            };
      return;
    }
    // The customer step is a chunk of its own: the form does not wait for it (the card
    // field accepts input at once), its fields' place is kept for them, and paying waits for them.
    // A chunk that fails to load shows the retryable error, before or after the form is shown.
    let stepFailed = false;
    const customerStep = loadCustomerStep(result.value);
    customerStep.catch(() => {
      stepFailed = true;
      if (state.peek().kind === 'ready') showStepFailure();
    });
    // A subscription's terms are a chunk of their own, which the form waits for as for
    // its theme: it never shows without what the shopper agrees to, and nothing moves once shown.
    const terms = loadSubscriptionTerms(result.value).catch(() => {
      stepFailed = true;
      return null;
    });
    // The alternative methods' chunk, for a session that names one, comes while the
    // theme is prepared; the method list is the form's first choice, so the form waits for it.
    const apmStep = loadApmStep(result.value).catch(() => {
      stepFailed = true;
      return null;
    });
    // The wallet buttons' chunk, for a session that offers a wallet: the buttons show with the card
    // field, not after it. Without it the card is there to pay with.
    const walletButtons = loadWalletButtons(result.value).catch(() => {});
    // The list of ways to pay, for a session with a choice to make: the form shows it from its
    // first render (a saved card chosen without its row would pay unseen).
    const choiceList = loadChoiceList(result.value).catch(() => {
      stepFailed = true;
    });
    // The summary's add-ons and a long cart's total bar, for a session that has them: the summary
    // shows them from its first render, so nothing below them moves.
    const summaryParts = loadSummaryParts(result.value).catch(() => {
      stepFailed = true;
    });
    // The page speaks the session's locale. The catalog its HTML carried was chosen by the server
    // for this session and this browser, which a second load (a retry) does not change; otherwise
    // the locale is resolved here, and its catalog loaded (page-catalog.ts), both chunks of their
    // own.
    const speaking = messages.peek();
    const translating = carriedMessages
      ? Promise.resolve(speaking)
      : import('./page-catalog.ts')
          .then(({ messagesFor }) =>
            messagesFor(
              result.value.language,
              checkoutDeps.browserLanguages ?? navigatorLanguages(),
              speaking,
            ),
          )
          .catch(() => {
            stepFailed = true;
            return speaking;
          });
    await prepareTheme?.({
      merchant: result.value.merchant_theme ?? null,
      override: result.value.payment_form_override ?? null,
    }).catch(() => {});
    checkoutDeps.subscriptionTerms = await terms;
    checkoutDeps.apmStep = await apmStep;
    await walletButtons;
    await choiceList;
    await summaryParts;
    const translator = await translating;
    if (stepFailed) return showStepFailure();
    // One batch: the theme and the form reach the page in the same frame.
    batch(() => {
      messages.value = translator;
      shopName.value = result.value.shop_name ?? null;
      language.value = sessionLanguage(result.value, translator);
      merchantTheme.value = result.value.merchant_theme;
      override.value = result.value.payment_form_override;
    });
    if (!frame) return openTopLevel(client, result.value, customerStep);
    // Framed: the merchant-page protocol, and whether this page may be embedded at all, are a
    // chunk of their own (embedded-mode.ts): a top-level hosted page never needs them, and the
    // hosted card form's initial bytes stay within their budget (bench/budgets.ts).
    const mode = await import('./embedded-mode.ts').catch(() => null);
    if (!mode) return showStepFailure();
    const embedding = mode.embeddingFor(result.value, frame);
    if (embedding.kind === 'refused')
      state.value = { kind: 'error', message: t('page.embed_refused'), canRetry: false };
    else if (embedding.kind === 'embedded')
      openEmbedded(
        mode.createEmbeddedMode,
        client,
        result.value,
        customerStep,
        frame,
        embedding.params,
      );
    else openTopLevel(client, result.value, customerStep);
  }

  function showStepFailure(): void {
    const shown = state.peek();
    if (shown.kind === 'ready') shown.checkout.dispose();
    state.value = { kind: 'error', message: t('form.error.network'), canRetry: true, reload: true };
  }

  function openTopLevel(
    api: ApiClient,
    session: SessionView,
    customerStep: Promise<CustomerStep | null>,
  ): void {
    let leaving = false;
    let shown = false;
    const back = session.shop_url !== undefined ? { back: session.shop_url } : {};
    const onOutcome = (outcome: CheckoutOutcome): void => {
      const url = exitUrl(outcome);
      // Over, with nowhere the server sends the shopper: the page says why and links to the shop.
      if (!url && shown && isFinal(outcome)) {
        state.value = {
          kind: 'error',
          message: endText(messages.peek(), outcome),
          canRetry: false,
          ...back,
        };
        return;
      }
      if (!url) return;
      leaving = true;
      const go = (): void => {
        state.value = { kind: 'redirecting' };
        navigate(url);
      };
      // Paid on this form: its success moment (a check mark, "Payment successful" announced)
      // stays a moment before the shop's page replaces it. A session paid before the page
      // opened leaves at once.
      if (outcome.kind === 'paid' && shown) schedule(go, SUCCESS_HOLD_MS);
      else go();
    };
    // A session that is already over sends the shopper on at once.
    const checkout = createCheckoutModel(session, api, {
      ...checkoutDeps,
      messages: messages.peek(),
      customerStep,
      onOutcome,
    });
    if (leaving) return;
    shown = true;
    state.value =
      checkout.status.peek() === 'done'
        ? {
            kind: 'error',
            message: checkout.formError.peek() ?? t('form.error.unavailable'),
            canRetry: false,
            ...back,
          }
        : { kind: 'ready', checkout, embedded: null };
    // The checkout gave everything its one method needs: the shopper goes straight to it (the
    // method's screen takes the page to the provider), with no form to confirm first.
    if (session.straight_to_method !== undefined && checkout.status.peek() === 'idle') {
      void checkout.pay();
    }
  }

  function openEmbedded(
    createEmbeddedMode: (options: EmbeddedModeOptions) => EmbeddedMode,
    api: ApiClient,
    session: SessionView,
    customerStep: Promise<CustomerStep | null>,
    pageFrame: PageFrame,
    { parentOrigin, hidePayButton, summary }: EmbedParams,
  ): void {
    const embedded = createEmbeddedMode({
      window: pageFrame.window,
      parentOrigin,
      content: pageFrame.content,
      heights: pageFrame.heights,
      messages: messages.peek(),
      pay: () => void checkout.pay(),
    });
    // Even a session that is already over shows the form, inert, with why; the parent hears the
    // result once the form is ready.
    const checkout = createCheckoutModel(session, api, {
      ...checkoutDeps,
      messages: messages.peek(),
      customerStep,
      onOutcome: embedded.onOutcome,
    });
    state.value = { kind: 'ready', checkout, embedded, hidePayButton, summary };
  }

  return {
    state,
    title: computed(() =>
      shopName.value
        ? messages.value('page.title.shop', { shop: shopName.value })
        : messages.value('page.title'),
    ),
    heading: computed(() => shopName.value ?? messages.value('page.heading')),
    lang: computed(() => messages.value.locale),
    dir: computed(() => messages.value.dir),
    messages,
    formatLang: computed(() => toLocale(language.value)),
    themeLayers: computed(() => ({
      merchant: merchantTheme.value ?? null,
      override: override.value ?? null,
      embedTheme: embedTheme ?? null,
    })),
    load,
  };
}
