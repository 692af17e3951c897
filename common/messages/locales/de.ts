// German (Deutsch). Terms as Stripe, Adyen and Mollie use them: "Kartennummer", "Ablaufdatum" (MM/JJ
// stays MM/YY as the field's hint), "Sicherheitscode" (CVC), "Name des Karteninhabers"; "Sie" form.
import type { Messages } from '../en.ts';

const messages: Messages = {
  'page.title': 'Bezahlen',
  'page.title.shop': 'Bezahlen – {shop}',
  'page.heading': 'Bezahlen',
  'page.loading': 'Bezahlseite wird geladen …',
  'page.redirecting': 'Sie werden weitergeleitet …',
  'page.retry': 'Erneut versuchen',
  'page.back_to_shop': 'Zurück zum Shop',
  'page.test_mode': 'Testmodus',
  'page.footer.secure': 'Zahlungen werden verschlüsselt und sicher verarbeitet.',
  'page.footer.powered_by': 'Powered by {product}',
  'page.embed_refused': 'Dieses Zahlungsformular kann auf dieser Website nicht angezeigt werden.',

  'link.invalid': 'Dieser Zahlungslink ist ungültig.',
  'link.invalid.advice': 'Kehren Sie zum Shop zurück und starten Sie die Zahlung erneut.',
  'session.expired': 'Dieses Zahlungsformular ist abgelaufen.',
  'session.ending_soon': {
    one: 'Dieses Zahlungsformular schließt in {count} Minute. Schließen Sie die Zahlung bis dahin ab.',
    other:
      'Dieses Zahlungsformular schließt in {count} Minuten. Schließen Sie die Zahlung bis dahin ab.',
  },
  'session.failed': 'Diese Zahlung konnte nicht abgeschlossen werden.',

  'summary.subtotal': 'Zwischensumme',
  'summary.total': 'Gesamt',
  'summary.show': 'Bestellübersicht anzeigen',
  'summary.hide': 'Bestellübersicht ausblenden',
  'summary.tax.on_top': 'zzgl. {rate} % {name}',
  'summary.tax.included': 'inkl. {rate} % {name}',
  'summary.tax.name.tax': 'Steuer',
  'summary.tax.name.vat': 'MwSt.',
  'summary.tax.name.gst': 'GST',
  'summary.tax.name.sales_tax': 'Umsatzsteuer',
  'addons.heading': 'Zu Ihrer Bestellung hinzufügen',
  'addons.add': 'Hinzufügen',

  'pay.button.amount': '{amount} bezahlen',
  'pay.button': 'Bezahlen',
  'pay.button.busy': 'Wird verarbeitet …',
  'pay.button.paid': 'Bezahlt',

  'choice.heading': 'Zahlungsart',
  'choice.card': 'Karte',
  'method.name.bank_app': 'Banking-App',
  'method.name.bank_transfer': 'Überweisung',
  'method.name.card_external': 'Karte (extern)',
  'method.name.crypto': 'Kryptowährung',
  'method.name.instant_bank_transfer': 'Echtzeitüberweisung',
  'method.name.local_payment_methods': 'Lokale Zahlungsarten',
  'method.name.pay_by_bank': 'Direkt über die Bank bezahlen',
  'method.name.pay_by_bank_japan': 'Direkt über die Bank bezahlen (Japan)',
  'method.name.pay_by_cash': 'Barzahlung',
  'method.name.sepa_bank_transfer': 'SEPA-Überweisung',
  'method.name.sepa_instant': 'SEPA-Echtzeitüberweisung',
  'method.name.wire_transfer': 'Auslandsüberweisung',
  'choice.or': 'oder',
  'choice.another_method': 'Andere Zahlungsart wählen',
  'method.card.heading': 'Mit Karte bezahlen',
  'method.pay_with': 'Mit {method} bezahlen',
  'method.pay_with.words': '{method}',
  'method.continue_with': 'Weiter mit {method}',
  'method.continue_with.words': 'Weiter',
  'method.note.redirect':
    'Sie bestätigen die Zahlung auf der Seite von {method} und kehren dann hierher zurück.',
  'method.note.redirect.words':
    'Sie bestätigen die Zahlung auf der Seite des Zahlungsanbieters und kehren dann hierher zurück.',
  'method.note.qr':
    'Hier erscheint ein QR-Code: Scannen Sie ihn mit der {method}-App, um zu bezahlen.',
  'method.note.qr.words':
    'Hier erscheint ein QR-Code: Scannen Sie ihn mit Ihrem Smartphone, um zu bezahlen.',
  'method.note.voucher':
    'Sie erhalten eine Zahlungsreferenz, mit der Sie per {method} bezahlen. Der Shop bestätigt Ihre Bestellung, sobald die Zahlung eingegangen ist.',
  'method.note.voucher.words':
    'Sie erhalten eine Zahlungsreferenz, die Sie beim Bezahlen angeben. Der Shop bestätigt Ihre Bestellung, sobald die Zahlung eingegangen ist.',
  'method.note.bank_app': 'Sie bestätigen die Zahlung in Ihrer {method}-App.',
  'method.note.bank_app.words': 'Sie bestätigen die Zahlung in der App Ihrer Bank.',

  'card.number.label': 'Kartennummer',
  'card.number.required': 'Geben Sie die Kartennummer ein',
  'card.number.incomplete': 'Die Kartennummer ist unvollständig. Geben Sie alle Ziffern ein.',
  'card.number.invalid': 'Diese Kartennummer ist ungültig. Prüfen Sie sie auf Tippfehler.',
  'card.number.unsupported':
    'Dieser Kartentyp wird nicht akzeptiert. Verwenden Sie eine andere Karte.',
  'card.expiry.label': 'Ablaufdatum',
  'card.expiry.hint': 'MM/YY',
  'card.expiry.required': 'Geben Sie das Ablaufdatum als MM/YY ein',
  'card.expiry.incomplete': 'Das Ablaufdatum ist unvollständig. Geben Sie es als MM/YY ein.',
  'card.expiry.invalid': 'Geben Sie das Ablaufdatum als MM/YY ein',
  'card.expiry.invalid_month':
    'Diesen Monat gibt es nicht. Geben Sie einen Monat von 01 bis 12 ein.',
  'card.expiry.expired':
    'Dieses Datum liegt in der Vergangenheit. Prüfen Sie das Ablaufdatum auf Ihrer Karte.',
  'card.expiry.too_far': 'Prüfen Sie das Ablaufdatum: Es liegt zu weit in der Zukunft',
  'card.security_code.label': 'Sicherheitscode',
  'card.security_code.hint.back': {
    one: '{count} Ziffer, Kartenrückseite',
    other: '{count} Ziffern, Kartenrückseite',
  },
  'card.security_code.hint.front': {
    one: '{count} Ziffer, Kartenvorderseite',
    other: '{count} Ziffern, Kartenvorderseite',
  },
  'card.security_code.required': {
    one: 'Geben Sie den {count}-stelligen Sicherheitscode ein',
    other: 'Geben Sie den {count}-stelligen Sicherheitscode ein',
  },
  'card.security_code.incomplete': {
    one: 'Der Sicherheitscode ist unvollständig. Geben Sie alle {count} Ziffern ein.',
    other: 'Der Sicherheitscode ist unvollständig. Geben Sie alle {count} Ziffern ein.',
  },
  'card.security_code.invalid_for_scheme': {
    one: '{scheme}-Karten haben einen {count}-stelligen Sicherheitscode. Prüfen Sie den Code.',
    other: '{scheme}-Karten haben einen {count}-stelligen Sicherheitscode. Prüfen Sie den Code.',
  },
  'card.holder_name.label': 'Name des Karteninhabers',
  'card.holder_name.label.optional': 'Name des Karteninhabers (optional)',
  'card.holder_name.required': 'Geben Sie den Namen auf der Karte ein',
  'card.holder_name.too_long': 'Der Name auf der Karte darf höchstens 64 Zeichen lang sein',
  'card.holder_name.card_number':
    'Geben Sie hier den Namen auf der Karte ein, nicht die Kartennummer',
  'card.holder_name.invalid': "Verwenden Sie im Namen nur Buchstaben, Leerzeichen und . ' -",
  'card.accepted': 'Akzeptierte Karten',
  'card.type': 'Kartentyp: {scheme}',

  'form.error.network':
    'Der Zahlungsdienst ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'form.error.declined':
    'Ihre Karte wurde abgelehnt. Versuchen Sie es erneut oder verwenden Sie eine andere Karte.',
  'form.error.rejected':
    'Einige Kartendaten wurden nicht akzeptiert. Prüfen Sie sie und versuchen Sie es erneut.',
  'form.error.details_rejected':
    'Einige Ihrer Angaben wurden nicht akzeptiert. Prüfen Sie sie und versuchen Sie es erneut.',
  'form.error.unavailable':
    'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
  'success.paid': 'Zahlung erfolgreich',
  'success.saved': 'Karte gespeichert',
  'result.invalid_card': 'Prüfen Sie die Kartendaten und versuchen Sie es erneut.',
  'result.invalid_details':
    'Prüfen Sie die E-Mail-Adresse und das Rechnungsland und versuchen Sie es erneut.',

  'decline.declined.advice':
    'Ihre Bank hat diese Zahlung abgelehnt. Versuchen Sie es erneut oder verwenden Sie eine andere Karte.',
  'decline.insufficient_funds.advice':
    'Keine ausreichende Deckung auf dieser Karte. Verwenden Sie eine andere Karte oder Zahlungsart.',
  'decline.card_not_supported.advice':
    'Diese Karte kann für diese Zahlung nicht verwendet werden. Verwenden Sie eine andere Karte.',
  'decline.limit_exceeded.advice':
    'Diese Zahlung überschreitet das Kartenlimit. Verwenden Sie eine andere Karte oder Zahlungsart.',
  'decline.processing_error.advice':
    'Bei der Verarbeitung der Karte ist ein Fehler aufgetreten. Versuchen Sie es gleich noch einmal.',
  'decline.security_code.advice':
    'Der Sicherheitscode wurde nicht akzeptiert. Prüfen Sie ihn auf Ihrer Karte und geben Sie ihn erneut ein.',
  'decline.security_code.field':
    'Prüfen Sie den Sicherheitscode auf Ihrer Karte und geben Sie ihn erneut ein',
  'decline.three_ds_failed.advice':
    'Ihre Bank konnte diese Zahlung nicht bestätigen. Versuchen Sie es erneut oder verwenden Sie eine andere Karte.',
  'decline.expired.advice':
    'Laut Ihrer Bank ist diese Karte abgelaufen. Prüfen Sie das Ablaufdatum oder verwenden Sie eine andere Karte.',
  'decline.expired.field': 'Prüfen Sie das Ablaufdatum auf Ihrer Karte',
  'decline.card_number.advice':
    'Ihre Bank kennt diese Kartennummer nicht. Prüfen Sie sie oder verwenden Sie eine andere Karte.',
  'decline.card_number.field': 'Prüfen Sie die Kartennummer',

  'customer_message.transaction_declined':
    'Transaktion abgelehnt; versuchen Sie es erneut oder verwenden Sie eine andere Karte',
  'customer_message.transaction_declined.final': 'Transaktion abgelehnt',
  'customer_message.bank_declined':
    'Von der Bank abgelehnt; versuchen Sie es erneut oder verwenden Sie eine andere Karte',
  'customer_message.bank_declined.final': 'Von der Bank abgelehnt',
  'customer_message.insufficient_funds': 'Keine ausreichende Deckung',
  'customer_message.card_not_supported': 'Karte wird nicht unterstützt',
  'customer_message.limit_exceeded': 'Kartenlimit überschritten',
  'customer_message.processing_error':
    'Fehler bei der Verarbeitung der Karte; versuchen Sie es gleich noch einmal',
  'customer_message.processing_error.final': 'Fehler bei der Verarbeitung der Karte',
  'customer_message.security_code': 'Sicherheitscode falsch',
  'customer_message.three_ds_failed': '3-D-Secure-Authentifizierung fehlgeschlagen',
  'customer_message.card_expired': 'Karte abgelaufen',
  'customer_message.card_number_invalid': 'Kartennummer ungültig',
  'customer_message.other':
    'Karte abgelehnt; versuchen Sie es erneut oder verwenden Sie eine andere Karte',
  'customer_message.other.final': 'Karte abgelehnt',

  'three_ds.heading': 'Zahlung bestätigen',
  'three_ds.cancel': 'Abbrechen',
  'three_ds.frame_title': '3-D-Secure-Verifizierung',
  'three_ds.back_to_top': 'Zurück zum Anfang der Verifizierung',
  'three_ds.elsewhere': 'Schließen Sie die Verifizierung im geöffneten Fenster ab.',

  'embed.frame_title': 'Sicheres Zahlungsformular',

  'saved_card.name': '{scheme} mit Endziffern {last4}',
  'saved_card.number': 'endet auf {number}',
  'saved_card.expires': 'Gültig bis {date}',
  'saved_card.remove': 'Entfernen',
  'saved_card.remove.label': '{card} entfernen',
  'saved_card.remove.question': 'Diese Karte aus Ihren gespeicherten Karten entfernen?',
  'saved_card.remove.confirm': 'Karte entfernen',
  'saved_card.remove.keep': 'Behalten',
  'saved_card.removed': '{card} entfernt.',
  'saved_card.remove.failed': 'Die Karte konnte nicht entfernt werden. Versuchen Sie es erneut.',
  'save_card.checkbox': 'Karte für künftige Zahlungen speichern',
  'save_card.kept_for_renewals':
    'Ihre Karte wird für die Verlängerungen Ihres Abonnements gespeichert.',
  'save_card.button': 'Karte speichern',
  'save_card.done': 'Karte gespeichert',
  'save_card.note.shop':
    '{shop} speichert Ihre Karte für spätere Zahlungen. Jetzt wird nichts belastet.',
  'save_card.note':
    'Der Shop speichert Ihre Karte für spätere Zahlungen. Jetzt wird nichts belastet.',

  'subscription.due_today': 'Heute fällig',
  'subscription.due_today.amount': 'Heute fällig: {amount}',
  'subscription.start_trial': 'Kostenlosen Test starten',
  'subscription.charge.days': { one: '{amount} täglich', other: '{amount} alle {count} Tage' },
  'subscription.charge.weeks': {
    one: '{amount} wöchentlich',
    other: '{amount} alle {count} Wochen',
  },
  'subscription.terms.trial': {
    one: '{count} Tag kostenlos testen, danach {charge}',
    other: '{count} Tage kostenlos testen, danach {charge}',
  },
  'subscription.first_charge.today': 'Erste Abbuchung heute',
  'subscription.first_charge.on': 'Erste Abbuchung am {date}',
  'subscription.consent.paying':
    'Mit der Zahlung erlauben Sie {merchant}, {charges} abzubuchen, bis Sie kündigen.',
  'subscription.consent.paying.no_merchant':
    'Mit der Zahlung erlauben Sie dem Händler, {charges} abzubuchen, bis Sie kündigen.',
  'subscription.consent.trial':
    'Mit dem Start Ihres kostenlosen Tests erlauben Sie {merchant}, {charges} abzubuchen, bis Sie kündigen.',
  'subscription.consent.trial.no_merchant':
    'Mit dem Start Ihres kostenlosen Tests erlauben Sie dem Händler, {charges} abzubuchen, bis Sie kündigen.',
  'subscription.consent.for': '{charge} für {name}',
  'subscription.consent.after_trial': {
    one: '{charge} nach Ihrem {count}-tägigen kostenlosen Test',
    other: '{charge} nach Ihrem {count}-tägigen kostenlosen Test',
  },
  'subscription.consent.for_after_trial': {
    one: '{charge} für {name} nach Ihrem {count}-tägigen kostenlosen Test',
    other: '{charge} für {name} nach Ihrem {count}-tägigen kostenlosen Test',
  },

  'customer.heading': 'Ihre Angaben',
  'customer.email.label': 'E-Mail',
  'customer.email.required': 'Geben Sie Ihre E-Mail-Adresse ein',
  'customer.email.too_long': 'Die E-Mail-Adresse darf höchstens 320 Zeichen lang sein',
  'customer.email.invalid': 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com',
  'customer.email.card_number': 'Geben Sie hier Ihre E-Mail-Adresse ein, keine Kartennummer',
  'customer.email.refused':
    'Diese E-Mail-Adresse wurde nicht akzeptiert. Prüfen Sie sie und versuchen Sie es erneut.',
  'customer.country.label': 'Rechnungsland',
  'customer.country.choose': 'Land auswählen',
  'customer.country.required': 'Wählen Sie Ihr Rechnungsland aus',
  'customer.country.refused':
    'Dieses Land wurde nicht akzeptiert. Wählen Sie Ihr Rechnungsland erneut aus.',

  'wallet.button': 'Mit {wallet} bezahlen',
  'wallet.unavailable':
    '{wallet} konnte nicht verwendet werden. Versuchen Sie es erneut oder verwenden Sie eine andere Zahlungsart.',
  'wallet.failed': 'Die Wallet konnte nicht verwendet werden.',
  'wallet.sheet.title': '{wallet} (Sandbox)',
  'wallet.sheet.payee': '{merchant} bezahlen',
  'wallet.sheet.card': 'Karte',
  'wallet.sheet.authentication': 'Authentifizierung',
  'wallet.sheet.auth.pan_only': 'Im Konto hinterlegte Karte (PAN_ONLY)',
  'wallet.sheet.auth.cryptogram_3ds': 'Geräte-Token (CRYPTOGRAM_3DS)',
  'wallet.sheet.outcome.approved': 'Genehmigt',
  'wallet.sheet.outcome.insufficient_funds': 'Abgelehnt: keine ausreichende Deckung',
  'wallet.sheet.outcome.challenge': '3-D-Secure-Abfrage, wenn die Karte PAN_ONLY ist',
  'wallet.sheet.cancel': 'Abbrechen',
  'wallet.sheet.pay': 'Bezahlen',

  'apm.pay_another_way': 'Anders bezahlen',
  'apm.countdown.label': 'Verbleibende Zeit:',
  'apm.countdown.up': 'Die Zeit ist abgelaufen.',
  'apm.countdown.seconds': { one: 'Noch {count} Sekunde.', other: 'Noch {count} Sekunden.' },
  'apm.countdown.minutes': { one: 'Noch {count} Minute.', other: 'Noch {count} Minuten.' },
  'apm.countdown.hours': { one: 'Noch {count} Stunde.', other: 'Noch {count} Stunden.' },
  'apm.redirect.status': 'Warten auf die Bestätigung der Zahlung …',
  'apm.redirect.leaving':
    'Sie werden zur Seite von {method} weitergeleitet, um die Zahlung zu bestätigen …',
  'apm.redirect.leaving.words':
    'Sie werden zur Seite des Zahlungsanbieters weitergeleitet, um die Zahlung zu bestätigen …',
  'apm.redirect.approve':
    'Bestätigen Sie die Zahlung auf der Seite von {method}. Danach geht es hier automatisch weiter.',
  'apm.redirect.approve.words':
    'Bestätigen Sie die Zahlung auf der Seite des Zahlungsanbieters. Danach geht es hier automatisch weiter.',
  'apm.redirect.approve_new_window':
    'Bestätigen Sie die Zahlung auf der Seite von {method} in einem neuen Fenster. Danach geht es hier automatisch weiter.',
  'apm.redirect.approve_new_window.words':
    'Bestätigen Sie die Zahlung auf der Seite des Zahlungsanbieters in einem neuen Fenster. Danach geht es hier automatisch weiter.',
  'apm.redirect.open': '{method} öffnen',
  'apm.redirect.open.words': 'Seite des Zahlungsanbieters öffnen',
  'apm.redirect.go_to': 'Weiter zu {method}',
  'apm.redirect.go_to.words': 'Weiter zur Seite des Zahlungsanbieters',
  'apm.qr.title.scan': 'Scannen, um mit {method} zu bezahlen',
  'apm.qr.title.copy': 'Code kopieren, um mit {method} zu bezahlen',
  'apm.qr.status': 'Warten auf die Zahlung …',
  'apm.qr.scan': 'Öffnen Sie die {method}-App auf Ihrem Smartphone und scannen Sie diesen Code.',
  'apm.qr.scan.words':
    'Öffnen Sie die App, mit der Sie bezahlen, auf Ihrem Smartphone und scannen Sie diesen Code.',
  'apm.qr.scan.bank_app':
    'Öffnen Sie die App Ihrer Bank auf Ihrem Smartphone und scannen Sie diesen Code.',
  'apm.qr.copy_or_scan':
    'Kopieren Sie den Code und fügen Sie ihn in die App Ihrer Bank ein, oder scannen Sie den QR-Code mit einem anderen Gerät.',
  'apm.qr.image': 'QR-Code zum Bezahlen mit {method}',
  'apm.qr.copy': 'Code kopieren',
  'apm.qr.copied':
    'Code kopiert. Fügen Sie ihn in die App Ihrer Bank ein, um mit {method} zu bezahlen.',
  'apm.qr.copy_failed':
    'Kopieren hat nicht funktioniert: Markieren Sie den Code und kopieren Sie ihn.',
  'apm.qr.open_here': 'Zahlungsseite auf diesem Gerät öffnen',
  'apm.voucher.status':
    'Warten auf die Zahlung. Der Shop bestätigt Ihre Bestellung, sobald sie eingegangen ist.',
  'apm.voucher.how.transfer':
    'Zahlen Sie per {method} in Ihrer Banking-App oder bei Ihrer Bank und geben Sie diese Referenz an.',
  'apm.voucher.how.transfer.words':
    'Überweisen Sie in Ihrer Banking-App oder bei Ihrer Bank und geben Sie diese Referenz an.',
  'apm.voucher.how.counter':
    'Zahlen Sie diese Referenz in einem Geschäft, bei einer Bank oder Annahmestelle, die {method} annimmt, oder in Ihrer Banking-App.',
  'apm.voucher.how.counter.words':
    'Zahlen Sie diese Referenz in einem Geschäft, bei einer Bank oder Annahmestelle oder in Ihrer Banking-App.',
  'apm.voucher.barcode': 'Barcode der {method}-Referenz',
  'apm.voucher.reference': 'Ihre Zahlungsreferenz:',
  'apm.voucher.copy': 'Referenz kopieren',
  'apm.voucher.copied': 'Referenz kopiert.',
  'apm.voucher.copy_failed':
    'Kopieren hat nicht funktioniert: Markieren Sie die Referenz und kopieren Sie sie.',
  'apm.voucher.pay_by': 'Zahlbar bis {date}.',
  'apm.voucher.cash_desk': 'An der {method}-Kasse bezahlen (Sandbox)',
  'apm.voucher.cash_desk.words': 'Am Schalter bezahlen (Sandbox)',
  'apm.bank_app.title': 'In {method} bestätigen',
  'apm.bank_app.title.words': 'In der App Ihrer Bank bestätigen',
  'apm.bank_app.status': 'Warten auf Ihre Bestätigung der Zahlung …',
  'apm.bank_app.how':
    'Öffnen Sie die {method}-App auf Ihrem Smartphone und bestätigen Sie die Zahlung.',
  'apm.bank_app.how.bank':
    'Öffnen Sie die App Ihrer Bank auf Ihrem Smartphone und bestätigen Sie die Zahlung.',
  'apm.bank_app.how.blik':
    'Öffnen Sie die App Ihrer Bank, geben Sie Ihren 6-stelligen BLIK-Code ein und bestätigen Sie die Zahlung.',
  'apm.bank_app.open': '{method}-App öffnen (Sandbox)',
  'apm.bank_app.open.words': 'App Ihrer Bank öffnen (Sandbox)',

  'sandbox.test_mode': 'Testmodus',

  'challenge.bank_name': 'SANDBOX BANK',
  'challenge.protocol': '3-D Secure',
  'challenge.document_title': '{page} · Kassa-Sandbox-Kartenherausgeber',
  'challenge.heading': 'Zahlung bestätigen',
  'challenge.lead': 'Ihre Bank bittet Sie, diese Zahlung an {shop} zu bestätigen.',
  'challenge.lead.no_shop': 'Ihre Bank bittet Sie, diese Zahlung an den Shop zu bestätigen.',
  'challenge.amount': 'Betrag',
  'challenge.card': 'Karte',
  'challenge.code.label': 'Einmalcode',
  'challenge.code.hint': 'Sandbox: Der Code lautet {code}. Sie können ihn einfügen.',
  'challenge.code.wrong': {
    one: 'Dieser Code ist falsch. Noch {count} Versuch.',
    other: 'Dieser Code ist falsch. Noch {count} Versuche.',
  },
  'challenge.approve': 'Bestätigen',
  'challenge.deny': 'Ablehnen',
  'challenge.approved.heading': 'Zahlung bestätigt',
  'challenge.approved.message': 'Vielen Dank. Sie werden zum Shop zurückgeleitet.',
  'challenge.denied.heading': 'Zahlung nicht bestätigt',
  'challenge.denied.message': 'Sie haben diese Zahlung abgelehnt. Es wurde nichts belastet.',
  'challenge.cancelled.heading': 'Verifizierung abgebrochen',
  'challenge.cancelled.message': 'Die Verifizierung wurde abgebrochen. Es wurde nichts belastet.',
  'challenge.failed.heading': 'Verifizierung fehlgeschlagen',
  'challenge.failed.message': 'Zu viele falsche Codes. Es wurde nichts belastet.',
  'challenge.timed_out.heading': 'Zeit für die Verifizierung abgelaufen',
  'challenge.timed_out.message':
    'Die Zeit zum Bestätigen dieser Zahlung ist abgelaufen. Es wurde nichts belastet.',
  'challenge.not_found.heading': 'Verifizierung nicht gefunden',
  'challenge.not_found.message':
    'Diese Verifizierung existiert nicht. Kehren Sie zum Shop zurück und bezahlen Sie erneut.',
  'challenge.preview.shop': 'Beispielshop',
  'challenge.preview.heading': 'Beispielabfrage',
  'challenge.preview.message':
    'Dies ist die Designer-Vorschau: Es wurde nichts bezahlt oder abgelehnt.',

  'provider.name': 'SANDBOX PROVIDER',
  'provider.document_title': '{page} · Kassa-Sandbox-Anbieter',
  'provider.method.unknown': 'Zahlung',
  'provider.redirect.heading': 'Mit {method} bezahlen',
  'provider.redirect.heading.words': 'Zahlung bestätigen',
  'provider.redirect.lead': '{shop} hat Sie hierher geschickt, um diese Zahlung zu bestätigen.',
  'provider.redirect.lead.no_shop':
    'Der Shop hat Sie hierher geschickt, um diese Zahlung zu bestätigen.',
  'provider.qr.heading': '{method}: gescannte Zahlung bestätigen',
  'provider.qr.heading.words': 'Gescannte Zahlung bestätigen',
  'provider.qr.lead': 'Sie haben den Code einer Zahlung an {shop} gescannt.',
  'provider.qr.lead.no_shop': 'Sie haben den Code einer Zahlung an den Shop gescannt.',
  'provider.voucher.heading': '{method}-Kasse',
  'provider.voucher.heading.words': 'Zahlungsschalter',
  'provider.voucher.lead': 'Sie legen diesen Beleg für eine Zahlung an {shop} vor.',
  'provider.voucher.lead.no_shop': 'Sie legen diesen Beleg für eine Zahlung an den Shop vor.',
  'provider.bank_app.heading': '{method}-App',
  'provider.bank_app.heading.words': 'App Ihrer Bank',
  'provider.bank_app.lead': '{shop} bittet Sie, diese Zahlung in Ihrer App zu bestätigen.',
  'provider.bank_app.lead.no_shop':
    'Der Shop bittet Sie, diese Zahlung in Ihrer App zu bestätigen.',
  'provider.shop': 'Shop',
  'provider.shop.unnamed': 'Kassa-Sandbox-Shop',
  'provider.amount': 'Betrag',
  'provider.method': 'Zahlungsart',
  'provider.payer': 'Zahler',
  'provider.crypto.network': 'Netzwerk',
  'provider.crypto.paying_from': 'Zahlung von',
  'provider.crypto.withdrawals_to': 'Auszahlungen an',
  'provider.reference': 'Referenz',
  'provider.valid_until': 'Gültig bis',
  'provider.blik.label': 'BLIK-Code',
  'provider.blik.hint':
    'Sandbox: Beliebige 6 Ziffern bestätigen die Zahlung; {declined} wird von der Bank abgelehnt.',
  'provider.blik.invalid': 'Geben Sie den 6-stelligen BLIK-Code ein.',
  'provider.approve': 'Bestätigen',
  'provider.decline': 'Ablehnen',
  'provider.leave_pending': 'Ausstehend lassen',
  'provider.voucher.pay': 'Diesen Beleg bezahlen',
  'provider.voucher.leave_unpaid': 'Unbezahlt lassen',
  'provider.bank_app.confirm': 'Bestätigen',
  'provider.bank_app.reject': 'Ablehnen',
  'provider.auto_pay':
    'Ausstehend: Die Sandbox bezahlt sie am {time} automatisch, sofern sie nicht vorher abläuft.',
  'provider.approved.heading': 'Zahlung bestätigt',
  'provider.approved.message': 'Diese Zahlung ist bestätigt und bezahlt.',
  'provider.declined.heading': 'Zahlung abgelehnt',
  'provider.declined.message': 'Diese Zahlung wurde abgelehnt. Es wurde nichts belastet.',
  'provider.cancelled.heading': 'Zahlung abgebrochen',
  'provider.cancelled.message':
    'Die Kundin oder der Kunde hat auf der Seite des Shops eine andere Zahlungsart gewählt. Es wurde nichts belastet.',
  'provider.expired.heading': 'Zahlung abgelaufen',
  'provider.expired.message':
    'Die Zeit zum Abschließen dieser Zahlung ist abgelaufen. Es wurde nichts belastet.',
  'provider.not_found.heading': 'Zahlung nicht gefunden',
  'provider.not_found.message':
    'Diese Zahlung existiert nicht. Kehren Sie zum Shop zurück und bezahlen Sie erneut.',
  'provider.left_pending.heading': 'Ausstehend gelassen',
  'provider.left_pending.message':
    'Die Zahlung bleibt ausstehend; die Sandbox bezahlt sie am {time} automatisch, sofern sie nicht vorher abläuft. Sie können diese Seite schließen und zum Shop zurückkehren.',
  'provider.recorded.message':
    'Ihre Entscheidung wurde gespeichert. Sie können diese Seite schließen und zum Shop zurückkehren.',
  'provider.not_an_answer.heading': 'Keine Antwort auf diese Zahlung',
  'provider.not_an_answer.message':
    'Eine {method}-Zahlung kann nicht mit „{decision}“ beantwortet werden. Gehen Sie zurück und verwenden Sie eine der Schaltflächen der Seite.',

  'return.document_title': '{page} – Kassa-Sandbox',
  'return.succeeded.heading': 'Zahlung erfolgreich',
  'return.failed.heading': 'Zahlung fehlgeschlagen',
  'return.returned.heading': 'Zurück vom Checkout',
  'return.failed.reason': '{field} {code}: {message}',
  'return.failed.no_message': 'keine Meldung',
  'return.stands_in':
    'Diese Seite vertritt die {field} des Händlers. Ihr Server würde genau diese Anfrage erhalten: die im Checkout festgelegte URL, nach einem Fehler ergänzt um {error_code} und {error_message}. Das Ergebnis selbst und bei einem erfolgreichen Verkauf das Zahlungstoken erhalten Sie im signierten TRANSACTION-Postback.',
  'return.stands_in.return_url':
    'Diese Seite vertritt die Rücksprung-URL des Händlers. Ihr Server würde genau diese Anfrage erhalten: die im Checkout festgelegte URL, nach einem Fehler ergänzt um {error_code} und {error_message}. Das Ergebnis selbst und bei einem erfolgreichen Verkauf das Zahlungstoken erhalten Sie im signierten TRANSACTION-Postback.',
  'return.received.heading': 'Was die {field} erhalten hat',
  'return.received.heading.return_url': 'Was die Rücksprung-URL erhalten hat',
  'return.query.none': 'Die URL enthielt keine Query-Parameter.',
  'return.query.caption': 'Erhaltene Query-Parameter',
  'return.lookup.off':
    'Dieser Server zeigt Zahlungen nicht auf offenen Seiten an ({host} ist keine Loopback-Adresse und {demo} ist aus). Das TRANSACTION-Postback überträgt das Ergebnis; {command} zeigt, was gesendet wurde.',
  'return.lookup.no_reference':
    'Fügen Sie wie ein Shop Ihre eigene Referenz in die Rücksprung-URLs ein ({example}), dann zeigt diese Seite diese Zahlung und ihre Postbacks.',
  'return.lookup.not_found':
    'Der Sandbox-Händler hat keine Zahlung mit merchant_payment_id {reference} oder einer payment_id mit diesem Wert.',
  'return.payment.heading': 'Die Zahlung',
  'return.postbacks.heading': 'Postbacks',
  'return.postbacks.none': 'Noch kein Postback.',
  'return.postbacks.caption': 'Für diese Zahlung gesendete Postbacks',
  'return.postbacks.delivery': 'Zustellung',
  'return.postbacks.attempts': {
    one: '{status} ({count} Versuch)',
    other: '{status} ({count} Versuche)',
  },
  'return.postbacks.refreshing':
    'Es wurde noch kein Postback gesendet: Dieser Teil der Seite aktualisiert sich selbst, bis der erste Versuch erfolgt.',
  'return.postbacks.log':
    '{link_start}Das Zustellprotokoll{link_end} zeigt jeden Versuch und sendet einen erneut.',
  'return.back': 'Zurück zu Kassa',
};

export default messages;
