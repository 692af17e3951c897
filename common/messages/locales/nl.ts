// Dutch (Nederlands). Terms as Dutch checkouts (Mollie, Adyen, Stripe) use them: "Kaartnummer",
// "Vervaldatum", "Beveiligingscode" (CVC), "Naam kaarthouder"; "je" form, as Mollie and Stripe.
import type { Messages } from '../en.ts';

const messages: Messages = {
  'page.title': 'Afrekenen',
  'page.title.shop': 'Afrekenen – {shop}',
  'page.heading': 'Afrekenen',
  'page.loading': 'Betaalpagina laden…',
  'page.redirecting': 'Je wordt doorgestuurd…',
  'page.retry': 'Opnieuw proberen',
  'page.back_to_shop': 'Terug naar de winkel',
  'page.test_mode': 'Testmodus',
  'page.footer.secure': 'Betalingen worden versleuteld en veilig verwerkt.',
  'page.footer.powered_by': 'Powered by {product}',
  'page.embed_refused': 'Dit betaalformulier kan niet op deze site worden getoond.',

  'link.invalid': 'Deze betaallink is niet geldig.',
  'link.invalid.advice': 'Ga terug naar de winkel en start de betaling opnieuw.',
  'session.expired': 'Dit betaalformulier is verlopen.',
  'session.ending_soon': {
    one: 'Dit betaalformulier sluit over {count} minuut. Rond je betaling voor die tijd af.',
    other: 'Dit betaalformulier sluit over {count} minuten. Rond je betaling voor die tijd af.',
  },
  'session.failed': 'Deze betaling kon niet worden voltooid.',

  'summary.subtotal': 'Subtotaal',
  'summary.total': 'Totaal',
  'summary.show': 'Besteloverzicht tonen',
  'summary.hide': 'Besteloverzicht verbergen',
  'summary.tax.on_top': '{name} {rate}%',
  'summary.tax.included': 'Incl. {rate}% {name}',
  'summary.tax.name.tax': 'Belasting',
  'summary.tax.name.vat': 'btw',
  'summary.tax.name.gst': 'GST',
  'summary.tax.name.sales_tax': 'Omzetbelasting',
  'addons.heading': 'Toevoegen aan je bestelling',
  'addons.add': 'Toevoegen',

  'pay.button.amount': '{amount} betalen',
  'pay.button': 'Betalen',
  'pay.button.busy': 'Bezig met verwerken…',
  'pay.button.paid': 'Betaald',

  'choice.heading': 'Betaalmethode',
  'choice.card': 'Kaart',
  'method.name.bank_app': 'Bank-app',
  'method.name.bank_transfer': 'Bankoverschrijving',
  'method.name.card_external': 'Kaart (extern)',
  'method.name.crypto': 'Crypto',
  'method.name.instant_bank_transfer': 'Directe bankoverschrijving',
  'method.name.local_payment_methods': 'Lokale betaalmethoden',
  'method.name.pay_by_bank': 'Betalen via je bank',
  'method.name.pay_by_bank_japan': 'Betalen via je bank (Japan)',
  'method.name.pay_by_cash': 'Contant betalen',
  'method.name.sepa_bank_transfer': 'SEPA-overschrijving',
  'method.name.sepa_instant': 'SEPA Instant-overschrijving',
  'method.name.wire_transfer': 'Internationale overschrijving',
  'choice.or': 'of',
  'choice.another_method': 'Kies een andere betaalmethode',
  'method.card.heading': 'Betalen met kaart',
  'method.pay_with': 'Betalen met {method}',
  'method.pay_with.words': '{method}',
  'method.continue_with': 'Doorgaan met {method}',
  'method.continue_with.words': 'Doorgaan',
  'method.note.redirect':
    'Je gaat verder op de pagina van {method} om de betaling goed te keuren en komt daarna hier terug.',
  'method.note.redirect.words':
    'Je gaat verder op de pagina van de aanbieder om de betaling goed te keuren en komt daarna hier terug.',
  'method.note.qr': 'Hier verschijnt een QR-code: scan die met de {method}-app om te betalen.',
  'method.note.qr.words': 'Hier verschijnt een QR-code: scan die met je telefoon om te betalen.',
  'method.note.voucher':
    'Je krijgt een betalingskenmerk om met {method} te betalen. De winkel bevestigt je bestelling zodra de betaling binnen is.',
  'method.note.voucher.words':
    'Je krijgt een betalingskenmerk dat je bij het betalen vermeldt. De winkel bevestigt je bestelling zodra de betaling binnen is.',
  'method.note.bank_app': 'Je bevestigt de betaling in je {method}-app.',
  'method.note.bank_app.words': 'Je bevestigt de betaling in de app van je bank.',

  'card.number.label': 'Kaartnummer',
  'card.number.required': 'Vul het kaartnummer in',
  'card.number.incomplete': 'Het kaartnummer is onvolledig. Vul alle cijfers in.',
  'card.number.invalid': 'Dit kaartnummer is niet geldig. Controleer het op typefouten.',
  'card.number.unsupported': 'Dit type kaart wordt niet geaccepteerd. Gebruik een andere kaart.',
  'card.expiry.label': 'Vervaldatum',
  'card.expiry.hint': 'MM/YY',
  'card.expiry.required': 'Vul de vervaldatum in als MM/YY',
  'card.expiry.incomplete': 'De vervaldatum is onvolledig. Vul die in als MM/YY.',
  'card.expiry.invalid': 'Vul de vervaldatum in als MM/YY',
  'card.expiry.invalid_month': 'Die maand bestaat niet. Vul een maand in van 01 tot en met 12.',
  'card.expiry.expired': 'Deze datum ligt in het verleden. Controleer de vervaldatum op je kaart.',
  'card.expiry.too_far': 'Controleer de vervaldatum: die ligt te ver in de toekomst',
  'card.security_code.label': 'Beveiligingscode',
  'card.security_code.hint.back': {
    one: '{count} cijfer, achterkant van de kaart',
    other: '{count} cijfers, achterkant van de kaart',
  },
  'card.security_code.hint.front': {
    one: '{count} cijfer, voorkant van de kaart',
    other: '{count} cijfers, voorkant van de kaart',
  },
  'card.security_code.required': {
    one: 'Vul de beveiligingscode van {count} cijfer in',
    other: 'Vul de beveiligingscode van {count} cijfers in',
  },
  'card.security_code.incomplete': {
    one: 'De beveiligingscode is onvolledig. Vul het cijfer in.',
    other: 'De beveiligingscode is onvolledig. Vul alle {count} cijfers in.',
  },
  'card.security_code.invalid_for_scheme': {
    one: '{scheme}-kaarten hebben een beveiligingscode van {count} cijfer. Controleer de code.',
    other: '{scheme}-kaarten hebben een beveiligingscode van {count} cijfers. Controleer de code.',
  },
  'card.holder_name.label': 'Naam kaarthouder',
  'card.holder_name.label.optional': 'Naam kaarthouder (optioneel)',
  'card.holder_name.required': 'Vul de naam op de kaart in',
  'card.holder_name.too_long': 'De naam op de kaart mag maximaal 64 tekens lang zijn',
  'card.holder_name.card_number': 'Vul hier de naam op de kaart in, niet het kaartnummer',
  'card.holder_name.invalid': "Gebruik in de naam op de kaart alleen letters, spaties en . ' -",
  'card.accepted': 'Geaccepteerde kaarten',
  'card.type': 'Type kaart: {scheme}',

  'form.error.network':
    'We konden de betaaldienst niet bereiken. Controleer je verbinding en probeer het opnieuw.',
  'form.error.declined': 'Je kaart is geweigerd. Probeer het opnieuw of gebruik een andere kaart.',
  'form.error.rejected':
    'Sommige kaartgegevens zijn niet geaccepteerd. Controleer ze en probeer het opnieuw.',
  'form.error.details_rejected':
    'Sommige van je gegevens zijn niet geaccepteerd. Controleer ze en probeer het opnieuw.',
  'form.error.unavailable': 'Er ging aan onze kant iets mis. Probeer het zo opnieuw.',
  'success.paid': 'Betaling geslaagd',
  'success.saved': 'Kaart opgeslagen',
  'result.invalid_card': 'Controleer de kaartgegevens en probeer het opnieuw.',
  'result.invalid_details': 'Controleer het e-mailadres en het factuurland en probeer het opnieuw.',

  'decline.declined.advice':
    'Je bank heeft deze betaling geweigerd. Probeer het opnieuw of gebruik een andere kaart.',
  'decline.insufficient_funds.advice':
    'Onvoldoende saldo op deze kaart. Gebruik een andere kaart of betaalmethode.',
  'decline.card_not_supported.advice':
    'Deze kaart kan niet voor deze betaling worden gebruikt. Gebruik een andere kaart.',
  'decline.limit_exceeded.advice':
    'Deze betaling gaat boven de limiet van de kaart. Gebruik een andere kaart of betaalmethode.',
  'decline.processing_error.advice':
    'Er ging iets mis bij het verwerken van de kaart. Probeer het zo opnieuw.',
  'decline.security_code.advice':
    'De beveiligingscode is niet geaccepteerd. Controleer die op je kaart en vul hem opnieuw in.',
  'decline.security_code.field': 'Controleer de beveiligingscode op je kaart en vul hem opnieuw in',
  'decline.three_ds_failed.advice':
    'Je bank kon deze betaling niet bevestigen. Probeer het opnieuw of gebruik een andere kaart.',
  'decline.expired.advice':
    'Volgens je bank is deze kaart verlopen. Controleer de vervaldatum of gebruik een andere kaart.',
  'decline.expired.field': 'Controleer de vervaldatum op je kaart',
  'decline.card_number.advice':
    'Je bank kent dit kaartnummer niet. Controleer het of gebruik een andere kaart.',
  'decline.card_number.field': 'Controleer het kaartnummer',

  'customer_message.transaction_declined':
    'Transactie geweigerd; probeer het opnieuw of gebruik een andere kaart',
  'customer_message.transaction_declined.final': 'Transactie geweigerd',
  'customer_message.bank_declined':
    'Geweigerd door de bank; probeer het opnieuw of gebruik een andere kaart',
  'customer_message.bank_declined.final': 'Geweigerd door de bank',
  'customer_message.insufficient_funds': 'Onvoldoende saldo',
  'customer_message.card_not_supported': 'Kaart wordt niet ondersteund',
  'customer_message.limit_exceeded': 'Kaartlimiet overschreden',
  'customer_message.processing_error':
    'Fout bij het verwerken van de kaart; probeer het zo opnieuw',
  'customer_message.processing_error.final': 'Fout bij het verwerken van de kaart',
  'customer_message.security_code': 'Beveiligingscode onjuist',
  'customer_message.three_ds_failed': '3-D Secure-verificatie mislukt',
  'customer_message.card_expired': 'Kaart verlopen',
  'customer_message.card_number_invalid': 'Kaartnummer ongeldig',
  'customer_message.other': 'Kaart geweigerd; probeer het opnieuw of gebruik een andere kaart',
  'customer_message.other.final': 'Kaart geweigerd',

  'three_ds.heading': 'Bevestig je betaling',
  'three_ds.cancel': 'Annuleren',
  'three_ds.frame_title': '3-D Secure-verificatie',
  'three_ds.back_to_top': 'Terug naar het begin van de verificatie',
  'three_ds.elsewhere': 'Rond de verificatie af in het venster dat is geopend.',

  'embed.frame_title': 'Beveiligd betaalformulier',

  'saved_card.name': '{scheme} eindigend op {last4}',
  'saved_card.number': 'eindigend op {number}',
  'saved_card.expires': 'Verloopt {date}',
  'saved_card.remove': 'Verwijderen',
  'saved_card.remove.label': '{card} verwijderen',
  'saved_card.remove.question': 'Deze kaart verwijderen uit je opgeslagen kaarten?',
  'saved_card.remove.confirm': 'Kaart verwijderen',
  'saved_card.remove.keep': 'Behouden',
  'saved_card.removed': '{card} verwijderd.',
  'saved_card.remove.failed': 'De kaart kon niet worden verwijderd. Probeer het opnieuw.',
  'save_card.checkbox': 'Deze kaart bewaren voor de volgende keer',
  'save_card.kept_for_renewals': 'Je kaart wordt bewaard voor de verlengingen van je abonnement.',
  'save_card.button': 'Kaart opslaan',
  'save_card.done': 'Kaart opgeslagen',
  'save_card.note.shop':
    '{shop} bewaart je kaart voor latere betalingen. Er wordt nu niets afgeschreven.',
  'save_card.note':
    'De winkel bewaart je kaart voor latere betalingen. Er wordt nu niets afgeschreven.',

  'subscription.due_today': 'Vandaag te betalen',
  'subscription.due_today.amount': 'Vandaag te betalen: {amount}',
  'subscription.start_trial': 'Gratis proefperiode starten',
  'subscription.charge.days': { one: '{amount} per dag', other: '{amount} elke {count} dagen' },
  'subscription.charge.weeks': {
    one: '{amount} per week',
    other: '{amount} elke {count} weken',
  },
  'subscription.terms.trial': {
    one: '{count} dag gratis proberen, daarna {charge}',
    other: '{count} dagen gratis proberen, daarna {charge}',
  },
  'subscription.first_charge.today': 'Eerste afschrijving vandaag',
  'subscription.first_charge.on': 'Eerste afschrijving op {date}',
  'subscription.consent.paying':
    'Door te betalen geef je {merchant} toestemming om {charges} af te schrijven tot je opzegt.',
  'subscription.consent.paying.no_merchant':
    'Door te betalen geef je de verkoper toestemming om {charges} af te schrijven tot je opzegt.',
  'subscription.consent.trial':
    'Door je gratis proefperiode te starten geef je {merchant} toestemming om {charges} af te schrijven tot je opzegt.',
  'subscription.consent.trial.no_merchant':
    'Door je gratis proefperiode te starten geef je de verkoper toestemming om {charges} af te schrijven tot je opzegt.',
  'subscription.consent.for': '{charge} voor {name}',
  'subscription.consent.after_trial': {
    one: '{charge} na je gratis proefperiode van {count} dag',
    other: '{charge} na je gratis proefperiode van {count} dagen',
  },
  'subscription.consent.for_after_trial': {
    one: '{charge} voor {name} na je gratis proefperiode van {count} dag',
    other: '{charge} voor {name} na je gratis proefperiode van {count} dagen',
  },

  'customer.heading': 'Je gegevens',
  'customer.email.label': 'E-mail',
  'customer.email.required': 'Vul je e-mailadres in',
  'customer.email.too_long': 'Het e-mailadres mag maximaal 320 tekens lang zijn',
  'customer.email.invalid': 'Vul een geldig e-mailadres in, zoals naam@example.com',
  'customer.email.card_number': 'Vul hier je e-mailadres in, geen kaartnummer',
  'customer.email.refused':
    'Dit e-mailadres is niet geaccepteerd. Controleer het en probeer het opnieuw.',
  'customer.country.label': 'Factuurland',
  'customer.country.choose': 'Kies een land',
  'customer.country.required': 'Kies je factuurland',
  'customer.country.refused': 'Dit land is niet geaccepteerd. Kies je factuurland opnieuw.',

  'wallet.button': 'Betalen met {wallet}',
  'wallet.unavailable':
    '{wallet} kon niet worden gebruikt. Probeer het opnieuw of gebruik een andere betaalmethode.',
  'wallet.failed': 'De wallet kon niet worden gebruikt.',
  'wallet.sheet.title': '{wallet} (sandbox)',
  'wallet.sheet.payee': '{merchant} betalen',
  'wallet.sheet.card': 'Kaart',
  'wallet.sheet.authentication': 'Verificatie',
  'wallet.sheet.auth.pan_only': 'Kaart bewaard in het account (PAN_ONLY)',
  'wallet.sheet.auth.cryptogram_3ds': 'Apparaattoken (CRYPTOGRAM_3DS)',
  'wallet.sheet.outcome.approved': 'Goedgekeurd',
  'wallet.sheet.outcome.insufficient_funds': 'Geweigerd: onvoldoende saldo',
  'wallet.sheet.outcome.challenge': '3-D Secure-verificatie als de kaart PAN_ONLY is',
  'wallet.sheet.cancel': 'Annuleren',
  'wallet.sheet.pay': 'Betalen',

  'apm.pay_another_way': 'Op een andere manier betalen',
  'apm.countdown.label': 'Resterende tijd:',
  'apm.countdown.up': 'De tijd is om.',
  'apm.countdown.seconds': { one: 'Nog {count} seconde.', other: 'Nog {count} seconden.' },
  'apm.countdown.minutes': { one: 'Nog {count} minuut.', other: 'Nog {count} minuten.' },
  'apm.countdown.hours': { one: 'Nog {count} uur.', other: 'Nog {count} uur.' },
  'apm.redirect.status': 'Wachten tot de betaling is bevestigd…',
  'apm.redirect.leaving': 'Je gaat naar de pagina van {method} om de betaling goed te keuren…',
  'apm.redirect.leaving.words':
    'Je gaat naar de pagina van de aanbieder om de betaling goed te keuren…',
  'apm.redirect.approve':
    'Keur de betaling goed op de pagina van {method}. Daarna gaat dit formulier vanzelf verder.',
  'apm.redirect.approve.words':
    'Keur de betaling goed op de pagina van de aanbieder. Daarna gaat dit formulier vanzelf verder.',
  'apm.redirect.approve_new_window':
    'Keur de betaling goed op de pagina van {method}, in een nieuw venster. Daarna gaat dit formulier vanzelf verder.',
  'apm.redirect.approve_new_window.words':
    'Keur de betaling goed op de pagina van de aanbieder, in een nieuw venster. Daarna gaat dit formulier vanzelf verder.',
  'apm.redirect.open': '{method} openen',
  'apm.redirect.open.words': 'Pagina van de aanbieder openen',
  'apm.redirect.go_to': 'Naar {method}',
  'apm.redirect.go_to.words': 'Naar de pagina van de aanbieder',
  'apm.qr.title.scan': 'Scan om te betalen met {method}',
  'apm.qr.title.copy': 'Kopieer de code om te betalen met {method}',
  'apm.qr.status': 'Wachten op de betaling…',
  'apm.qr.scan': 'Open de {method}-app op je telefoon en scan deze code.',
  'apm.qr.scan.words': 'Open op je telefoon de app waarmee je betaalt en scan deze code.',
  'apm.qr.scan.bank_app': 'Open de app van je bank op je telefoon en scan deze code.',
  'apm.qr.copy_or_scan':
    'Kopieer de code en plak hem in de app van je bank, of scan de QR-code met een ander apparaat.',
  'apm.qr.image': 'QR-code om te betalen met {method}',
  'apm.qr.copy': 'Code kopiëren',
  'apm.qr.copied': 'Code gekopieerd. Plak hem in de app van je bank om te betalen met {method}.',
  'apm.qr.copy_failed': 'Kopiëren is niet gelukt: selecteer de code en kopieer hem.',
  'apm.qr.open_here': 'Open de betaalpagina op dit apparaat',
  'apm.voucher.status':
    'Wachten op de betaling. De winkel bevestigt je bestelling zodra die binnen is.',
  'apm.voucher.how.transfer':
    'Betaal met {method} in de app van je bank of bij je bank, met dit betalingskenmerk.',
  'apm.voucher.how.transfer.words':
    'Maak het bedrag over in de app van je bank of bij je bank, met dit betalingskenmerk.',
  'apm.voucher.how.counter':
    'Betaal dit kenmerk in een winkel, bank of bij een agent die {method} aanneemt, of in de app van je bank.',
  'apm.voucher.how.counter.words':
    'Betaal dit kenmerk in een winkel, bank of bij een agent, of in de app van je bank.',
  'apm.voucher.barcode': 'Barcode van het {method}-kenmerk',
  'apm.voucher.reference': 'Je betalingskenmerk:',
  'apm.voucher.copy': 'Kenmerk kopiëren',
  'apm.voucher.copied': 'Kenmerk gekopieerd.',
  'apm.voucher.copy_failed': 'Kopiëren is niet gelukt: selecteer het kenmerk en kopieer het.',
  'apm.voucher.pay_by': 'Betaal uiterlijk {date}.',
  'apm.voucher.cash_desk': 'Betalen bij de {method}-kassa (sandbox)',
  'apm.voucher.cash_desk.words': 'Betalen aan de balie (sandbox)',
  'apm.bank_app.title': 'Bevestig in {method}',
  'apm.bank_app.title.words': 'Bevestig in de app van je bank',
  'apm.bank_app.status': 'Wachten tot je de betaling bevestigt…',
  'apm.bank_app.how': 'Open de {method}-app op je telefoon en bevestig de betaling.',
  'apm.bank_app.how.bank': 'Open de app van je bank op je telefoon en bevestig de betaling.',
  'apm.bank_app.how.blik':
    'Open de app van je bank, voer je 6-cijferige BLIK-code in en bevestig de betaling.',
  'apm.bank_app.open': 'Open de {method}-app (sandbox)',
  'apm.bank_app.open.words': 'Open de app van je bank (sandbox)',

  'sandbox.test_mode': 'Testmodus',

  'challenge.bank_name': 'SANDBOX BANK',
  'challenge.protocol': '3-D Secure',
  'challenge.document_title': '{page} · Kassa-sandboxuitgever',
  'challenge.heading': 'Bevestig je betaling',
  'challenge.lead': 'Je bank vraagt je deze betaling aan {shop} te bevestigen.',
  'challenge.lead.no_shop': 'Je bank vraagt je deze betaling aan de winkel te bevestigen.',
  'challenge.amount': 'Bedrag',
  'challenge.card': 'Kaart',
  'challenge.code.label': 'Eenmalige code',
  'challenge.code.hint': 'Sandbox: de code is {code}. Je mag hem plakken.',
  'challenge.code.wrong': {
    one: 'Die code klopt niet. Nog {count} poging.',
    other: 'Die code klopt niet. Nog {count} pogingen.',
  },
  'challenge.approve': 'Goedkeuren',
  'challenge.deny': 'Weigeren',
  'challenge.approved.heading': 'Betaling bevestigd',
  'challenge.approved.message': 'Bedankt. Je wordt teruggestuurd naar de winkel.',
  'challenge.denied.heading': 'Betaling niet bevestigd',
  'challenge.denied.message': 'Je hebt deze betaling geweigerd. Er is niets afgeschreven.',
  'challenge.cancelled.heading': 'Verificatie geannuleerd',
  'challenge.cancelled.message': 'De verificatie is geannuleerd. Er is niets afgeschreven.',
  'challenge.failed.heading': 'Verificatie mislukt',
  'challenge.failed.message': 'Te veel onjuiste codes. Er is niets afgeschreven.',
  'challenge.timed_out.heading': 'Verificatie verlopen',
  'challenge.timed_out.message':
    'De tijd om deze betaling te bevestigen is verstreken. Er is niets afgeschreven.',
  'challenge.not_found.heading': 'Verificatie niet gevonden',
  'challenge.not_found.message':
    'Deze verificatie bestaat niet. Ga terug naar de winkel en betaal opnieuw.',
  'challenge.preview.shop': 'Voorbeeldwinkel',
  'challenge.preview.heading': 'Voorbeeldverificatie',
  'challenge.preview.message':
    'Dit is de designervoorbeeldweergave: er is niets betaald of geweigerd.',

  'provider.name': 'SANDBOX PROVIDER',
  'provider.document_title': '{page} · Kassa-sandboxprovider',
  'provider.method.unknown': 'Betaling',
  'provider.redirect.heading': 'Betalen met {method}',
  'provider.redirect.heading.words': 'Betaling goedkeuren',
  'provider.redirect.lead': '{shop} heeft je hierheen gestuurd om deze betaling goed te keuren.',
  'provider.redirect.lead.no_shop':
    'De winkel heeft je hierheen gestuurd om deze betaling goed te keuren.',
  'provider.qr.heading': '{method}: bevestig de gescande betaling',
  'provider.qr.heading.words': 'Gescande betaling bevestigen',
  'provider.qr.lead': 'Je hebt de code gescand van een betaling aan {shop}.',
  'provider.qr.lead.no_shop': 'Je hebt de code gescand van een betaling aan de winkel.',
  'provider.voucher.heading': '{method}-kassa',
  'provider.voucher.heading.words': 'Betaalbalie',
  'provider.voucher.lead': 'Je levert deze betaalbon in voor een betaling aan {shop}.',
  'provider.voucher.lead.no_shop': 'Je levert deze betaalbon in voor een betaling aan de winkel.',
  'provider.bank_app.heading': '{method}-app',
  'provider.bank_app.heading.words': 'De app van je bank',
  'provider.bank_app.lead': '{shop} vraagt je deze betaling te bevestigen in je app.',
  'provider.bank_app.lead.no_shop': 'De winkel vraagt je deze betaling te bevestigen in je app.',
  'provider.shop': 'Winkel',
  'provider.shop.unnamed': 'Kassa-sandboxwinkel',
  'provider.amount': 'Bedrag',
  'provider.method': 'Methode',
  'provider.payer': 'Betaler',
  'provider.crypto.network': 'Netwerk',
  'provider.crypto.paying_from': 'Betaling vanaf',
  'provider.crypto.withdrawals_to': 'Opnames naar',
  'provider.reference': 'Kenmerk',
  'provider.valid_until': 'Geldig tot',
  'provider.blik.label': 'BLIK-code',
  'provider.blik.hint':
    'Sandbox: elke code van 6 cijfers bevestigt de betaling; {declined} wordt door de bank geweigerd.',
  'provider.blik.invalid': 'Vul de BLIK-code van 6 cijfers in.',
  'provider.approve': 'Goedkeuren',
  'provider.decline': 'Weigeren',
  'provider.leave_pending': 'Openlaten',
  'provider.voucher.pay': 'Deze betaalbon betalen',
  'provider.voucher.leave_unpaid': 'Onbetaald laten',
  'provider.bank_app.confirm': 'Bevestigen',
  'provider.bank_app.reject': 'Afwijzen',
  'provider.auto_pay':
    'Opengelaten: de sandbox betaalt deze betaling zelf op {time}, tenzij die eerder verloopt.',
  'provider.approved.heading': 'Betaling goedgekeurd',
  'provider.approved.message': 'Deze betaling is goedgekeurd en betaald.',
  'provider.declined.heading': 'Betaling geweigerd',
  'provider.declined.message': 'Deze betaling is geweigerd. Er is niets afgeschreven.',
  'provider.cancelled.heading': 'Betaling geannuleerd',
  'provider.cancelled.message':
    'De klant heeft op de pagina van de winkel een andere betaalmethode gekozen. Er is niets afgeschreven.',
  'provider.expired.heading': 'Betaling verlopen',
  'provider.expired.message':
    'De tijd om deze betaling af te ronden is verstreken. Er is niets afgeschreven.',
  'provider.not_found.heading': 'Betaling niet gevonden',
  'provider.not_found.message':
    'Deze betaling bestaat niet. Ga terug naar de winkel en betaal opnieuw.',
  'provider.left_pending.heading': 'Opengelaten',
  'provider.left_pending.message':
    'De betaling blijft openstaan; de sandbox betaalt haar zelf op {time}, tenzij ze eerder verloopt. Je kunt deze pagina sluiten en teruggaan naar de winkel.',
  'provider.recorded.message':
    'Je beslissing is vastgelegd. Je kunt deze pagina sluiten en teruggaan naar de winkel.',
  'provider.not_an_answer.heading': 'Geen antwoord op deze betaling',
  'provider.not_an_answer.message':
    'Een {method}-betaling kan niet worden beantwoord met ‘{decision}’. Ga terug en gebruik een van de knoppen op de pagina.',

  'return.document_title': '{page} – Kassa-sandbox',
  'return.succeeded.heading': 'Betaling geslaagd',
  'return.failed.heading': 'Betaling mislukt',
  'return.returned.heading': 'Terug van het afrekenen',
  'return.failed.reason': '{field} {code}: {message}',
  'return.failed.no_message': 'geen melding',
  'return.stands_in':
    'Deze pagina vervangt de {field} van de verkoper. Je server zou precies dit verzoek ontvangen: de URL die je in de checkout hebt ingesteld, met {error_code} en {error_message} toegevoegd na een mislukking. De uitkomst zelf, en het betaaltoken van een geslaagde verkoop, ontvang je in de ondertekende TRANSACTION-postback.',
  'return.stands_in.return_url':
    'Deze pagina vervangt de retour-URL van de verkoper. Je server zou precies dit verzoek ontvangen: de URL die je in de checkout hebt ingesteld, met {error_code} en {error_message} toegevoegd na een mislukking. De uitkomst zelf, en het betaaltoken van een geslaagde verkoop, ontvang je in de ondertekende TRANSACTION-postback.',
  'return.received.heading': 'Wat de {field} heeft ontvangen',
  'return.received.heading.return_url': 'Wat de retour-URL heeft ontvangen',
  'return.query.none': 'De URL bevatte geen queryparameters.',
  'return.query.caption': 'Ontvangen queryparameters',
  'return.lookup.off':
    'Deze server toont geen betalingen op openbare pagina’s ({host} is geen loopbackadres en {demo} staat uit). De TRANSACTION-postback brengt de uitkomst over; {command} toont wat er is verzonden.',
  'return.lookup.no_reference':
    'Zet je eigen kenmerk in de retour-URL’s, zoals een winkel doet ({example}), en deze pagina toont die betaling en de postbacks ervan.',
  'return.lookup.not_found':
    'De sandboxverkoper heeft geen betaling met merchant_payment_id {reference} of met een payment_id met die waarde.',
  'return.payment.heading': 'De betaling',
  'return.postbacks.heading': 'Postbacks',
  'return.postbacks.none': 'Nog geen postback.',
  'return.postbacks.caption': 'Postbacks verzonden voor deze betaling',
  'return.postbacks.delivery': 'bezorging',
  'return.postbacks.attempts': {
    one: '{status} ({count} poging)',
    other: '{status} ({count} pogingen)',
  },
  'return.postbacks.refreshing':
    'Er is nog geen postback verzonden: dit deel van de pagina ververst zichzelf tot de eerste poging is gedaan.',
  'return.postbacks.log':
    '{link_start}Het bezorglogboek{link_end} toont elke poging en verstuurt er een opnieuw.',
  'return.back': 'Terug naar Kassa',
};

export default messages;
