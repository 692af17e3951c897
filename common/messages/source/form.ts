// The payment form's texts (both doors: the hosted page and the embedded form, and the embed
// script's overlay, which the form sends its texts), in English. Method and scheme names (PayPal,
// iDEAL, Visa) are never translated and are not here: they arrive as `{method}`, `{wallet}` or
// `{scheme}`. `{amount}` is an amount already formatted for the shopper ("€12.50"); `{date}` a
// date already formatted in the page's language. A `{ one, other }` message is chosen by `count`.
import type { Catalog } from '../format.ts';

export const form = {
  // The page around the form.
  /** The browser tab's title when the checkout names no shop. */
  'page.title': 'Checkout',
  /** The browser tab's title; {shop} is the shop's name. */
  'page.title.shop': 'Checkout – {shop}',
  /** The heading in the shop's name's place when the checkout names no shop. */
  'page.heading': 'Checkout',
  /** Announced while the form loads (read by screen readers only). */
  'page.loading': 'Loading checkout…',
  /** Shown while the browser goes on to the shop's page after paying. */
  'page.redirecting': 'Redirecting…',
  /** Button: load the form again after it could not load. */
  'page.retry': 'Try again',
  /** Link back to the shop on a closed or expired form. */
  'page.back_to_shop': 'Return to the shop',
  /** A badge above the form on every page: this is a sandbox, no money moves. */
  'page.test_mode': 'Test mode',
  'page.footer.secure': 'Payments are encrypted and processed securely.',
  /** {product} is the software's name, Kassa. */
  'page.footer.powered_by': 'Powered by {product}',
  /** Shown instead of the form when a site that may not show it has framed it. */
  'page.embed_refused': 'This payment form cannot be shown on this site.',

  // The link and the session.
  'link.invalid': 'This payment link is not valid.',
  /** Under 'link.invalid': what the shopper can do. */
  'link.invalid.advice': 'Return to the shop and start the payment again.',
  'session.expired': 'This payment form has expired.',
  /** Shown two minutes before the form closes; {count} is the minutes left. */
  'session.ending_soon': {
    one: 'This payment form closes in {count} minute. Finish paying before then.',
    other: 'This payment form closes in {count} minutes. Finish paying before then.',
  },
  /** The checkout ended unpaid and the form does not know why. */
  'session.failed': 'This payment could not be completed.',

  // The order summary.
  'summary.subtotal': 'Subtotal',
  'summary.total': 'Total',
  /** Button that opens the order summary on a small screen. */
  'summary.show': 'Show order summary',
  /** Button that closes the order summary on a small screen. */
  'summary.hide': 'Hide order summary',
  /** The tax line's label when the tax is added to the prices; {name} is a tax name below, {rate} its percentage ("20"). */
  'summary.tax.on_top': '{name} {rate}%',
  /** The tax line's label when the prices include the tax. */
  'summary.tax.included': '{name} {rate}% included',
  'summary.tax.name.tax': 'Tax',
  /** Value-added tax. */
  'summary.tax.name.vat': 'VAT',
  /** Goods and services tax. */
  'summary.tax.name.gst': 'GST',
  'summary.tax.name.sales_tax': 'Sales tax',
  /** Heading over optional products the shopper may add. */
  'addons.heading': 'Add to your order',
  /** Button beside an optional product. */
  'addons.add': 'Add',

  // The pay button.
  /** The pay button; {amount} is the total. */
  'pay.button.amount': 'Pay {amount}',
  /** The pay button where no amount is shown. */
  'pay.button': 'Pay',
  'pay.button.busy': 'Processing…',
  /** The pay button once the payment went through. */
  'pay.button.paid': 'Paid',

  // The ways to pay.
  /** Heading over the ways to pay. */
  'choice.heading': 'Payment method',
  /** The card's item in the list of ways to pay; also the card method's name wherever a method is named. */
  'choice.card': 'Card',
  // The names of the methods that are not a brand, in the words each market uses for that way of
  // paying (brands such as PayPal or iDEAL are never translated and are not here). Each is a
  // method's name wherever the form or a provider page names it: in the list of ways to pay, in
  // 'method.pay_with' ("Pay with {method}") and the other texts with {method}.
  /** A payment confirmed in the shopper's banking or wallet app (a generic method of the spec). */
  'method.name.bank_app': 'Bank app',
  /** A bank transfer quoting a payment reference, paid from the shopper's bank. */
  'method.name.bank_transfer': 'Bank transfer',
  /** A card entered on another provider's page (not on this form). */
  'method.name.card_external': 'Card (external)',
  /** Cryptocurrency. */
  'method.name.crypto': 'Crypto',
  /** A bank transfer that arrives at once, approved on the bank's page. */
  'method.name.instant_bank_transfer': 'Instant bank transfer',
  /** A choice of the methods of the shopper's country, on the provider's page. */
  'method.name.local_payment_methods': 'Local payment methods',
  /** Paying from the shopper's bank account, approved on the bank's page (open banking). */
  'method.name.pay_by_bank': 'Pay by bank',
  /** The same in Japan: paid from a Japanese bank account. */
  'method.name.pay_by_bank_japan': 'Pay by bank (Japan)',
  /** Paying cash at a shop or an agent, quoting a payment reference. */
  'method.name.pay_by_cash': 'Pay by cash',
  /** A SEPA credit transfer (the euro area's bank transfer) quoting a payment reference. */
  'method.name.sepa_bank_transfer': 'SEPA bank transfer',
  /** A SEPA instant credit transfer: arrives within seconds. "SEPA" stays as it is. */
  'method.name.sepa_instant': 'SEPA Instant',
  /** An international bank (wire) transfer quoting a payment reference. */
  'method.name.wire_transfer': 'Wire transfer',
  /** Between the wallet buttons and the list of ways to pay below them. */
  'choice.or': 'or',
  /** Button after a decline, when the checkout offers other methods. */
  'choice.another_method': 'Choose another payment method',
  /** Heading of the card form. */
  'method.card.heading': 'Pay with card',
  /** Heading of a method; {method} is its name ("PayPal"). */
  'method.pay_with': 'Pay with {method}',
  // A `.words` key is its key's text for a method named in words ("Bank transfer", "Pay by bank",
  // "Crypto"), where "Pay with Pay by bank" or "the Bank app app" would read badly: it names the
  // method by its name alone, or speaks of the provider's page or the shopper's bank's app instead.
  /** The heading of a method named in words: its name alone ("Bank transfer"). */
  'method.pay_with.words': '{method}',
  /** The pay button of a method that continues on another page or app. */
  'method.continue_with': 'Continue with {method}',
  'method.continue_with.words': 'Continue',
  /** Under a method that goes to its own page. */
  'method.note.redirect':
    "You continue on {method}'s page to approve the payment, then come back here.",
  'method.note.redirect.words':
    "You continue on the provider's page to approve the payment, then come back here.",
  'method.note.qr': 'A QR code appears here: scan it with the {method} app to pay.',
  'method.note.qr.words': 'A QR code appears here: scan it with your phone to pay.',
  'method.note.voucher':
    'You get a payment reference to pay with {method}. The shop confirms your order once the payment has arrived.',
  'method.note.voucher.words':
    'You get a payment reference to quote when you pay. The shop confirms your order once the payment has arrived.',
  'method.note.bank_app': 'You confirm the payment in your {method} app.',
  'method.note.bank_app.words': "You confirm the payment in your bank's app.",

  // The card fields.
  'card.number.label': 'Card number',
  'card.number.required': 'Enter the card number',
  'card.number.incomplete': 'The card number is incomplete. Enter all its digits.',
  'card.number.invalid': 'This card number is not valid. Check it for a typo.',
  'card.number.unsupported': 'This card type is not accepted. Use another card.',
  'card.expiry.label': 'Expiry date',
  /** Under the field: the format it takes (month, year), as the locale abbreviates them. */
  'card.expiry.hint': 'MM/YY',
  /** MM/YY is the format the field takes (month, year). */
  'card.expiry.required': 'Enter the expiry date as MM/YY',
  'card.expiry.incomplete': 'The expiry date is incomplete. Enter it as MM/YY.',
  'card.expiry.invalid': 'Enter the expiry date as MM/YY',
  'card.expiry.invalid_month': 'There is no such month. Enter a month from 01 to 12.',
  'card.expiry.expired': 'This date is in the past. Check the expiry date on your card.',
  'card.expiry.too_far': 'Check the expiry date: it is too far in the future',
  'card.security_code.label': 'Security code',
  /** Under the field; {count} is the code's length (3 or 4). */
  'card.security_code.hint.back': {
    one: '{count} digit, back of card',
    other: '{count} digits, back of card',
  },
  'card.security_code.hint.front': {
    one: '{count} digit, front of card',
    other: '{count} digits, front of card',
  },
  'card.security_code.required': {
    one: 'Enter the {count}-digit security code',
    other: 'Enter the {count}-digit security code',
  },
  'card.security_code.incomplete': {
    one: 'The security code is incomplete. Enter all {count} digits.',
    other: 'The security code is incomplete. Enter all {count} digits.',
  },
  /** {scheme} is the card's scheme ("American Express"). */
  'card.security_code.invalid_for_scheme': {
    one: '{scheme} cards have a {count}-digit security code. Check the code.',
    other: '{scheme} cards have a {count}-digit security code. Check the code.',
  },
  'card.holder_name.label': 'Cardholder name',
  /** The label when the shopper may leave the field empty. */
  'card.holder_name.label.optional': 'Cardholder name (optional)',
  'card.holder_name.required': 'Enter the name on the card',
  'card.holder_name.too_long': 'The name on the card must be 64 characters or fewer',
  'card.holder_name.card_number': 'Enter the name on the card here, not the card number',
  'card.holder_name.invalid': "Use only letters, spaces and . ' - in the name on the card",
  /** Names the row of accepted cards' logos for screen readers. */
  'card.accepted': 'Accepted cards',
  /** Read before the detected card's logo in the number field; {scheme} is its name ("Visa"). */
  'card.type': 'Card type: {scheme}',

  // The form's alerts.
  'form.error.network':
    "We couldn't reach the payment service. Check your connection and try again.",
  'form.error.declined': 'Your card was declined. Try again or use another card.',
  'form.error.rejected': 'Some card details were not accepted. Check them and try again.',
  /** The server refused the e-mail or the billing country. */
  'form.error.details_rejected':
    'Some of your details were not accepted. Check them and try again.',
  'form.error.unavailable': 'Something went wrong on our side. Please try again in a moment.',
  /** The success moment before the shop's page. */
  'success.paid': 'Payment successful',
  /** The same when the checkout only saves a card. */
  'success.saved': 'Card saved',
  /** To the shop's page (not shown in the form) when the card fields stopped the payment. */
  'result.invalid_card': 'Check the card details and try again.',
  /** To the shop's page when the e-mail or billing country stopped the payment. */
  'result.invalid_details': 'Check the e-mail and billing country and try again.',

  // What a decline advises, by the bank's reason.
  'decline.declined.advice': 'Your bank declined this payment. Try again or use another card.',
  'decline.insufficient_funds.advice':
    'Insufficient funds on this card. Use another card or payment method.',
  'decline.card_not_supported.advice':
    'This card cannot be used for this payment. Use another card.',
  'decline.limit_exceeded.advice':
    "This payment is over the card's limit. Use another card or payment method.",
  'decline.processing_error.advice':
    'Something went wrong while processing the card. Try again in a moment.',
  'decline.security_code.advice':
    'The security code was not accepted. Check it on your card and enter it again.',
  /** Under the security code field after that decline. */
  'decline.security_code.field': 'Check the security code on your card and enter it again',
  'decline.three_ds_failed.advice':
    'Your bank could not confirm this payment. Try again or use another card.',
  'decline.expired.advice':
    'Your bank says this card has expired. Check the expiry date or use another card.',
  'decline.expired.field': 'Check the expiry date on your card',
  'decline.card_number.advice':
    'Your bank does not know this card number. Check it or use another card.',
  'decline.card_number.field': 'Check the card number',

  // The spec's recommended customer messages (Errors), by response code; `.final` where the
  // shopper cannot try again.
  /** Code 2000. */
  'customer_message.transaction_declined': 'Transaction declined; try again or use another card',
  'customer_message.transaction_declined.final': 'Transaction declined',
  /** Codes 2001 to 2003. */
  'customer_message.bank_declined': 'Declined by the bank; try again or use another card',
  'customer_message.bank_declined.final': 'Declined by the bank',
  'customer_message.insufficient_funds': 'Insufficient funds',
  'customer_message.card_not_supported': 'Card not supported',
  'customer_message.limit_exceeded': 'Card limit exceeded',
  'customer_message.processing_error': 'Error while processing the card; try again shortly',
  'customer_message.processing_error.final': 'Error while processing the card',
  'customer_message.security_code': 'Security code incorrect',
  'customer_message.three_ds_failed': '3-D Secure authentication failed',
  'customer_message.card_expired': 'Card expired',
  'customer_message.card_number_invalid': 'Card number invalid',
  /** Any other code. */
  'customer_message.other': 'Card declined; try again or use another card',
  'customer_message.other.final': 'Card declined',

  // 3-D Secure.
  /** Heading of the bank's verification window. */
  'three_ds.heading': 'Confirm your payment',
  /** Button: leave the verification (the payment is not made). */
  'three_ds.cancel': 'Cancel',
  /** Names the frame holding the bank's page, for screen readers. */
  'three_ds.frame_title': '3-D Secure verification',
  /** A button screen readers reach after the bank's page; it returns to the top. */
  'three_ds.back_to_top': 'Back to the top of the verification',
  /** In an embedded form, while the verification shows over the shop's page. */
  'three_ds.elsewhere': 'Complete the verification in the window that opened.',

  // The embedded form as the shop's page frames it.
  /** Names the frame holding the form in the shop's page, for screen readers. */
  'embed.frame_title': 'Secure payment form',

  // Saved cards.
  /** A saved card named in sentences; {scheme} is its scheme ("VISA"), {last4} its last four digits. */
  'saved_card.name': '{scheme} ending in {last4}',
  /** A saved card's number, shortened; {number} is the dots and its last four digits, "•••• 4242". */
  'saved_card.number': 'ending in {number}',
  /** {date} is MM/YY. */
  'saved_card.expires': 'Expires {date}',
  /** Small button on a saved card's row. */
  'saved_card.remove': 'Remove',
  /** That button for screen readers; {card} is 'saved_card.name'. */
  'saved_card.remove.label': 'Remove {card}',
  'saved_card.remove.question': 'Remove this card from your saved cards?',
  /** Button: confirms the removal. */
  'saved_card.remove.confirm': 'Remove card',
  /** Button: keeps the card. */
  'saved_card.remove.keep': 'Keep',
  /** {card} is 'saved_card.name'. */
  'saved_card.removed': '{card} removed.',
  'saved_card.remove.failed': 'The card could not be removed. Try again.',
  /** Checkbox under a new card. */
  'save_card.checkbox': 'Save this card for next time',
  /** In place of that checkbox in a subscription, which keeps the card anyway. */
  'save_card.kept_for_renewals': 'Your card is kept for the renewals of your subscription.',
  /** The pay button of a checkout that only saves a card. */
  'save_card.button': 'Save card',
  /** That button once done. */
  'save_card.done': 'Card saved',
  /** Above that button; {shop} is the shop's name. */
  'save_card.note.shop': '{shop} keeps your card for later payments. You are not charged now.',
  'save_card.note': 'The shop keeps your card for later payments. You are not charged now.',

  // Subscriptions.
  /** The total's label in a subscription: what is paid now. */
  'subscription.due_today': 'Due today',
  /** {amount} is what is paid now. */
  'subscription.due_today.amount': 'Due today: {amount}',
  /** The pay button of a free trial with nothing to pay now. */
  'subscription.start_trial': 'Start free trial',
  /** A recurring charge; {amount} is the price, {count} the days between charges. */
  'subscription.charge.days': { one: '{amount} every day', other: '{amount} every {count} days' },
  'subscription.charge.weeks': {
    one: '{amount} every week',
    other: '{amount} every {count} weeks',
  },
  /** Under a product; {count} is the trial's days, {charge} a 'subscription.charge.…' text. */
  'subscription.terms.trial': {
    one: '{count}-day free trial, then {charge}',
    other: '{count}-day free trial, then {charge}',
  },
  'subscription.first_charge.today': 'First charge today',
  /** {date} is the day of the first charge ("22 May 2026"). */
  'subscription.first_charge.on': 'First charge on {date}',
  /**
   * The consent line above the pay button. {charges} is a list of 'subscription.charge.…' texts,
   * each possibly followed as in 'subscription.consent.for' / 'subscription.consent.after_trial',
   * already joined the page's language's way ("a, b and c": Intl.ListFormat).
   */
  'subscription.consent.paying':
    'By paying, you allow {merchant} to charge {charges} until you cancel.',
  'subscription.consent.paying.no_merchant':
    'By paying, you allow the merchant to charge {charges} until you cancel.',
  'subscription.consent.trial':
    'By starting your free trial, you allow {merchant} to charge {charges} until you cancel.',
  'subscription.consent.trial.no_merchant':
    'By starting your free trial, you allow the merchant to charge {charges} until you cancel.',
  /** One charge of several; {charge} a 'subscription.charge.…' text, {name} the product's name. */
  'subscription.consent.for': '{charge} for {name}',
  /** {count} is the trial's days. */
  'subscription.consent.after_trial': {
    one: '{charge} after your {count}-day free trial',
    other: '{charge} after your {count}-day free trial',
  },
  'subscription.consent.for_after_trial': {
    one: '{charge} for {name} after your {count}-day free trial',
    other: '{charge} for {name} after your {count}-day free trial',
  },

  // The customer fields.
  /** Heading over the e-mail and billing country. */
  'customer.heading': 'Your details',
  'customer.email.label': 'E-mail',
  'customer.email.required': 'Enter your e-mail address',
  'customer.email.too_long': 'The e-mail address must be 320 characters or fewer',
  'customer.email.invalid': 'Enter a valid e-mail address, like name@example.com',
  'customer.email.card_number': 'Enter your e-mail address here, not a card number',
  'customer.email.refused': 'This e-mail address was not accepted. Check it and try again.',
  'customer.country.label': 'Billing country',
  /** The country list's first, empty option. */
  'customer.country.choose': 'Choose a country',
  'customer.country.required': 'Choose your billing country',
  'customer.country.refused': 'This country was not accepted. Choose your billing country again.',

  // Wallets (Apple Pay, Google Pay) and the sandbox's own wallet sheet.
  /** A wallet button's name for screen readers; {wallet} is "Apple Pay" or "Google Pay". */
  'wallet.button': 'Pay with {wallet}',
  'wallet.unavailable': '{wallet} could not be used. Try again or use another payment method.',
  'wallet.failed': 'The wallet could not be used.',
  /** The sandbox sheet's heading; (sandbox): a test stand-in for the wallet's own sheet. */
  'wallet.sheet.title': '{wallet} (sandbox)',
  /** Whom the shopper pays; {merchant} is the shop's name. */
  'wallet.sheet.payee': 'Pay {merchant}',
  /** Heading over the sheet's test cards. */
  'wallet.sheet.card': 'Card',
  /** Heading over how the wallet authenticated the card. */
  'wallet.sheet.authentication': 'Authentication',
  /** PAN_ONLY is a technical name: keep it. */
  'wallet.sheet.auth.pan_only': 'Card kept in the account (PAN_ONLY)',
  /** CRYPTOGRAM_3DS is a technical name: keep it. */
  'wallet.sheet.auth.cryptogram_3ds': 'Device token (CRYPTOGRAM_3DS)',
  /** What paying with a test card does. */
  'wallet.sheet.outcome.approved': 'Approved',
  'wallet.sheet.outcome.insufficient_funds': 'Declined: insufficient funds',
  'wallet.sheet.outcome.challenge': '3-D Secure challenge when the card is PAN_ONLY',
  'wallet.sheet.cancel': 'Cancel',
  'wallet.sheet.pay': 'Pay',

  // Alternative methods' waiting screens. {method} is the method's name ("Pix", "iDEAL").
  /** Button: cancel this method and choose another. */
  'apm.pay_another_way': 'Pay another way',
  /** Before the countdown ("Time left: 04:59"). */
  'apm.countdown.label': 'Time left:',
  /** Announced to screen readers as the time runs out. */
  'apm.countdown.up': 'Time is up.',
  'apm.countdown.seconds': { one: '{count} second left.', other: '{count} seconds left.' },
  'apm.countdown.minutes': { one: '{count} minute left.', other: '{count} minutes left.' },
  'apm.countdown.hours': { one: '{count} hour left.', other: '{count} hours left.' },
  'apm.redirect.status': 'Waiting for the payment to be confirmed…',
  'apm.redirect.leaving': "Taking you to {method}'s page to approve the payment…",
  'apm.redirect.leaving.words': "Taking you to the provider's page to approve the payment…",
  'apm.redirect.approve':
    "Approve the payment on {method}'s page. This form moves on by itself once you have.",
  'apm.redirect.approve.words':
    "Approve the payment on the provider's page. This form moves on by itself once you have.",
  'apm.redirect.approve_new_window':
    "Approve the payment on {method}'s page, in a new window. This form moves on by itself once you have.",
  'apm.redirect.approve_new_window.words':
    "Approve the payment on the provider's page, in a new window. This form moves on by itself once you have.",
  /** Button opening the method's page in a new window. */
  'apm.redirect.open': 'Open {method}',
  'apm.redirect.open.words': "Open the provider's page",
  /** Link to the method's page. */
  'apm.redirect.go_to': 'Go to {method}',
  'apm.redirect.go_to.words': "Go to the provider's page",
  /** Heading when the QR code is to be scanned. */
  'apm.qr.title.scan': 'Scan to pay with {method}',
  /** Heading on a phone, where the code is copied into the bank's app (Pix). */
  'apm.qr.title.copy': 'Copy the code to pay with {method}',
  'apm.qr.status': 'Waiting for the payment…',
  'apm.qr.scan': 'Open the {method} app on your phone and scan this code.',
  'apm.qr.scan.words': 'Open the app you pay with on your phone and scan this code.',
  /** Pix has no app of its own: the shopper's bank's app pays it. */
  'apm.qr.scan.bank_app': "Open your bank's app on your phone and scan this code.",
  'apm.qr.copy_or_scan':
    "Copy the code and paste it in your bank's app, or scan the QR code from another device.",
  /** Names the QR code image. */
  'apm.qr.image': 'QR code to pay with {method}',
  /** Button. */
  'apm.qr.copy': 'Copy code',
  'apm.qr.copied': "Code copied. Paste it in your bank's app to pay with {method}.",
  'apm.qr.copy_failed': 'Copying did not work: select the code and copy it.',
  /** Link to the payment page, for a shopper on the phone that would scan the code. */
  'apm.qr.open_here': 'Open the payment page on this device',
  'apm.voucher.status':
    'Waiting for the payment. The shop confirms your order once it has arrived.',
  /** How to pay a voucher paid by bank transfer (SEPA, SPEI, Multibanco); the deadline is shown apart. */
  'apm.voucher.how.transfer':
    'Pay with {method} from your banking app or at your bank, quoting this reference.',
  'apm.voucher.how.transfer.words':
    'Make the transfer from your banking app or at your bank, quoting this reference.',
  /** How to pay a voucher paid at a counter (Boleto, OXXO Pay, Efecty) or in a banking app. */
  'apm.voucher.how.counter':
    'Pay this reference at a shop, bank or agent that takes {method}, or in your banking app.',
  'apm.voucher.how.counter.words':
    'Pay this reference at a shop, bank or agent, or in your banking app.',
  /** Names the barcode image (Boleto). */
  'apm.voucher.barcode': 'Barcode of the {method} reference',
  /** Before the reference to pay with. */
  'apm.voucher.reference': 'Your payment reference:',
  /** Button. */
  'apm.voucher.copy': 'Copy reference',
  'apm.voucher.copied': 'Reference copied.',
  'apm.voucher.copy_failed': 'Copying did not work: select the reference and copy it.',
  /** {date} is the date and time the voucher can be paid until, shown in bold. */
  'apm.voucher.pay_by': 'Pay by {date}.',
  /** Link to the sandbox's cash desk that pays the voucher. */
  'apm.voucher.cash_desk': 'Pay at the {method} cash desk (sandbox)',
  'apm.voucher.cash_desk.words': 'Pay at the counter (sandbox)',
  /** Heading. */
  'apm.bank_app.title': 'Confirm in {method}',
  'apm.bank_app.title.words': "Confirm in your bank's app",
  'apm.bank_app.status': 'Waiting for you to confirm the payment…',
  /** What to do in the method's own app (MB WAY, M-Pesa). */
  'apm.bank_app.how': 'Open the {method} app on your phone and confirm the payment.',
  /** The same where the method is the shopper's own bank's app. */
  'apm.bank_app.how.bank': "Open your bank's app on your phone and confirm the payment.",
  /** BLIK: the bank's app gives a 6-digit code the shopper enters. */
  'apm.bank_app.how.blik':
    "Open your bank's app, enter your 6-digit BLIK code and confirm the payment.",
  /** Link to the sandbox's stand-in for the bank's app. */
  'apm.bank_app.open': 'Open the {method} app (sandbox)',
  'apm.bank_app.open.words': "Open your bank's app (sandbox)",
} as const satisfies Catalog<string>;
