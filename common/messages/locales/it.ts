// Italian (Italiano). Terms as Italian checkouts (Stripe, Nexi, Adyen) use them: "Numero della carta",
// "Data di scadenza", "Codice di sicurezza" (CVV), "Titolare della carta"; "tu" imperative, as Stripe and Nexi.
import type { Messages } from '../en.ts';

const messages: Messages = {
  'page.title': 'Pagamento',
  'page.title.shop': 'Pagamento – {shop}',
  'page.heading': 'Pagamento',
  'page.loading': 'Caricamento del pagamento…',
  'page.redirecting': 'Reindirizzamento in corso…',
  'page.retry': 'Riprova',
  'page.back_to_shop': 'Torna al negozio',
  'page.test_mode': 'Modalità test',
  'page.footer.secure': 'I pagamenti sono crittografati ed elaborati in modo sicuro.',
  'page.footer.powered_by': 'Powered by {product}',
  'page.embed_refused': 'Questo modulo di pagamento non può essere mostrato su questo sito.',

  'link.invalid': 'Questo link di pagamento non è valido.',
  'link.invalid.advice': 'Torna al negozio e avvia di nuovo il pagamento.',
  'session.expired': 'Questo modulo di pagamento è scaduto.',
  'session.ending_soon': {
    one: 'Questo modulo di pagamento si chiude tra {count} minuto. Completa il pagamento prima.',
    many: 'Questo modulo di pagamento si chiude tra {count} minuti. Completa il pagamento prima.',
    other: 'Questo modulo di pagamento si chiude tra {count} minuti. Completa il pagamento prima.',
  },
  'session.failed': 'Non è stato possibile completare questo pagamento.',

  'summary.subtotal': 'Subtotale',
  'summary.total': 'Totale',
  'summary.show': 'Mostra il riepilogo dell’ordine',
  'summary.hide': 'Nascondi il riepilogo dell’ordine',
  'summary.tax.on_top': '{name} {rate}%',
  'summary.tax.included': '{name} {rate}% inclusa',
  'summary.tax.name.tax': 'Imposta',
  'summary.tax.name.vat': 'IVA',
  'summary.tax.name.gst': 'GST',
  'summary.tax.name.sales_tax': 'Imposta sulle vendite',
  'addons.heading': 'Aggiungi al tuo ordine',
  'addons.add': 'Aggiungi',

  'pay.button.amount': 'Paga {amount}',
  'pay.button': 'Paga',
  'pay.button.busy': 'Elaborazione…',
  'pay.button.paid': 'Pagato',

  'choice.heading': 'Metodo di pagamento',
  'choice.card': 'Carta',
  'method.name.bank_app': 'App della banca',
  'method.name.bank_transfer': 'Bonifico bancario',
  'method.name.card_external': 'Carta (esterna)',
  'method.name.crypto': 'Criptovalute',
  'method.name.instant_bank_transfer': 'Bonifico istantaneo',
  'method.name.local_payment_methods': 'Metodi di pagamento locali',
  'method.name.pay_by_bank': 'Paga con la tua banca',
  'method.name.pay_by_bank_japan': 'Paga con la tua banca (Giappone)',
  'method.name.pay_by_cash': 'Pagamento in contanti',
  'method.name.sepa_bank_transfer': 'Bonifico SEPA',
  'method.name.sepa_instant': 'Bonifico SEPA istantaneo',
  'method.name.wire_transfer': 'Bonifico internazionale',
  'choice.or': 'oppure',
  'choice.another_method': 'Scegli un altro metodo di pagamento',
  'method.card.heading': 'Paga con carta',
  'method.pay_with': 'Paga con {method}',
  'method.pay_with.words': '{method}',
  'method.continue_with': 'Continua con {method}',
  'method.continue_with.words': 'Continua',
  'method.note.redirect':
    'Prosegui sulla pagina di {method} per approvare il pagamento, poi torni qui.',
  'method.note.redirect.words':
    'Prosegui sulla pagina del fornitore per approvare il pagamento, poi torni qui.',
  'method.note.qr': 'Qui compare un codice QR: scansionalo con l’app {method} per pagare.',
  'method.note.qr.words': 'Qui compare un codice QR: inquadralo con il telefono per pagare.',
  'method.note.voucher':
    'Ricevi un riferimento di pagamento per pagare con {method}. Il negozio conferma l’ordine appena riceve il pagamento.',
  'method.note.voucher.words':
    'Ricevi un riferimento di pagamento da indicare quando paghi. Il negozio conferma l’ordine quando il pagamento è arrivato.',
  'method.note.bank_app': 'Confermi il pagamento nella tua app {method}.',
  'method.note.bank_app.words': 'Confermi il pagamento nell’app della tua banca.',

  'card.number.label': 'Numero della carta',
  'card.number.required': 'Inserisci il numero della carta',
  'card.number.incomplete': 'Il numero della carta è incompleto. Inserisci tutte le cifre.',
  'card.number.invalid':
    'Questo numero di carta non è valido. Controlla che non ci siano errori di battitura.',
  'card.number.unsupported': 'Questo tipo di carta non è accettato. Usa un’altra carta.',
  'card.expiry.label': 'Data di scadenza',
  'card.expiry.hint': 'MM/YY',
  'card.expiry.required': 'Inserisci la data di scadenza nel formato MM/YY',
  'card.expiry.incomplete': 'La data di scadenza è incompleta. Inseriscila nel formato MM/YY.',
  'card.expiry.invalid': 'Inserisci la data di scadenza nel formato MM/YY',
  'card.expiry.invalid_month': 'Questo mese non esiste. Inserisci un mese da 01 a 12.',
  'card.expiry.expired': 'Questa data è già passata. Controlla la data di scadenza sulla carta.',
  'card.expiry.too_far': 'Controlla la data di scadenza: è troppo lontana nel futuro',
  'card.security_code.label': 'Codice di sicurezza',
  'card.security_code.hint.back': {
    one: '{count} cifra, sul retro della carta',
    many: '{count} cifre, sul retro della carta',
    other: '{count} cifre, sul retro della carta',
  },
  'card.security_code.hint.front': {
    one: '{count} cifra, sul fronte della carta',
    many: '{count} cifre, sul fronte della carta',
    other: '{count} cifre, sul fronte della carta',
  },
  'card.security_code.required': {
    one: 'Inserisci il codice di sicurezza di {count} cifra',
    many: 'Inserisci il codice di sicurezza di {count} cifre',
    other: 'Inserisci il codice di sicurezza di {count} cifre',
  },
  'card.security_code.incomplete': {
    one: 'Il codice di sicurezza è incompleto. Inserisci la cifra.',
    many: 'Il codice di sicurezza è incompleto. Inserisci tutte le {count} cifre.',
    other: 'Il codice di sicurezza è incompleto. Inserisci tutte le {count} cifre.',
  },
  'card.security_code.invalid_for_scheme': {
    one: 'Le carte {scheme} hanno un codice di sicurezza di {count} cifra. Controlla il codice.',
    many: 'Le carte {scheme} hanno un codice di sicurezza di {count} cifre. Controlla il codice.',
    other: 'Le carte {scheme} hanno un codice di sicurezza di {count} cifre. Controlla il codice.',
  },
  'card.holder_name.label': 'Titolare della carta',
  'card.holder_name.label.optional': 'Titolare della carta (facoltativo)',
  'card.holder_name.required': 'Inserisci il nome riportato sulla carta',
  'card.holder_name.too_long': 'Il nome sulla carta non può superare i 64 caratteri',
  'card.holder_name.card_number':
    'Inserisci qui il nome riportato sulla carta, non il numero della carta',
  'card.holder_name.invalid': "Nel nome sulla carta usa solo lettere, spazi e . ' -",
  'card.accepted': 'Carte accettate',
  'card.type': 'Tipo di carta: {scheme}',

  'form.error.network':
    'Non è stato possibile raggiungere il servizio di pagamento. Controlla la connessione e riprova.',
  'form.error.declined': 'La tua carta è stata rifiutata. Riprova o usa un’altra carta.',
  'form.error.rejected': 'Alcuni dati della carta non sono stati accettati. Controllali e riprova.',
  'form.error.details_rejected':
    'Alcuni dei tuoi dati non sono stati accettati. Controllali e riprova.',
  'form.error.unavailable': 'Si è verificato un problema da parte nostra. Riprova tra poco.',
  'success.paid': 'Pagamento riuscito',
  'success.saved': 'Carta salvata',
  'result.invalid_card': 'Controlla i dati della carta e riprova.',
  'result.invalid_details': 'Controlla l’e-mail e il paese di fatturazione e riprova.',

  'decline.declined.advice':
    'La tua banca ha rifiutato questo pagamento. Riprova o usa un’altra carta.',
  'decline.insufficient_funds.advice':
    'Fondi insufficienti su questa carta. Usa un’altra carta o un altro metodo di pagamento.',
  'decline.card_not_supported.advice':
    'Questa carta non può essere usata per questo pagamento. Usa un’altra carta.',
  'decline.limit_exceeded.advice':
    'Questo pagamento supera il plafond della carta. Usa un’altra carta o un altro metodo di pagamento.',
  'decline.processing_error.advice':
    'Si è verificato un errore durante l’elaborazione della carta. Riprova tra poco.',
  'decline.security_code.advice':
    'Il codice di sicurezza non è stato accettato. Controllalo sulla carta e inseriscilo di nuovo.',
  'decline.security_code.field':
    'Controlla il codice di sicurezza sulla carta e inseriscilo di nuovo',
  'decline.three_ds_failed.advice':
    'La tua banca non ha potuto confermare questo pagamento. Riprova o usa un’altra carta.',
  'decline.expired.advice':
    'Secondo la tua banca questa carta è scaduta. Controlla la data di scadenza o usa un’altra carta.',
  'decline.expired.field': 'Controlla la data di scadenza sulla carta',
  'decline.card_number.advice':
    'La tua banca non riconosce questo numero di carta. Controllalo o usa un’altra carta.',
  'decline.card_number.field': 'Controlla il numero della carta',

  'customer_message.transaction_declined': 'Transazione rifiutata; riprova o usa un’altra carta',
  'customer_message.transaction_declined.final': 'Transazione rifiutata',
  'customer_message.bank_declined': 'Rifiutata dalla banca; riprova o usa un’altra carta',
  'customer_message.bank_declined.final': 'Rifiutata dalla banca',
  'customer_message.insufficient_funds': 'Fondi insufficienti',
  'customer_message.card_not_supported': 'Carta non supportata',
  'customer_message.limit_exceeded': 'Plafond della carta superato',
  'customer_message.processing_error':
    'Errore durante l’elaborazione della carta; riprova tra poco',
  'customer_message.processing_error.final': 'Errore durante l’elaborazione della carta',
  'customer_message.security_code': 'Codice di sicurezza errato',
  'customer_message.three_ds_failed': 'Autenticazione 3-D Secure non riuscita',
  'customer_message.card_expired': 'Carta scaduta',
  'customer_message.card_number_invalid': 'Numero della carta non valido',
  'customer_message.other': 'Carta rifiutata; riprova o usa un’altra carta',
  'customer_message.other.final': 'Carta rifiutata',

  'three_ds.heading': 'Conferma il pagamento',
  'three_ds.cancel': 'Annulla',
  'three_ds.frame_title': 'Verifica 3-D Secure',
  'three_ds.back_to_top': 'Torna all’inizio della verifica',
  'three_ds.elsewhere': 'Completa la verifica nella finestra che si è aperta.',

  'embed.frame_title': 'Modulo di pagamento sicuro',

  'saved_card.name': '{scheme} che termina con {last4}',
  'saved_card.number': 'termina con {number}',
  'saved_card.expires': 'Scadenza {date}',
  'saved_card.remove': 'Rimuovi',
  'saved_card.remove.label': 'Rimuovi {card}',
  'saved_card.remove.question': 'Vuoi rimuovere questa carta dalle carte salvate?',
  'saved_card.remove.confirm': 'Rimuovi carta',
  'saved_card.remove.keep': 'Mantieni',
  'saved_card.removed': '{card} rimossa.',
  'saved_card.remove.failed': 'Non è stato possibile rimuovere la carta. Riprova.',
  'save_card.checkbox': 'Salva questa carta per la prossima volta',
  'save_card.kept_for_renewals': 'La tua carta viene conservata per i rinnovi dell’abbonamento.',
  'save_card.button': 'Salva carta',
  'save_card.done': 'Carta salvata',
  'save_card.note.shop':
    '{shop} conserva la tua carta per i pagamenti futuri. Ora non ti viene addebitato nulla.',
  'save_card.note':
    'Il negozio conserva la tua carta per i pagamenti futuri. Ora non ti viene addebitato nulla.',

  'subscription.due_today': 'Da pagare oggi',
  'subscription.due_today.amount': 'Da pagare oggi: {amount}',
  'subscription.start_trial': 'Inizia la prova gratuita',
  'subscription.charge.days': {
    one: '{amount} al giorno',
    many: '{amount} ogni {count} giorni',
    other: '{amount} ogni {count} giorni',
  },
  'subscription.charge.weeks': {
    one: '{amount} a settimana',
    many: '{amount} ogni {count} settimane',
    other: '{amount} ogni {count} settimane',
  },
  'subscription.terms.trial': {
    one: 'Prova gratuita di {count} giorno, poi {charge}',
    many: 'Prova gratuita di {count} giorni, poi {charge}',
    other: 'Prova gratuita di {count} giorni, poi {charge}',
  },
  'subscription.first_charge.today': 'Primo addebito oggi',
  'subscription.first_charge.on': 'Primo addebito il {date}',
  'subscription.consent.paying':
    'Pagando, autorizzi {merchant} ad addebitare {charges} fino alla disdetta.',
  'subscription.consent.paying.no_merchant':
    'Pagando, autorizzi l’esercente ad addebitare {charges} fino alla disdetta.',
  'subscription.consent.trial':
    'Iniziando la prova gratuita, autorizzi {merchant} ad addebitare {charges} fino alla disdetta.',
  'subscription.consent.trial.no_merchant':
    'Iniziando la prova gratuita, autorizzi l’esercente ad addebitare {charges} fino alla disdetta.',
  'subscription.consent.for': '{charge} per {name}',
  'subscription.consent.after_trial': {
    one: '{charge} dopo la prova gratuita di {count} giorno',
    many: '{charge} dopo la prova gratuita di {count} giorni',
    other: '{charge} dopo la prova gratuita di {count} giorni',
  },
  'subscription.consent.for_after_trial': {
    one: '{charge} per {name} dopo la prova gratuita di {count} giorno',
    many: '{charge} per {name} dopo la prova gratuita di {count} giorni',
    other: '{charge} per {name} dopo la prova gratuita di {count} giorni',
  },

  'customer.heading': 'I tuoi dati',
  'customer.email.label': 'E-mail',
  'customer.email.required': 'Inserisci il tuo indirizzo e-mail',
  'customer.email.too_long': 'L’indirizzo e-mail non può superare i 320 caratteri',
  'customer.email.invalid': 'Inserisci un indirizzo e-mail valido, ad esempio nome@example.com',
  'customer.email.card_number': 'Inserisci qui il tuo indirizzo e-mail, non un numero di carta',
  'customer.email.refused': 'Questo indirizzo e-mail non è stato accettato. Controllalo e riprova.',
  'customer.country.label': 'Paese di fatturazione',
  'customer.country.choose': 'Scegli un paese',
  'customer.country.required': 'Scegli il paese di fatturazione',
  'customer.country.refused':
    'Questo paese non è stato accettato. Scegli di nuovo il paese di fatturazione.',

  'wallet.button': 'Paga con {wallet}',
  'wallet.unavailable':
    'Non è stato possibile usare {wallet}. Riprova o usa un altro metodo di pagamento.',
  'wallet.failed': 'Non è stato possibile usare il wallet.',
  'wallet.sheet.title': '{wallet} (sandbox)',
  'wallet.sheet.payee': 'Paga {merchant}',
  'wallet.sheet.card': 'Carta',
  'wallet.sheet.authentication': 'Autenticazione',
  'wallet.sheet.auth.pan_only': 'Carta salvata nell’account (PAN_ONLY)',
  'wallet.sheet.auth.cryptogram_3ds': 'Token del dispositivo (CRYPTOGRAM_3DS)',
  'wallet.sheet.outcome.approved': 'Approvato',
  'wallet.sheet.outcome.insufficient_funds': 'Rifiutato: fondi insufficienti',
  'wallet.sheet.outcome.challenge': 'Verifica 3-D Secure se la carta è PAN_ONLY',
  'wallet.sheet.cancel': 'Annulla',
  'wallet.sheet.pay': 'Paga',

  'apm.pay_another_way': 'Paga in un altro modo',
  'apm.countdown.label': 'Tempo rimanente:',
  'apm.countdown.up': 'Tempo scaduto.',
  'apm.countdown.seconds': {
    one: 'Manca {count} secondo.',
    many: 'Mancano {count} secondi.',
    other: 'Mancano {count} secondi.',
  },
  'apm.countdown.minutes': {
    one: 'Manca {count} minuto.',
    many: 'Mancano {count} minuti.',
    other: 'Mancano {count} minuti.',
  },
  'apm.countdown.hours': {
    one: 'Manca {count} ora.',
    many: 'Mancano {count} ore.',
    other: 'Mancano {count} ore.',
  },
  'apm.redirect.status': 'In attesa della conferma del pagamento…',
  'apm.redirect.leaving': 'Ti stiamo portando sulla pagina di {method} per approvare il pagamento…',
  'apm.redirect.leaving.words':
    'Ti stiamo portando alla pagina del fornitore per approvare il pagamento…',
  'apm.redirect.approve':
    'Approva il pagamento sulla pagina di {method}. Dopo, questo modulo prosegue da solo.',
  'apm.redirect.approve.words':
    'Approva il pagamento sulla pagina del fornitore. Dopo, questo modulo prosegue da solo.',
  'apm.redirect.approve_new_window':
    'Approva il pagamento sulla pagina di {method}, in una nuova finestra. Dopo, questo modulo prosegue da solo.',
  'apm.redirect.approve_new_window.words':
    'Approva il pagamento sulla pagina del fornitore, in una nuova finestra. Dopo, questo modulo prosegue da solo.',
  'apm.redirect.open': 'Apri {method}',
  'apm.redirect.open.words': 'Apri la pagina del fornitore',
  'apm.redirect.go_to': 'Vai a {method}',
  'apm.redirect.go_to.words': 'Vai alla pagina del fornitore',
  'apm.qr.title.scan': 'Scansiona per pagare con {method}',
  'apm.qr.title.copy': 'Copia il codice per pagare con {method}',
  'apm.qr.status': 'In attesa del pagamento…',
  'apm.qr.scan': 'Apri l’app {method} sul telefono e scansiona questo codice.',
  'apm.qr.scan.words': 'Apri sul telefono l’app con cui paghi e scansiona questo codice.',
  'apm.qr.scan.bank_app': 'Apri l’app della tua banca sul telefono e scansiona questo codice.',
  'apm.qr.copy_or_scan':
    'Copia il codice e incollalo nell’app della tua banca, oppure scansiona il codice QR da un altro dispositivo.',
  'apm.qr.image': 'Codice QR per pagare con {method}',
  'apm.qr.copy': 'Copia codice',
  'apm.qr.copied': 'Codice copiato. Incollalo nell’app della tua banca per pagare con {method}.',
  'apm.qr.copy_failed': 'La copia non è riuscita: seleziona il codice e copialo.',
  'apm.qr.open_here': 'Apri la pagina di pagamento su questo dispositivo',
  'apm.voucher.status': 'In attesa del pagamento. Il negozio conferma l’ordine appena lo riceve.',
  'apm.voucher.how.transfer':
    'Paga con {method} dall’app della tua banca o in banca, indicando questo riferimento.',
  'apm.voucher.how.transfer.words':
    'Fai il bonifico dall’app della tua banca o in banca, indicando questo riferimento.',
  'apm.voucher.how.counter':
    'Paga questo riferimento in un negozio, una banca o un punto autorizzato che accetta {method}, o nell’app della tua banca.',
  'apm.voucher.how.counter.words':
    'Paga questo riferimento in un negozio, una banca o un punto autorizzato, o nell’app della tua banca.',
  'apm.voucher.barcode': 'Codice a barre del riferimento {method}',
  'apm.voucher.reference': 'Il tuo riferimento di pagamento:',
  'apm.voucher.copy': 'Copia riferimento',
  'apm.voucher.copied': 'Riferimento copiato.',
  'apm.voucher.copy_failed': 'La copia non è riuscita: seleziona il riferimento e copialo.',
  'apm.voucher.pay_by': 'Paga entro il {date}.',
  'apm.voucher.cash_desk': 'Paga alla cassa {method} (sandbox)',
  'apm.voucher.cash_desk.words': 'Paga allo sportello (sandbox)',
  'apm.bank_app.title': 'Conferma in {method}',
  'apm.bank_app.title.words': 'Conferma nell’app della tua banca',
  'apm.bank_app.status': 'In attesa della tua conferma del pagamento…',
  'apm.bank_app.how': 'Apri l’app {method} sul telefono e conferma il pagamento.',
  'apm.bank_app.how.bank': 'Apri l’app della tua banca sul telefono e conferma il pagamento.',
  'apm.bank_app.how.blik':
    'Apri l’app della tua banca, inserisci il codice BLIK di 6 cifre e conferma il pagamento.',
  'apm.bank_app.open': 'Apri l’app {method} (sandbox)',
  'apm.bank_app.open.words': 'Apri l’app della tua banca (sandbox)',

  'sandbox.test_mode': 'Modalità test',

  'challenge.bank_name': 'BANCA SANDBOX',
  'challenge.protocol': '3-D Secure',
  'challenge.document_title': '{page} · Emittente sandbox di Kassa',
  'challenge.heading': 'Conferma il pagamento',
  'challenge.lead': 'La tua banca ti chiede di confermare questo pagamento a {shop}.',
  'challenge.lead.no_shop': 'La tua banca ti chiede di confermare questo pagamento al negozio.',
  'challenge.amount': 'Importo',
  'challenge.card': 'Carta',
  'challenge.code.label': 'Codice monouso',
  'challenge.code.hint': 'Sandbox: il codice è {code}. Puoi incollarlo.',
  'challenge.code.wrong': {
    one: 'Il codice non è corretto. Ti resta {count} tentativo.',
    many: 'Il codice non è corretto. Ti restano {count} tentativi.',
    other: 'Il codice non è corretto. Ti restano {count} tentativi.',
  },
  'challenge.approve': 'Approva',
  'challenge.deny': 'Rifiuta',
  'challenge.approved.heading': 'Pagamento confermato',
  'challenge.approved.message': 'Grazie. Ti stiamo riportando al negozio.',
  'challenge.denied.heading': 'Pagamento non confermato',
  'challenge.denied.message': 'Hai rifiutato questo pagamento. Non è stato addebitato nulla.',
  'challenge.cancelled.heading': 'Verifica annullata',
  'challenge.cancelled.message': 'La verifica è stata annullata. Non è stato addebitato nulla.',
  'challenge.failed.heading': 'Verifica non riuscita',
  'challenge.failed.message': 'Troppi codici errati. Non è stato addebitato nulla.',
  'challenge.timed_out.heading': 'Tempo per la verifica scaduto',
  'challenge.timed_out.message':
    'Il tempo per confermare questo pagamento è scaduto. Non è stato addebitato nulla.',
  'challenge.not_found.heading': 'Verifica non trovata',
  'challenge.not_found.message': 'Questa verifica non esiste. Torna al negozio e paga di nuovo.',
  'challenge.preview.shop': 'Negozio di esempio',
  'challenge.preview.heading': 'Verifica di esempio',
  'challenge.preview.message':
    'Questa è l’anteprima del designer: non è stato pagato né rifiutato nulla.',

  'provider.name': 'PROVIDER SANDBOX',
  'provider.document_title': '{page} · Provider sandbox di Kassa',
  'provider.method.unknown': 'Pagamento',
  'provider.redirect.heading': 'Paga con {method}',
  'provider.redirect.heading.words': 'Approva il pagamento',
  'provider.redirect.lead': '{shop} ti ha indirizzato qui per approvare questo pagamento.',
  'provider.redirect.lead.no_shop':
    'Il negozio ti ha indirizzato qui per approvare questo pagamento.',
  'provider.qr.heading': '{method}: conferma il pagamento scansionato',
  'provider.qr.heading.words': 'Conferma il pagamento scansionato',
  'provider.qr.lead': 'Hai scansionato il codice di un pagamento a {shop}.',
  'provider.qr.lead.no_shop': 'Hai scansionato il codice di un pagamento al negozio.',
  'provider.voucher.heading': 'Cassa {method}',
  'provider.voucher.heading.words': 'Sportello di pagamento',
  'provider.voucher.lead': 'Consegni questo voucher per un pagamento a {shop}.',
  'provider.voucher.lead.no_shop': 'Consegni questo voucher per un pagamento al negozio.',
  'provider.bank_app.heading': 'App {method}',
  'provider.bank_app.heading.words': 'L’app della tua banca',
  'provider.bank_app.lead': '{shop} ti chiede di confermare questo pagamento nella tua app.',
  'provider.bank_app.lead.no_shop':
    'Il negozio ti chiede di confermare questo pagamento nella tua app.',
  'provider.shop': 'Negozio',
  'provider.shop.unnamed': 'Negozio sandbox di Kassa',
  'provider.amount': 'Importo',
  'provider.method': 'Metodo',
  'provider.payer': 'Pagatore',
  'provider.crypto.network': 'Rete',
  'provider.crypto.paying_from': 'Pagamento da',
  'provider.crypto.withdrawals_to': 'Prelievi verso',
  'provider.reference': 'Riferimento',
  'provider.valid_until': 'Valido fino al',
  'provider.blik.label': 'Codice BLIK',
  'provider.blik.hint':
    'Sandbox: 6 cifre qualsiasi confermano il pagamento; {declined} viene rifiutato dalla banca.',
  'provider.blik.invalid': 'Inserisci il codice BLIK di 6 cifre.',
  'provider.approve': 'Approva',
  'provider.decline': 'Rifiuta',
  'provider.leave_pending': 'Lascia in sospeso',
  'provider.voucher.pay': 'Paga questo voucher',
  'provider.voucher.leave_unpaid': 'Lascia non pagato',
  'provider.bank_app.confirm': 'Conferma',
  'provider.bank_app.reject': 'Rifiuta',
  'provider.auto_pay':
    'In sospeso: la sandbox lo paga da sola il {time}, a meno che non scada prima.',
  'provider.approved.heading': 'Pagamento approvato',
  'provider.approved.message': 'Questo pagamento è approvato e pagato.',
  'provider.declined.heading': 'Pagamento rifiutato',
  'provider.declined.message': 'Questo pagamento è stato rifiutato. Non è stato addebitato nulla.',
  'provider.cancelled.heading': 'Pagamento annullato',
  'provider.cancelled.message':
    'Il cliente ha scelto un altro metodo di pagamento sulla pagina del negozio. Non è stato addebitato nulla.',
  'provider.expired.heading': 'Pagamento scaduto',
  'provider.expired.message':
    'Il tempo per completare questo pagamento è scaduto. Non è stato addebitato nulla.',
  'provider.not_found.heading': 'Pagamento non trovato',
  'provider.not_found.message': 'Questo pagamento non esiste. Torna al negozio e paga di nuovo.',
  'provider.left_pending.heading': 'Lasciato in sospeso',
  'provider.left_pending.message':
    'Il pagamento resta in sospeso; la sandbox lo paga da sola il {time}, a meno che non scada prima. Puoi chiudere questa pagina e tornare al negozio.',
  'provider.recorded.message':
    'La tua decisione è stata registrata. Puoi chiudere questa pagina e tornare al negozio.',
  'provider.not_an_answer.heading': 'Non è una risposta a questo pagamento',
  'provider.not_an_answer.message':
    'A un pagamento {method} non si può rispondere con «{decision}». Torna indietro e usa uno dei pulsanti della pagina.',

  'return.document_title': '{page} – Sandbox di Kassa',
  'return.succeeded.heading': 'Pagamento riuscito',
  'return.failed.heading': 'Pagamento non riuscito',
  'return.returned.heading': 'Ritorno dal checkout',
  'return.failed.reason': '{field} {code}: {message}',
  'return.failed.no_message': 'nessun messaggio',
  'return.stands_in':
    'Questa pagina sostituisce la {field} dell’esercente. Il tuo server riceverebbe esattamente questa richiesta: l’URL impostato nel checkout, con {error_code} e {error_message} aggiunti dopo un errore. L’esito stesso, e il token di pagamento di una vendita riuscita, ti arrivano nel postback TRANSACTION firmato.',
  'return.stands_in.return_url':
    'Questa pagina sostituisce l’URL di ritorno dell’esercente. Il tuo server riceverebbe esattamente questa richiesta: l’URL impostato nel checkout, con {error_code} e {error_message} aggiunti dopo un errore. L’esito stesso, e il token di pagamento di una vendita riuscita, ti arrivano nel postback TRANSACTION firmato.',
  'return.received.heading': 'Cosa ha ricevuto la {field}',
  'return.received.heading.return_url': 'Cosa ha ricevuto l’URL di ritorno',
  'return.query.none': 'L’URL non conteneva parametri di query.',
  'return.query.caption': 'Parametri di query ricevuti',
  'return.lookup.off':
    'Questo server non mostra i pagamenti su pagine aperte ({host} non è un indirizzo di loopback e {demo} è disattivato). Il postback TRANSACTION trasmette l’esito; {command} mostra cosa è stato inviato.',
  'return.lookup.no_reference':
    'Inserisci il tuo riferimento negli URL di ritorno, come fa un negozio ({example}), e questa pagina mostrerà quel pagamento e i suoi postback.',
  'return.lookup.not_found':
    'L’esercente sandbox non ha alcun pagamento con merchant_payment_id {reference} né con un payment_id di quel valore.',
  'return.payment.heading': 'Il pagamento',
  'return.postbacks.heading': 'Postback',
  'return.postbacks.none': 'Ancora nessun postback.',
  'return.postbacks.caption': 'Postback inviati per questo pagamento',
  'return.postbacks.delivery': 'consegna',
  'return.postbacks.attempts': {
    one: '{status} ({count} tentativo)',
    many: '{status} ({count} tentativi)',
    other: '{status} ({count} tentativi)',
  },
  'return.postbacks.refreshing':
    'Non è ancora stato inviato alcun postback: questa parte della pagina si aggiorna da sola fino al primo tentativo.',
  'return.postbacks.log':
    '{link_start}Il registro delle consegne{link_end} mostra ogni tentativo e permette di reinviarne uno.',
  'return.back': 'Torna a Kassa',
};

export default messages;
