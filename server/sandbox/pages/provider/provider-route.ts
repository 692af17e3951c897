import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { methodName } from '../../../../common/methods/payment-methods.ts';
import { amountFractionDigits } from '../../../../common/money/currency.ts';
import { toMinorUnits } from '../../../../common/money/decimal.ts';
import { formatMoney } from '../../../../common/money/format.ts';
import { resolveThemeStyle } from '../../../../themes/theme-style.ts';
import { isThemeType, type ThemeType } from '../../../../themes/theme-types.ts';
import { errorResponses } from '../../../contract/error-responses.ts';
import type { AppDeps } from '../../../domain/deps.ts';
import type { PaymentRecord } from '../../../domain/ledger/payment-record.ts';
import { findPayment } from '../../../domain/ledger/payment-store.ts';
import { checkoutUrl } from '../../../domain/ledger/payment-view.ts';
import { findTransaction } from '../../../domain/ledger/transaction-store.ts';
import { findFormSettings } from '../../../domain/merchants/merchant-store.ts';
import { groupDigits } from '../../../domain/steps/apm/apm-reference.ts';
import { PROVIDER_PATH } from '../../../domain/steps/apm/apm-step.ts';
import {
  type ApmPaymentRecord,
  type ApmState,
  findApmPayment,
} from '../../../domain/steps/apm/apm-store.ts';
import {
  type ApmAnswer,
  type DecideDeps,
  decideApm,
  isDue,
} from '../../../domain/steps/apm/decide-apm.ts';
import { shopperPageText } from '../../../http/shopper-page-text.ts';
import { acsPageCsp, acsStyle } from '../challenge/acs-page.ts';
import { checkOwnOrigin } from '../challenge/acs-route.ts';
import {
  BLIK_DECLINED_CODE,
  BUTTONS,
  type EndedStep,
  type GivenDetail,
  PAGE_DECISIONS,
  type PageDecision,
  type ProviderView,
  providerPage,
  providerPageCsp,
} from './provider-page.ts';

// The sandbox provider: GET /sandbox/provider/:id shows an alternative payment's step,
// POST decides it. The id is the capability (256 random bits); the answer is a plain form post
// from the page itself, so its Origin must be this service's own. After a decision a HOSTED
// session's redirect goes back (303) to its hosted payment page, which reads the session and goes
// on; every other page says the decision is recorded and the shopper may return to the shop.

const pageParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^apm_[A-Za-z0-9_-]{43}$' } },
} as const;

const pageQuery = {
  type: 'object',
  properties: { theme: { type: 'string', maxLength: 16 } },
} as const;

const answerBody = {
  type: 'object',
  additionalProperties: false,
  required: ['decision'],
  properties: {
    decision: { type: 'string', enum: PAGE_DECISIONS },
    // Typed by the shopper; control characters (NUL above all) are no one's code.
    code: { type: 'string', maxLength: 12, pattern: '^[^\\u0000-\\u001f\\u007f]*$' },
  },
} as const;

const ENDED: Record<Exclude<ApmState, 'OPEN'>, EndedStep> = {
  APPROVED: 'approved',
  DECLINED: 'declined',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

const themeOf = (theme: string | undefined): ThemeType => (isThemeType(theme) ? theme : 'LIGHT');

/**
 * The rows of the details the checkout gave the provider (additional_info and the customer's
 * name), which a provider's own form would ask for: the payer, and a CRYPTO payment's network and
 * addresses. Never the e-mail or phone: the page is the shopper's, reachable by its link alone.
 */
function givenDetails(payment: PaymentRecord, method: string): [GivenDetail, string][] {
  const info = payment.additionalInfo ?? {};
  const { first_name: first, last_name: last } = payment.customer;
  const payer = info.customer_full_name ?? (first && last ? `${first} ${last}` : undefined);
  const rows: [GivenDetail, string | undefined][] = [['provider.payer', payer]];
  if (method === 'CRYPTO') {
    rows.push(
      ['provider.crypto.network', info.crypto_network],
      ['provider.crypto.paying_from', info.crypto_address],
      ['provider.crypto.withdrawals_to', info.crypto_withdrawal_address],
    );
  }
  return rows.filter((row): row is [GivenDetail, string] => row[1] !== undefined);
}

export function providerRoutes(untyped: FastifyInstance, deps: AppDeps): void {
  const app = untyped.withTypeProvider<JsonSchemaToTsProvider>();
  const decideDeps: DecideDeps = {
    db: deps.db,
    now: deps.now,
    processors: deps.processors,
    autoPaySeconds: deps.config.apmAutoPaySeconds,
  };
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    async (_request: unknown, body: string | Buffer) =>
      Object.fromEntries(new URLSearchParams(String(body))),
  );

  /** The step, its payment and transaction, and how its page is painted and framed. */
  async function load(id: string) {
    const row = await findApmPayment(deps.db, id);
    const payment = row && (await findPayment(deps.db, row.paymentId));
    const transaction = row && (await findTransaction(deps.db, row.transactionId));
    if (!row || !payment || !transaction) return null;
    const settings = await findFormSettings(deps.db, payment.merchantId);
    const { variables } = resolveThemeStyle({
      merchant: settings.theme,
      override: payment.paymentFormOverride,
    });
    const ancestors = payment.uiMode === 'EMBEDDED' ? settings.allowedOrigins : [];
    const minor = toMinorUnits(transaction.amount, amountFractionDigits(transaction.currencyCode));
    const amount =
      minor === null
        ? `${transaction.amount} ${transaction.currencyCode}`
        : formatMoney(minor, transaction.currencyCode, payment.language ?? undefined);
    return { row, payment, amount, frame: { ancestors, variables } };
  }
  type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>;

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    theme: ThemeType,
    found: Loaded | null,
    view: ProviderView,
    status = 200,
  ) {
    const style = acsStyle(found?.frame.variables ?? {});
    const text = await shopperPageText(request.headers, found?.payment ?? null);
    const method = found ? methodName(text.text, found.row.paymentMethod) : null;
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header(
        'content-security-policy',
        providerPageCsp(acsPageCsp(found?.frame.ancestors ?? [], style), view),
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .send(providerPage(theme, style, method, view, text));
  }

  const notFound: ProviderView = { kind: 'ended', ending: { is: 'not_found' } };

  function stepView(theme: ThemeType, found: Loaded, error?: 'blik-invalid'): ProviderView {
    const { row } = found;
    if (row.state !== 'OPEN') {
      return { kind: 'ended', ending: { is: 'decided', state: ENDED[row.state] } };
    }
    return {
      kind: 'step',
      action: `${PROVIDER_PATH}/${row.apmPaymentId}?theme=${theme}`,
      facts: {
        shopName: found.payment.shopName,
        amount: found.amount,
        kind: row.flowKind,
        paymentMethod: row.paymentMethod,
        ...(row.flowKind === 'voucher' &&
          row.referenceNumber !== null && { reference: groupDigits(row.referenceNumber) }),
        expires: row.expiresAt,
        ...(row.autoPayAt && row.flowKind !== 'voucher' && { autoPay: row.autoPayAt }),
        blik: row.paymentMethod === 'BLIK',
        given: givenDetails(found.payment, row.paymentMethod),
      },
      ...(error !== undefined && { error }),
    };
  }

  /** Loads the step, deciding it first when its time has come (paid by the sandbox, or expired). */
  async function loadCurrent(id: string): Promise<Loaded | null> {
    const found = await load(id);
    if (!found || !isDue(found.row, deps.now())) return found;
    const result = await decideApm(decideDeps, id, { kind: 'due' });
    if (result.kind !== 'decided') return found;
    deps.onPostback();
    return load(id);
  }

  app.get(
    `${PROVIDER_PATH}/:id`,
    { schema: { params: pageParams, querystring: pageQuery } },
    async (request, reply) => {
      const theme = themeOf(request.query.theme);
      const found = await loadCurrent(request.params.id);
      if (!found) return send(request, reply, theme, null, notFound, 404);
      return send(request, reply, theme, found, stepView(theme, found));
    },
  );

  /** What a button means for the step's kind; null when its page has no such button. */
  function answerFor(
    row: ApmPaymentRecord,
    decision: PageDecision,
    code: string | undefined,
  ): ApmAnswer | 'bad-code' | null {
    if (!BUTTONS[row.flowKind].some(([offered]) => offered === decision)) return null;
    if (decision === 'approve' && row.paymentMethod === 'BLIK') {
      if (!/^\d{6}$/.test(code ?? '')) return 'bad-code';
      if (code === BLIK_DECLINED_CODE) return { kind: 'decline', how: 'code declined by the bank' };
    }
    return { kind: decision };
  }

  app.post(
    `${PROVIDER_PATH}/:id`,
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
      const found = await loadCurrent(id);
      if (!found) return send(request, reply, theme, null, notFound, 404);
      if (found.row.state !== 'OPEN') {
        return send(request, reply, theme, found, stepView(theme, found), 409);
      }
      const answer = answerFor(found.row, request.body.decision, request.body.code);
      if (answer === null) {
        return send(
          request,
          reply,
          theme,
          found,
          { kind: 'ended', ending: { is: 'not_an_answer', decision: request.body.decision } },
          400,
        );
      }
      if (answer === 'bad-code') {
        return send(request, reply, theme, found, stepView(theme, found, 'blik-invalid'), 400);
      }
      const result = await decideApm(decideDeps, id, answer);
      if (result.kind === 'decided') deps.onPostback();
      const after = await load(id);
      if (!after || result.kind === 'not-found')
        return send(request, reply, theme, null, notFound, 404);
      if (result.kind === 'unchanged') {
        return send(request, reply, theme, after, stepView(theme, after), 409);
      }
      if (after.payment.uiMode === 'HOSTED' && after.row.flowKind === 'redirect') {
        return reply
          .status(303)
          .header('cache-control', 'no-store')
          .redirect(checkoutUrl(deps.config.publicUrl, after.payment.sessionToken), 303);
      }
      // The window an embedded form opened for its redirect closes itself after the decision.
      const closes = after.payment.uiMode === 'EMBEDDED' && after.row.flowKind === 'redirect';
      const recorded: ProviderView =
        result.kind === 'pending'
          ? {
              kind: 'ended',
              closes,
              ending: { is: 'left_pending', at: result.row.autoPayAt ?? result.row.expiresAt },
            }
          : {
              kind: 'ended',
              closes,
              ending: {
                is: 'decided',
                state: ENDED[result.row.state === 'OPEN' ? 'APPROVED' : result.row.state],
                recorded: true,
              },
            };
      return send(request, reply, theme, after, recorded);
    },
  );
}
