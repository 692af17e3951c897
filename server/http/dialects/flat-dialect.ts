import { amount, product } from './checkout-dialect.ts';
import { compile } from './normalize.ts';

// The spellings the flat payment bodies accept beside their canonical names: the checkout's own
// (server/http/dialects/checkout-dialect.ts) for what the two share — amounts sent as JSON numbers,
// `price`/`name`/`type`/`description` and `charge`/`trial` in products, `forced3d`.
export const flatPaymentDialect = compile({
  aliases: { forced3d: 'forced_3d' },
  fields: { amount, products: { items: { object: product } } },
});
