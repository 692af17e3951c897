// The customer step as a chunk of its own: the e-mail and billing-country fields, their
// rules, wording and the country list. Loaded by src/checkout/model.ts's loadCustomerStep only
// for a session that lists missing_customer_fields, so a card-only checkout never fetches it
// (the size budget, e2e/bundle-budget.spec.ts, checks both).
export { createCustomerDetails } from '../checkout/customer/customer-details.ts';
export { CustomerFields } from './CustomerFields.tsx';
