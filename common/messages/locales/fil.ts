// Filipino. Taglish as Philippine checkouts (GCash, Maya, PayMongo) write it: "card number", "expiry
// date" (MM/YY), "CVV", "pangalan ng cardholder", "OTP", "Magbayad"; polite imperatives ("Ilagay").
import type { Messages } from '../en.ts';

const messages: Messages = {
  'page.title': 'Checkout',
  'page.title.shop': 'Checkout – {shop}',
  'page.heading': 'Checkout',
  'page.loading': 'Nilo-load ang checkout…',
  'page.redirecting': 'Nire-redirect ka…',
  'page.retry': 'Subukang muli',
  'page.back_to_shop': 'Bumalik sa shop',
  'page.test_mode': 'Test mode',
  'page.footer.secure': 'Naka-encrypt at ligtas na pinoproseso ang mga bayad.',
  'page.footer.powered_by': 'Powered by {product}',
  'page.embed_refused': 'Hindi maipapakita ang payment form na ito sa site na ito.',

  'link.invalid': 'Hindi valid ang payment link na ito.',
  'link.invalid.advice': 'Bumalik sa shop at simulan ulit ang pagbabayad.',
  'session.expired': 'Nag-expire na ang payment form na ito.',
  'session.ending_soon': {
    one: 'Magsasara ang payment form na ito sa loob ng {count} minuto. Tapusin ang pagbabayad bago iyon.',
    other:
      'Magsasara ang payment form na ito sa loob ng {count} minuto. Tapusin ang pagbabayad bago iyon.',
  },
  'session.failed': 'Hindi natapos ang bayad na ito.',

  'summary.subtotal': 'Subtotal',
  'summary.total': 'Kabuuan',
  'summary.show': 'Ipakita ang buod ng order',
  'summary.hide': 'Itago ang buod ng order',
  'summary.tax.on_top': '{name} {rate}%',
  'summary.tax.included': 'Kasama ang {name} {rate}%',
  'summary.tax.name.tax': 'Buwis',
  'summary.tax.name.vat': 'VAT',
  'summary.tax.name.gst': 'GST',
  'summary.tax.name.sales_tax': 'Sales tax',
  'addons.heading': 'Idagdag sa iyong order',
  'addons.add': 'Idagdag',

  'pay.button.amount': 'Magbayad ng {amount}',
  'pay.button': 'Magbayad',
  'pay.button.busy': 'Pinoproseso…',
  'pay.button.paid': 'Bayad na',

  'choice.heading': 'Paraan ng pagbabayad',
  'choice.card': 'Card',
  'method.name.bank_app': 'Bank app',
  'method.name.bank_transfer': 'Bank transfer',
  'method.name.card_external': 'Card (panlabas)',
  'method.name.crypto': 'Crypto',
  'method.name.instant_bank_transfer': 'Instant na bank transfer',
  'method.name.local_payment_methods': 'Mga lokal na paraan ng pagbabayad',
  'method.name.pay_by_bank': 'Magbayad sa bangko',
  'method.name.pay_by_bank_japan': 'Magbayad sa bangko (Japan)',
  'method.name.pay_by_cash': 'Magbayad ng cash',
  'method.name.sepa_bank_transfer': 'SEPA bank transfer',
  'method.name.sepa_instant': 'SEPA Instant',
  'method.name.wire_transfer': 'International wire transfer',
  'choice.or': 'o',
  'choice.another_method': 'Pumili ng ibang paraan ng pagbabayad',
  'method.card.heading': 'Magbayad gamit ang card',
  'method.pay_with': 'Magbayad gamit ang {method}',
  'method.pay_with.words': '{method}',
  'method.continue_with': 'Magpatuloy gamit ang {method}',
  'method.continue_with.words': 'Magpatuloy',
  'method.note.redirect':
    'Dadalhin ka sa page ng {method} para aprubahan ang bayad, tapos babalik ka rito.',
  'method.note.redirect.words':
    'Dadalhin ka sa page ng provider para aprubahan ang bayad, tapos babalik ka rito.',
  'method.note.qr': 'May lalabas na QR code dito: i-scan ito gamit ang {method} app para magbayad.',
  'method.note.qr.words':
    'May lalabas na QR code dito: i-scan ito gamit ang iyong phone para magbayad.',
  'method.note.voucher':
    'Makakatanggap ka ng payment reference para magbayad gamit ang {method}. Kukumpirmahin ng shop ang order mo kapag natanggap na ang bayad.',
  'method.note.voucher.words':
    'Makakatanggap ka ng payment reference na ibibigay mo kapag nagbayad ka. Kukumpirmahin ng shop ang order mo kapag dumating na ang bayad.',
  'method.note.bank_app': 'Kukumpirmahin mo ang bayad sa iyong {method} app.',
  'method.note.bank_app.words': 'Kukumpirmahin mo ang bayad sa app ng iyong bangko.',

  'card.number.label': 'Card number',
  'card.number.required': 'Ilagay ang card number',
  'card.number.incomplete': 'Kulang ang card number. Ilagay ang lahat ng digit.',
  'card.number.invalid': 'Hindi valid ang card number na ito. Tingnan kung may typo.',
  'card.number.unsupported': 'Hindi tinatanggap ang ganitong uri ng card. Gumamit ng ibang card.',
  'card.expiry.label': 'Expiry date',
  'card.expiry.hint': 'MM/YY',
  'card.expiry.required': 'Ilagay ang expiry date bilang MM/YY',
  'card.expiry.incomplete': 'Kulang ang expiry date. Ilagay ito bilang MM/YY.',
  'card.expiry.invalid': 'Ilagay ang expiry date bilang MM/YY',
  'card.expiry.invalid_month': 'Walang ganitong buwan. Maglagay ng buwan mula 01 hanggang 12.',
  'card.expiry.expired': 'Lumipas na ang petsang ito. Tingnan ang expiry date sa iyong card.',
  'card.expiry.too_far': 'Tingnan ang expiry date: masyadong malayo ito sa hinaharap',
  'card.security_code.label': 'CVV',
  'card.security_code.hint.back': {
    one: '{count} digit, sa likod ng card',
    other: '{count} digit, sa likod ng card',
  },
  'card.security_code.hint.front': {
    one: '{count} digit, sa harap ng card',
    other: '{count} digit, sa harap ng card',
  },
  'card.security_code.required': {
    one: 'Ilagay ang {count} digit na CVV',
    other: 'Ilagay ang {count} digit na CVV',
  },
  'card.security_code.incomplete': {
    one: 'Kulang ang CVV. Ilagay ang lahat ng {count} digit.',
    other: 'Kulang ang CVV. Ilagay ang lahat ng {count} digit.',
  },
  'card.security_code.invalid_for_scheme': {
    one: '{count} digit ang CVV ng mga {scheme} card. Tingnan ang CVV.',
    other: '{count} digit ang CVV ng mga {scheme} card. Tingnan ang CVV.',
  },
  'card.holder_name.label': 'Pangalan ng cardholder',
  'card.holder_name.label.optional': 'Pangalan ng cardholder (opsyonal)',
  'card.holder_name.required': 'Ilagay ang pangalang nasa card',
  'card.holder_name.too_long': 'Dapat 64 na character o mas kaunti ang pangalang nasa card',
  'card.holder_name.card_number': 'Ilagay dito ang pangalang nasa card, hindi ang card number',
  'card.holder_name.invalid': "Letra, space at . ' - lang ang gamitin sa pangalang nasa card",
  'card.accepted': 'Mga tinatanggap na card',
  'card.type': 'Uri ng card: {scheme}',

  'form.error.network':
    'Hindi namin ma-reach ang payment service. Tingnan ang iyong internet connection at subukang muli.',
  'form.error.declined': 'Na-decline ang iyong card. Subukang muli o gumamit ng ibang card.',
  'form.error.rejected':
    'May ilang detalye ng card na hindi tinanggap. Tingnan ang mga ito at subukang muli.',
  'form.error.details_rejected':
    'May ilan sa iyong mga detalye na hindi tinanggap. Tingnan ang mga ito at subukang muli.',
  'form.error.unavailable': 'Nagkaproblema sa aming panig. Pakisubukang muli mamaya.',
  'success.paid': 'Matagumpay ang bayad',
  'success.saved': 'Na-save ang card',
  'result.invalid_card': 'Tingnan ang mga detalye ng card at subukang muli.',
  'result.invalid_details': 'Tingnan ang email at billing country at subukang muli.',

  'decline.declined.advice':
    'Dinecline ng iyong bangko ang bayad na ito. Subukang muli o gumamit ng ibang card.',
  'decline.insufficient_funds.advice':
    'Kulang ang pondo sa card na ito. Gumamit ng ibang card o paraan ng pagbabayad.',
  'decline.card_not_supported.advice':
    'Hindi magagamit ang card na ito para sa bayad na ito. Gumamit ng ibang card.',
  'decline.limit_exceeded.advice':
    'Lampas sa limit ng card ang bayad na ito. Gumamit ng ibang card o paraan ng pagbabayad.',
  'decline.processing_error.advice':
    'Nagkaproblema habang pinoproseso ang card. Subukang muli mamaya.',
  'decline.security_code.advice':
    'Hindi tinanggap ang CVV. Tingnan ito sa iyong card at ilagay ulit.',
  'decline.security_code.field': 'Tingnan ang CVV sa iyong card at ilagay ulit',
  'decline.three_ds_failed.advice':
    'Hindi makumpirma ng iyong bangko ang bayad na ito. Subukang muli o gumamit ng ibang card.',
  'decline.expired.advice':
    'Ayon sa iyong bangko, expired na ang card na ito. Tingnan ang expiry date o gumamit ng ibang card.',
  'decline.expired.field': 'Tingnan ang expiry date sa iyong card',
  'decline.card_number.advice':
    'Hindi kilala ng iyong bangko ang card number na ito. Tingnan ito o gumamit ng ibang card.',
  'decline.card_number.field': 'Tingnan ang card number',

  'customer_message.transaction_declined':
    'Na-decline ang transaksyon; subukang muli o gumamit ng ibang card',
  'customer_message.transaction_declined.final': 'Na-decline ang transaksyon',
  'customer_message.bank_declined': 'Dinecline ng bangko; subukang muli o gumamit ng ibang card',
  'customer_message.bank_declined.final': 'Dinecline ng bangko',
  'customer_message.insufficient_funds': 'Kulang ang pondo',
  'customer_message.card_not_supported': 'Hindi suportado ang card',
  'customer_message.limit_exceeded': 'Lampas na sa limit ng card',
  'customer_message.processing_error': 'Nagkaproblema sa pagproseso ng card; subukang muli mamaya',
  'customer_message.processing_error.final': 'Nagkaproblema sa pagproseso ng card',
  'customer_message.security_code': 'Mali ang CVV',
  'customer_message.three_ds_failed': 'Hindi pumasa ang 3-D Secure authentication',
  'customer_message.card_expired': 'Expired na ang card',
  'customer_message.card_number_invalid': 'Hindi valid ang card number',
  'customer_message.other': 'Na-decline ang card; subukang muli o gumamit ng ibang card',
  'customer_message.other.final': 'Na-decline ang card',

  'three_ds.heading': 'Kumpirmahin ang iyong bayad',
  'three_ds.cancel': 'Kanselahin',
  'three_ds.frame_title': '3-D Secure verification',
  'three_ds.back_to_top': 'Bumalik sa itaas ng verification',
  'three_ds.elsewhere': 'Tapusin ang verification sa window na nagbukas.',

  'embed.frame_title': 'Secure na payment form',

  'saved_card.name': '{scheme} na nagtatapos sa {last4}',
  'saved_card.number': 'nagtatapos sa {number}',
  'saved_card.expires': 'Mag-e-expire sa {date}',
  'saved_card.remove': 'Alisin',
  'saved_card.remove.label': 'Alisin ang {card}',
  'saved_card.remove.question': 'Alisin ang card na ito sa iyong mga naka-save na card?',
  'saved_card.remove.confirm': 'Alisin ang card',
  'saved_card.remove.keep': 'Panatilihin',
  'saved_card.removed': 'Naalis na ang {card}.',
  'saved_card.remove.failed': 'Hindi maalis ang card. Subukang muli.',
  'save_card.checkbox': 'I-save ang card na ito para sa susunod',
  'save_card.kept_for_renewals':
    'Naka-save ang iyong card para sa mga renewal ng iyong subscription.',
  'save_card.button': 'I-save ang card',
  'save_card.done': 'Na-save ang card',
  'save_card.note.shop':
    'Itatabi ng {shop} ang iyong card para sa mga susunod na bayad. Hindi ka sisingilin ngayon.',
  'save_card.note':
    'Itatabi ng shop ang iyong card para sa mga susunod na bayad. Hindi ka sisingilin ngayon.',

  'subscription.due_today': 'Babayaran ngayon',
  'subscription.due_today.amount': 'Babayaran ngayon: {amount}',
  'subscription.start_trial': 'Simulan ang free trial',
  'subscription.charge.days': {
    one: '{amount} kada {count} araw',
    other: '{amount} kada {count} araw',
  },
  'subscription.charge.weeks': {
    one: '{amount} kada {count} linggo',
    other: '{amount} kada {count} linggo',
  },
  'subscription.terms.trial': {
    one: '{count} araw na free trial, pagkatapos ay {charge}',
    other: '{count} araw na free trial, pagkatapos ay {charge}',
  },
  'subscription.first_charge.today': 'Unang singil ngayon',
  'subscription.first_charge.on': 'Unang singil sa {date}',
  'subscription.consent.paying':
    'Sa pagbabayad, pinapayagan mo ang {merchant} na maningil ng {charges} hanggang mag-cancel ka.',
  'subscription.consent.paying.no_merchant':
    'Sa pagbabayad, pinapayagan mo ang merchant na maningil ng {charges} hanggang mag-cancel ka.',
  'subscription.consent.trial':
    'Sa pagsisimula ng iyong free trial, pinapayagan mo ang {merchant} na maningil ng {charges} hanggang mag-cancel ka.',
  'subscription.consent.trial.no_merchant':
    'Sa pagsisimula ng iyong free trial, pinapayagan mo ang merchant na maningil ng {charges} hanggang mag-cancel ka.',
  'subscription.consent.for': '{charge} para sa {name}',
  'subscription.consent.after_trial': {
    one: '{charge} pagkatapos ng iyong {count} araw na free trial',
    other: '{charge} pagkatapos ng iyong {count} araw na free trial',
  },
  'subscription.consent.for_after_trial': {
    one: '{charge} para sa {name} pagkatapos ng iyong {count} araw na free trial',
    other: '{charge} para sa {name} pagkatapos ng iyong {count} araw na free trial',
  },

  'customer.heading': 'Iyong mga detalye',
  'customer.email.label': 'Email',
  'customer.email.required': 'Ilagay ang iyong email address',
  'customer.email.too_long': 'Dapat 320 character o mas kaunti ang email address',
  'customer.email.invalid': 'Maglagay ng valid na email address, gaya ng name@example.com',
  'customer.email.card_number': 'Ilagay dito ang iyong email address, hindi ang card number',
  'customer.email.refused':
    'Hindi tinanggap ang email address na ito. Tingnan ito at subukang muli.',
  'customer.country.label': 'Billing country',
  'customer.country.choose': 'Pumili ng bansa',
  'customer.country.required': 'Piliin ang iyong billing country',
  'customer.country.refused':
    'Hindi tinanggap ang bansang ito. Piliin ulit ang iyong billing country.',

  'wallet.button': 'Magbayad gamit ang {wallet}',
  'wallet.unavailable':
    'Hindi magamit ang {wallet}. Subukang muli o gumamit ng ibang paraan ng pagbabayad.',
  'wallet.failed': 'Hindi magamit ang wallet.',
  'wallet.sheet.title': '{wallet} (sandbox)',
  'wallet.sheet.payee': 'Bayaran ang {merchant}',
  'wallet.sheet.card': 'Card',
  'wallet.sheet.authentication': 'Authentication',
  'wallet.sheet.auth.pan_only': 'Card na naka-save sa account (PAN_ONLY)',
  'wallet.sheet.auth.cryptogram_3ds': 'Device token (CRYPTOGRAM_3DS)',
  'wallet.sheet.outcome.approved': 'Aprubado',
  'wallet.sheet.outcome.insufficient_funds': 'Na-decline: kulang ang pondo',
  'wallet.sheet.outcome.challenge': '3-D Secure challenge kapag PAN_ONLY ang card',
  'wallet.sheet.cancel': 'Kanselahin',
  'wallet.sheet.pay': 'Magbayad',

  'apm.pay_another_way': 'Magbayad sa ibang paraan',
  'apm.countdown.label': 'Natitirang oras:',
  'apm.countdown.up': 'Ubos na ang oras.',
  'apm.countdown.seconds': { one: '{count} segundo na lang.', other: '{count} segundo na lang.' },
  'apm.countdown.minutes': { one: '{count} minuto na lang.', other: '{count} minuto na lang.' },
  'apm.countdown.hours': { one: '{count} oras na lang.', other: '{count} oras na lang.' },
  'apm.redirect.status': 'Hinihintay ang kumpirmasyon ng bayad…',
  'apm.redirect.leaving': 'Dinadala ka sa page ng {method} para aprubahan ang bayad…',
  'apm.redirect.leaving.words': 'Dinadala ka sa page ng provider para aprubahan ang bayad…',
  'apm.redirect.approve':
    'Aprubahan ang bayad sa page ng {method}. Kusang magpapatuloy ang form na ito kapag tapos mo na.',
  'apm.redirect.approve.words':
    'Aprubahan ang bayad sa page ng provider. Kusang magpapatuloy ang form na ito kapag tapos mo na.',
  'apm.redirect.approve_new_window':
    'Aprubahan ang bayad sa page ng {method}, sa bagong window. Kusang magpapatuloy ang form na ito kapag tapos mo na.',
  'apm.redirect.approve_new_window.words':
    'Aprubahan ang bayad sa page ng provider, sa bagong window. Kusang magpapatuloy ang form na ito kapag tapos mo na.',
  'apm.redirect.open': 'Buksan ang {method}',
  'apm.redirect.open.words': 'Buksan ang page ng provider',
  'apm.redirect.go_to': 'Pumunta sa {method}',
  'apm.redirect.go_to.words': 'Pumunta sa page ng provider',
  'apm.qr.title.scan': 'I-scan para magbayad gamit ang {method}',
  'apm.qr.title.copy': 'Kopyahin ang code para magbayad gamit ang {method}',
  'apm.qr.status': 'Hinihintay ang bayad…',
  'apm.qr.scan': 'Buksan ang {method} app sa iyong phone at i-scan ang code na ito.',
  'apm.qr.scan.words':
    'Buksan sa iyong phone ang app na ginagamit mo sa pagbabayad at i-scan ang code na ito.',
  'apm.qr.scan.bank_app':
    'Buksan ang app ng iyong bangko sa iyong phone at i-scan ang code na ito.',
  'apm.qr.copy_or_scan':
    'Kopyahin ang code at i-paste ito sa app ng iyong bangko, o i-scan ang QR code mula sa ibang device.',
  'apm.qr.image': 'QR code para magbayad gamit ang {method}',
  'apm.qr.copy': 'Kopyahin ang code',
  'apm.qr.copied':
    'Nakopya ang code. I-paste ito sa app ng iyong bangko para magbayad gamit ang {method}.',
  'apm.qr.copy_failed': 'Hindi nakopya: piliin ang code at kopyahin ito.',
  'apm.qr.open_here': 'Buksan ang payment page sa device na ito',
  'apm.voucher.status':
    'Hinihintay ang bayad. Kukumpirmahin ng shop ang order mo kapag natanggap na ito.',
  'apm.voucher.how.transfer':
    'Magbayad gamit ang {method} sa app ng iyong bangko o sa bangko, gamit ang reference na ito.',
  'apm.voucher.how.transfer.words':
    'Mag-transfer mula sa app ng iyong bangko o sa bangko, gamit ang reference na ito.',
  'apm.voucher.how.counter':
    'Bayaran ang reference na ito sa tindahan, bangko o agent na tumatanggap ng {method}, o sa app ng iyong bangko.',
  'apm.voucher.how.counter.words':
    'Bayaran ang reference na ito sa tindahan, bangko o agent, o sa app ng iyong bangko.',
  'apm.voucher.barcode': 'Barcode ng {method} reference',
  'apm.voucher.reference': 'Iyong payment reference:',
  'apm.voucher.copy': 'Kopyahin ang reference',
  'apm.voucher.copied': 'Nakopya ang reference.',
  'apm.voucher.copy_failed': 'Hindi nakopya: piliin ang reference at kopyahin ito.',
  'apm.voucher.pay_by': 'Magbayad hanggang {date}.',
  'apm.voucher.cash_desk': 'Magbayad sa {method} cash desk (sandbox)',
  'apm.voucher.cash_desk.words': 'Magbayad sa counter (sandbox)',
  'apm.bank_app.title': 'Kumpirmahin sa {method}',
  'apm.bank_app.title.words': 'Kumpirmahin sa app ng iyong bangko',
  'apm.bank_app.status': 'Hinihintay ang iyong kumpirmasyon ng bayad…',
  'apm.bank_app.how': 'Buksan ang {method} app sa iyong phone at kumpirmahin ang bayad.',
  'apm.bank_app.how.bank':
    'Buksan ang app ng iyong bangko sa iyong phone at kumpirmahin ang bayad.',
  'apm.bank_app.how.blik':
    'Buksan ang app ng iyong bangko, ilagay ang 6-digit na BLIK code, at kumpirmahin ang bayad.',
  'apm.bank_app.open': 'Buksan ang {method} app (sandbox)',
  'apm.bank_app.open.words': 'Buksan ang app ng iyong bangko (sandbox)',

  'sandbox.test_mode': 'Test mode',

  'challenge.bank_name': 'SANDBOX BANK',
  'challenge.protocol': '3-D Secure',
  'challenge.document_title': '{page} · Kassa sandbox issuer',
  'challenge.heading': 'Kumpirmahin ang iyong bayad',
  'challenge.lead': 'Hinihiling ng iyong bangko na kumpirmahin mo ang bayad na ito sa {shop}.',
  'challenge.lead.no_shop':
    'Hinihiling ng iyong bangko na kumpirmahin mo ang bayad na ito sa shop.',
  'challenge.amount': 'Halaga',
  'challenge.card': 'Card',
  'challenge.code.label': 'One-time code (OTP)',
  'challenge.code.hint': 'Sandbox: ang code ay {code}. Puwede mo itong i-paste.',
  'challenge.code.wrong': {
    one: 'Mali ang code. {count} subok na lang ang natitira.',
    other: 'Mali ang code. {count} subok na lang ang natitira.',
  },
  'challenge.approve': 'Aprubahan',
  'challenge.deny': 'Tanggihan',
  'challenge.approved.heading': 'Nakumpirma ang bayad',
  'challenge.approved.message': 'Salamat. Ibinabalik ka na sa shop.',
  'challenge.denied.heading': 'Hindi nakumpirma ang bayad',
  'challenge.denied.message': 'Tinanggihan mo ang bayad na ito. Walang siningil.',
  'challenge.cancelled.heading': 'Kinansela ang verification',
  'challenge.cancelled.message': 'Kinansela ang verification. Walang siningil.',
  'challenge.failed.heading': 'Hindi pumasa ang verification',
  'challenge.failed.message': 'Masyadong maraming maling code. Walang siningil.',
  'challenge.timed_out.heading': 'Nag-time out ang verification',
  'challenge.timed_out.message':
    'Lumipas na ang oras para kumpirmahin ang bayad na ito. Walang siningil.',
  'challenge.not_found.heading': 'Hindi nahanap ang verification',
  'challenge.not_found.message':
    'Hindi umiiral ang verification na ito. Bumalik sa shop at magbayad ulit.',
  'challenge.preview.shop': 'Sample na shop',
  'challenge.preview.heading': 'Sample na challenge',
  'challenge.preview.message': 'Ito ang designer preview: walang binayaran o tinanggihan.',

  'provider.name': 'SANDBOX PROVIDER',
  'provider.document_title': '{page} · Kassa sandbox provider',
  'provider.method.unknown': 'Bayad',
  'provider.redirect.heading': 'Magbayad gamit ang {method}',
  'provider.redirect.heading.words': 'Aprubahan ang bayad',
  'provider.redirect.lead': 'Ipinadala ka rito ng {shop} para aprubahan ang bayad na ito.',
  'provider.redirect.lead.no_shop': 'Ipinadala ka rito ng shop para aprubahan ang bayad na ito.',
  'provider.qr.heading': '{method}: kumpirmahin ang na-scan na bayad',
  'provider.qr.heading.words': 'Kumpirmahin ang na-scan na bayad',
  'provider.qr.lead': 'Na-scan mo ang code ng bayad sa {shop}.',
  'provider.qr.lead.no_shop': 'Na-scan mo ang code ng bayad sa shop.',
  'provider.voucher.heading': '{method} cash desk',
  'provider.voucher.heading.words': 'Payment counter',
  'provider.voucher.lead': 'Iniaabot mo ang voucher na ito para sa bayad sa {shop}.',
  'provider.voucher.lead.no_shop': 'Iniaabot mo ang voucher na ito para sa bayad sa shop.',
  'provider.bank_app.heading': '{method} app',
  'provider.bank_app.heading.words': 'App ng iyong bangko',
  'provider.bank_app.lead': 'Hinihiling ng {shop} na kumpirmahin mo ang bayad na ito sa iyong app.',
  'provider.bank_app.lead.no_shop':
    'Hinihiling ng shop na kumpirmahin mo ang bayad na ito sa iyong app.',
  'provider.shop': 'Shop',
  'provider.shop.unnamed': 'Kassa sandbox shop',
  'provider.amount': 'Halaga',
  'provider.method': 'Paraan',
  'provider.payer': 'Nagbabayad',
  'provider.crypto.network': 'Network',
  'provider.crypto.paying_from': 'Magbabayad mula sa',
  'provider.crypto.withdrawals_to': 'Withdrawal papunta sa',
  'provider.reference': 'Reference',
  'provider.valid_until': 'Valid hanggang',
  'provider.blik.label': 'BLIK code',
  'provider.blik.hint':
    'Sandbox: kahit anong 6 na digit ay magkukumpirma ng bayad; ang {declined} ay dinedecline ng bangko.',
  'provider.blik.invalid': 'Ilagay ang 6 na digit na BLIK code.',
  'provider.approve': 'Aprubahan',
  'provider.decline': 'I-decline',
  'provider.leave_pending': 'Iwanang pending',
  'provider.voucher.pay': 'Bayaran ang voucher na ito',
  'provider.voucher.leave_unpaid': 'Iwanang hindi bayad',
  'provider.bank_app.confirm': 'Kumpirmahin',
  'provider.bank_app.reject': 'Tanggihan',
  'provider.auto_pay':
    'Iniwang pending: kusa itong babayaran ng sandbox sa {time} maliban kung mag-expire muna ito.',
  'provider.approved.heading': 'Naaprubahan ang bayad',
  'provider.approved.message': 'Naaprubahan at bayad na ang bayad na ito.',
  'provider.declined.heading': 'Na-decline ang bayad',
  'provider.declined.message': 'Na-decline ang bayad na ito. Walang siningil.',
  'provider.cancelled.heading': 'Kinansela ang bayad',
  'provider.cancelled.message':
    'Pumili ang mamimili ng ibang paraan ng pagbabayad sa page ng shop. Walang siningil.',
  'provider.expired.heading': 'Nag-expire ang bayad',
  'provider.expired.message': 'Lumipas na ang oras para tapusin ang bayad na ito. Walang siningil.',
  'provider.not_found.heading': 'Hindi nahanap ang bayad',
  'provider.not_found.message': 'Hindi umiiral ang bayad na ito. Bumalik sa shop at magbayad ulit.',
  'provider.left_pending.heading': 'Iniwang pending',
  'provider.left_pending.message':
    'Mananatiling pending ang bayad; kusa itong babayaran ng sandbox sa {time} maliban kung mag-expire muna ito. Puwede mo nang isara ang page na ito at bumalik sa shop.',
  'provider.recorded.message':
    'Naitala ang iyong desisyon. Puwede mo nang isara ang page na ito at bumalik sa shop.',
  'provider.not_an_answer.heading': 'Hindi sagot sa bayad na ito',
  'provider.not_an_answer.message':
    'Hindi masasagot ang isang {method} na bayad ng “{decision}”. Bumalik at gamitin ang isa sa mga button ng page.',

  'return.document_title': '{page} – Kassa sandbox',
  'return.succeeded.heading': 'Matagumpay ang bayad',
  'return.failed.heading': 'Hindi natuloy ang bayad',
  'return.returned.heading': 'Bumalik mula sa checkout',
  'return.failed.reason': '{field} {code}: {message}',
  'return.failed.no_message': 'walang mensahe',
  'return.stands_in':
    'Pumapalit ang page na ito sa {field} ng merchant. Ito mismo ang request na matatanggap ng iyong server: ang URL na itinakda mo sa checkout, na may {error_code} at {error_message} na idinagdag pagkatapos ng isang failure. Ang resulta mismo, at ang payment token ng matagumpay na sale, ay darating sa iyo sa signed na TRANSACTION postback.',
  'return.stands_in.return_url':
    'Pumapalit ang page na ito sa return URL ng merchant. Ito mismo ang request na matatanggap ng iyong server: ang URL na itinakda mo sa checkout, na may {error_code} at {error_message} na idinagdag pagkatapos ng isang failure. Ang resulta mismo, at ang payment token ng matagumpay na sale, ay darating sa iyo sa signed na TRANSACTION postback.',
  'return.received.heading': 'Ang natanggap ng {field}',
  'return.received.heading.return_url': 'Ang natanggap ng return URL',
  'return.query.none': 'Walang query parameter ang URL.',
  'return.query.caption': 'Mga natanggap na query parameter',
  'return.lookup.off':
    'Hindi nagpapakita ng mga bayad ang server na ito sa mga bukas na page (hindi loopback address ang {host} at naka-off ang {demo}). Dala ng TRANSACTION postback ang resulta; ipinapakita ng {command} kung ano ang ipinadala.',
  'return.lookup.no_reference':
    'Ilagay ang sarili mong reference sa mga return URL, gaya ng ginagawa ng isang shop ({example}), at ipapakita ng page na ito ang bayad na iyon at ang mga postback nito.',
  'return.lookup.not_found':
    'Walang bayad ang sandbox merchant na may merchant_payment_id na {reference} o payment_id na ganito ang value.',
  'return.payment.heading': 'Ang bayad',
  'return.postbacks.heading': 'Mga postback',
  'return.postbacks.none': 'Wala pang postback.',
  'return.postbacks.caption': 'Mga postback na ipinadala para sa bayad na ito',
  'return.postbacks.delivery': 'delivery',
  'return.postbacks.attempts': {
    one: '{status} ({count} attempt)',
    other: '{status} ({count} attempt)',
  },
  'return.postbacks.refreshing':
    'Hindi pa naipapadala ang isang postback: kusang magre-refresh ang bahaging ito ng page hanggang magawa ang unang attempt nito.',
  'return.postbacks.log':
    'Ipinapakita ng {link_start}delivery log{link_end} ang bawat attempt at puwede mong ipadala ulit ang isa rito.',
  'return.back': 'Bumalik sa Kassa',
};

export default messages;
