// Urdu (اردو). Terms: "کارڈ نمبر", "میعاد ختم ہونے کی تاریخ" (MM/YY), "CVV" for the security code as
// Pakistani bank checkouts label it, "کارڈ ہولڈر کا نام", "ادائیگی کریں"; polite "آپ" ("درج کریں").
import type { Messages } from '../en.ts';

const messages: Messages = {
  'page.title': 'ادائیگی',
  'page.title.shop': 'ادائیگی – {shop}',
  'page.heading': 'ادائیگی',
  'page.loading': 'ادائیگی کا صفحہ لوڈ ہو رہا ہے…',
  'page.redirecting': 'آپ کو منتقل کیا جا رہا ہے…',
  'page.retry': 'دوبارہ کوشش کریں',
  'page.back_to_shop': 'دکان پر واپس جائیں',
  'page.test_mode': 'ٹیسٹ موڈ',
  'page.footer.secure': 'ادائیگیاں انکرپٹ کی جاتی ہیں اور محفوظ طریقے سے پروسیس ہوتی ہیں۔',
  'page.footer.powered_by': '{product} کے تعاون سے',
  'page.embed_refused': 'یہ ادائیگی فارم اس سائٹ پر نہیں دکھایا جا سکتا۔',

  'link.invalid': 'یہ ادائیگی لنک درست نہیں ہے۔',
  'link.invalid.advice': 'دکان پر واپس جائیں اور ادائیگی دوبارہ شروع کریں۔',
  'session.expired': 'اس ادائیگی فارم کی میعاد ختم ہو گئی ہے۔',
  'session.ending_soon': {
    one: 'یہ ادائیگی فارم {count} منٹ میں بند ہو جائے گا۔ اس سے پہلے ادائیگی مکمل کر لیں۔',
    other: 'یہ ادائیگی فارم {count} منٹ میں بند ہو جائے گا۔ اس سے پہلے ادائیگی مکمل کر لیں۔',
  },
  'session.failed': 'یہ ادائیگی مکمل نہیں ہو سکی۔',

  'summary.subtotal': 'ذیلی کل',
  'summary.total': 'کل',
  'summary.show': 'آرڈر کا خلاصہ دکھائیں',
  'summary.hide': 'آرڈر کا خلاصہ چھپائیں',
  'summary.tax.on_top': '{name} {rate}%',
  'summary.tax.included': '{name} {rate}% شامل',
  'summary.tax.name.tax': 'ٹیکس',
  'summary.tax.name.vat': 'ویلیو ایڈڈ ٹیکس (VAT)',
  'summary.tax.name.gst': 'جنرل سیلز ٹیکس (GST)',
  'summary.tax.name.sales_tax': 'سیلز ٹیکس',
  'addons.heading': 'اپنے آرڈر میں شامل کریں',
  'addons.add': 'شامل کریں',

  'pay.button.amount': '{amount} ادا کریں',
  'pay.button': 'ادائیگی کریں',
  'pay.button.busy': 'پروسیس ہو رہا ہے…',
  'pay.button.paid': 'ادا ہو گیا',

  'choice.heading': 'ادائیگی کا طریقہ',
  'choice.card': 'کارڈ',
  'method.name.bank_app': 'بینک ایپ',
  'method.name.bank_transfer': 'بینک ٹرانسفر',
  'method.name.card_external': 'کارڈ (بیرونی)',
  'method.name.crypto': 'کرپٹو',
  'method.name.instant_bank_transfer': 'فوری بینک ٹرانسفر',
  'method.name.local_payment_methods': 'مقامی ادائیگی کے طریقے',
  'method.name.pay_by_bank': 'بینک کے ذریعے ادائیگی',
  'method.name.pay_by_bank_japan': 'بینک کے ذریعے ادائیگی (جاپان)',
  'method.name.pay_by_cash': 'نقد ادائیگی',
  'method.name.sepa_bank_transfer': 'SEPA بینک ٹرانسفر',
  'method.name.sepa_instant': 'SEPA فوری ٹرانسفر',
  'method.name.wire_transfer': 'بین الاقوامی وائر ٹرانسفر',
  'choice.or': 'یا',
  'choice.another_method': 'ادائیگی کا کوئی اور طریقہ منتخب کریں',
  'method.card.heading': 'کارڈ سے ادائیگی',
  'method.pay_with': '{method} سے ادائیگی',
  'method.pay_with.words': '{method}',
  'method.continue_with': '{method} کے ساتھ جاری رکھیں',
  'method.continue_with.words': 'جاری رکھیں',
  'method.note.redirect':
    'ادائیگی کی منظوری کے لیے آپ {method} کے صفحے پر جائیں گے، پھر یہاں واپس آئیں گے۔',
  'method.note.redirect.words':
    'ادائیگی کی منظوری کے لیے آپ پرووائیڈر کے صفحے پر جائیں گے، پھر یہاں واپس آئیں گے۔',
  'method.note.qr': 'یہاں ایک QR کوڈ ظاہر ہوگا: ادائیگی کے لیے اسے {method} ایپ سے اسکین کریں۔',
  'method.note.qr.words': 'یہاں ایک QR کوڈ ظاہر ہوگا: ادائیگی کے لیے اسے اپنے فون سے اسکین کریں۔',
  'method.note.voucher':
    'آپ کو {method} سے ادائیگی کے لیے ایک ادائیگی ریفرنس ملے گا۔ رقم موصول ہوتے ہی دکان آپ کے آرڈر کی تصدیق کر دے گی۔',
  'method.note.voucher.words':
    'آپ کو ایک ادائیگی ریفرنس ملے گا جو ادائیگی کرتے وقت بتانا ہوگا۔ ادائیگی موصول ہوتے ہی دکان آپ کے آرڈر کی تصدیق کرے گی۔',
  'method.note.bank_app': 'آپ اپنی {method} ایپ میں ادائیگی کی تصدیق کریں گے۔',
  'method.note.bank_app.words': 'آپ اپنے بینک کی ایپ میں ادائیگی کی تصدیق کریں گے۔',

  'card.number.label': 'کارڈ نمبر',
  'card.number.required': 'کارڈ نمبر درج کریں',
  'card.number.incomplete': 'کارڈ نمبر نامکمل ہے۔ اس کے تمام ہندسے درج کریں۔',
  'card.number.invalid': 'یہ کارڈ نمبر درست نہیں ہے۔ ٹائپنگ کی غلطی چیک کریں۔',
  'card.number.unsupported': 'اس قسم کا کارڈ قبول نہیں کیا جاتا۔ کوئی اور کارڈ استعمال کریں۔',
  'card.expiry.label': 'میعاد ختم ہونے کی تاریخ',
  'card.expiry.hint': 'MM/YY',
  'card.expiry.required': 'میعاد ختم ہونے کی تاریخ MM/YY کی شکل میں درج کریں',
  'card.expiry.incomplete': 'میعاد ختم ہونے کی تاریخ نامکمل ہے۔ اسے MM/YY کی شکل میں درج کریں۔',
  'card.expiry.invalid': 'میعاد ختم ہونے کی تاریخ MM/YY کی شکل میں درج کریں',
  'card.expiry.invalid_month': 'ایسا کوئی مہینہ نہیں ہے۔ 01 سے 12 تک کا مہینہ درج کریں۔',
  'card.expiry.expired': 'یہ تاریخ گزر چکی ہے۔ اپنے کارڈ پر میعاد ختم ہونے کی تاریخ چیک کریں۔',
  'card.expiry.too_far': 'میعاد ختم ہونے کی تاریخ چیک کریں: یہ مستقبل میں بہت دور ہے',
  'card.security_code.label': 'سیکیورٹی کوڈ (CVV)',
  'card.security_code.hint.back': {
    one: '{count} ہندسہ، کارڈ کی پشت پر',
    other: '{count} ہندسے، کارڈ کی پشت پر',
  },
  'card.security_code.hint.front': {
    one: '{count} ہندسہ، کارڈ کے سامنے',
    other: '{count} ہندسے، کارڈ کے سامنے',
  },
  'card.security_code.required': {
    one: '{count} ہندسے کا سیکیورٹی کوڈ درج کریں',
    other: '{count} ہندسوں کا سیکیورٹی کوڈ درج کریں',
  },
  'card.security_code.incomplete': {
    one: 'سیکیورٹی کوڈ نامکمل ہے۔ {count} ہندسہ درج کریں۔',
    other: 'سیکیورٹی کوڈ نامکمل ہے۔ تمام {count} ہندسے درج کریں۔',
  },
  'card.security_code.invalid_for_scheme': {
    one: '{scheme} کارڈز کا سیکیورٹی کوڈ {count} ہندسے کا ہوتا ہے۔ کوڈ چیک کریں۔',
    other: '{scheme} کارڈز کا سیکیورٹی کوڈ {count} ہندسوں کا ہوتا ہے۔ کوڈ چیک کریں۔',
  },
  'card.holder_name.label': 'کارڈ ہولڈر کا نام',
  'card.holder_name.label.optional': 'کارڈ ہولڈر کا نام (اختیاری)',
  'card.holder_name.required': 'کارڈ پر لکھا ہوا نام درج کریں',
  'card.holder_name.too_long': 'کارڈ پر نام زیادہ سے زیادہ 64 حروف کا ہونا چاہیے',
  'card.holder_name.card_number': 'یہاں کارڈ نمبر نہیں، کارڈ پر لکھا ہوا نام درج کریں',
  'card.holder_name.invalid': "کارڈ پر نام میں صرف حروف، اسپیس اور . ' - استعمال کریں",
  'card.accepted': 'قبول کیے جانے والے کارڈز',
  'card.type': 'کارڈ کی قسم: {scheme}',

  'form.error.network':
    'ہم ادائیگی سروس تک نہیں پہنچ سکے۔ اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
  'form.error.declined': 'آپ کا کارڈ مسترد ہو گیا۔ دوبارہ کوشش کریں یا کوئی اور کارڈ استعمال کریں۔',
  'form.error.rejected':
    'کارڈ کی کچھ تفصیلات قبول نہیں کی گئیں۔ انہیں چیک کریں اور دوبارہ کوشش کریں۔',
  'form.error.details_rejected':
    'آپ کی کچھ تفصیلات قبول نہیں کی گئیں۔ انہیں چیک کریں اور دوبارہ کوشش کریں۔',
  'form.error.unavailable': 'ہماری طرف کچھ غلط ہو گیا۔ براہ کرم تھوڑی دیر میں دوبارہ کوشش کریں۔',
  'success.paid': 'ادائیگی کامیاب',
  'success.saved': 'کارڈ محفوظ ہو گیا',
  'result.invalid_card': 'کارڈ کی تفصیلات چیک کریں اور دوبارہ کوشش کریں۔',
  'result.invalid_details': 'ای میل اور بلنگ کا ملک چیک کریں اور دوبارہ کوشش کریں۔',

  'decline.declined.advice':
    'آپ کے بینک نے یہ ادائیگی مسترد کر دی۔ دوبارہ کوشش کریں یا کوئی اور کارڈ استعمال کریں۔',
  'decline.insufficient_funds.advice':
    'اس کارڈ میں ناکافی بیلنس ہے۔ کوئی اور کارڈ یا ادائیگی کا طریقہ استعمال کریں۔',
  'decline.card_not_supported.advice':
    'یہ کارڈ اس ادائیگی کے لیے استعمال نہیں ہو سکتا۔ کوئی اور کارڈ استعمال کریں۔',
  'decline.limit_exceeded.advice':
    'یہ ادائیگی کارڈ کی حد سے زیادہ ہے۔ کوئی اور کارڈ یا ادائیگی کا طریقہ استعمال کریں۔',
  'decline.processing_error.advice':
    'کارڈ پروسیس کرتے وقت کچھ غلط ہو گیا۔ تھوڑی دیر میں دوبارہ کوشش کریں۔',
  'decline.security_code.advice':
    'سیکیورٹی کوڈ قبول نہیں کیا گیا۔ اسے اپنے کارڈ پر چیک کریں اور دوبارہ درج کریں۔',
  'decline.security_code.field': 'اپنے کارڈ پر سیکیورٹی کوڈ چیک کریں اور دوبارہ درج کریں',
  'decline.three_ds_failed.advice':
    'آپ کا بینک اس ادائیگی کی تصدیق نہیں کر سکا۔ دوبارہ کوشش کریں یا کوئی اور کارڈ استعمال کریں۔',
  'decline.expired.advice':
    'آپ کے بینک کے مطابق اس کارڈ کی میعاد ختم ہو چکی ہے۔ میعاد کی تاریخ چیک کریں یا کوئی اور کارڈ استعمال کریں۔',
  'decline.expired.field': 'اپنے کارڈ پر میعاد ختم ہونے کی تاریخ چیک کریں',
  'decline.card_number.advice':
    'آپ کا بینک اس کارڈ نمبر کو نہیں پہچانتا۔ اسے چیک کریں یا کوئی اور کارڈ استعمال کریں۔',
  'decline.card_number.field': 'کارڈ نمبر چیک کریں',

  'customer_message.transaction_declined':
    'ٹرانزیکشن مسترد؛ دوبارہ کوشش کریں یا کوئی اور کارڈ استعمال کریں',
  'customer_message.transaction_declined.final': 'ٹرانزیکشن مسترد',
  'customer_message.bank_declined':
    'بینک نے مسترد کر دیا؛ دوبارہ کوشش کریں یا کوئی اور کارڈ استعمال کریں',
  'customer_message.bank_declined.final': 'بینک نے مسترد کر دیا',
  'customer_message.insufficient_funds': 'ناکافی بیلنس',
  'customer_message.card_not_supported': 'کارڈ سپورٹ نہیں ہوتا',
  'customer_message.limit_exceeded': 'کارڈ کی حد سے تجاوز',
  'customer_message.processing_error': 'کارڈ پروسیس کرنے میں خرابی؛ تھوڑی دیر میں دوبارہ کوشش کریں',
  'customer_message.processing_error.final': 'کارڈ پروسیس کرنے میں خرابی',
  'customer_message.security_code': 'سیکیورٹی کوڈ غلط ہے',
  'customer_message.three_ds_failed': '3-D Secure تصدیق ناکام',
  'customer_message.card_expired': 'کارڈ کی میعاد ختم',
  'customer_message.card_number_invalid': 'کارڈ نمبر غلط ہے',
  'customer_message.other': 'کارڈ مسترد؛ دوبارہ کوشش کریں یا کوئی اور کارڈ استعمال کریں',
  'customer_message.other.final': 'کارڈ مسترد',

  'three_ds.heading': 'اپنی ادائیگی کی تصدیق کریں',
  'three_ds.cancel': 'منسوخ کریں',
  'three_ds.frame_title': '3-D Secure تصدیق',
  'three_ds.back_to_top': 'تصدیق کے شروع پر واپس جائیں',
  'three_ds.elsewhere': 'کھلنے والی ونڈو میں تصدیق مکمل کریں۔',

  'embed.frame_title': 'محفوظ ادائیگی فارم',

  'saved_card.name': '{scheme} جس کے آخری ہندسے {last4} ہیں',
  'saved_card.number': 'آخری ہندسے {number}',
  'saved_card.expires': 'میعاد {date}',
  'saved_card.remove': 'ہٹائیں',
  'saved_card.remove.label': '{card} ہٹائیں',
  'saved_card.remove.question': 'یہ کارڈ اپنے محفوظ کارڈز سے ہٹائیں؟',
  'saved_card.remove.confirm': 'کارڈ ہٹائیں',
  'saved_card.remove.keep': 'رہنے دیں',
  'saved_card.removed': '{card} ہٹا دیا گیا۔',
  'saved_card.remove.failed': 'کارڈ نہیں ہٹایا جا سکا۔ دوبارہ کوشش کریں۔',
  'save_card.checkbox': 'یہ کارڈ اگلی بار کے لیے محفوظ کریں',
  'save_card.kept_for_renewals': 'آپ کا کارڈ آپ کی سبسکرپشن کی تجدید کے لیے محفوظ رکھا جاتا ہے۔',
  'save_card.button': 'کارڈ محفوظ کریں',
  'save_card.done': 'کارڈ محفوظ ہو گیا',
  'save_card.note.shop':
    '{shop} آپ کا کارڈ بعد کی ادائیگیوں کے لیے محفوظ رکھتا ہے۔ ابھی آپ سے کوئی رقم نہیں لی جائے گی۔',
  'save_card.note':
    'دکان آپ کا کارڈ بعد کی ادائیگیوں کے لیے محفوظ رکھتی ہے۔ ابھی آپ سے کوئی رقم نہیں لی جائے گی۔',

  'subscription.due_today': 'آج واجب الادا',
  'subscription.due_today.amount': 'آج واجب الادا: {amount}',
  'subscription.start_trial': 'مفت ٹرائل شروع کریں',
  'subscription.charge.days': {
    one: 'ہر روز {amount}',
    other: 'ہر {count} دن بعد {amount}',
  },
  'subscription.charge.weeks': {
    one: 'ہر ہفتے {amount}',
    other: 'ہر {count} ہفتے بعد {amount}',
  },
  'subscription.terms.trial': {
    one: '{count} دن کا مفت ٹرائل، پھر {charge}',
    other: '{count} دن کا مفت ٹرائل، پھر {charge}',
  },
  'subscription.first_charge.today': 'پہلی کٹوتی آج',
  'subscription.first_charge.on': 'پہلی کٹوتی {date} کو',
  'subscription.consent.paying':
    'ادائیگی کر کے آپ {merchant} کو اجازت دیتے ہیں کہ منسوخ کرنے تک {charges} وصول کرے۔',
  'subscription.consent.paying.no_merchant':
    'ادائیگی کر کے آپ مرچنٹ کو اجازت دیتے ہیں کہ منسوخ کرنے تک {charges} وصول کرے۔',
  'subscription.consent.trial':
    'اپنا مفت ٹرائل شروع کر کے آپ {merchant} کو اجازت دیتے ہیں کہ منسوخ کرنے تک {charges} وصول کرے۔',
  'subscription.consent.trial.no_merchant':
    'اپنا مفت ٹرائل شروع کر کے آپ مرچنٹ کو اجازت دیتے ہیں کہ منسوخ کرنے تک {charges} وصول کرے۔',
  'subscription.consent.for': '{name} کے لیے {charge}',
  'subscription.consent.after_trial': {
    one: '{count} دن کے مفت ٹرائل کے بعد {charge}',
    other: '{count} دن کے مفت ٹرائل کے بعد {charge}',
  },
  'subscription.consent.for_after_trial': {
    one: '{count} دن کے مفت ٹرائل کے بعد {name} کے لیے {charge}',
    other: '{count} دن کے مفت ٹرائل کے بعد {name} کے لیے {charge}',
  },

  'customer.heading': 'آپ کی تفصیلات',
  'customer.email.label': 'ای میل',
  'customer.email.required': 'اپنا ای میل ایڈریس درج کریں',
  'customer.email.too_long': 'ای میل ایڈریس زیادہ سے زیادہ 320 حروف کا ہونا چاہیے',
  'customer.email.invalid': 'درست ای میل ایڈریس درج کریں، جیسے name@example.com',
  'customer.email.card_number': 'یہاں کارڈ نمبر نہیں، اپنا ای میل ایڈریس درج کریں',
  'customer.email.refused':
    'یہ ای میل ایڈریس قبول نہیں کیا گیا۔ اسے چیک کریں اور دوبارہ کوشش کریں۔',
  'customer.country.label': 'بلنگ کا ملک',
  'customer.country.choose': 'ملک منتخب کریں',
  'customer.country.required': 'اپنا بلنگ کا ملک منتخب کریں',
  'customer.country.refused': 'یہ ملک قبول نہیں کیا گیا۔ اپنا بلنگ کا ملک دوبارہ منتخب کریں۔',

  'wallet.button': '{wallet} سے ادائیگی کریں',
  'wallet.unavailable':
    '{wallet} استعمال نہیں ہو سکا۔ دوبارہ کوشش کریں یا ادائیگی کا کوئی اور طریقہ استعمال کریں۔',
  'wallet.failed': 'والیٹ استعمال نہیں ہو سکا۔',
  'wallet.sheet.title': '{wallet} (سینڈ باکس)',
  'wallet.sheet.payee': '{merchant} کو ادائیگی',
  'wallet.sheet.card': 'کارڈ',
  'wallet.sheet.authentication': 'توثیق',
  'wallet.sheet.auth.pan_only': 'اکاؤنٹ میں محفوظ کارڈ (PAN_ONLY)',
  'wallet.sheet.auth.cryptogram_3ds': 'ڈیوائس ٹوکن (CRYPTOGRAM_3DS)',
  'wallet.sheet.outcome.approved': 'منظور',
  'wallet.sheet.outcome.insufficient_funds': 'مسترد: ناکافی بیلنس',
  'wallet.sheet.outcome.challenge': 'کارڈ PAN_ONLY ہونے پر 3-D Secure تصدیق',
  'wallet.sheet.cancel': 'منسوخ کریں',
  'wallet.sheet.pay': 'ادائیگی کریں',

  'apm.pay_another_way': 'کسی اور طریقے سے ادائیگی کریں',
  'apm.countdown.label': 'باقی وقت:',
  'apm.countdown.up': 'وقت ختم ہو گیا۔',
  'apm.countdown.seconds': { one: '{count} سیکنڈ باقی ہے۔', other: '{count} سیکنڈ باقی ہیں۔' },
  'apm.countdown.minutes': { one: '{count} منٹ باقی ہے۔', other: '{count} منٹ باقی ہیں۔' },
  'apm.countdown.hours': { one: '{count} گھنٹہ باقی ہے۔', other: '{count} گھنٹے باقی ہیں۔' },
  'apm.redirect.status': 'ادائیگی کی تصدیق کا انتظار ہے…',
  'apm.redirect.leaving': 'ادائیگی کی منظوری کے لیے آپ کو {method} کے صفحے پر لے جایا جا رہا ہے…',
  'apm.redirect.leaving.words':
    'ادائیگی کی منظوری کے لیے آپ کو پرووائیڈر کے صفحے پر لے جایا جا رہا ہے…',
  'apm.redirect.approve':
    '{method} کے صفحے پر ادائیگی منظور کریں۔ آپ کے منظور کرتے ہی یہ فارم خود آگے بڑھ جائے گا۔',
  'apm.redirect.approve.words':
    'پرووائیڈر کے صفحے پر ادائیگی منظور کریں۔ آپ کے منظور کرتے ہی یہ فارم خود آگے بڑھ جائے گا۔',
  'apm.redirect.approve_new_window':
    'نئی ونڈو میں {method} کے صفحے پر ادائیگی منظور کریں۔ آپ کے منظور کرتے ہی یہ فارم خود آگے بڑھ جائے گا۔',
  'apm.redirect.approve_new_window.words':
    'نئی ونڈو میں پرووائیڈر کے صفحے پر ادائیگی منظور کریں۔ آپ کے منظور کرتے ہی یہ فارم خود آگے بڑھ جائے گا۔',
  'apm.redirect.open': '{method} کھولیں',
  'apm.redirect.open.words': 'پرووائیڈر کا صفحہ کھولیں',
  'apm.redirect.go_to': '{method} پر جائیں',
  'apm.redirect.go_to.words': 'پرووائیڈر کے صفحے پر جائیں',
  'apm.qr.title.scan': '{method} سے ادائیگی کے لیے اسکین کریں',
  'apm.qr.title.copy': '{method} سے ادائیگی کے لیے کوڈ کاپی کریں',
  'apm.qr.status': 'ادائیگی کا انتظار ہے…',
  'apm.qr.scan': 'اپنے فون پر {method} ایپ کھولیں اور یہ کوڈ اسکین کریں۔',
  'apm.qr.scan.words': 'اپنے فون پر وہ ایپ کھولیں جس سے آپ ادائیگی کرتے ہیں اور یہ کوڈ اسکین کریں۔',
  'apm.qr.scan.bank_app': 'اپنے فون پر اپنے بینک کی ایپ کھولیں اور یہ کوڈ اسکین کریں۔',
  'apm.qr.copy_or_scan':
    'کوڈ کاپی کر کے اپنے بینک کی ایپ میں پیسٹ کریں، یا کسی اور ڈیوائس سے QR کوڈ اسکین کریں۔',
  'apm.qr.image': '{method} سے ادائیگی کا QR کوڈ',
  'apm.qr.copy': 'کوڈ کاپی کریں',
  'apm.qr.copied':
    'کوڈ کاپی ہو گیا۔ {method} سے ادائیگی کے لیے اسے اپنے بینک کی ایپ میں پیسٹ کریں۔',
  'apm.qr.copy_failed': 'کاپی نہیں ہو سکا: کوڈ منتخب کر کے کاپی کریں۔',
  'apm.qr.open_here': 'اس ڈیوائس پر ادائیگی کا صفحہ کھولیں',
  'apm.voucher.status':
    'ادائیگی کا انتظار ہے۔ رقم موصول ہوتے ہی دکان آپ کے آرڈر کی تصدیق کر دے گی۔',
  'apm.voucher.how.transfer':
    'یہ ریفرنس بتا کر اپنے بینک کی ایپ سے یا بینک میں {method} سے ادائیگی کریں۔',
  'apm.voucher.how.transfer.words':
    'یہ ریفرنس بتا کر اپنے بینک کی ایپ سے یا بینک میں ٹرانسفر کریں۔',
  'apm.voucher.how.counter':
    'یہ ریفرنس {method} قبول کرنے والی دکان، بینک یا ایجنٹ پر، یا اپنے بینک کی ایپ میں ادا کریں۔',
  'apm.voucher.how.counter.words':
    'یہ ریفرنس کسی دکان، بینک یا ایجنٹ پر، یا اپنے بینک کی ایپ میں ادا کریں۔',
  'apm.voucher.barcode': '{method} ریفرنس کا بارکوڈ',
  'apm.voucher.reference': 'آپ کا ادائیگی ریفرنس:',
  'apm.voucher.copy': 'ریفرنس کاپی کریں',
  'apm.voucher.copied': 'ریفرنس کاپی ہو گیا۔',
  'apm.voucher.copy_failed': 'کاپی نہیں ہو سکا: ریفرنس منتخب کر کے کاپی کریں۔',
  'apm.voucher.pay_by': '{date} تک ادائیگی کریں۔',
  'apm.voucher.cash_desk': '{method} کیش کاؤنٹر پر ادائیگی کریں (سینڈ باکس)',
  'apm.voucher.cash_desk.words': 'کاؤنٹر پر ادائیگی کریں (سینڈ باکس)',
  'apm.bank_app.title': '{method} میں تصدیق کریں',
  'apm.bank_app.title.words': 'اپنے بینک کی ایپ میں تصدیق کریں',
  'apm.bank_app.status': 'آپ کی جانب سے ادائیگی کی تصدیق کا انتظار ہے…',
  'apm.bank_app.how': 'اپنے فون پر {method} ایپ کھولیں اور ادائیگی کی تصدیق کریں۔',
  'apm.bank_app.how.bank': 'اپنے فون پر اپنے بینک کی ایپ کھولیں اور ادائیگی کی تصدیق کریں۔',
  'apm.bank_app.how.blik':
    'اپنے بینک کی ایپ کھولیں، 6 ہندسوں کا BLIK کوڈ درج کریں اور ادائیگی کی تصدیق کریں۔',
  'apm.bank_app.open': '{method} ایپ کھولیں (سینڈ باکس)',
  'apm.bank_app.open.words': 'اپنے بینک کی ایپ کھولیں (سینڈ باکس)',

  'sandbox.test_mode': 'ٹیسٹ موڈ',

  'challenge.bank_name': 'سینڈ باکس بینک',
  'challenge.protocol': '3-D Secure',
  'challenge.document_title': '{page} · Kassa سینڈ باکس کارڈ جاری کنندہ',
  'challenge.heading': 'اپنی ادائیگی کی تصدیق کریں',
  'challenge.lead': 'آپ کا بینک آپ سے {shop} کو اس ادائیگی کی تصدیق کرنے کو کہتا ہے۔',
  'challenge.lead.no_shop': 'آپ کا بینک آپ سے دکان کو اس ادائیگی کی تصدیق کرنے کو کہتا ہے۔',
  'challenge.amount': 'رقم',
  'challenge.card': 'کارڈ',
  'challenge.code.label': 'ون ٹائم کوڈ',
  'challenge.code.hint': 'سینڈ باکس: کوڈ {code} ہے۔ آپ اسے پیسٹ کر سکتے ہیں۔',
  'challenge.code.wrong': {
    one: 'یہ کوڈ درست نہیں۔ {count} کوشش باقی ہے۔',
    other: 'یہ کوڈ درست نہیں۔ {count} کوششیں باقی ہیں۔',
  },
  'challenge.approve': 'منظور کریں',
  'challenge.deny': 'مسترد کریں',
  'challenge.approved.heading': 'ادائیگی کی تصدیق ہو گئی',
  'challenge.approved.message': 'شکریہ۔ آپ کو واپس دکان پر لے جایا جا رہا ہے۔',
  'challenge.denied.heading': 'ادائیگی کی تصدیق نہیں ہوئی',
  'challenge.denied.message': 'آپ نے یہ ادائیگی مسترد کر دی۔ کوئی رقم نہیں کاٹی گئی۔',
  'challenge.cancelled.heading': 'تصدیق منسوخ ہو گئی',
  'challenge.cancelled.message': 'تصدیق منسوخ کر دی گئی۔ کوئی رقم نہیں کاٹی گئی۔',
  'challenge.failed.heading': 'تصدیق ناکام',
  'challenge.failed.message': 'بہت زیادہ غلط کوڈ۔ کوئی رقم نہیں کاٹی گئی۔',
  'challenge.timed_out.heading': 'تصدیق کا وقت ختم ہو گیا',
  'challenge.timed_out.message': 'اس ادائیگی کی تصدیق کا وقت گزر چکا ہے۔ کوئی رقم نہیں کاٹی گئی۔',
  'challenge.not_found.heading': 'تصدیق نہیں ملی',
  'challenge.not_found.message':
    'یہ تصدیق موجود نہیں ہے۔ دکان پر واپس جائیں اور دوبارہ ادائیگی کریں۔',
  'challenge.preview.shop': 'نمونہ دکان',
  'challenge.preview.heading': 'نمونہ تصدیق',
  'challenge.preview.message': 'یہ ڈیزائنر کا پیش منظر ہے: نہ کچھ ادا ہوا نہ مسترد۔',

  'provider.name': 'سینڈ باکس پرووائیڈر',
  'provider.document_title': '{page} · Kassa سینڈ باکس پرووائیڈر',
  'provider.method.unknown': 'ادائیگی',
  'provider.redirect.heading': '{method} سے ادائیگی',
  'provider.redirect.heading.words': 'ادائیگی منظور کریں',
  'provider.redirect.lead': '{shop} نے آپ کو یہ ادائیگی منظور کرنے کے لیے یہاں بھیجا ہے۔',
  'provider.redirect.lead.no_shop': 'دکان نے آپ کو یہ ادائیگی منظور کرنے کے لیے یہاں بھیجا ہے۔',
  'provider.qr.heading': '{method}: اسکین کی گئی ادائیگی کی تصدیق کریں',
  'provider.qr.heading.words': 'اسکین کی گئی ادائیگی کی تصدیق کریں',
  'provider.qr.lead': 'آپ نے {shop} کو ادائیگی کا کوڈ اسکین کیا۔',
  'provider.qr.lead.no_shop': 'آپ نے دکان کو ادائیگی کا کوڈ اسکین کیا۔',
  'provider.voucher.heading': '{method} کیش کاؤنٹر',
  'provider.voucher.heading.words': 'ادائیگی کاؤنٹر',
  'provider.voucher.lead': 'آپ {shop} کو ادائیگی کے لیے یہ واؤچر پیش کر رہے ہیں۔',
  'provider.voucher.lead.no_shop': 'آپ دکان کو ادائیگی کے لیے یہ واؤچر پیش کر رہے ہیں۔',
  'provider.bank_app.heading': '{method} ایپ',
  'provider.bank_app.heading.words': 'آپ کے بینک کی ایپ',
  'provider.bank_app.lead': '{shop} آپ سے اپنی ایپ میں اس ادائیگی کی تصدیق کرنے کو کہتا ہے۔',
  'provider.bank_app.lead.no_shop': 'دکان آپ سے اپنی ایپ میں اس ادائیگی کی تصدیق کرنے کو کہتی ہے۔',
  'provider.shop': 'دکان',
  'provider.shop.unnamed': 'Kassa سینڈ باکس دکان',
  'provider.amount': 'رقم',
  'provider.method': 'طریقہ',
  'provider.payer': 'ادا کنندہ',
  'provider.crypto.network': 'نیٹ ورک',
  'provider.crypto.paying_from': 'ادائیگی اس سے',
  'provider.crypto.withdrawals_to': 'رقم نکالنے کا پتہ',
  'provider.reference': 'ریفرنس',
  'provider.valid_until': 'تک کارآمد',
  'provider.blik.label': 'BLIK کوڈ',
  'provider.blik.hint':
    'سینڈ باکس: کوئی بھی 6 ہندسے ادائیگی کی تصدیق کرتے ہیں؛ {declined} کو بینک مسترد کرتا ہے۔',
  'provider.blik.invalid': '6 ہندسوں کا BLIK کوڈ درج کریں۔',
  'provider.approve': 'منظور کریں',
  'provider.decline': 'مسترد کریں',
  'provider.leave_pending': 'زیر التوا چھوڑیں',
  'provider.voucher.pay': 'یہ واؤچر ادا کریں',
  'provider.voucher.leave_unpaid': 'غیر ادا شدہ چھوڑیں',
  'provider.bank_app.confirm': 'تصدیق کریں',
  'provider.bank_app.reject': 'مسترد کریں',
  'provider.auto_pay':
    'زیر التوا چھوڑا گیا: سینڈ باکس اسے {time} پر خود ادا کر دے گا، جب تک کہ اس سے پہلے اس کی میعاد ختم نہ ہو جائے۔',
  'provider.approved.heading': 'ادائیگی منظور ہو گئی',
  'provider.approved.message': 'یہ ادائیگی منظور اور ادا ہو چکی ہے۔',
  'provider.declined.heading': 'ادائیگی مسترد ہو گئی',
  'provider.declined.message': 'یہ ادائیگی مسترد کر دی گئی۔ کوئی رقم نہیں کاٹی گئی۔',
  'provider.cancelled.heading': 'ادائیگی منسوخ ہو گئی',
  'provider.cancelled.message':
    'خریدار نے دکان کے صفحے پر ادائیگی کا کوئی اور طریقہ منتخب کیا۔ کوئی رقم نہیں کاٹی گئی۔',
  'provider.expired.heading': 'ادائیگی کی میعاد ختم ہو گئی',
  'provider.expired.message': 'اس ادائیگی کو مکمل کرنے کا وقت گزر چکا ہے۔ کوئی رقم نہیں کاٹی گئی۔',
  'provider.not_found.heading': 'ادائیگی نہیں ملی',
  'provider.not_found.message':
    'یہ ادائیگی موجود نہیں ہے۔ دکان پر واپس جائیں اور دوبارہ ادائیگی کریں۔',
  'provider.left_pending.heading': 'زیر التوا چھوڑا گیا',
  'provider.left_pending.message':
    'ادائیگی زیر التوا رہے گی؛ سینڈ باکس اسے {time} پر خود ادا کر دے گا، جب تک کہ اس سے پہلے اس کی میعاد ختم نہ ہو جائے۔ آپ یہ صفحہ بند کر کے دکان پر واپس جا سکتے ہیں۔',
  'provider.recorded.message':
    'آپ کا فیصلہ ریکارڈ ہو گیا۔ آپ یہ صفحہ بند کر کے دکان پر واپس جا سکتے ہیں۔',
  'provider.not_an_answer.heading': 'یہ اس ادائیگی کا جواب نہیں ہے',
  'provider.not_an_answer.message':
    '{method} ادائیگی کا جواب ”{decision}“ سے نہیں دیا جا سکتا۔ واپس جائیں اور صفحے کا کوئی بٹن استعمال کریں۔',

  'return.document_title': '{page} – Kassa سینڈ باکس',
  'return.succeeded.heading': 'ادائیگی کامیاب ہو گئی',
  'return.failed.heading': 'ادائیگی ناکام ہو گئی',
  'return.returned.heading': 'ادائیگی کے صفحے سے واپسی',
  'return.failed.reason': '{field} {code}: {message}',
  'return.failed.no_message': 'کوئی پیغام نہیں',
  'return.stands_in':
    'یہ صفحہ مرچنٹ کے {field} کی جگہ ہے۔ آپ کے سرور کو بالکل یہی درخواست موصول ہوتی: وہ URL جو آپ نے checkout میں مقرر کیا، اور ناکامی کے بعد اس میں شامل {error_code} اور {error_message}۔ نتیجہ خود، اور کامیاب فروخت کا ادائیگی ٹوکن، آپ کو دستخط شدہ TRANSACTION پوسٹ بیک میں ملتا ہے۔',
  'return.stands_in.return_url':
    'یہ صفحہ مرچنٹ کے واپسی کے URL کی جگہ ہے۔ آپ کے سرور کو بالکل یہی درخواست موصول ہوتی: وہ URL جو آپ نے checkout میں مقرر کیا، اور ناکامی کے بعد اس میں شامل {error_code} اور {error_message}۔ نتیجہ خود، اور کامیاب فروخت کا ادائیگی ٹوکن، آپ کو دستخط شدہ TRANSACTION پوسٹ بیک میں ملتا ہے۔',
  'return.received.heading': '{field} کو کیا موصول ہوا',
  'return.received.heading.return_url': 'واپسی کے URL کو کیا موصول ہوا',
  'return.query.none': 'URL میں کوئی query پیرامیٹر نہیں تھا۔',
  'return.query.caption': 'موصول ہونے والے query پیرامیٹرز',
  'return.lookup.off':
    'یہ سرور کھلے صفحات پر ادائیگیاں نہیں دکھاتا ({host} loopback ایڈریس نہیں ہے اور {demo} بند ہے)۔ نتیجہ TRANSACTION پوسٹ بیک میں آتا ہے؛ {command} دکھاتا ہے کہ کیا بھیجا گیا۔',
  'return.lookup.no_reference':
    'دکان کی طرح واپسی کے URLs میں اپنا ریفرنس شامل کریں ({example})، اور یہ صفحہ وہ ادائیگی اور اس کے پوسٹ بیکس دکھائے گا۔',
  'return.lookup.not_found':
    'سینڈ باکس مرچنٹ کے پاس merchant_payment_id {reference} یا اسی قدر کے payment_id والی کوئی ادائیگی نہیں ہے۔',
  'return.payment.heading': 'ادائیگی',
  'return.postbacks.heading': 'پوسٹ بیکس',
  'return.postbacks.none': 'ابھی تک کوئی پوسٹ بیک نہیں۔',
  'return.postbacks.caption': 'اس ادائیگی کے لیے بھیجے گئے پوسٹ بیکس',
  'return.postbacks.delivery': 'ترسیل',
  'return.postbacks.attempts': {
    one: '{status} ({count} کوشش)',
    other: '{status} ({count} کوششیں)',
  },
  'return.postbacks.refreshing':
    'ابھی تک کوئی پوسٹ بیک نہیں بھیجا گیا: صفحے کا یہ حصہ پہلی کوشش ہونے تک خود ریفریش ہوتا رہے گا۔',
  'return.postbacks.log':
    '{link_start}ترسیل کا لاگ{link_end} ہر کوشش دکھاتا ہے اور کسی کو دوبارہ بھیجنے دیتا ہے۔',
  'return.back': 'Kassa پر واپس جائیں',
};

export default messages;
