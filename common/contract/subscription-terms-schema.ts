// What the payment form shows of a SUBSCRIPTION product: the terms the shopper agrees
// to by paying, as the session view carries them (session-view-schema.ts, on each SUBSCRIPTION
// product). src/checkout/subscription-terms.ts words them for the shopper.

/** The spec's charge_interval and trial_interval values ("allowed value DAY, the only one listed"). */
export const CHARGE_INTERVALS = ['DAY'] as const;

const interval = { type: 'string', enum: CHARGE_INTERVALS } as const;
const count = { type: 'integer', minimum: 1 } as const;

export const subscriptionTermsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['charge_interval', 'charge_interval_value', 'rebill_price'],
  properties: {
    /** Charged every `charge_interval_value` `charge_interval`s: every 30 days. */
    charge_interval: interval,
    charge_interval_value: count,
    /**
     * What each later charge costs, tax included as the checkout applies it (an ON_TOP tax is
     * added), decimal string in the session currency ("9.90"). Today's charge is in `amount`.
     */
    rebill_price: { type: 'string' },
    /** A free trial before the first charge of the price: absent without one. */
    trial: {
      type: 'object',
      additionalProperties: false,
      required: ['interval', 'interval_value'],
      properties: { interval, interval_value: count },
    },
  },
} as const;
