// The order summary: products, which optional ones the shopper keeps, and the exact total in
// minor units (bigint), formatted in the session's language.
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { SessionView } from '../../common/contract/session-api.ts';
import type { FormKey } from '../../common/messages/en.ts';
import { amountFractionDigits } from '../../common/money/currency.ts';
import { sumMinorUnits, toMinorUnits } from '../../common/money/decimal.ts';
import { formatMoney } from '../../common/money/format.ts';
import { applyTaxToLines } from '../../common/money/tax.ts';
import type { FormMessages } from '../messages/form-messages.ts';
import { formattedLang } from './text-language.ts';

export interface ProductLine {
  id: string;
  name: string;
  description: string | null;
  /**
   * A subscription product's terms ("7-day free trial, then €9.90 every 30 days"), set by the
   * subscription part (subscription.ts) before the form shows.
   */
  terms?: string;
  /** A subscription product's first charge ("First charge on 22 May 2026"), set with `terms`. */
  firstCharge?: string;
  /** The price formatted for the shopper ("$12.50"). */
  priceText: string;
  optional: boolean;
  /** Always true for required products. */
  selected: ReadonlySignal<boolean>;
  /** Selects or deselects an optional product; does nothing for a required one. */
  toggle(): void;
}

export interface Order {
  products: readonly ProductLine[];
  /** product_ids of the optional products still selected, for the payment request. */
  selectedOptionalIds: ReadonlySignal<string[]>;
  totalMinor: ReadonlySignal<bigint>;
  totalText: ReadonlySignal<string>;
  /**
   * What the selected products add up to before an ON_TOP tax ("$12.50"); null when a price cannot
   * be read in this currency (the total then stands alone).
   */
  subtotalText: ReadonlySignal<string | null>;
  /** The lang of the formatted amounts when not the page's language (text-language.ts). */
  formatLang: string | undefined;
  /** The checkout's tax as a line of the summary ("VAT 20% included", "€1.00"), when it has one. */
  tax: { label: string; amountText: ReadonlySignal<string> } | null;
}

const TAX_NAMES: Readonly<Record<'TAX' | 'VAT' | 'GST' | 'SALES_TAX', FormKey>> = {
  TAX: 'summary.tax.name.tax',
  VAT: 'summary.tax.name.vat',
  GST: 'summary.tax.name.gst',
  SALES_TAX: 'summary.tax.name.sales_tax',
};

/** `t`: the page's translator (the tax line's label). */
export function createOrder(session: SessionView, t: FormMessages): Order {
  const digits = amountFractionDigits(session.currency_code);
  const format = (minor: bigint): string =>
    formatMoney(minor, session.currency_code, session.language);

  const lines = session.products.map((product) => {
    const selected = signal(!product.is_optional || product.is_preselected);
    const minor = toMinorUnits(product.product_price, digits);
    const line: ProductLine = {
      id: product.product_id,
      name: product.product_name,
      description: product.product_description ?? null,
      priceText: minor === null ? product.product_price : format(minor),
      optional: product.is_optional,
      selected,
      toggle() {
        if (product.is_optional) selected.value = !selected.value;
      },
    };
    return { line, minor, selected, productId: product.product_id };
  });

  // The server's amount covers required and preselected products; it stands in when the session
  // lists no products or a price this currency cannot hold, rather than showing a wrong total.
  const fallback = toMinorUnits(session.amount, digits) ?? 0n;
  const pricesReadable = lines.length > 0 && lines.every(({ minor }) => minor !== null);

  // Tax is computed exactly as the server computes it (common/money/tax.ts): ON_TOP adds to the
  // products' total, INCLUDED is part of it, and the products the rule exempts are left out of it.
  const selectedLines = computed(() => lines.filter(({ selected }) => selected.value));
  const subtotalMinor = computed(() =>
    sumMinorUnits(selectedLines.value.map(({ minor }) => minor ?? 0n)),
  );
  const breakdown = computed(() =>
    applyTaxToLines(
      selectedLines.value.map(({ productId, minor }) => ({ productId, minor: minor ?? 0n })),
      session.tax,
    ),
  );
  const totalMinor = computed(() => (pricesReadable ? breakdown.value.charged : fallback));
  const rule = session.tax;
  const tax = rule
    ? {
        label: t(
          rule.transaction_tax_type === 'INCLUDED' ? 'summary.tax.included' : 'summary.tax.on_top',
          {
            name: t(TAX_NAMES[rule.transaction_tax_label ?? 'TAX']),
            rate: rule.transaction_tax_percentage,
          },
        ),
        amountText: computed(() => format(breakdown.value.tax)),
      }
    : null;

  return {
    products: lines.map(({ line }) => line),
    selectedOptionalIds: computed(() =>
      session.products
        .filter((product, index) => product.is_optional && lines[index]?.selected.value)
        .map((product) => product.product_id),
    ),
    totalMinor,
    totalText: computed(() => format(totalMinor.value)),
    subtotalText: computed(() => (pricesReadable ? format(subtotalMinor.value) : null)),
    formatLang: formattedLang(session.language, t.locale),
    tax,
  };
}
