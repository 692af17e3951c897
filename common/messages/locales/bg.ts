// Bulgarian (Български). Terms: "Номер на картата", "Валидна до" (MM/YY), "CVV/CVC" for the security
// code as Bulgarian bank checkouts (BORICA) label it, "Име на картодържателя", "Плати"; formal "Вие".
import type { Messages } from '../en.ts';

const messages: Messages = {
  'page.title': 'Плащане',
  'page.title.shop': 'Плащане – {shop}',
  'page.heading': 'Плащане',
  'page.loading': 'Страницата за плащане се зарежда…',
  'page.redirecting': 'Пренасочване…',
  'page.retry': 'Опитайте отново',
  'page.back_to_shop': 'Обратно към магазина',
  'page.test_mode': 'Тестов режим',
  'page.footer.secure': 'Плащанията са криптирани и се обработват сигурно.',
  'page.footer.powered_by': 'С технологията на {product}',
  'page.embed_refused': 'Тази форма за плащане не може да се покаже на този сайт.',

  'link.invalid': 'Тази връзка за плащане не е валидна.',
  'link.invalid.advice': 'Върнете се в магазина и започнете плащането отново.',
  'session.expired': 'Тази форма за плащане е изтекла.',
  'session.ending_soon': {
    one: 'Тази форма за плащане ще се затвори след {count} минута. Завършете плащането преди това.',
    other:
      'Тази форма за плащане ще се затвори след {count} минути. Завършете плащането преди това.',
  },
  'session.failed': 'Това плащане не можа да бъде завършено.',

  'summary.subtotal': 'Междинна сума',
  'summary.total': 'Общо',
  'summary.show': 'Показване на обобщението на поръчката',
  'summary.hide': 'Скриване на обобщението на поръчката',
  'summary.tax.on_top': '{name} {rate}%',
  'summary.tax.included': 'Включен {name} {rate}%',
  'summary.tax.name.tax': 'Данък',
  'summary.tax.name.vat': 'ДДС',
  'summary.tax.name.gst': 'Данък върху стоките и услугите (GST)',
  'summary.tax.name.sales_tax': 'Данък върху продажбите',
  'addons.heading': 'Добавете към поръчката си',
  'addons.add': 'Добавяне',

  'pay.button.amount': 'Плати {amount}',
  'pay.button': 'Плати',
  'pay.button.busy': 'Обработва се…',
  'pay.button.paid': 'Платено',

  'choice.heading': 'Начин на плащане',
  'choice.card': 'Карта',
  'method.name.bank_app': 'Банково приложение',
  'method.name.bank_transfer': 'Банков превод',
  'method.name.card_external': 'Карта (външна)',
  'method.name.crypto': 'Криптовалута',
  'method.name.instant_bank_transfer': 'Незабавен банков превод',
  'method.name.local_payment_methods': 'Местни методи на плащане',
  'method.name.pay_by_bank': 'Плащане през банка',
  'method.name.pay_by_bank_japan': 'Плащане през банка (Япония)',
  'method.name.pay_by_cash': 'Плащане в брой',
  'method.name.sepa_bank_transfer': 'Банков превод SEPA',
  'method.name.sepa_instant': 'Незабавен превод SEPA',
  'method.name.wire_transfer': 'Международен банков превод',
  'choice.or': 'или',
  'choice.another_method': 'Изберете друг начин на плащане',
  'method.card.heading': 'Плащане с карта',
  'method.pay_with': 'Плащане с {method}',
  'method.pay_with.words': '{method}',
  'method.continue_with': 'Продължете с {method}',
  'method.continue_with.words': 'Продължете',
  'method.note.redirect':
    'Ще продължите към страницата на {method}, за да одобрите плащането, след което ще се върнете тук.',
  'method.note.redirect.words':
    'Ще продължите към страницата на доставчика, за да одобрите плащането, след което ще се върнете тук.',
  'method.note.qr': 'Тук ще се появи QR код: сканирайте го с приложението {method}, за да платите.',
  'method.note.qr.words': 'Тук ще се появи QR код: сканирайте го с телефона си, за да платите.',
  'method.note.voucher':
    'Ще получите референтен номер за плащане с {method}. Магазинът потвърждава поръчката Ви, щом плащането пристигне.',
  'method.note.voucher.words':
    'Ще получите референтен номер, който да посочите при плащането. Магазинът потвърждава поръчката Ви, след като плащането пристигне.',
  'method.note.bank_app': 'Ще потвърдите плащането в приложението {method}.',
  'method.note.bank_app.words': 'Ще потвърдите плащането в приложението на банката си.',

  'card.number.label': 'Номер на картата',
  'card.number.required': 'Въведете номера на картата',
  'card.number.incomplete': 'Номерът на картата е непълен. Въведете всички цифри.',
  'card.number.invalid': 'Този номер на карта не е валиден. Проверете за грешка при въвеждането.',
  'card.number.unsupported': 'Този вид карта не се приема. Използвайте друга карта.',
  'card.expiry.label': 'Валидна до',
  'card.expiry.hint': 'MM/YY',
  'card.expiry.required': 'Въведете срока на валидност във формат MM/YY',
  'card.expiry.incomplete': 'Срокът на валидност е непълен. Въведете го във формат MM/YY.',
  'card.expiry.invalid': 'Въведете срока на валидност във формат MM/YY',
  'card.expiry.invalid_month': 'Няма такъв месец. Въведете месец от 01 до 12.',
  'card.expiry.expired': 'Тази дата е в миналото. Проверете срока на валидност на картата си.',
  'card.expiry.too_far': 'Проверете срока на валидност: твърде далеч е в бъдещето',
  'card.security_code.label': 'CVV/CVC',
  'card.security_code.hint.back': {
    one: '{count} цифра, на гърба на картата',
    other: '{count} цифри, на гърба на картата',
  },
  'card.security_code.hint.front': {
    one: '{count} цифра, на лицевата страна на картата',
    other: '{count} цифри, на лицевата страна на картата',
  },
  'card.security_code.required': {
    one: 'Въведете едноцифрения CVV/CVC код',
    other: 'Въведете {count}-цифрения CVV/CVC код',
  },
  'card.security_code.incomplete': {
    one: 'CVV/CVC кодът е непълен. Въведете {count} цифра.',
    other: 'CVV/CVC кодът е непълен. Въведете всичките {count} цифри.',
  },
  'card.security_code.invalid_for_scheme': {
    one: 'Картите {scheme} имат CVV/CVC код от {count} цифра. Проверете кода.',
    other: 'Картите {scheme} имат CVV/CVC код от {count} цифри. Проверете кода.',
  },
  'card.holder_name.label': 'Име на картодържателя',
  'card.holder_name.label.optional': 'Име на картодържателя (по избор)',
  'card.holder_name.required': 'Въведете името, изписано на картата',
  'card.holder_name.too_long': 'Името на картата трябва да е до 64 знака',
  'card.holder_name.card_number': 'Въведете тук името от картата, а не номера на картата',
  'card.holder_name.invalid': "В името от картата използвайте само букви, интервали и . ' -",
  'card.accepted': 'Приемани карти',
  'card.type': 'Вид карта: {scheme}',

  'form.error.network':
    'Не успяхме да се свържем с услугата за плащане. Проверете връзката си и опитайте отново.',
  'form.error.declined': 'Картата Ви е отхвърлена. Опитайте отново или използвайте друга карта.',
  'form.error.rejected': 'Някои данни на картата не бяха приети. Проверете ги и опитайте отново.',
  'form.error.details_rejected':
    'Някои от данните Ви не бяха приети. Проверете ги и опитайте отново.',
  'form.error.unavailable': 'Възникна проблем от наша страна. Моля, опитайте отново след малко.',
  'success.paid': 'Плащането е успешно',
  'success.saved': 'Картата е запазена',
  'result.invalid_card': 'Проверете данните на картата и опитайте отново.',
  'result.invalid_details': 'Проверете имейла и държавата за фактуриране и опитайте отново.',

  'decline.declined.advice':
    'Банката Ви отхвърли това плащане. Опитайте отново или използвайте друга карта.',
  'decline.insufficient_funds.advice':
    'Недостатъчна наличност по картата. Използвайте друга карта или друг начин на плащане.',
  'decline.card_not_supported.advice':
    'Тази карта не може да се използва за това плащане. Използвайте друга карта.',
  'decline.limit_exceeded.advice':
    'Плащането надвишава лимита на картата. Използвайте друга карта или друг начин на плащане.',
  'decline.processing_error.advice':
    'Възникна проблем при обработката на картата. Опитайте отново след малко.',
  'decline.security_code.advice':
    'CVV/CVC кодът не беше приет. Проверете го на картата си и го въведете отново.',
  'decline.security_code.field': 'Проверете CVV/CVC кода на картата си и го въведете отново',
  'decline.three_ds_failed.advice':
    'Банката Ви не успя да потвърди това плащане. Опитайте отново или използвайте друга карта.',
  'decline.expired.advice':
    'Според банката Ви картата е с изтекъл срок. Проверете срока на валидност или използвайте друга карта.',
  'decline.expired.field': 'Проверете срока на валидност на картата си',
  'decline.card_number.advice':
    'Банката Ви не разпознава този номер на карта. Проверете го или използвайте друга карта.',
  'decline.card_number.field': 'Проверете номера на картата',

  'customer_message.transaction_declined':
    'Трансакцията е отхвърлена; опитайте отново или използвайте друга карта',
  'customer_message.transaction_declined.final': 'Трансакцията е отхвърлена',
  'customer_message.bank_declined':
    'Отхвърлено от банката; опитайте отново или използвайте друга карта',
  'customer_message.bank_declined.final': 'Отхвърлено от банката',
  'customer_message.insufficient_funds': 'Недостатъчна наличност',
  'customer_message.card_not_supported': 'Картата не се поддържа',
  'customer_message.limit_exceeded': 'Надвишен лимит на картата',
  'customer_message.processing_error':
    'Грешка при обработката на картата; опитайте отново след малко',
  'customer_message.processing_error.final': 'Грешка при обработката на картата',
  'customer_message.security_code': 'Грешен CVV/CVC код',
  'customer_message.three_ds_failed': 'Неуспешно удостоверяване с 3-D Secure',
  'customer_message.card_expired': 'Картата е с изтекъл срок',
  'customer_message.card_number_invalid': 'Невалиден номер на карта',
  'customer_message.other': 'Картата е отхвърлена; опитайте отново или използвайте друга карта',
  'customer_message.other.final': 'Картата е отхвърлена',

  'three_ds.heading': 'Потвърдете плащането си',
  'three_ds.cancel': 'Отказ',
  'three_ds.frame_title': 'Проверка с 3-D Secure',
  'three_ds.back_to_top': 'Обратно в началото на проверката',
  'three_ds.elsewhere': 'Завършете проверката в прозореца, който се отвори.',

  'embed.frame_title': 'Сигурна форма за плащане',

  'saved_card.name': '{scheme}, завършваща на {last4}',
  'saved_card.number': 'завършваща на {number}',
  'saved_card.expires': 'Валидна до {date}',
  'saved_card.remove': 'Премахване',
  'saved_card.remove.label': 'Премахване на {card}',
  'saved_card.remove.question': 'Да се премахне ли тази карта от запазените Ви карти?',
  'saved_card.remove.confirm': 'Премахване на картата',
  'saved_card.remove.keep': 'Запазване',
  'saved_card.removed': 'Картата {card} е премахната.',
  'saved_card.remove.failed': 'Картата не можа да бъде премахната. Опитайте отново.',
  'save_card.checkbox': 'Запазване на картата за следващия път',
  'save_card.kept_for_renewals': 'Картата Ви се пази за подновяванията на абонамента Ви.',
  'save_card.button': 'Запазване на картата',
  'save_card.done': 'Картата е запазена',
  'save_card.note.shop':
    '{shop} пази картата Ви за бъдещи плащания. Сега няма да бъдете таксувани.',
  'save_card.note': 'Магазинът пази картата Ви за бъдещи плащания. Сега няма да бъдете таксувани.',

  'subscription.due_today': 'Дължимо днес',
  'subscription.due_today.amount': 'Дължимо днес: {amount}',
  'subscription.start_trial': 'Започнете безплатния пробен период',
  'subscription.charge.days': {
    one: '{amount} всеки ден',
    other: '{amount} на всеки {count} дни',
  },
  'subscription.charge.weeks': {
    one: '{amount} всяка седмица',
    other: '{amount} на всеки {count} седмици',
  },
  'subscription.terms.trial': {
    one: '{count} ден безплатен пробен период, след това {charge}',
    other: '{count} дни безплатен пробен период, след това {charge}',
  },
  'subscription.first_charge.today': 'Първо плащане днес',
  'subscription.first_charge.on': 'Първо плащане на {date}',
  'subscription.consent.paying':
    'С плащането разрешавате на {merchant} да таксува {charges}, докато не откажете абонамента.',
  'subscription.consent.paying.no_merchant':
    'С плащането разрешавате на търговеца да таксува {charges}, докато не откажете абонамента.',
  'subscription.consent.trial':
    'Със започването на безплатния пробен период разрешавате на {merchant} да таксува {charges}, докато не откажете абонамента.',
  'subscription.consent.trial.no_merchant':
    'Със започването на безплатния пробен период разрешавате на търговеца да таксува {charges}, докато не откажете абонамента.',
  'subscription.consent.for': '{charge} за {name}',
  'subscription.consent.after_trial': {
    one: '{charge} след безплатния пробен период от {count} ден',
    other: '{charge} след безплатния пробен период от {count} дни',
  },
  'subscription.consent.for_after_trial': {
    one: '{charge} за {name} след безплатния пробен период от {count} ден',
    other: '{charge} за {name} след безплатния пробен период от {count} дни',
  },

  'customer.heading': 'Вашите данни',
  'customer.email.label': 'Имейл',
  'customer.email.required': 'Въведете имейл адреса си',
  'customer.email.too_long': 'Имейл адресът трябва да е до 320 знака',
  'customer.email.invalid': 'Въведете валиден имейл адрес, например name@example.com',
  'customer.email.card_number': 'Въведете тук имейл адреса си, а не номер на карта',
  'customer.email.refused': 'Този имейл адрес не беше приет. Проверете го и опитайте отново.',
  'customer.country.label': 'Държава за фактуриране',
  'customer.country.choose': 'Изберете държава',
  'customer.country.required': 'Изберете държава за фактуриране',
  'customer.country.refused':
    'Тази държава не беше приета. Изберете отново държава за фактуриране.',

  'wallet.button': 'Плащане с {wallet}',
  'wallet.unavailable':
    '{wallet} не можа да бъде използван. Опитайте отново или използвайте друг начин на плащане.',
  'wallet.failed': 'Портфейлът не можа да бъде използван.',
  'wallet.sheet.title': '{wallet} (тестова среда)',
  'wallet.sheet.payee': 'Плащане към {merchant}',
  'wallet.sheet.card': 'Карта',
  'wallet.sheet.authentication': 'Удостоверяване',
  'wallet.sheet.auth.pan_only': 'Карта, запазена в профила (PAN_ONLY)',
  'wallet.sheet.auth.cryptogram_3ds': 'Токен на устройството (CRYPTOGRAM_3DS)',
  'wallet.sheet.outcome.approved': 'Одобрено',
  'wallet.sheet.outcome.insufficient_funds': 'Отхвърлено: недостатъчна наличност',
  'wallet.sheet.outcome.challenge': 'Проверка с 3-D Secure, когато картата е PAN_ONLY',
  'wallet.sheet.cancel': 'Отказ',
  'wallet.sheet.pay': 'Плати',

  'apm.pay_another_way': 'Платете по друг начин',
  'apm.countdown.label': 'Оставащо време:',
  'apm.countdown.up': 'Времето изтече.',
  'apm.countdown.seconds': { one: 'Остава {count} секунда.', other: 'Остават {count} секунди.' },
  'apm.countdown.minutes': { one: 'Остава {count} минута.', other: 'Остават {count} минути.' },
  'apm.countdown.hours': { one: 'Остава {count} час.', other: 'Остават {count} часа.' },
  'apm.redirect.status': 'Изчакваме потвърждение на плащането…',
  'apm.redirect.leaving': 'Пренасочваме Ви към страницата на {method} за одобрение на плащането…',
  'apm.redirect.leaving.words':
    'Пренасочваме Ви към страницата на доставчика, за да одобрите плащането…',
  'apm.redirect.approve':
    'Одобрете плащането на страницата на {method}. След това тази форма ще продължи сама.',
  'apm.redirect.approve.words':
    'Одобрете плащането на страницата на доставчика. След това тази форма ще продължи сама.',
  'apm.redirect.approve_new_window':
    'Одобрете плащането на страницата на {method} в нов прозорец. След това тази форма ще продължи сама.',
  'apm.redirect.approve_new_window.words':
    'Одобрете плащането на страницата на доставчика в нов прозорец. След това тази форма ще продължи сама.',
  'apm.redirect.open': 'Отваряне на {method}',
  'apm.redirect.open.words': 'Отваряне на страницата на доставчика',
  'apm.redirect.go_to': 'Към {method}',
  'apm.redirect.go_to.words': 'Към страницата на доставчика',
  'apm.qr.title.scan': 'Сканирайте, за да платите с {method}',
  'apm.qr.title.copy': 'Копирайте кода, за да платите с {method}',
  'apm.qr.status': 'Изчакваме плащането…',
  'apm.qr.scan': 'Отворете приложението {method} на телефона си и сканирайте този код.',
  'apm.qr.scan.words':
    'Отворете на телефона си приложението, с което плащате, и сканирайте този код.',
  'apm.qr.scan.bank_app': 'Отворете приложението на банката си на телефона и сканирайте този код.',
  'apm.qr.copy_or_scan':
    'Копирайте кода и го поставете в приложението на банката си или сканирайте QR кода от друго устройство.',
  'apm.qr.image': 'QR код за плащане с {method}',
  'apm.qr.copy': 'Копиране на кода',
  'apm.qr.copied':
    'Кодът е копиран. Поставете го в приложението на банката си, за да платите с {method}.',
  'apm.qr.copy_failed': 'Копирането не успя: маркирайте кода и го копирайте.',
  'apm.qr.open_here': 'Отваряне на страницата за плащане на това устройство',
  'apm.voucher.status':
    'Изчакваме плащането. Магазинът потвърждава поръчката Ви, щом то пристигне.',
  'apm.voucher.how.transfer':
    'Платете чрез {method} от банковото си приложение или в банката, като посочите този референтен номер.',
  'apm.voucher.how.transfer.words':
    'Направете превода от банковото си приложение или в банката, като посочите този референтен номер.',
  'apm.voucher.how.counter':
    'Платете по този референтен номер в магазин, банка или агент, който приема {method}, или в банковото си приложение.',
  'apm.voucher.how.counter.words':
    'Платете по този референтен номер в магазин, банка или при агент, или в банковото си приложение.',
  'apm.voucher.barcode': 'Баркод на референтния номер за {method}',
  'apm.voucher.reference': 'Вашият референтен номер за плащане:',
  'apm.voucher.copy': 'Копиране на номера',
  'apm.voucher.copied': 'Номерът е копиран.',
  'apm.voucher.copy_failed': 'Копирането не успя: маркирайте номера и го копирайте.',
  'apm.voucher.pay_by': 'Платете до {date}.',
  'apm.voucher.cash_desk': 'Плащане на каса на {method} (тестова среда)',
  'apm.voucher.cash_desk.words': 'Плащане на гише (тестова среда)',
  'apm.bank_app.title': 'Потвърдете в {method}',
  'apm.bank_app.title.words': 'Потвърдете в приложението на банката си',
  'apm.bank_app.status': 'Изчакваме да потвърдите плащането…',
  'apm.bank_app.how': 'Отворете приложението {method} на телефона си и потвърдете плащането.',
  'apm.bank_app.how.bank':
    'Отворете приложението на банката си на телефона и потвърдете плащането.',
  'apm.bank_app.how.blik':
    'Отворете приложението на банката си, въведете 6-цифрения BLIK код и потвърдете плащането.',
  'apm.bank_app.open': 'Отваряне на приложението {method} (тестова среда)',
  'apm.bank_app.open.words': 'Отваряне на приложението на банката Ви (тестова среда)',

  'sandbox.test_mode': 'Тестов режим',

  'challenge.bank_name': 'ТЕСТОВА БАНКА',
  'challenge.protocol': '3-D Secure',
  'challenge.document_title': '{page} · Тестов издател на Kassa',
  'challenge.heading': 'Потвърдете плащането си',
  'challenge.lead': 'Банката Ви иска да потвърдите това плащане към {shop}.',
  'challenge.lead.no_shop': 'Банката Ви иска да потвърдите това плащане към магазина.',
  'challenge.amount': 'Сума',
  'challenge.card': 'Карта',
  'challenge.code.label': 'Еднократен код',
  'challenge.code.hint': 'Тестова среда: кодът е {code}. Можете да го поставите.',
  'challenge.code.wrong': {
    one: 'Кодът не е верен. Остава {count} опит.',
    other: 'Кодът не е верен. Остават {count} опита.',
  },
  'challenge.approve': 'Одобряване',
  'challenge.deny': 'Отказване',
  'challenge.approved.heading': 'Плащането е потвърдено',
  'challenge.approved.message': 'Благодарим Ви. Връщаме Ви към магазина.',
  'challenge.denied.heading': 'Плащането не е потвърдено',
  'challenge.denied.message': 'Отказахте това плащане. Нищо не е таксувано.',
  'challenge.cancelled.heading': 'Проверката е отменена',
  'challenge.cancelled.message': 'Проверката беше отменена. Нищо не е таксувано.',
  'challenge.failed.heading': 'Неуспешна проверка',
  'challenge.failed.message': 'Твърде много грешни кодове. Нищо не е таксувано.',
  'challenge.timed_out.heading': 'Времето за проверка изтече',
  'challenge.timed_out.message':
    'Времето за потвърждаване на това плащане изтече. Нищо не е таксувано.',
  'challenge.not_found.heading': 'Проверката не е намерена',
  'challenge.not_found.message':
    'Тази проверка не съществува. Върнете се в магазина и платете отново.',
  'challenge.preview.shop': 'Примерен магазин',
  'challenge.preview.heading': 'Примерна проверка',
  'challenge.preview.message': 'Това е прегледът в дизайнера: нищо не е платено или отказано.',

  'provider.name': 'ТЕСТОВ ДОСТАВЧИК',
  'provider.document_title': '{page} · Тестов доставчик на Kassa',
  'provider.method.unknown': 'Плащане',
  'provider.redirect.heading': 'Плащане с {method}',
  'provider.redirect.heading.words': 'Одобрете плащането',
  'provider.redirect.lead': '{shop} Ви изпрати тук, за да одобрите това плащане.',
  'provider.redirect.lead.no_shop': 'Магазинът Ви изпрати тук, за да одобрите това плащане.',
  'provider.qr.heading': '{method}: потвърдете сканираното плащане',
  'provider.qr.heading.words': 'Потвърдете сканираното плащане',
  'provider.qr.lead': 'Сканирахте кода на плащане към {shop}.',
  'provider.qr.lead.no_shop': 'Сканирахте кода на плащане към магазина.',
  'provider.voucher.heading': 'Каса на {method}',
  'provider.voucher.heading.words': 'Гише за плащане',
  'provider.voucher.lead': 'Представяте този ваучер за плащане към {shop}.',
  'provider.voucher.lead.no_shop': 'Представяте този ваучер за плащане към магазина.',
  'provider.bank_app.heading': 'Приложение {method}',
  'provider.bank_app.heading.words': 'Приложението на банката Ви',
  'provider.bank_app.lead': '{shop} Ви моли да потвърдите това плащане в приложението си.',
  'provider.bank_app.lead.no_shop':
    'Магазинът Ви моли да потвърдите това плащане в приложението си.',
  'provider.shop': 'Магазин',
  'provider.shop.unnamed': 'Тестов магазин на Kassa',
  'provider.amount': 'Сума',
  'provider.method': 'Метод',
  'provider.payer': 'Платец',
  'provider.crypto.network': 'Мрежа',
  'provider.crypto.paying_from': 'Плащане от',
  'provider.crypto.withdrawals_to': 'Тегления към',
  'provider.reference': 'Референтен номер',
  'provider.valid_until': 'Валиден до',
  'provider.blik.label': 'BLIK код',
  'provider.blik.hint':
    'Тестова среда: всеки 6 цифри потвърждават плащането; {declined} се отхвърля от банката.',
  'provider.blik.invalid': 'Въведете 6-цифрения BLIK код.',
  'provider.approve': 'Одобряване',
  'provider.decline': 'Отхвърляне',
  'provider.leave_pending': 'Оставяне в изчакване',
  'provider.voucher.pay': 'Плащане на ваучера',
  'provider.voucher.leave_unpaid': 'Оставяне неплатен',
  'provider.bank_app.confirm': 'Потвърждаване',
  'provider.bank_app.reject': 'Отхвърляне',
  'provider.auto_pay':
    'Оставено в изчакване: тестовата среда ще го плати сама в {time}, освен ако не изтече преди това.',
  'provider.approved.heading': 'Плащането е одобрено',
  'provider.approved.message': 'Това плащане е одобрено и платено.',
  'provider.declined.heading': 'Плащането е отхвърлено',
  'provider.declined.message': 'Това плащане беше отхвърлено. Нищо не е таксувано.',
  'provider.cancelled.heading': 'Плащането е отменено',
  'provider.cancelled.message':
    'Купувачът избра друг начин на плащане на страницата на магазина. Нищо не е таксувано.',
  'provider.expired.heading': 'Плащането е изтекло',
  'provider.expired.message': 'Времето за завършване на това плащане изтече. Нищо не е таксувано.',
  'provider.not_found.heading': 'Плащането не е намерено',
  'provider.not_found.message':
    'Това плащане не съществува. Върнете се в магазина и платете отново.',
  'provider.left_pending.heading': 'Оставено в изчакване',
  'provider.left_pending.message':
    'Плащането остава в изчакване; тестовата среда ще го плати сама в {time}, освен ако не изтече преди това. Можете да затворите тази страница и да се върнете в магазина.',
  'provider.recorded.message':
    'Решението Ви е записано. Можете да затворите тази страница и да се върнете в магазина.',
  'provider.not_an_answer.heading': 'Това не е отговор на това плащане',
  'provider.not_an_answer.message':
    'На плащане с {method} не може да се отговори с „{decision}“. Върнете се и използвайте един от бутоните на страницата.',

  'return.document_title': '{page} – тестова среда на Kassa',
  'return.succeeded.heading': 'Плащането е успешно',
  'return.failed.heading': 'Плащането е неуспешно',
  'return.returned.heading': 'Връщане от страницата за плащане',
  'return.failed.reason': '{field} {code}: {message}',
  'return.failed.no_message': 'без съобщение',
  'return.stands_in':
    'Тази страница замества {field} на търговеца. Сървърът Ви би получил точно тази заявка: URL адреса, зададен от Вас в checkout, с добавени {error_code} и {error_message} след неуспех. Самият резултат и платежният токен на успешна продажба достигат до Вас в подписания postback TRANSACTION.',
  'return.stands_in.return_url':
    'Тази страница замества URL адреса за връщане на търговеца. Сървърът Ви би получил точно тази заявка: URL адреса, зададен от Вас в checkout, с добавени {error_code} и {error_message} след неуспех. Самият резултат и платежният токен на успешна продажба достигат до Вас в подписания postback TRANSACTION.',
  'return.received.heading': 'Какво получи {field}',
  'return.received.heading.return_url': 'Какво получи URL адресът за връщане',
  'return.query.none': 'URL адресът не съдържаше параметри на заявката.',
  'return.query.caption': 'Получени параметри на заявката',
  'return.lookup.off':
    'Този сървър не показва плащания на отворени страници ({host} не е loopback адрес и {demo} е изключено). Резултатът идва в postback TRANSACTION; {command} показва какво е изпратено.',
  'return.lookup.no_reference':
    'Поставете собствен референтен номер в URL адресите за връщане, както прави магазинът ({example}), и тази страница ще покаже това плащане и неговите postback съобщения.',
  'return.lookup.not_found':
    'Тестовият търговец няма плащане с merchant_payment_id {reference} или с payment_id с тази стойност.',
  'return.payment.heading': 'Плащането',
  'return.postbacks.heading': 'Postback съобщения',
  'return.postbacks.none': 'Все още няма postback съобщения.',
  'return.postbacks.caption': 'Postback съобщения, изпратени за това плащане',
  'return.postbacks.delivery': 'доставка',
  'return.postbacks.attempts': {
    one: '{status} ({count} опит)',
    other: '{status} ({count} опита)',
  },
  'return.postbacks.refreshing':
    'Все още не е изпратено postback съобщение: тази част от страницата се опреснява сама до първия опит.',
  'return.postbacks.log':
    '{link_start}Дневникът на доставките{link_end} показва всеки опит и позволява повторното му изпращане.',
  'return.back': 'Обратно към Kassa',
};

export default messages;
