import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { amountFractionDigits } from '../../../../common/money/currency.ts';
import { toMinorUnits } from '../../../../common/money/decimal.ts';
import { formatMoney } from '../../../../common/money/format.ts';
import { resolveThemeStyle } from '../../../../themes/theme-style.ts';
import { isThemeType, type ThemeType } from '../../../../themes/theme-types.ts';
import { ApiError } from '../../../contract/api-error.ts';
import { requestLanguage } from '../../../contract/checkout-schema.ts';
import { errorResponses } from '../../../contract/error-responses.ts';
import type { AppDeps } from '../../../domain/deps.ts';
import type { PaymentRecord } from '../../../domain/ledger/payment-record.ts';
import { findPayment } from '../../../domain/ledger/payment-store.ts';
import { findFormSettings } from '../../../domain/merchants/merchant-store.ts';
import {
  type ChallengeAnswer,
  type ChallengeDeps,
  decideChallenge,
} from '../../../domain/steps/three-ds/challenge.ts';
import {
  type ChallengeRecord,
  type ChallengeState,
  findChallenge,
} from '../../../domain/steps/three-ds/challenge-store.ts';
import { ACS_PATH } from '../../../domain/steps/three-ds/challenge-url.ts';
import { type ShopperPageText, shopperPageText } from '../../../http/shopper-page-text.ts';
import { ownOrigins } from '../demo/demo-access.ts';
import {
  type AcsEnding,
  type AcsLook,
  type AcsView,
  acsPage,
  acsPageCsp,
  acsStyle,
} from './acs-page.ts';

// The sandbox ACS: GET shows a challenge, POST answers it. The answer is a plain form
// post from the page itself: its Origin must be this service's own, so a page elsewhere (the
// merchant's included) cannot approve a payment, and the decision is the server's (challenge.ts).
// `/sandbox/acs/preview` is a sample challenge for the designer preview; it decides nothing.

const CHALLENGE_ID = '^acs_[A-Za-z0-9_-]{43}$';

const pageParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: CHALLENGE_ID } },
} as const;

const pageQuery = {
  type: 'object',
  properties: { theme: { type: 'string', maxLength: 16 } },
} as const;

// The sample challenge names no payment, so the preview says which language its panel speaks, in
// the form a checkout's `language` takes; without it the page speaks the browser's.
const previewQuery = {
  type: 'object',
  properties: { ...pageQuery.properties, language: requestLanguage },
} as const;

const answerBody = {
  type: 'object',
  additionalProperties: false,
  required: ['decision'],
  properties: {
    decision: { type: 'string', enum: ['approve', 'deny'] },
    code: { type: 'string', maxLength: 12 },
  },
} as const;

const ENDED: Record<Exclude<ChallengeState, 'OPEN'>, AcsEnding> = {
  APPROVED: 'approved',
  DENIED: 'denied',
  CANCELLED: 'cancelled',
  FAILED: 'failed',
  TIMED_OUT: 'timed_out',
};

const SAMPLE = { last4: '3220', oneTimeCode: '123456' };
const SAMPLE_MINOR = 2490n;
const SAMPLE_CURRENCY = 'EUR';

const themeOf = (theme: string | undefined): ThemeType => (isThemeType(theme) ? theme : 'LIGHT');

function amountOf(challenge: ChallengeRecord, payment: PaymentRecord): string {
  const { amount, currencyCode } = challenge.sale;
  const minor = toMinorUnits(amount, amountFractionDigits(currencyCode));
  return minor === null
    ? `${amount} ${currencyCode}`
    : formatMoney(minor, currencyCode, payment.language ?? undefined);
}

export function acsRoutes(untyped: FastifyInstance, deps: AppDeps): void {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const challengeDeps: ChallengeDeps = {
    db: deps.db,
    now: deps.now,
    processors: deps.processors,
    pendingSettleMs: deps.config.pendingSettleMs,
  };
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    async (_request: unknown, body: string | Buffer) =>
      Object.fromEntries(new URLSearchParams(String(body))),
  );

  /** How a page is framed and painted: the form's theme and who may frame it. */
  interface PageFrame extends Partial<Pick<AcsLook, 'variables'>> {
    theme: ThemeType;
    /** The merchant's allowed origins, for an embedded form's challenge. */
    ancestors?: readonly string[];
  }

  function send(
    reply: FastifyReply,
    text: ShopperPageText,
    frame: PageFrame,
    view: AcsView,
    status = 200,
  ) {
    const style = acsStyle(frame.variables ?? {});
    return (
      reply
        .status(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', acsPageCsp(frame.ancestors ?? [], style))
        .header('cache-control', 'no-store')
        // A form post from a no-referrer page carries `Origin: null`; same-origin keeps the page's
        // own origin on its posts, which the answer's check needs.
        .header('referrer-policy', 'same-origin')
        .send(acsPage(frame.theme, style, view, text))
    );
  }

  /**
   * The challenge, its payment, who may frame its page (the merchant, for an embedded form) and
   * the theme variables of the form it belongs to (the merchant's defaults, then the checkout's
   * payment_form_override; the type comes with the page's URL, as the form resolved it).
   */
  async function load(id: string) {
    const challenge = await findChallenge(deps.db, id);
    const payment = challenge && (await findPayment(deps.db, challenge.sale.paymentId));
    if (!challenge || !payment) return null;
    const settings = await findFormSettings(deps.db, payment.merchantId);
    const { variables } = resolveThemeStyle({
      merchant: settings.theme,
      override: payment.paymentFormOverride,
    });
    const ancestors = payment.uiMode === 'EMBEDDED' ? settings.allowedOrigins : [];
    return { challenge, payment, frame: { ancestors, variables } };
  }

  const notFound: AcsView = { kind: 'ended', ending: 'not_found' };

  function viewOf(
    theme: ThemeType,
    challenge: ChallengeRecord,
    payment: PaymentRecord,
    triesLeft?: number,
  ): AcsView {
    if (challenge.state !== 'OPEN') return { kind: 'ended', ending: ENDED[challenge.state] };
    return {
      kind: 'challenge',
      action: `${ACS_PATH}/${challenge.challengeId}?theme=${theme}`,
      facts: {
        shopName: payment.shopName,
        amount: amountOf(challenge, payment),
        last4: challenge.sale.details.kind === 'card' ? challenge.sale.details.last4 : '····',
        oneTimeCode: challenge.oneTimeCode,
      },
      ...(triesLeft !== undefined && { wrongCode: { triesLeft } }),
    };
  }

  /** The sample page's texts, its language's, and where its answer goes (in the same language). */
  async function previewPage(
    headers: FastifyRequest['headers'],
    query: { theme?: string | undefined; language?: string | undefined },
  ) {
    const { language } = query;
    const theme = themeOf(query.theme);
    const text = await shopperPageText(headers, {
      language: language ?? null,
      paymentFormOverride: null,
    });
    const answerTo = new URLSearchParams({ theme, ...(language !== undefined && { language }) });
    return { text, theme, language, action: `${ACS_PATH}/preview?${answerTo}` };
  }

  app.get(
    `${ACS_PATH}/preview`,
    { schema: { querystring: previewQuery } },
    async (request, reply) => {
      const { text, theme, language, action } = await previewPage(request.headers, request.query);
      return send(
        reply,
        text,
        { theme },
        {
          kind: 'challenge',
          action,
          facts: {
            ...SAMPLE,
            // The sample amount the way the panel's form writes its own.
            amount: formatMoney(SAMPLE_MINOR, SAMPLE_CURRENCY, language),
            shopName: text.text('challenge.preview.shop'),
          },
        },
      );
    },
  );

  app.post(
    `${ACS_PATH}/preview`,
    { schema: { querystring: previewQuery } },
    async (request, reply) => {
      const { text, theme } = await previewPage(request.headers, request.query);
      return send(reply, text, { theme }, { kind: 'ended', ending: 'preview' });
    },
  );

  app.get(
    `${ACS_PATH}/:id`,
    { schema: { params: pageParams, querystring: pageQuery } },
    async (request, reply) => {
      const theme = themeOf(request.query.theme);
      let found = await load(request.params.id);
      if (!found) {
        return send(reply, await shopperPageText(request.headers, null), { theme }, notFound, 404);
      }
      if (found.challenge.state === 'OPEN' && deps.now() >= found.challenge.expiresAt) {
        await decideChallenge(challengeDeps, request.params.id, { kind: 'timeout' });
        deps.onPostback();
        found = (await load(request.params.id)) ?? found;
      }
      return send(
        reply,
        await shopperPageText(request.headers, found.payment),
        { theme, ...found.frame },
        viewOf(theme, found.challenge, found.payment),
      );
    },
  );

  app.post(
    `${ACS_PATH}/:id`,
    {
      schema: {
        params: pageParams,
        querystring: pageQuery,
        body: answerBody,
        response: errorResponses,
      },
      onRequest: async (request) => checkOwnOrigin(request, deps),
    },
    async (request, reply) => {
      const theme = themeOf(request.query.theme);
      const { id } = request.params;
      const answer: ChallengeAnswer =
        request.body.decision === 'approve'
          ? { kind: 'approve', code: request.body.code ?? '' }
          : { kind: 'deny' };
      const result = await decideChallenge(challengeDeps, id, answer);
      if (result.kind === 'decided') deps.onPostback();
      const found = await load(id);
      if (!found) {
        return send(reply, await shopperPageText(request.headers, null), { theme }, notFound, 404);
      }
      const triesLeft = result.kind === 'wrong-code' ? result.triesLeft : undefined;
      return send(
        reply,
        await shopperPageText(request.headers, found.payment),
        { theme, ...found.frame },
        viewOf(theme, found.challenge, found.payment, triesLeft),
      );
    },
  );
}

/**
 * 403 for an answer that does not come from the challenge page on this service's own origin; the
 * sandbox provider page (server/sandbox/pages/provider/provider-route.ts) holds its posts to the same rule.
 */
export function checkOwnOrigin(request: FastifyRequest, deps: AppDeps): void {
  const own = ownOrigins(request, deps.config);
  const origin = request.headers.origin;
  if (origin === undefined || !own.includes(origin)) {
    throw new ApiError(
      403,
      'INVALID_REQUEST',
      `Origin must be ${own.join(' or ')}: a challenge is answered on its own page only`,
    );
  }
}
