import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionProduct, SessionView } from '../../common/contract/session-api.ts';
import { createCheckoutModel } from '../checkout/model.ts';
import { englishMessages, inEnglish } from '../test-support/english-messages.tsx';
import { FIXTURE_NOW, manualSchedule, sessionFixture } from '../test-support/session-fixture.ts';
import {
  FOLD_AFTER_PRODUCTS,
  loadSummaryParts,
  OrderSummary,
  type SummaryShown,
} from './OrderSummary.tsx';

// The hosted page loads the summary's chunk before it shows add-ons or a long cart.
beforeAll(() => loadSummaryParts());
afterEach(cleanup);

function renderSummary(session: SessionView, shown?: SummaryShown) {
  const client = { getSession: vi.fn(), pay: vi.fn(), cancelAction: vi.fn() };
  const model = createCheckoutModel(session, client, {
    messages: englishMessages,
    onOutcome: () => {},
    now: () => FIXTURE_NOW,
    schedule: manualSchedule().schedule,
  });
  return render(inEnglish(<OrderSummary model={model} shown={shown} />));
}

const product = (id: string, price: string, optional = false): SessionProduct => ({
  product_id: id,
  product_name: `Item ${id}`,
  product_price: price,
  is_optional: optional,
  is_preselected: false,
});

const eight = Array.from({ length: 8 }, (_, index) => product(String(index + 1), '10.00'));

describe('the order summary', () => {
  it('names the shop as text by default, a link back when the checkout gave shop_url', () => {
    renderSummary(sessionFixture());
    expect(screen.getByRole('heading', { level: 1, name: 'Fern & Feather' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    renderSummary(sessionFixture({ shop_url: 'https://fern.example/' }));
    const link = screen.getByRole('link', { name: 'Fern & Feather' });
    expect(link.getAttribute('href')).toBe('https://fern.example/');
    expect(within(screen.getByRole('heading', { level: 1 })).getByRole('link')).toBe(link);
  });

  it("shows the merchant's logo, served by Kassa, named by the shop", () => {
    renderSummary(sessionFixture({ logo_url: `/merchant-logos/mer_sandbox/${'a'.repeat(64)}` }));
    const logo = screen.getByRole('img', { name: 'Fern & Feather' });
    expect(logo.getAttribute('src')).toBe(`/merchant-logos/mer_sandbox/${'a'.repeat(64)}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Fern & Feather' })).toBeTruthy();
  });

  it('sets the optional products apart as add-ons, each with an Add control', () => {
    renderSummary(
      sessionFixture({
        amount: '10.00',
        products: [product('a', '10.00'), product('b', '2.50', true)],
      }),
    );
    const cart = screen.getAllByRole('list')[0];
    expect(cart?.textContent).toContain('Item a');
    expect(cart?.textContent).not.toContain('Item b');
    const addOns = screen.getByRole('region', { name: 'Add to your order' });
    const add = within(addOns).getByRole('checkbox', { name: /Item b.*\$2\.50.*Add/ });
    expect(screen.getByText('Total').parentElement?.textContent).toBe('Total $10.00');
    fireEvent.click(add);
    expect(screen.getByText('Total').parentElement?.textContent).toBe('Total $12.50');
  });

  it('lists subtotal, tax and total when the checkout has a tax', () => {
    renderSummary(
      sessionFixture({
        amount: '12.00',
        products: [product('a', '10.00')],
        tax: {
          transaction_tax_type: 'ON_TOP',
          transaction_tax_label: 'VAT',
          transaction_tax_percentage: '20',
        },
      }),
    );
    const lines = screen.getAllByRole('term').map((term) => term.parentElement?.textContent);
    expect(lines).toEqual(['Subtotal $10.00', 'VAT 20% $2.00', 'Total $12.00']);
  });

  it('shows only the total without a tax', () => {
    renderSummary(sessionFixture());
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Total']);
  });

  it(`folds a cart of more than ${FOLD_AFTER_PRODUCTS} products into a total bar that opens it`, () => {
    renderSummary(sessionFixture({ amount: '80.00', products: eight }));
    const bar = screen.getByRole('button', { name: /Show order summary/ });
    expect(bar.textContent).toContain('Total $80.00');
    expect(bar.getAttribute('aria-expanded')).toBe('false');
    const details = document.getElementById(bar.getAttribute('aria-controls') ?? '');
    expect(details?.hasAttribute('data-folded')).toBe(true);
    fireEvent.click(bar);
    expect(bar.getAttribute('aria-expanded')).toBe('true');
    expect(bar.textContent).toContain('Hide order summary');
    expect(details?.hasAttribute('data-folded')).toBe(false);
  });

  it('keeps a short cart open, with no bar', () => {
    renderSummary(sessionFixture({ amount: '30.00', products: eight.slice(0, 3) }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('embedded, shows only the add-ons: no heading, no cart, no total', () => {
    renderSummary(
      sessionFixture({
        amount: '10.00',
        products: [product('a', '10.00'), product('b', '2.50', true)],
      }),
      'add-ons',
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByText('Item a')).toBeNull();
    expect(screen.queryByText('Total')).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Item b/ })).toBeTruthy();
    cleanup();
    const none = renderSummary(sessionFixture(), 'add-ons');
    expect(none.container.innerHTML).toBe('');
  });
});
