// Icelandic (Íslenska). Terms as Icelandic checkouts (Rapyd, Teya, Straumur) use them: "Kortanúmer",
// "Gildistími" (MM/YY hint kept), "Öryggiskóði" (CVC), "Nafn korthafa", "Greiða"; informal "þú" form as usual in Iceland.
import type { Messages } from '../en.ts';

const messages: Messages = {
  'page.title': 'Greiðsla',
  'page.title.shop': 'Greiðsla – {shop}',
  'page.heading': 'Greiðsla',
  'page.loading': 'Hleður greiðslusíðu…',
  'page.redirecting': 'Áframsendir…',
  'page.retry': 'Reyna aftur',
  'page.back_to_shop': 'Aftur í verslunina',
  'page.test_mode': 'Prófunarhamur',
  'page.footer.secure': 'Greiðslur eru dulkóðaðar og meðhöndlaðar á öruggan hátt.',
  'page.footer.powered_by': 'Knúið af {product}',
  'page.embed_refused': 'Ekki er hægt að birta þetta greiðsluform á þessum vef.',

  'link.invalid': 'Þessi greiðslutengill er ekki gildur.',
  'link.invalid.advice': 'Farðu aftur í verslunina og byrjaðu greiðsluna upp á nýtt.',
  'session.expired': 'Þetta greiðsluform er útrunnið.',
  'session.ending_soon': {
    one: 'Þessu greiðsluformi verður lokað eftir {count} mínútu. Ljúktu greiðslunni fyrir þann tíma.',
    other:
      'Þessu greiðsluformi verður lokað eftir {count} mínútur. Ljúktu greiðslunni fyrir þann tíma.',
  },
  'session.failed': 'Ekki tókst að ljúka þessari greiðslu.',

  'summary.subtotal': 'Millisamtala',
  'summary.total': 'Samtals',
  'summary.show': 'Sýna yfirlit pöntunar',
  'summary.hide': 'Fela yfirlit pöntunar',
  'summary.tax.on_top': '{name} {rate}%',
  'summary.tax.included': '{name} {rate}% innifalinn',
  'summary.tax.name.tax': 'Skattur',
  'summary.tax.name.vat': 'VSK',
  'summary.tax.name.gst': 'GST',
  'summary.tax.name.sales_tax': 'Söluskattur',
  'addons.heading': 'Bættu við pöntunina',
  'addons.add': 'Bæta við',

  'pay.button.amount': 'Greiða {amount}',
  'pay.button': 'Greiða',
  'pay.button.busy': 'Í vinnslu…',
  'pay.button.paid': 'Greitt',

  'choice.heading': 'Greiðslumáti',
  'choice.card': 'Kort',
  'method.name.bank_app': 'Bankaapp',
  'method.name.bank_transfer': 'Millifærsla',
  'method.name.card_external': 'Kort (ytra)',
  'method.name.crypto': 'Rafmynt',
  'method.name.instant_bank_transfer': 'Skyndimillifærsla',
  'method.name.local_payment_methods': 'Staðbundnar greiðsluleiðir',
  'method.name.pay_by_bank': 'Greiða í gegnum banka',
  'method.name.pay_by_bank_japan': 'Greiða í gegnum banka (Japan)',
  'method.name.pay_by_cash': 'Greiða með reiðufé',
  'method.name.sepa_bank_transfer': 'SEPA-millifærsla',
  'method.name.sepa_instant': 'SEPA-skyndimillifærsla',
  'method.name.wire_transfer': 'Erlend millifærsla',
  'choice.or': 'eða',
  'choice.another_method': 'Veldu annan greiðslumáta',
  'method.card.heading': 'Greiða með korti',
  'method.pay_with': 'Greiða með {method}',
  'method.pay_with.words': '{method}',
  'method.continue_with': 'Halda áfram með {method}',
  'method.continue_with.words': 'Halda áfram',
  'method.note.redirect':
    'Þú heldur áfram á síðu {method} til að samþykkja greiðsluna og kemur svo aftur hingað.',
  'method.note.redirect.words':
    'Þú heldur áfram á síðu greiðsluþjónustunnar til að samþykkja greiðsluna og kemur svo aftur hingað.',
  'method.note.qr': 'QR-kóði birtist hér: skannaðu hann með {method}-appinu til að greiða.',
  'method.note.qr.words': 'QR-kóði birtist hér: skannaðu hann með símanum til að greiða.',
  'method.note.voucher':
    'Þú færð greiðsluauðkenni til að greiða með {method}. Verslunin staðfestir pöntunina þegar greiðslan hefur borist.',
  'method.note.voucher.words':
    'Þú færð greiðsluauðkenni sem þú tilgreinir þegar þú greiðir. Verslunin staðfestir pöntunina þegar greiðslan hefur borist.',
  'method.note.bank_app': 'Þú staðfestir greiðsluna í {method}-appinu þínu.',
  'method.note.bank_app.words': 'Þú staðfestir greiðsluna í bankaappinu þínu.',

  'card.number.label': 'Kortanúmer',
  'card.number.required': 'Sláðu inn kortanúmerið',
  'card.number.incomplete': 'Kortanúmerið er ófullgert. Sláðu inn alla tölustafina.',
  'card.number.invalid': 'Þetta kortanúmer er ekki gilt. Athugaðu hvort það sé rétt slegið inn.',
  'card.number.unsupported': 'Ekki er tekið við þessari korttegund. Notaðu annað kort.',
  'card.expiry.label': 'Gildistími',
  'card.expiry.hint': 'MM/YY',
  'card.expiry.required': 'Sláðu inn gildistímann sem MM/YY',
  'card.expiry.incomplete': 'Gildistíminn er ófullgerður. Sláðu hann inn sem MM/YY.',
  'card.expiry.invalid': 'Sláðu inn gildistímann sem MM/YY',
  'card.expiry.invalid_month': 'Þessi mánuður er ekki til. Sláðu inn mánuð frá 01 til 12.',
  'card.expiry.expired': 'Þessi dagsetning er liðin. Athugaðu gildistímann á kortinu.',
  'card.expiry.too_far': 'Athugaðu gildistímann: hann er of langt fram í tímann',
  'card.security_code.label': 'Öryggiskóði',
  'card.security_code.hint.back': {
    one: '{count} tölustafur, aftan á kortinu',
    other: '{count} tölustafir, aftan á kortinu',
  },
  'card.security_code.hint.front': {
    one: '{count} tölustafur, framan á kortinu',
    other: '{count} tölustafir, framan á kortinu',
  },
  'card.security_code.required': {
    one: 'Sláðu inn {count} stafa öryggiskóðann',
    other: 'Sláðu inn {count} stafa öryggiskóðann',
  },
  'card.security_code.incomplete': {
    one: 'Öryggiskóðinn er ófullgerður. Sláðu inn {count} tölustaf.',
    other: 'Öryggiskóðinn er ófullgerður. Sláðu inn alla {count} tölustafina.',
  },
  'card.security_code.invalid_for_scheme': {
    one: '{scheme}-kort hafa {count} stafa öryggiskóða. Athugaðu kóðann.',
    other: '{scheme}-kort hafa {count} stafa öryggiskóða. Athugaðu kóðann.',
  },
  'card.holder_name.label': 'Nafn korthafa',
  'card.holder_name.label.optional': 'Nafn korthafa (valfrjálst)',
  'card.holder_name.required': 'Sláðu inn nafnið á kortinu',
  'card.holder_name.too_long': 'Nafnið á kortinu má ekki vera lengra en 64 stafir',
  'card.holder_name.card_number': 'Sláðu inn nafnið á kortinu hér, ekki kortanúmerið',
  'card.holder_name.invalid': "Notaðu aðeins bókstafi, bil og . ' - í nafninu á kortinu",
  'card.accepted': 'Kort sem tekið er við',
  'card.type': 'Korttegund: {scheme}',

  'form.error.network':
    'Ekki náðist samband við greiðsluþjónustuna. Athugaðu nettenginguna og reyndu aftur.',
  'form.error.declined': 'Kortinu þínu var hafnað. Reyndu aftur eða notaðu annað kort.',
  'form.error.rejected':
    'Sumar kortaupplýsingar voru ekki samþykktar. Athugaðu þær og reyndu aftur.',
  'form.error.details_rejected':
    'Sumar upplýsingar þínar voru ekki samþykktar. Athugaðu þær og reyndu aftur.',
  'form.error.unavailable': 'Eitthvað fór úrskeiðis hjá okkur. Reyndu aftur eftir smástund.',
  'success.paid': 'Greiðsla tókst',
  'success.saved': 'Kort vistað',
  'result.invalid_card': 'Athugaðu kortaupplýsingarnar og reyndu aftur.',
  'result.invalid_details': 'Athugaðu netfangið og greiðsluland og reyndu aftur.',

  'decline.declined.advice':
    'Bankinn þinn hafnaði þessari greiðslu. Reyndu aftur eða notaðu annað kort.',
  'decline.insufficient_funds.advice':
    'Ekki næg innstæða á kortinu. Notaðu annað kort eða annan greiðslumáta.',
  'decline.card_not_supported.advice':
    'Ekki er hægt að nota þetta kort fyrir þessa greiðslu. Notaðu annað kort.',
  'decline.limit_exceeded.advice':
    'Þessi greiðsla er yfir heimild kortsins. Notaðu annað kort eða annan greiðslumáta.',
  'decline.processing_error.advice':
    'Eitthvað fór úrskeiðis við vinnslu kortsins. Reyndu aftur eftir smástund.',
  'decline.security_code.advice':
    'Öryggiskóðinn var ekki samþykktur. Athugaðu hann á kortinu og sláðu hann inn aftur.',
  'decline.security_code.field': 'Athugaðu öryggiskóðann á kortinu og sláðu hann inn aftur',
  'decline.three_ds_failed.advice':
    'Bankinn þinn gat ekki staðfest þessa greiðslu. Reyndu aftur eða notaðu annað kort.',
  'decline.expired.advice':
    'Samkvæmt bankanum þínum er þetta kort útrunnið. Athugaðu gildistímann eða notaðu annað kort.',
  'decline.expired.field': 'Athugaðu gildistímann á kortinu',
  'decline.card_number.advice':
    'Bankinn þinn kannast ekki við þetta kortanúmer. Athugaðu það eða notaðu annað kort.',
  'decline.card_number.field': 'Athugaðu kortanúmerið',

  'customer_message.transaction_declined': 'Færslu hafnað; reyndu aftur eða notaðu annað kort',
  'customer_message.transaction_declined.final': 'Færslu hafnað',
  'customer_message.bank_declined': 'Bankinn hafnaði; reyndu aftur eða notaðu annað kort',
  'customer_message.bank_declined.final': 'Bankinn hafnaði',
  'customer_message.insufficient_funds': 'Ekki næg innstæða',
  'customer_message.card_not_supported': 'Kortið er ekki stutt',
  'customer_message.limit_exceeded': 'Heimild kortsins er fullnýtt',
  'customer_message.processing_error': 'Villa við vinnslu kortsins; reyndu aftur fljótlega',
  'customer_message.processing_error.final': 'Villa við vinnslu kortsins',
  'customer_message.security_code': 'Rangur öryggiskóði',
  'customer_message.three_ds_failed': '3-D Secure auðkenning mistókst',
  'customer_message.card_expired': 'Kortið er útrunnið',
  'customer_message.card_number_invalid': 'Ógilt kortanúmer',
  'customer_message.other': 'Korti hafnað; reyndu aftur eða notaðu annað kort',
  'customer_message.other.final': 'Korti hafnað',

  'three_ds.heading': 'Staðfestu greiðsluna',
  'three_ds.cancel': 'Hætta við',
  'three_ds.frame_title': '3-D Secure staðfesting',
  'three_ds.back_to_top': 'Efst í staðfestinguna',
  'three_ds.elsewhere': 'Ljúktu staðfestingunni í glugganum sem opnaðist.',

  'embed.frame_title': 'Öruggt greiðsluform',

  'saved_card.name': '{scheme}-kort sem endar á {last4}',
  'saved_card.number': 'endar á {number}',
  'saved_card.expires': 'Gildir til {date}',
  'saved_card.remove': 'Fjarlægja',
  'saved_card.remove.label': 'Fjarlægja {card}',
  'saved_card.remove.question': 'Fjarlægja þetta kort úr vistuðum kortum?',
  'saved_card.remove.confirm': 'Fjarlægja kort',
  'saved_card.remove.keep': 'Halda',
  'saved_card.removed': '{card} fjarlægt.',
  'saved_card.remove.failed': 'Ekki tókst að fjarlægja kortið. Reyndu aftur.',
  'save_card.checkbox': 'Vista þetta kort fyrir næsta skipti',
  'save_card.kept_for_renewals': 'Kortið þitt er geymt fyrir endurnýjanir áskriftarinnar.',
  'save_card.button': 'Vista kort',
  'save_card.done': 'Kort vistað',
  'save_card.note.shop':
    'Verslunin {shop} geymir kortið þitt fyrir síðari greiðslur. Ekkert er innheimt núna.',
  'save_card.note': 'Verslunin geymir kortið þitt fyrir síðari greiðslur. Ekkert er innheimt núna.',

  'subscription.due_today': 'Til greiðslu í dag',
  'subscription.due_today.amount': 'Til greiðslu í dag: {amount}',
  'subscription.start_trial': 'Hefja ókeypis prufutíma',
  'subscription.charge.days': {
    one: '{amount} á {count} dags fresti',
    other: '{amount} á {count} daga fresti',
  },
  'subscription.charge.weeks': {
    one: '{amount} á {count} viku fresti',
    other: '{amount} á {count} vikna fresti',
  },
  'subscription.terms.trial': {
    one: '{count} dags ókeypis prufutími, síðan {charge}',
    other: '{count} daga ókeypis prufutími, síðan {charge}',
  },
  'subscription.first_charge.today': 'Fyrsta greiðsla í dag',
  'subscription.first_charge.on': 'Fyrsta greiðsla {date}',
  'subscription.consent.paying':
    'Með því að greiða heimilar þú söluaðilanum {merchant} að innheimta {charges} þar til þú segir upp.',
  'subscription.consent.paying.no_merchant':
    'Með því að greiða heimilar þú söluaðilanum að innheimta {charges} þar til þú segir upp.',
  'subscription.consent.trial':
    'Með því að hefja ókeypis prufutímann heimilar þú söluaðilanum {merchant} að innheimta {charges} þar til þú segir upp.',
  'subscription.consent.trial.no_merchant':
    'Með því að hefja ókeypis prufutímann heimilar þú söluaðilanum að innheimta {charges} þar til þú segir upp.',
  'subscription.consent.for': '{charge} fyrir {name}',
  'subscription.consent.after_trial': {
    one: '{charge} að loknum {count} dags ókeypis prufutíma',
    other: '{charge} að loknum {count} daga ókeypis prufutíma',
  },
  'subscription.consent.for_after_trial': {
    one: '{charge} fyrir {name} að loknum {count} dags ókeypis prufutíma',
    other: '{charge} fyrir {name} að loknum {count} daga ókeypis prufutíma',
  },

  'customer.heading': 'Upplýsingar um þig',
  'customer.email.label': 'Netfang',
  'customer.email.required': 'Sláðu inn netfangið þitt',
  'customer.email.too_long': 'Netfangið má ekki vera lengra en 320 stafir',
  'customer.email.invalid': 'Sláðu inn gilt netfang, t.d. nafn@example.com',
  'customer.email.card_number': 'Sláðu inn netfangið þitt hér, ekki kortanúmer',
  'customer.email.refused': 'Þetta netfang var ekki samþykkt. Athugaðu það og reyndu aftur.',
  'customer.country.label': 'Greiðsluland',
  'customer.country.choose': 'Veldu land',
  'customer.country.required': 'Veldu greiðsluland',
  'customer.country.refused': 'Þetta land var ekki samþykkt. Veldu greiðsluland aftur.',

  'wallet.button': 'Greiða með {wallet}',
  'wallet.unavailable':
    'Ekki var hægt að nota {wallet}. Reyndu aftur eða notaðu annan greiðslumáta.',
  'wallet.failed': 'Ekki var hægt að nota veskið.',
  'wallet.sheet.title': '{wallet} (prófunarumhverfi)',
  'wallet.sheet.payee': 'Greiða til: {merchant}',
  'wallet.sheet.card': 'Kort',
  'wallet.sheet.authentication': 'Auðkenning',
  'wallet.sheet.auth.pan_only': 'Kort geymt á reikningnum (PAN_ONLY)',
  'wallet.sheet.auth.cryptogram_3ds': 'Tækjatóki (CRYPTOGRAM_3DS)',
  'wallet.sheet.outcome.approved': 'Samþykkt',
  'wallet.sheet.outcome.insufficient_funds': 'Hafnað: ekki næg innstæða',
  'wallet.sheet.outcome.challenge': '3-D Secure staðfesting þegar kortið er PAN_ONLY',
  'wallet.sheet.cancel': 'Hætta við',
  'wallet.sheet.pay': 'Greiða',

  'apm.pay_another_way': 'Greiða á annan hátt',
  'apm.countdown.label': 'Tími eftir:',
  'apm.countdown.up': 'Tíminn er liðinn.',
  'apm.countdown.seconds': { one: '{count} sekúnda eftir.', other: '{count} sekúndur eftir.' },
  'apm.countdown.minutes': { one: '{count} mínúta eftir.', other: '{count} mínútur eftir.' },
  'apm.countdown.hours': {
    one: '{count} klukkustund eftir.',
    other: '{count} klukkustundir eftir.',
  },
  'apm.redirect.status': 'Bíður eftir staðfestingu greiðslunnar…',
  'apm.redirect.leaving': 'Sendir þig á síðu {method} til að samþykkja greiðsluna…',
  'apm.redirect.leaving.words':
    'Fer með þig á síðu greiðsluþjónustunnar til að samþykkja greiðsluna…',
  'apm.redirect.approve':
    'Samþykktu greiðsluna á síðu {method}. Þetta form heldur sjálfkrafa áfram þegar þú hefur gert það.',
  'apm.redirect.approve.words':
    'Samþykktu greiðsluna á síðu greiðsluþjónustunnar. Þetta form heldur sjálfkrafa áfram þegar þú hefur gert það.',
  'apm.redirect.approve_new_window':
    'Samþykktu greiðsluna á síðu {method} í nýjum glugga. Þetta form heldur sjálfkrafa áfram þegar þú hefur gert það.',
  'apm.redirect.approve_new_window.words':
    'Samþykktu greiðsluna á síðu greiðsluþjónustunnar, í nýjum glugga. Þetta form heldur sjálfkrafa áfram þegar þú hefur gert það.',
  'apm.redirect.open': 'Opna {method}',
  'apm.redirect.open.words': 'Opna síðu greiðsluþjónustunnar',
  'apm.redirect.go_to': 'Fara á {method}',
  'apm.redirect.go_to.words': 'Fara á síðu greiðsluþjónustunnar',
  'apm.qr.title.scan': 'Skannaðu til að greiða með {method}',
  'apm.qr.title.copy': 'Afritaðu kóðann til að greiða með {method}',
  'apm.qr.status': 'Bíður eftir greiðslunni…',
  'apm.qr.scan': 'Opnaðu {method}-appið í símanum og skannaðu þennan kóða.',
  'apm.qr.scan.words': 'Opnaðu appið sem þú greiðir með í símanum og skannaðu þennan kóða.',
  'apm.qr.scan.bank_app': 'Opnaðu bankaappið þitt í símanum og skannaðu þennan kóða.',
  'apm.qr.copy_or_scan':
    'Afritaðu kóðann og límdu hann í bankaappið þitt, eða skannaðu QR-kóðann úr öðru tæki.',
  'apm.qr.image': 'QR-kóði til að greiða með {method}',
  'apm.qr.copy': 'Afrita kóða',
  'apm.qr.copied': 'Kóðinn var afritaður. Límdu hann í bankaappið þitt til að greiða með {method}.',
  'apm.qr.copy_failed': 'Afritun tókst ekki: veldu kóðann og afritaðu hann.',
  'apm.qr.open_here': 'Opna greiðslusíðuna í þessu tæki',
  'apm.voucher.status':
    'Bíður eftir greiðslunni. Verslunin staðfestir pöntunina þegar greiðslan hefur borist.',
  'apm.voucher.how.transfer':
    'Greiddu með {method} í bankaappinu þínu eða í bankanum og tilgreindu þetta auðkenni.',
  'apm.voucher.how.transfer.words':
    'Millifærðu í bankaappinu þínu eða í bankanum og tilgreindu þetta auðkenni.',
  'apm.voucher.how.counter':
    'Greiddu þetta auðkenni í verslun, banka eða hjá umboðsaðila sem tekur við {method}, eða í bankaappinu þínu.',
  'apm.voucher.how.counter.words':
    'Greiddu þetta auðkenni í verslun, banka eða hjá umboðsaðila, eða í bankaappinu þínu.',
  'apm.voucher.barcode': 'Strikamerki greiðsluauðkennis ({method})',
  'apm.voucher.reference': 'Greiðsluauðkennið þitt:',
  'apm.voucher.copy': 'Afrita auðkenni',
  'apm.voucher.copied': 'Auðkennið var afritað.',
  'apm.voucher.copy_failed': 'Afritun tókst ekki: veldu auðkennið og afritaðu það.',
  'apm.voucher.pay_by': 'Greiddu í síðasta lagi {date}.',
  'apm.voucher.cash_desk': 'Greiða í {method}-afgreiðslu (prófunarumhverfi)',
  'apm.voucher.cash_desk.words': 'Greiða í afgreiðslu (prófunarumhverfi)',
  'apm.bank_app.title': 'Staðfestu í {method}',
  'apm.bank_app.title.words': 'Staðfestu í bankaappinu þínu',
  'apm.bank_app.status': 'Bíður eftir að þú staðfestir greiðsluna…',
  'apm.bank_app.how': 'Opnaðu {method}-appið í símanum og staðfestu greiðsluna.',
  'apm.bank_app.how.bank': 'Opnaðu bankaappið þitt í símanum og staðfestu greiðsluna.',
  'apm.bank_app.how.blik':
    'Opnaðu bankaappið þitt, sláðu inn 6 stafa BLIK-kóðann og staðfestu greiðsluna.',
  'apm.bank_app.open': 'Opna {method}-appið (prófunarumhverfi)',
  'apm.bank_app.open.words': 'Opna bankaappið þitt (prófunarumhverfi)',

  'sandbox.test_mode': 'Prófunarhamur',

  'challenge.bank_name': 'PRÓFUNARBANKI',
  'challenge.protocol': '3-D Secure',
  'challenge.document_title': '{page} · Kassa prófunarútgefandi',
  'challenge.heading': 'Staðfestu greiðsluna',
  'challenge.lead': 'Bankinn þinn biður þig að staðfesta þessa greiðslu til verslunarinnar {shop}.',
  'challenge.lead.no_shop':
    'Bankinn þinn biður þig að staðfesta þessa greiðslu til verslunarinnar.',
  'challenge.amount': 'Upphæð',
  'challenge.card': 'Kort',
  'challenge.code.label': 'Einnota kóði',
  'challenge.code.hint': 'Prófunarumhverfi: kóðinn er {code}. Þú mátt líma hann inn.',
  'challenge.code.wrong': {
    one: 'Þessi kóði er ekki réttur. {count} tilraun eftir.',
    other: 'Þessi kóði er ekki réttur. {count} tilraunir eftir.',
  },
  'challenge.approve': 'Samþykkja',
  'challenge.deny': 'Hafna',
  'challenge.approved.heading': 'Greiðsla staðfest',
  'challenge.approved.message': 'Takk fyrir. Nú verður þér vísað aftur í verslunina.',
  'challenge.denied.heading': 'Greiðsla ekki staðfest',
  'challenge.denied.message': 'Þú hafnaðir þessari greiðslu. Ekkert var innheimt.',
  'challenge.cancelled.heading': 'Hætt við staðfestingu',
  'challenge.cancelled.message': 'Hætt var við staðfestinguna. Ekkert var innheimt.',
  'challenge.failed.heading': 'Staðfesting mistókst',
  'challenge.failed.message': 'Of margir rangir kóðar. Ekkert var innheimt.',
  'challenge.timed_out.heading': 'Tími staðfestingar rann út',
  'challenge.timed_out.message':
    'Tíminn til að staðfesta þessa greiðslu er liðinn. Ekkert var innheimt.',
  'challenge.not_found.heading': 'Staðfesting fannst ekki',
  'challenge.not_found.message':
    'Þessi staðfesting er ekki til. Farðu aftur í verslunina og greiddu aftur.',
  'challenge.preview.shop': 'Sýnisverslun',
  'challenge.preview.heading': 'Sýnisstaðfesting',
  'challenge.preview.message': 'Þetta er forskoðun hönnuðar: ekkert var greitt eða hafnað.',

  'provider.name': 'PRÓFUNARÞJÓNUSTA',
  'provider.document_title': '{page} · Kassa prófunarþjónusta',
  'provider.method.unknown': 'Greiðsla',
  'provider.redirect.heading': 'Greiða með {method}',
  'provider.redirect.heading.words': 'Samþykkja greiðsluna',
  'provider.redirect.lead': 'Verslunin {shop} sendi þig hingað til að samþykkja þessa greiðslu.',
  'provider.redirect.lead.no_shop': 'Verslunin sendi þig hingað til að samþykkja þessa greiðslu.',
  'provider.qr.heading': '{method}: staðfestu skönnuðu greiðsluna',
  'provider.qr.heading.words': 'Staðfesta skannaða greiðslu',
  'provider.qr.lead': 'Þú skannaðir kóða greiðslu til verslunarinnar {shop}.',
  'provider.qr.lead.no_shop': 'Þú skannaðir kóða greiðslu til verslunarinnar.',
  'provider.voucher.heading': '{method}-afgreiðsla',
  'provider.voucher.heading.words': 'Greiðsluafgreiðsla',
  'provider.voucher.lead':
    'Þú framvísar þessum greiðsluseðli fyrir greiðslu til verslunarinnar {shop}.',
  'provider.voucher.lead.no_shop':
    'Þú framvísar þessum greiðsluseðli fyrir greiðslu til verslunarinnar.',
  'provider.bank_app.heading': '{method}-appið',
  'provider.bank_app.heading.words': 'Bankaappið þitt',
  'provider.bank_app.lead': 'Verslunin {shop} biður þig að staðfesta þessa greiðslu í appinu þínu.',
  'provider.bank_app.lead.no_shop':
    'Verslunin biður þig að staðfesta þessa greiðslu í appinu þínu.',
  'provider.shop': 'Verslun',
  'provider.shop.unnamed': 'Kassa prófunarverslun',
  'provider.amount': 'Upphæð',
  'provider.method': 'Greiðslumáti',
  'provider.payer': 'Greiðandi',
  'provider.crypto.network': 'Net',
  'provider.crypto.paying_from': 'Greitt frá',
  'provider.crypto.withdrawals_to': 'Úttektir til',
  'provider.reference': 'Tilvísun',
  'provider.valid_until': 'Gildir til',
  'provider.blik.label': 'BLIK-kóði',
  'provider.blik.hint':
    'Prófunarumhverfi: hvaða 6 tölustafir sem er staðfesta greiðsluna; bankinn hafnar {declined}.',
  'provider.blik.invalid': 'Sláðu inn 6 stafa BLIK-kóðann.',
  'provider.approve': 'Samþykkja',
  'provider.decline': 'Hafna',
  'provider.leave_pending': 'Láta bíða',
  'provider.voucher.pay': 'Greiða þennan seðil',
  'provider.voucher.leave_unpaid': 'Skilja eftir ógreitt',
  'provider.bank_app.confirm': 'Staðfesta',
  'provider.bank_app.reject': 'Hafna',
  'provider.auto_pay':
    'Látið bíða: prófunarumhverfið greiðir þetta sjálft kl. {time} nema það renni út fyrst.',
  'provider.approved.heading': 'Greiðsla samþykkt',
  'provider.approved.message': 'Þessi greiðsla er samþykkt og greidd.',
  'provider.declined.heading': 'Greiðslu hafnað',
  'provider.declined.message': 'Þessari greiðslu var hafnað. Ekkert var innheimt.',
  'provider.cancelled.heading': 'Hætt við greiðslu',
  'provider.cancelled.message':
    'Kaupandinn valdi annan greiðslumáta á síðu verslunarinnar. Ekkert var innheimt.',
  'provider.expired.heading': 'Greiðsla útrunnin',
  'provider.expired.message':
    'Tíminn til að ljúka þessari greiðslu er liðinn. Ekkert var innheimt.',
  'provider.not_found.heading': 'Greiðsla fannst ekki',
  'provider.not_found.message':
    'Þessi greiðsla er ekki til. Farðu aftur í verslunina og greiddu aftur.',
  'provider.left_pending.heading': 'Látið bíða',
  'provider.left_pending.message':
    'Greiðslan bíður áfram; prófunarumhverfið greiðir hana sjálft kl. {time} nema hún renni út fyrst. Þú mátt loka þessari síðu og fara aftur í verslunina.',
  'provider.recorded.message':
    'Ákvörðun þín var skráð. Þú mátt loka þessari síðu og fara aftur í verslunina.',
  'provider.not_an_answer.heading': 'Ekki svar við þessari greiðslu',
  'provider.not_an_answer.message':
    'Ekki er hægt að svara {method}-greiðslu með „{decision}“. Farðu til baka og notaðu einn af hnöppum síðunnar.',

  'return.document_title': '{page} – Kassa prófunarumhverfi',
  'return.succeeded.heading': 'Greiðsla tókst',
  'return.failed.heading': 'Greiðsla mistókst',
  'return.returned.heading': 'Komið aftur úr greiðslu',
  'return.failed.reason': '{field} {code}: {message}',
  'return.failed.no_message': 'engin skilaboð',
  'return.stands_in':
    'Þessi síða kemur í stað {field} söluaðilans. Þjónninn þinn fengi nákvæmlega þessa beiðni: slóðina sem þú stilltir í greiðslunni, með {error_code} og {error_message} bætt við eftir misheppnaða greiðslu. Niðurstaðan sjálf, og greiðslutóki vel heppnaðrar sölu, berast þér í undirrituðu TRANSACTION-postbacki.',
  'return.stands_in.return_url':
    'Þessi síða kemur í stað vefslóðar söluaðilans til baka. Þjónninn þinn fengi nákvæmlega þessa beiðni: slóðina sem þú stilltir í greiðslunni, með {error_code} og {error_message} bætt við eftir misheppnaða greiðslu. Niðurstaðan sjálf, og greiðslutóki vel heppnaðrar sölu, berast þér í undirrituðu TRANSACTION-postbacki.',
  'return.received.heading': 'Það sem {field} fékk',
  'return.received.heading.return_url': 'Það sem vefslóðin til baka fékk',
  'return.query.none': 'Slóðin bar engar fyrirspurnarbreytur.',
  'return.query.caption': 'Mótteknar fyrirspurnarbreytur',
  'return.lookup.off':
    'Þessi þjónn sýnir ekki greiðslur á opnum síðum ({host} er ekki loopback-vistfang og {demo} er óvirkt). TRANSACTION-postbackið ber niðurstöðuna; {command} sýnir hvað var sent.',
  'return.lookup.no_reference':
    'Settu þína eigin tilvísun í vefslóðirnar til baka, eins og verslun gerir ({example}), og þá sýnir þessi síða þá greiðslu og postback hennar.',
  'return.lookup.not_found':
    'Prófunarsöluaðilinn á enga greiðslu með merchant_payment_id eða payment_id {reference}.',
  'return.payment.heading': 'Greiðslan',
  'return.postbacks.heading': 'Postback',
  'return.postbacks.none': 'Ekkert postback enn.',
  'return.postbacks.caption': 'Postback send vegna þessarar greiðslu',
  'return.postbacks.delivery': 'afhending',
  'return.postbacks.attempts': {
    one: '{status} ({count} tilraun)',
    other: '{status} ({count} tilraunir)',
  },
  'return.postbacks.refreshing':
    'Postback hefur ekki enn verið sent: þessi hluti síðunnar endurnýjar sig sjálfur þar til fyrsta tilraunin er gerð.',
  'return.postbacks.log':
    '{link_start}Afhendingarskráin{link_end} sýnir allar tilraunir og getur sent eina aftur.',
  'return.back': 'Aftur í Kassa',
};

export default messages;
