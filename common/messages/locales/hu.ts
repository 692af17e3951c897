// Hungarian (Magyar). Terms: "CVC/CVV kód" for the security code, "Lejárati dátum", "Kártyabirtokos
// neve", "Fizetés", "ÁFA"; formal "Ön" (e.g. "Adja meg") as SimplePay and Barion; {method} left undeclined.
import type { Messages } from '../en.ts';

const messages: Messages = {
  'page.title': 'Fizetés',
  'page.title.shop': 'Fizetés – {shop}',
  'page.heading': 'Fizetés',
  'page.loading': 'A fizetési oldal betöltése…',
  'page.redirecting': 'Átirányítás…',
  'page.retry': 'Újrapróbálás',
  'page.back_to_shop': 'Vissza a webshopba',
  'page.test_mode': 'Tesztüzemmód',
  'page.footer.secure': 'A fizetések titkosítva és biztonságosan kerülnek feldolgozásra.',
  'page.footer.powered_by': 'Üzemelteti: {product}',
  'page.embed_refused': 'Ez a fizetési űrlap ezen a webhelyen nem jeleníthető meg.',

  'link.invalid': 'Ez a fizetési link érvénytelen.',
  'link.invalid.advice': 'Térjen vissza a webshopba, és kezdje újra a fizetést.',
  'session.expired': 'Ez a fizetési űrlap lejárt.',
  'session.ending_soon': {
    one: 'Ez a fizetési űrlap {count} perc múlva bezárul. Addig fejezze be a fizetést.',
    other: 'Ez a fizetési űrlap {count} perc múlva bezárul. Addig fejezze be a fizetést.',
  },
  'session.failed': 'A fizetést nem sikerült befejezni.',

  'summary.subtotal': 'Részösszeg',
  'summary.total': 'Végösszeg',
  'summary.show': 'Rendelés összesítésének megjelenítése',
  'summary.hide': 'Rendelés összesítésének elrejtése',
  'summary.tax.on_top': '{name} {rate}%',
  'summary.tax.included': 'Tartalmazza: {name} {rate}%',
  'summary.tax.name.tax': 'Adó',
  'summary.tax.name.vat': 'ÁFA',
  'summary.tax.name.gst': 'GST',
  'summary.tax.name.sales_tax': 'Forgalmi adó',
  'addons.heading': 'Adja hozzá a rendeléséhez',
  'addons.add': 'Hozzáadás',

  'pay.button.amount': '{amount} fizetése',
  'pay.button': 'Fizetés',
  'pay.button.busy': 'Feldolgozás…',
  'pay.button.paid': 'Kifizetve',

  'choice.heading': 'Fizetési mód',
  'choice.card': 'Kártya',
  'method.name.bank_app': 'Banki alkalmazás',
  'method.name.bank_transfer': 'Banki átutalás',
  'method.name.card_external': 'Kártya (külső)',
  'method.name.crypto': 'Kriptovaluta',
  'method.name.instant_bank_transfer': 'Azonnali átutalás',
  'method.name.local_payment_methods': 'Helyi fizetési módok',
  'method.name.pay_by_bank': 'Fizetés bankon keresztül',
  'method.name.pay_by_bank_japan': 'Fizetés bankon keresztül (Japán)',
  'method.name.pay_by_cash': 'Készpénzes fizetés',
  'method.name.sepa_bank_transfer': 'SEPA-átutalás',
  'method.name.sepa_instant': 'Azonnali SEPA-átutalás',
  'method.name.wire_transfer': 'Nemzetközi átutalás',
  'choice.or': 'vagy',
  'choice.another_method': 'Másik fizetési mód választása',
  'method.card.heading': 'Fizetés kártyával',
  'method.pay_with': 'Fizetés: {method}',
  'method.pay_with.words': '{method}',
  'method.continue_with': 'Tovább: {method}',
  'method.continue_with.words': 'Tovább',
  'method.note.redirect': 'A fizetést a(z) {method} oldalán hagyja jóvá, majd visszatér ide.',
  'method.note.redirect.words': 'A fizetést a szolgáltató oldalán hagyja jóvá, majd visszatér ide.',
  'method.note.qr':
    'Itt megjelenik egy QR-kód: a fizetéshez olvassa be a(z) {method} alkalmazással.',
  'method.note.qr.words': 'Itt megjelenik egy QR-kód: fizetéshez olvassa be a telefonjával.',
  'method.note.voucher':
    'Kap egy fizetési azonosítót, amellyel a(z) {method} útján fizethet. A webshop a fizetés beérkezése után visszaigazolja a rendelését.',
  'method.note.voucher.words':
    'Kap egy fizetési azonosítót, amelyet fizetéskor meg kell adnia. Az üzlet a fizetés beérkezése után visszaigazolja a rendelését.',
  'method.note.bank_app': 'A fizetést a(z) {method} alkalmazásban hagyja jóvá.',
  'method.note.bank_app.words': 'A fizetést a bankja alkalmazásában hagyja jóvá.',

  'card.number.label': 'Kártyaszám',
  'card.number.required': 'Adja meg a kártyaszámot',
  'card.number.incomplete': 'A kártyaszám hiányos. Adja meg az összes számjegyét.',
  'card.number.invalid': 'Ez a kártyaszám érvénytelen. Ellenőrizze, nem gépelte-e el.',
  'card.number.unsupported': 'Ezt a kártyatípust nem fogadjuk el. Használjon másik kártyát.',
  'card.expiry.label': 'Lejárati dátum',
  'card.expiry.hint': 'MM/YY',
  'card.expiry.required': 'Adja meg a lejárati dátumot MM/YY formában',
  'card.expiry.incomplete': 'A lejárati dátum hiányos. Adja meg MM/YY formában.',
  'card.expiry.invalid': 'Adja meg a lejárati dátumot MM/YY formában',
  'card.expiry.invalid_month': 'Nincs ilyen hónap. Adjon meg egy hónapot 01 és 12 között.',
  'card.expiry.expired': 'Ez a dátum már elmúlt. Ellenőrizze a kártyáján a lejárati dátumot.',
  'card.expiry.too_far': 'Ellenőrizze a lejárati dátumot: túl messze van a jövőben',
  'card.security_code.label': 'CVC/CVV kód',
  'card.security_code.hint.back': {
    one: '{count} számjegy, a kártya hátoldalán',
    other: '{count} számjegy, a kártya hátoldalán',
  },
  'card.security_code.hint.front': {
    one: '{count} számjegy, a kártya előlapján',
    other: '{count} számjegy, a kártya előlapján',
  },
  'card.security_code.required': {
    one: 'Adja meg a {count} jegyű CVC/CVV kódot',
    other: 'Adja meg a {count} jegyű CVC/CVV kódot',
  },
  'card.security_code.incomplete': {
    one: 'A CVC/CVV kód hiányos. Adja meg mind a(z) {count} számjegyet.',
    other: 'A CVC/CVV kód hiányos. Adja meg mind a(z) {count} számjegyet.',
  },
  'card.security_code.invalid_for_scheme': {
    one: 'A(z) {scheme} kártyák CVC/CVV kódja {count} jegyű. Ellenőrizze a kódot.',
    other: 'A(z) {scheme} kártyák CVC/CVV kódja {count} jegyű. Ellenőrizze a kódot.',
  },
  'card.holder_name.label': 'Kártyabirtokos neve',
  'card.holder_name.label.optional': 'Kártyabirtokos neve (nem kötelező)',
  'card.holder_name.required': 'Adja meg a kártyán szereplő nevet',
  'card.holder_name.too_long': 'A kártyán szereplő név legfeljebb 64 karakter lehet',
  'card.holder_name.card_number': 'Ide a kártyán szereplő nevet írja, ne a kártyaszámot',
  'card.holder_name.invalid':
    "A kártyán szereplő névben csak betűket, szóközt és . ' - jeleket használjon",
  'card.accepted': 'Elfogadott kártyák',
  'card.type': 'Kártyatípus: {scheme}',

  'form.error.network':
    'Nem sikerült elérni a fizetési szolgáltatást. Ellenőrizze a kapcsolatot, és próbálja újra.',
  'form.error.declined': 'A kártyáját elutasították. Próbálja újra, vagy használjon másik kártyát.',
  'form.error.rejected':
    'Néhány kártyaadatot nem fogadtunk el. Ellenőrizze őket, és próbálja újra.',
  'form.error.details_rejected':
    'Néhány adatát nem fogadtuk el. Ellenőrizze őket, és próbálja újra.',
  'form.error.unavailable': 'Hiba történt nálunk. Kérjük, próbálja újra egy kis idő múlva.',
  'success.paid': 'Sikeres fizetés',
  'success.saved': 'Kártya elmentve',
  'result.invalid_card': 'Ellenőrizze a kártyaadatokat, és próbálja újra.',
  'result.invalid_details':
    'Ellenőrizze az e-mail-címet és a számlázási országot, és próbálja újra.',

  'decline.declined.advice':
    'A bankja elutasította ezt a fizetést. Próbálja újra, vagy használjon másik kártyát.',
  'decline.insufficient_funds.advice':
    'Nincs elegendő fedezet a kártyán. Használjon másik kártyát vagy fizetési módot.',
  'decline.card_not_supported.advice':
    'Ez a kártya nem használható ehhez a fizetéshez. Használjon másik kártyát.',
  'decline.limit_exceeded.advice':
    'A fizetés meghaladja a kártya limitjét. Használjon másik kártyát vagy fizetési módot.',
  'decline.processing_error.advice':
    'Hiba történt a kártya feldolgozása közben. Próbálja újra egy kis idő múlva.',
  'decline.security_code.advice':
    'A CVC/CVV kódot nem fogadták el. Ellenőrizze a kártyáján, és adja meg újra.',
  'decline.security_code.field': 'Ellenőrizze a CVC/CVV kódot a kártyáján, és adja meg újra',
  'decline.three_ds_failed.advice':
    'A bankja nem tudta megerősíteni ezt a fizetést. Próbálja újra, vagy használjon másik kártyát.',
  'decline.expired.advice':
    'A bankja szerint ez a kártya lejárt. Ellenőrizze a lejárati dátumot, vagy használjon másik kártyát.',
  'decline.expired.field': 'Ellenőrizze a lejárati dátumot a kártyáján',
  'decline.card_number.advice':
    'A bankja nem ismeri ezt a kártyaszámot. Ellenőrizze, vagy használjon másik kártyát.',
  'decline.card_number.field': 'Ellenőrizze a kártyaszámot',

  'customer_message.transaction_declined':
    'Tranzakció elutasítva; próbálja újra, vagy használjon másik kártyát',
  'customer_message.transaction_declined.final': 'Tranzakció elutasítva',
  'customer_message.bank_declined':
    'A bank elutasította; próbálja újra, vagy használjon másik kártyát',
  'customer_message.bank_declined.final': 'A bank elutasította',
  'customer_message.insufficient_funds': 'Nincs elegendő fedezet',
  'customer_message.card_not_supported': 'A kártya nem támogatott',
  'customer_message.limit_exceeded': 'Kártyalimit túllépve',
  'customer_message.processing_error': 'Hiba a kártya feldolgozásakor; próbálja újra hamarosan',
  'customer_message.processing_error.final': 'Hiba a kártya feldolgozásakor',
  'customer_message.security_code': 'Hibás CVC/CVV kód',
  'customer_message.three_ds_failed': 'Sikertelen 3-D Secure hitelesítés',
  'customer_message.card_expired': 'A kártya lejárt',
  'customer_message.card_number_invalid': 'Érvénytelen kártyaszám',
  'customer_message.other': 'Kártya elutasítva; próbálja újra, vagy használjon másik kártyát',
  'customer_message.other.final': 'Kártya elutasítva',

  'three_ds.heading': 'Erősítse meg a fizetést',
  'three_ds.cancel': 'Mégse',
  'three_ds.frame_title': '3-D Secure hitelesítés',
  'three_ds.back_to_top': 'Vissza a hitelesítés elejére',
  'three_ds.elsewhere': 'Fejezze be a hitelesítést a megnyílt ablakban.',

  'embed.frame_title': 'Biztonságos fizetési űrlap',

  'saved_card.name': '{last4} végű {scheme}',
  'saved_card.number': '{number} végű',
  'saved_card.expires': 'Lejárat: {date}',
  'saved_card.remove': 'Eltávolítás',
  'saved_card.remove.label': '{card} eltávolítása',
  'saved_card.remove.question': 'Eltávolítja ezt a kártyát a mentett kártyák közül?',
  'saved_card.remove.confirm': 'Kártya eltávolítása',
  'saved_card.remove.keep': 'Megtartás',
  'saved_card.removed': '{card} eltávolítva.',
  'saved_card.remove.failed': 'A kártyát nem sikerült eltávolítani. Próbálja újra.',
  'save_card.checkbox': 'Kártya mentése a következő alkalomra',
  'save_card.kept_for_renewals': 'Kártyáját megőrizzük az előfizetése megújításaihoz.',
  'save_card.button': 'Kártya mentése',
  'save_card.done': 'Kártya elmentve',
  'save_card.note.shop': '{shop} megőrzi kártyáját a későbbi fizetésekhez. Most nem terheljük meg.',
  'save_card.note': 'A webshop megőrzi kártyáját a későbbi fizetésekhez. Most nem terheljük meg.',

  'subscription.due_today': 'Ma fizetendő',
  'subscription.due_today.amount': 'Ma fizetendő: {amount}',
  'subscription.start_trial': 'Ingyenes próbaidőszak indítása',
  'subscription.charge.days': { one: '{amount} naponta', other: '{amount} {count} naponta' },
  'subscription.charge.weeks': {
    one: '{amount} hetente',
    other: '{amount} {count} hetente',
  },
  'subscription.terms.trial': {
    one: '{count} napos ingyenes próbaidőszak, utána {charge}',
    other: '{count} napos ingyenes próbaidőszak, utána {charge}',
  },
  'subscription.first_charge.today': 'Első terhelés ma',
  'subscription.first_charge.on': 'Első terhelés: {date}',
  'subscription.consent.paying':
    'A fizetéssel felhatalmazza a(z) {merchant} kereskedőt, hogy lemondásig terhelje Önt: {charges}.',
  'subscription.consent.paying.no_merchant':
    'A fizetéssel felhatalmazza a kereskedőt, hogy lemondásig terhelje Önt: {charges}.',
  'subscription.consent.trial':
    'Az ingyenes próbaidőszak indításával felhatalmazza a(z) {merchant} kereskedőt, hogy lemondásig terhelje Önt: {charges}.',
  'subscription.consent.trial.no_merchant':
    'Az ingyenes próbaidőszak indításával felhatalmazza a kereskedőt, hogy lemondásig terhelje Önt: {charges}.',
  'subscription.consent.for': '{charge} ({name})',
  'subscription.consent.after_trial': {
    one: '{charge} a {count} napos ingyenes próbaidőszak után',
    other: '{charge} a {count} napos ingyenes próbaidőszak után',
  },
  'subscription.consent.for_after_trial': {
    one: '{charge} ({name}) a {count} napos ingyenes próbaidőszak után',
    other: '{charge} ({name}) a {count} napos ingyenes próbaidőszak után',
  },

  'customer.heading': 'Az Ön adatai',
  'customer.email.label': 'E-mail',
  'customer.email.required': 'Adja meg e-mail-címét',
  'customer.email.too_long': 'Az e-mail-cím legfeljebb 320 karakter lehet',
  'customer.email.invalid': 'Adjon meg érvényes e-mail-címet, például nev@example.com',
  'customer.email.card_number': 'Ide az e-mail-címét írja, ne kártyaszámot',
  'customer.email.refused': 'Ezt az e-mail-címet nem fogadtuk el. Ellenőrizze, és próbálja újra.',
  'customer.country.label': 'Számlázási ország',
  'customer.country.choose': 'Válasszon országot',
  'customer.country.required': 'Válassza ki a számlázási országot',
  'customer.country.refused':
    'Ezt az országot nem fogadtuk el. Válassza ki újra a számlázási országot.',

  'wallet.button': 'Fizetés: {wallet}',
  'wallet.unavailable':
    'A(z) {wallet} nem használható. Próbálja újra, vagy válasszon másik fizetési módot.',
  'wallet.failed': 'A digitális tárca nem használható.',
  'wallet.sheet.title': '{wallet} (sandbox)',
  'wallet.sheet.payee': 'Kedvezményezett: {merchant}',
  'wallet.sheet.card': 'Kártya',
  'wallet.sheet.authentication': 'Hitelesítés',
  'wallet.sheet.auth.pan_only': 'A fiókban tárolt kártya (PAN_ONLY)',
  'wallet.sheet.auth.cryptogram_3ds': 'Eszköztoken (CRYPTOGRAM_3DS)',
  'wallet.sheet.outcome.approved': 'Jóváhagyva',
  'wallet.sheet.outcome.insufficient_funds': 'Elutasítva: nincs elegendő fedezet',
  'wallet.sheet.outcome.challenge': '3-D Secure hitelesítés, ha a kártya PAN_ONLY',
  'wallet.sheet.cancel': 'Mégse',
  'wallet.sheet.pay': 'Fizetés',

  'apm.pay_another_way': 'Fizetés más módon',
  'apm.countdown.label': 'Hátralévő idő:',
  'apm.countdown.up': 'Lejárt az idő.',
  'apm.countdown.seconds': { one: 'Még {count} másodperc.', other: 'Még {count} másodperc.' },
  'apm.countdown.minutes': { one: 'Még {count} perc.', other: 'Még {count} perc.' },
  'apm.countdown.hours': { one: 'Még {count} óra.', other: 'Még {count} óra.' },
  'apm.redirect.status': 'Várakozás a fizetés megerősítésére…',
  'apm.redirect.leaving': 'Átirányítjuk a(z) {method} oldalára a fizetés jóváhagyásához…',
  'apm.redirect.leaving.words': 'Átirányítjuk a szolgáltató oldalára a fizetés jóváhagyásához…',
  'apm.redirect.approve':
    'Hagyja jóvá a fizetést a(z) {method} oldalán. Ezután ez az űrlap magától továbblép.',
  'apm.redirect.approve.words':
    'Hagyja jóvá a fizetést a szolgáltató oldalán. Ezután ez az űrlap magától továbblép.',
  'apm.redirect.approve_new_window':
    'Hagyja jóvá a fizetést a(z) {method} oldalán, egy új ablakban. Ezután ez az űrlap magától továbblép.',
  'apm.redirect.approve_new_window.words':
    'Hagyja jóvá a fizetést a szolgáltató oldalán, egy új ablakban. Ezután ez az űrlap magától továbblép.',
  'apm.redirect.open': '{method} megnyitása',
  'apm.redirect.open.words': 'A szolgáltató oldalának megnyitása',
  'apm.redirect.go_to': 'Tovább: {method}',
  'apm.redirect.go_to.words': 'Tovább a szolgáltató oldalára',
  'apm.qr.title.scan': 'Olvassa be a fizetéshez: {method}',
  'apm.qr.title.copy': 'Másolja ki a kódot a fizetéshez: {method}',
  'apm.qr.status': 'Várakozás a fizetésre…',
  'apm.qr.scan': 'Nyissa meg telefonján a(z) {method} alkalmazást, és olvassa be ezt a kódot.',
  'apm.qr.scan.words':
    'Nyissa meg telefonján azt az alkalmazást, amellyel fizet, és olvassa be ezt a kódot.',
  'apm.qr.scan.bank_app': 'Nyissa meg telefonján a bankja alkalmazását, és olvassa be ezt a kódot.',
  'apm.qr.copy_or_scan':
    'Másolja ki a kódot, és illessze be a bankja alkalmazásába, vagy olvassa be a QR-kódot egy másik eszközről.',
  'apm.qr.image': 'QR-kód a fizetéshez: {method}',
  'apm.qr.copy': 'Kód másolása',
  'apm.qr.copied': 'A kód kimásolva. Illessze be a bankja alkalmazásába a fizetéshez: {method}.',
  'apm.qr.copy_failed': 'A másolás nem sikerült: jelölje ki a kódot, és másolja ki.',
  'apm.qr.open_here': 'A fizetési oldal megnyitása ezen az eszközön',
  'apm.voucher.status':
    'Várakozás a fizetésre. A webshop a beérkezése után visszaigazolja a rendelését.',
  'apm.voucher.how.transfer':
    'Fizessen {method} módon a bankja alkalmazásában vagy a bankban, ezzel az azonosítóval.',
  'apm.voucher.how.transfer.words':
    'Utalja át az összeget a bankja alkalmazásában vagy a bankban, ezzel az azonosítóval.',
  'apm.voucher.how.counter':
    'Fizesse be ezt az azonosítót olyan üzletben, bankban vagy ügynöknél, amely elfogadja a(z) {method} módot, vagy a bankja alkalmazásában.',
  'apm.voucher.how.counter.words':
    'Fizesse be ezt az azonosítót egy üzletben, bankban vagy ügynöknél, vagy a bankja alkalmazásában.',
  'apm.voucher.barcode': 'A(z) {method} azonosító vonalkódja',
  'apm.voucher.reference': 'Fizetési azonosítója:',
  'apm.voucher.copy': 'Azonosító másolása',
  'apm.voucher.copied': 'Az azonosító kimásolva.',
  'apm.voucher.copy_failed': 'A másolás nem sikerült: jelölje ki az azonosítót, és másolja ki.',
  'apm.voucher.pay_by': 'Fizetési határidő: {date}.',
  'apm.voucher.cash_desk': 'Fizetés a(z) {method} pénztárnál (sandbox)',
  'apm.voucher.cash_desk.words': 'Fizetés a pénztárnál (sandbox)',
  'apm.bank_app.title': 'Megerősítés: {method}',
  'apm.bank_app.title.words': 'Jóváhagyás a bankja alkalmazásában',
  'apm.bank_app.status': 'Várakozás arra, hogy jóváhagyja a fizetést…',
  'apm.bank_app.how': 'Nyissa meg telefonján a(z) {method} alkalmazást, és hagyja jóvá a fizetést.',
  'apm.bank_app.how.bank':
    'Nyissa meg telefonján a bankja alkalmazását, és hagyja jóvá a fizetést.',
  'apm.bank_app.how.blik':
    'Nyissa meg a bankja alkalmazását, adja meg a 6 jegyű BLIK-kódot, és hagyja jóvá a fizetést.',
  'apm.bank_app.open': 'A(z) {method} alkalmazás megnyitása (sandbox)',
  'apm.bank_app.open.words': 'A bankja alkalmazásának megnyitása (sandbox)',

  'sandbox.test_mode': 'Tesztüzemmód',

  'challenge.bank_name': 'TESZTBANK',
  'challenge.protocol': '3-D Secure',
  'challenge.document_title': '{page} · Kassa tesztkibocsátó',
  'challenge.heading': 'Erősítse meg a fizetést',
  'challenge.lead': 'A bankja kéri, hogy erősítse meg ezt a fizetést a következőnek: {shop}.',
  'challenge.lead.no_shop': 'A bankja kéri, hogy erősítse meg ezt a fizetést a webshopnak.',
  'challenge.amount': 'Összeg',
  'challenge.card': 'Kártya',
  'challenge.code.label': 'Egyszer használatos kód',
  'challenge.code.hint': 'Sandbox: a kód {code}. Be is illesztheti.',
  'challenge.code.wrong': {
    one: 'A kód nem megfelelő. Még {count} próbálkozás van hátra.',
    other: 'A kód nem megfelelő. Még {count} próbálkozás van hátra.',
  },
  'challenge.approve': 'Jóváhagyás',
  'challenge.deny': 'Elutasítás',
  'challenge.approved.heading': 'Fizetés megerősítve',
  'challenge.approved.message': 'Köszönjük. Visszairányítjuk a webshopba.',
  'challenge.denied.heading': 'A fizetés nincs megerősítve',
  'challenge.denied.message': 'Ön elutasította ezt a fizetést. Semmilyen terhelés nem történt.',
  'challenge.cancelled.heading': 'Hitelesítés megszakítva',
  'challenge.cancelled.message': 'A hitelesítést megszakították. Semmilyen terhelés nem történt.',
  'challenge.failed.heading': 'Sikertelen hitelesítés',
  'challenge.failed.message': 'Túl sok hibás kód. Semmilyen terhelés nem történt.',
  'challenge.timed_out.heading': 'A hitelesítés ideje lejárt',
  'challenge.timed_out.message':
    'A fizetés megerősítésére rendelkezésre álló idő lejárt. Semmilyen terhelés nem történt.',
  'challenge.not_found.heading': 'A hitelesítés nem található',
  'challenge.not_found.message':
    'Ez a hitelesítés nem létezik. Térjen vissza a webshopba, és fizessen újra.',
  'challenge.preview.shop': 'Minta webshop',
  'challenge.preview.heading': 'Minta hitelesítés',
  'challenge.preview.message': 'Ez a tervezői előnézet: semmi sem lett kifizetve vagy elutasítva.',

  'provider.name': 'TESZTSZOLGÁLTATÓ',
  'provider.document_title': '{page} · Kassa tesztszolgáltató',
  'provider.method.unknown': 'Fizetés',
  'provider.redirect.heading': 'Fizetés: {method}',
  'provider.redirect.heading.words': 'A fizetés jóváhagyása',
  'provider.redirect.lead': '{shop} ide irányította Önt a fizetés jóváhagyásához.',
  'provider.redirect.lead.no_shop': 'A webshop ide irányította Önt a fizetés jóváhagyásához.',
  'provider.qr.heading': '{method}: erősítse meg a beolvasott fizetést',
  'provider.qr.heading.words': 'A beolvasott fizetés megerősítése',
  'provider.qr.lead': 'Ön egy fizetés kódját olvasta be, kedvezményezett: {shop}.',
  'provider.qr.lead.no_shop': 'Ön egy, a webshopnak szóló fizetés kódját olvasta be.',
  'provider.voucher.heading': '{method} pénztár',
  'provider.voucher.heading.words': 'Fizetési pénztár',
  'provider.voucher.lead': 'Ön átadja ezt az utalványt egy fizetéshez, kedvezményezett: {shop}.',
  'provider.voucher.lead.no_shop': 'Ön átadja ezt az utalványt egy, a webshopnak szóló fizetéshez.',
  'provider.bank_app.heading': '{method} alkalmazás',
  'provider.bank_app.heading.words': 'A bankja alkalmazása',
  'provider.bank_app.lead': '{shop} kéri, hogy erősítse meg ezt a fizetést az alkalmazásban.',
  'provider.bank_app.lead.no_shop':
    'A webshop kéri, hogy erősítse meg ezt a fizetést az alkalmazásban.',
  'provider.shop': 'Webshop',
  'provider.shop.unnamed': 'Kassa tesztwebshop',
  'provider.amount': 'Összeg',
  'provider.method': 'Mód',
  'provider.payer': 'Fizető fél',
  'provider.crypto.network': 'Hálózat',
  'provider.crypto.paying_from': 'Fizetés innen',
  'provider.crypto.withdrawals_to': 'Kifizetések ide',
  'provider.reference': 'Azonosító',
  'provider.valid_until': 'Érvényes eddig',
  'provider.blik.label': 'BLIK-kód',
  'provider.blik.hint':
    'Sandbox: bármely 6 számjegy megerősíti a fizetést; a(z) {declined} kódot a bank elutasítja.',
  'provider.blik.invalid': 'Adja meg a 6 jegyű BLIK-kódot.',
  'provider.approve': 'Jóváhagyás',
  'provider.decline': 'Elutasítás',
  'provider.leave_pending': 'Függőben hagyás',
  'provider.voucher.pay': 'Utalvány kifizetése',
  'provider.voucher.leave_unpaid': 'Kifizetetlenül hagyás',
  'provider.bank_app.confirm': 'Megerősítés',
  'provider.bank_app.reject': 'Elutasítás',
  'provider.auto_pay':
    'Függőben hagyva: a sandbox magától kifizeti ekkor: {time}, hacsak előbb le nem jár.',
  'provider.approved.heading': 'Fizetés jóváhagyva',
  'provider.approved.message': 'Ez a fizetés jóvá van hagyva és ki van fizetve.',
  'provider.declined.heading': 'Fizetés elutasítva',
  'provider.declined.message': 'Ezt a fizetést elutasították. Semmilyen terhelés nem történt.',
  'provider.cancelled.heading': 'Fizetés megszakítva',
  'provider.cancelled.message':
    'A vásárló a webshop oldalán másik fizetési módot választott. Semmilyen terhelés nem történt.',
  'provider.expired.heading': 'A fizetés lejárt',
  'provider.expired.message':
    'A fizetés befejezésére rendelkezésre álló idő lejárt. Semmilyen terhelés nem történt.',
  'provider.not_found.heading': 'A fizetés nem található',
  'provider.not_found.message':
    'Ez a fizetés nem létezik. Térjen vissza a webshopba, és fizessen újra.',
  'provider.left_pending.heading': 'Függőben hagyva',
  'provider.left_pending.message':
    'A fizetés függőben marad; a sandbox magától kifizeti ekkor: {time}, hacsak előbb le nem jár. Bezárhatja ezt az oldalt, és visszatérhet a webshopba.',
  'provider.recorded.message':
    'Döntését rögzítettük. Bezárhatja ezt az oldalt, és visszatérhet a webshopba.',
  'provider.not_an_answer.heading': 'Nem válasz erre a fizetésre',
  'provider.not_an_answer.message':
    'Egy {method} fizetésre nem lehet „{decision}” választ adni. Lépjen vissza, és használja az oldal egyik gombját.',

  'return.document_title': '{page} – Kassa sandbox',
  'return.succeeded.heading': 'Sikeres fizetés',
  'return.failed.heading': 'Sikertelen fizetés',
  'return.returned.heading': 'Vissza a fizetésből',
  'return.failed.reason': '{field} {code}: {message}',
  'return.failed.no_message': 'nincs üzenet',
  'return.stands_in':
    'Ez az oldal a kereskedő {field} címét helyettesíti. Az Ön szervere pontosan ezt a kérést kapná: a fizetésnél beállított URL-t, sikertelenség esetén {error_code} és {error_message} paraméterrel kiegészítve. Maga az eredmény, és sikeres eladás esetén a fizetési token, az aláírt TRANSACTION postbackben érkezik.',
  'return.stands_in.return_url':
    'Ez az oldal a kereskedő visszatérési URL címét helyettesíti. Az Ön szervere pontosan ezt a kérést kapná: a fizetésnél beállított URL-t, sikertelenség esetén {error_code} és {error_message} paraméterrel kiegészítve. Maga az eredmény, és sikeres eladás esetén a fizetési token, az aláírt TRANSACTION postbackben érkezik.',
  'return.received.heading': 'Amit a(z) {field} kapott',
  'return.received.heading.return_url': 'Amit a(z) visszatérési URL kapott',
  'return.query.none': 'Az URL nem tartalmazott lekérdezési paramétereket.',
  'return.query.caption': 'Kapott lekérdezési paraméterek',
  'return.lookup.off':
    'Ez a szerver nem jelenít meg fizetéseket nyilvános oldalakon ({host} nem loopback-cím, és {demo} ki van kapcsolva). Az eredményt a TRANSACTION postback hordozza; a(z) {command} megmutatja, mi lett elküldve.',
  'return.lookup.no_reference':
    'Tegye a saját azonosítóját a visszatérési URL-ekbe, ahogy egy webshop teszi ({example}), és ez az oldal megmutatja a fizetést és a postbackjeit.',
  'return.lookup.not_found':
    'A tesztkereskedőnek nincs olyan fizetése, amelynek merchant_payment_id értéke {reference}, vagy payment_id értéke ugyanez.',
  'return.payment.heading': 'A fizetés',
  'return.postbacks.heading': 'Postbackek',
  'return.postbacks.none': 'Még nincs postback.',
  'return.postbacks.caption': 'A fizetéshez küldött postbackek',
  'return.postbacks.delivery': 'kézbesítés',
  'return.postbacks.attempts': {
    one: '{status} ({count} próbálkozás)',
    other: '{status} ({count} próbálkozás)',
  },
  'return.postbacks.refreshing':
    'Még nem küldtünk postbacket: az oldal e része magától frissül, amíg az első próbálkozás meg nem történik.',
  'return.postbacks.log':
    '{link_start}A kézbesítési napló{link_end} minden próbálkozást megmutat, és újraküld egyet.',
  'return.back': 'Vissza a Kassához',
};

export default messages;
