// The texts of the other pages a shopper reaches, which the server renders: the sandbox's 3-D
// Secure challenge and provider pages, the return page, and the pages for a link that is expired
// or unknown. `{name}` is a value the page inserts (a shop's name, an amount, a date, a code, a
// field's name); where it holds markup the comment says which, and the words round it are the
// translator's to order.
import type { Catalog } from '../format.ts';

export const pages = {
  // The badge on every sandbox page a shopper sees, as on the payment form: no money moves here.
  'sandbox.test_mode': 'Test mode',

  // The sandbox issuer's 3-D Secure challenge: the shopper's bank asks for a one-time code.
  /** The sandbox bank's name, shown as a bank's logo would be (capitals where the script has them). */
  'challenge.bank_name': 'SANDBOX BANK',
  /** The protocol's name, beside the bank's; most markets keep "3-D Secure" as it is. */
  'challenge.protocol': '3-D Secure',
  /** The browser tab's title: {page} is the page's heading. */
  'challenge.document_title': '{page} · Kassa sandbox issuer',
  'challenge.heading': 'Confirm your payment',
  /** {shop}: the shop's name as the merchant gave it. */
  'challenge.lead': 'Your bank asks you to confirm this payment to {shop}.',
  /** The same sentence when the merchant gave no shop name. */
  'challenge.lead.no_shop': 'Your bank asks you to confirm this payment to the shop.',
  'challenge.amount': 'Amount',
  /** Label of the card's last four digits ("•••• 4242"). */
  'challenge.card': 'Card',
  'challenge.code.label': 'One-time code',
  /** {code}: the six digits, in bold. "Sandbox": this bank is a test bank that shows its code. */
  'challenge.code.hint': 'Sandbox: the code is {code}. You may paste it.',
  /** After a wrong code; {count} is how many tries the shopper has left. */
  'challenge.code.wrong': {
    one: 'That code is not right. {count} try left.',
    other: 'That code is not right. {count} tries left.',
  },
  'challenge.approve': 'Approve',
  'challenge.deny': 'Deny',
  'challenge.approved.heading': 'Payment confirmed',
  'challenge.approved.message': 'Thank you. You are being taken back to the shop.',
  'challenge.denied.heading': 'Payment not confirmed',
  'challenge.denied.message': 'You denied this payment. Nothing was charged.',
  'challenge.cancelled.heading': 'Verification cancelled',
  'challenge.cancelled.message': 'The verification was cancelled. Nothing was charged.',
  'challenge.failed.heading': 'Verification failed',
  'challenge.failed.message': 'Too many wrong codes. Nothing was charged.',
  'challenge.timed_out.heading': 'Verification timed out',
  'challenge.timed_out.message':
    'The time to confirm this payment has passed. Nothing was charged.',
  'challenge.not_found.heading': 'Verification not found',
  'challenge.not_found.message':
    'This verification does not exist. Return to the shop and pay again.',
  /** The designer preview shows a sample challenge; its buttons decide nothing. */
  'challenge.preview.shop': 'Sample shop',
  'challenge.preview.heading': 'Sample challenge',
  'challenge.preview.message': 'This is the designer preview: nothing was paid or refused.',

  // The sandbox provider's page of an alternative method: what the bank, the app, the page a
  // scanned QR code opens, or the cash desk taking a voucher would show. {method} is the method's
  // name ("iDEAL", "Boleto", "BLIK"), {shop} the shop's.
  /** The sandbox provider's name, shown as a provider's logo would be. */
  'provider.name': 'SANDBOX PROVIDER',
  /** The browser tab's title: {page} is the page's heading. */
  'provider.document_title': '{page} · Kassa sandbox provider',
  /** Where the method's name would be, on the page of a payment that does not exist. */
  'provider.method.unknown': 'Payment',
  'provider.redirect.heading': 'Pay with {method}',
  // The headings' `.words` variants: for a method named in words ("Pay by bank"), where "Pay with
  // Pay by bank" or "Bank app app" would read badly.
  'provider.redirect.heading.words': 'Approve the payment',
  'provider.redirect.lead': '{shop} sent you here to approve this payment.',
  'provider.redirect.lead.no_shop': 'The shop sent you here to approve this payment.',
  'provider.qr.heading': '{method}: confirm the scanned payment',
  'provider.qr.heading.words': 'Confirm the scanned payment',
  'provider.qr.lead': 'You scanned the code of a payment to {shop}.',
  'provider.qr.lead.no_shop': 'You scanned the code of a payment to the shop.',
  /** The cash desk (a shop counter or a bank branch) where a voucher is paid. */
  'provider.voucher.heading': '{method} cash desk',
  'provider.voucher.heading.words': 'Payment counter',
  /** The shopper is at the cash desk, paying the voucher there. */
  'provider.voucher.lead': 'You hand over this voucher to pay {shop}.',
  'provider.voucher.lead.no_shop': 'You hand over this voucher to pay the shop.',
  /** The method's own phone app ("BLIK app"). */
  'provider.bank_app.heading': '{method} app',
  'provider.bank_app.heading.words': "Your bank's app",
  'provider.bank_app.lead': '{shop} asks you to confirm this payment in your app.',
  'provider.bank_app.lead.no_shop': 'The shop asks you to confirm this payment in your app.',
  // The payment's details, as a list of label and value.
  'provider.shop': 'Shop',
  /** The value of "Shop" when the merchant gave no shop name. */
  'provider.shop.unnamed': 'Kassa sandbox shop',
  'provider.amount': 'Amount',
  'provider.method': 'Method',
  /** The person paying, by name. */
  'provider.payer': 'Payer',
  /** A crypto payment's blockchain network ("Ethereum"). */
  'provider.crypto.network': 'Network',
  /** The crypto wallet address the shopper pays from. */
  'provider.crypto.paying_from': 'Paying from',
  /** The crypto wallet address a refund or withdrawal goes to. */
  'provider.crypto.withdrawals_to': 'Withdrawals to',
  /** A voucher's number, quoted when paying it. */
  'provider.reference': 'Reference',
  /** Followed by a date and time. */
  'provider.valid_until': 'Valid until',
  'provider.blik.label': 'BLIK code',
  /** {declined}: the code "000000", which the sandbox bank declines. */
  'provider.blik.hint':
    'Sandbox: any 6 digits confirm the payment; {declined} is declined by the bank.',
  'provider.blik.invalid': 'Enter the 6-digit BLIK code.',
  // The page's buttons, by flow.
  'provider.approve': 'Approve',
  'provider.decline': 'Decline',
  'provider.leave_pending': 'Leave pending',
  'provider.voucher.pay': 'Pay this voucher',
  'provider.voucher.leave_unpaid': 'Leave unpaid',
  'provider.bank_app.confirm': 'Confirm',
  'provider.bank_app.reject': 'Reject',
  /** {time}: a date and time. The sandbox plays the shopper who pays later. */
  'provider.auto_pay':
    'Left pending: the sandbox pays it by itself at {time} unless it expires first.',
  // After a decision, or on a payment already decided.
  'provider.approved.heading': 'Payment approved',
  'provider.approved.message': 'This payment is approved and paid.',
  'provider.declined.heading': 'Payment declined',
  'provider.declined.message': 'This payment was declined. Nothing was charged.',
  'provider.cancelled.heading': 'Payment cancelled',
  'provider.cancelled.message':
    'The shopper chose another way to pay on the shop’s page. Nothing was charged.',
  'provider.expired.heading': 'Payment expired',
  'provider.expired.message': 'The time to complete this payment has passed. Nothing was charged.',
  'provider.not_found.heading': 'Payment not found',
  'provider.not_found.message': 'This payment does not exist. Return to the shop and pay again.',
  'provider.left_pending.heading': 'Left pending',
  /** {time}: a date and time. */
  'provider.left_pending.message':
    'The payment stays pending; the sandbox pays it by itself at {time} unless it expires first. You may close this page and return to the shop.',
  'provider.recorded.message':
    'Your decision was recorded. You may close this page and return to the shop.',
  /** A post with a button the page does not have. {decision}: the button's value ("decline"), as sent. */
  'provider.not_an_answer.heading': 'Not an answer to this payment',
  'provider.not_an_answer.message':
    'A {method} payment cannot be answered with “{decision}”. Go back and use one of the page’s buttons.',

  // The sandbox's return page: where a demo or test checkout sends the shopper afterwards, in
  // place of the merchant's own page; it also shows the developer what the merchant's server would
  // get. Names in `{…}` that are field names or commands (success_url, error_code, HOST) are
  // written as code and stay as they are.
  /** The browser tab's title: {page} is the page's heading. */
  'return.document_title': '{page} – Kassa sandbox',
  'return.succeeded.heading': 'Payment succeeded',
  'return.failed.heading': 'Payment failed',
  /** When the URL says neither success nor failure. */
  'return.returned.heading': 'Back from the checkout',
  /** {field}: "error_code", as code; {code}: its value; {message}: the error's own text. */
  'return.failed.reason': '{field} {code}: {message}',
  /** In place of {message} when the failure came without one. */
  'return.failed.no_message': 'no message',
  /** {field}: the checkout's field naming the URL, "success_url" or "failure_url", as code. */
  'return.stands_in':
    'This page stands in for the merchant’s {field}. Your server would receive exactly this request: the URL you set in the checkout, with {error_code} and {error_message} added after a failure. The outcome itself, and a successful sale’s payment token, reach you in the signed TRANSACTION postback.',
  /** The same when the URL names neither outcome: the merchant's return URL, in words. */
  'return.stands_in.return_url':
    'This page stands in for the merchant’s return URL. Your server would receive exactly this request: the URL you set in the checkout, with {error_code} and {error_message} added after a failure. The outcome itself, and a successful sale’s payment token, reach you in the signed TRANSACTION postback.',
  /** {field}: as in return.stands_in. */
  'return.received.heading': 'What the {field} received',
  'return.received.heading.return_url': 'What the return URL received',
  'return.query.none': 'The URL carried no query parameters.',
  'return.query.caption': 'Query parameters received',
  /** {host}, {demo}: settings' names; {command}: a command to type. All three as code. */
  'return.lookup.off':
    'This server does not show payments on open pages ({host} is not a loopback address and {demo} is off). The TRANSACTION postback carries the outcome; {command} shows what was sent.',
  /** {example}: a return URL, as code. */
  'return.lookup.no_reference':
    'Put your own reference in the return URLs, as a shop does ({example}), and this page shows that payment and its postbacks.',
  /** {reference}: the value the URL carried, as code. */
  'return.lookup.not_found':
    'The sandbox merchant has no payment with merchant_payment_id {reference} or payment_id of that value.',
  'return.payment.heading': 'The payment',
  'return.postbacks.heading': 'Postbacks',
  'return.postbacks.none': 'No postback yet.',
  'return.postbacks.caption': 'Postbacks sent for this payment',
  /** A column's header: how the postback was delivered. */
  'return.postbacks.delivery': 'delivery',
  /** {status}: the delivery's status ("delivered", "pending"), as code; {count}: how many tries. */
  'return.postbacks.attempts': {
    one: '{status} ({count} attempt)',
    other: '{status} ({count} attempts)',
  },
  'return.postbacks.refreshing':
    'A postback has not been sent yet: this part of the page refreshes itself until its first attempt is made.',
  /** {link_start}…{link_end} enclose the words that link to the delivery log. */
  'return.postbacks.log':
    '{link_start}The delivery log{link_end} shows every attempt and re-sends one.',
  'return.back': 'Back to Kassa',
} as const satisfies Catalog<string>;
