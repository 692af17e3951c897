// Persian (فارسی). Terms: "شماره کارت", "تاریخ انقضا" (MM/YY), "CVV2" for the security code as
// Iranian (Shaparak) payment pages label it, "نام دارنده کارت", "پرداخت"; polite plural ("وارد کنید").
import type { Messages } from '../en.ts';

const messages: Messages = {
  'page.title': 'پرداخت',
  'page.title.shop': 'پرداخت – {shop}',
  'page.heading': 'پرداخت',
  'page.loading': 'در حال بارگیری صفحهٔ پرداخت…',
  'page.redirecting': 'در حال انتقال…',
  'page.retry': 'تلاش دوباره',
  'page.back_to_shop': 'بازگشت به فروشگاه',
  'page.test_mode': 'حالت آزمایشی',
  'page.footer.secure': 'پرداخت‌ها رمزنگاری می‌شوند و به‌صورت امن پردازش می‌شوند.',
  'page.footer.powered_by': 'قدرت‌گرفته از {product}',
  'page.embed_refused': 'این فرم پرداخت در این سایت قابل نمایش نیست.',

  'link.invalid': 'این پیوند پرداخت معتبر نیست.',
  'link.invalid.advice': 'به فروشگاه برگردید و پرداخت را دوباره شروع کنید.',
  'session.expired': 'مهلت این فرم پرداخت به پایان رسیده است.',
  'session.ending_soon': {
    one: 'این فرم پرداخت تا {count} دقیقهٔ دیگر بسته می‌شود. پیش از آن پرداخت را کامل کنید.',
    other: 'این فرم پرداخت تا {count} دقیقهٔ دیگر بسته می‌شود. پیش از آن پرداخت را کامل کنید.',
  },
  'session.failed': 'این پرداخت کامل نشد.',

  'summary.subtotal': 'جمع جزء',
  'summary.total': 'مبلغ کل',
  'summary.show': 'نمایش خلاصهٔ سفارش',
  'summary.hide': 'پنهان کردن خلاصهٔ سفارش',
  'summary.tax.on_top': '{name} {rate}٪',
  'summary.tax.included': 'شامل {name} {rate}٪',
  'summary.tax.name.tax': 'مالیات',
  'summary.tax.name.vat': 'مالیات بر ارزش افزوده',
  'summary.tax.name.gst': 'مالیات کالا و خدمات',
  'summary.tax.name.sales_tax': 'مالیات فروش',
  'addons.heading': 'به سفارش خود اضافه کنید',
  'addons.add': 'افزودن',

  'pay.button.amount': 'پرداخت {amount}',
  'pay.button': 'پرداخت',
  'pay.button.busy': 'در حال پردازش…',
  'pay.button.paid': 'پرداخت شد',

  'choice.heading': 'روش پرداخت',
  'choice.card': 'کارت',
  'method.name.bank_app': 'اپلیکیشن بانک',
  'method.name.bank_transfer': 'انتقال بانکی',
  'method.name.card_external': 'کارت (خارجی)',
  'method.name.crypto': 'رمزارز',
  'method.name.instant_bank_transfer': 'انتقال بانکی فوری',
  'method.name.local_payment_methods': 'روش‌های پرداخت محلی',
  'method.name.pay_by_bank': 'پرداخت از طریق بانک',
  'method.name.pay_by_bank_japan': 'پرداخت از طریق بانک (ژاپن)',
  'method.name.pay_by_cash': 'پرداخت نقدی',
  'method.name.sepa_bank_transfer': 'انتقال بانکی SEPA',
  'method.name.sepa_instant': 'انتقال فوری SEPA',
  'method.name.wire_transfer': 'حواله بانکی بین‌المللی',
  'choice.or': 'یا',
  'choice.another_method': 'انتخاب روش پرداخت دیگر',
  'method.card.heading': 'پرداخت با کارت',
  'method.pay_with': 'پرداخت با {method}',
  'method.pay_with.words': '{method}',
  'method.continue_with': 'ادامه با {method}',
  'method.continue_with.words': 'ادامه',
  'method.note.redirect': 'برای تأیید پرداخت به صفحهٔ {method} می‌روید و سپس به اینجا برمی‌گردید.',
  'method.note.redirect.words':
    'برای تأیید پرداخت به صفحهٔ ارائه‌دهندهٔ پرداخت می‌روید و سپس به اینجا برمی‌گردید.',
  'method.note.qr':
    'یک کد QR اینجا نمایش داده می‌شود: برای پرداخت، آن را با اپلیکیشن {method} اسکن کنید.',
  'method.note.qr.words':
    'یک کد QR اینجا نمایش داده می‌شود: برای پرداخت، آن را با تلفن خود اسکن کنید.',
  'method.note.voucher':
    'یک شناسهٔ پرداخت دریافت می‌کنید تا با {method} پرداخت کنید. فروشگاه پس از دریافت وجه، سفارش شما را تأیید می‌کند.',
  'method.note.voucher.words':
    'یک شناسهٔ پرداخت دریافت می‌کنید که هنگام پرداخت باید آن را ذکر کنید. فروشگاه پس از رسیدن پرداخت، سفارش شما را تأیید می‌کند.',
  'method.note.bank_app': 'پرداخت را در اپلیکیشن {method} تأیید می‌کنید.',
  'method.note.bank_app.words': 'پرداخت را در اپلیکیشن بانک خود تأیید می‌کنید.',

  'card.number.label': 'شماره کارت',
  'card.number.required': 'شماره کارت را وارد کنید',
  'card.number.incomplete': 'شماره کارت ناقص است. همهٔ ارقام آن را وارد کنید.',
  'card.number.invalid': 'این شماره کارت معتبر نیست. آن را از نظر اشتباه تایپی بررسی کنید.',
  'card.number.unsupported': 'این نوع کارت پذیرفته نمی‌شود. از کارت دیگری استفاده کنید.',
  'card.expiry.label': 'تاریخ انقضا',
  'card.expiry.hint': 'MM/YY',
  'card.expiry.required': 'تاریخ انقضا را به‌صورت MM/YY وارد کنید',
  'card.expiry.incomplete': 'تاریخ انقضا ناقص است. آن را به‌صورت MM/YY وارد کنید.',
  'card.expiry.invalid': 'تاریخ انقضا را به‌صورت MM/YY وارد کنید',
  'card.expiry.invalid_month': 'چنین ماهی وجود ندارد. ماهی بین 01 تا 12 وارد کنید.',
  'card.expiry.expired': 'این تاریخ گذشته است. تاریخ انقضای روی کارت را بررسی کنید.',
  'card.expiry.too_far': 'تاریخ انقضا را بررسی کنید: بیش از حد در آینده است',
  'card.security_code.label': 'CVV2',
  'card.security_code.hint.back': {
    one: '{count} رقم، پشت کارت',
    other: '{count} رقم، پشت کارت',
  },
  'card.security_code.hint.front': {
    one: '{count} رقم، روی کارت',
    other: '{count} رقم، روی کارت',
  },
  'card.security_code.required': {
    one: 'کد {count} رقمی CVV2 را وارد کنید',
    other: 'کد {count} رقمی CVV2 را وارد کنید',
  },
  'card.security_code.incomplete': {
    one: 'CVV2 ناقص است. هر {count} رقم را وارد کنید.',
    other: 'CVV2 ناقص است. هر {count} رقم را وارد کنید.',
  },
  'card.security_code.invalid_for_scheme': {
    one: 'کارت‌های {scheme} کد امنیتی {count} رقمی دارند. کد را بررسی کنید.',
    other: 'کارت‌های {scheme} کد امنیتی {count} رقمی دارند. کد را بررسی کنید.',
  },
  'card.holder_name.label': 'نام دارنده کارت',
  'card.holder_name.label.optional': 'نام دارنده کارت (اختیاری)',
  'card.holder_name.required': 'نام درج‌شده روی کارت را وارد کنید',
  'card.holder_name.too_long': 'نام روی کارت باید حداکثر ۶۴ نویسه باشد',
  'card.holder_name.card_number': 'اینجا نام روی کارت را وارد کنید، نه شماره کارت را',
  'card.holder_name.invalid': "در نام روی کارت فقط از حروف، فاصله و . ' - استفاده کنید",
  'card.accepted': 'کارت‌های پذیرفته‌شده',
  'card.type': 'نوع کارت: {scheme}',

  'form.error.network':
    'ارتباط با سرویس پرداخت برقرار نشد. اتصال اینترنت خود را بررسی کنید و دوباره تلاش کنید.',
  'form.error.declined': 'کارت شما رد شد. دوباره تلاش کنید یا از کارت دیگری استفاده کنید.',
  'form.error.rejected': 'برخی از اطلاعات کارت پذیرفته نشد. آن‌ها را بررسی کنید و دوباره تلاش کنید.',
  'form.error.details_rejected':
    'برخی از اطلاعات شما پذیرفته نشد. آن‌ها را بررسی کنید و دوباره تلاش کنید.',
  'form.error.unavailable': 'مشکلی از سمت ما پیش آمد. لطفاً چند لحظه دیگر دوباره تلاش کنید.',
  'success.paid': 'پرداخت موفق',
  'success.saved': 'کارت ذخیره شد',
  'result.invalid_card': 'اطلاعات کارت را بررسی کنید و دوباره تلاش کنید.',
  'result.invalid_details': 'ایمیل و کشور صورتحساب را بررسی کنید و دوباره تلاش کنید.',

  'decline.declined.advice':
    'بانک شما این پرداخت را رد کرد. دوباره تلاش کنید یا از کارت دیگری استفاده کنید.',
  'decline.insufficient_funds.advice':
    'موجودی این کارت کافی نیست. از کارت یا روش پرداخت دیگری استفاده کنید.',
  'decline.card_not_supported.advice':
    'از این کارت نمی‌توان برای این پرداخت استفاده کرد. از کارت دیگری استفاده کنید.',
  'decline.limit_exceeded.advice':
    'این پرداخت از سقف کارت بیشتر است. از کارت یا روش پرداخت دیگری استفاده کنید.',
  'decline.processing_error.advice':
    'هنگام پردازش کارت مشکلی پیش آمد. چند لحظه دیگر دوباره تلاش کنید.',
  'decline.security_code.advice':
    'CVV2 پذیرفته نشد. آن را روی کارت خود بررسی کنید و دوباره وارد کنید.',
  'decline.security_code.field': 'CVV2 روی کارت خود را بررسی کنید و دوباره وارد کنید',
  'decline.three_ds_failed.advice':
    'بانک شما نتوانست این پرداخت را تأیید کند. دوباره تلاش کنید یا از کارت دیگری استفاده کنید.',
  'decline.expired.advice':
    'به گفتهٔ بانک شما، این کارت منقضی شده است. تاریخ انقضا را بررسی کنید یا از کارت دیگری استفاده کنید.',
  'decline.expired.field': 'تاریخ انقضای روی کارت خود را بررسی کنید',
  'decline.card_number.advice':
    'بانک شما این شماره کارت را نمی‌شناسد. آن را بررسی کنید یا از کارت دیگری استفاده کنید.',
  'decline.card_number.field': 'شماره کارت را بررسی کنید',

  'customer_message.transaction_declined':
    'تراکنش رد شد؛ دوباره تلاش کنید یا از کارت دیگری استفاده کنید',
  'customer_message.transaction_declined.final': 'تراکنش رد شد',
  'customer_message.bank_declined':
    'بانک آن را رد کرد؛ دوباره تلاش کنید یا از کارت دیگری استفاده کنید',
  'customer_message.bank_declined.final': 'بانک آن را رد کرد',
  'customer_message.insufficient_funds': 'موجودی کافی نیست',
  'customer_message.card_not_supported': 'کارت پشتیبانی نمی‌شود',
  'customer_message.limit_exceeded': 'از سقف کارت بیشتر است',
  'customer_message.processing_error': 'خطا در پردازش کارت؛ کمی بعد دوباره تلاش کنید',
  'customer_message.processing_error.final': 'خطا در پردازش کارت',
  'customer_message.security_code': 'CVV2 نادرست است',
  'customer_message.three_ds_failed': 'احراز هویت 3-D Secure ناموفق بود',
  'customer_message.card_expired': 'کارت منقضی شده است',
  'customer_message.card_number_invalid': 'شماره کارت نامعتبر است',
  'customer_message.other': 'کارت رد شد؛ دوباره تلاش کنید یا از کارت دیگری استفاده کنید',
  'customer_message.other.final': 'کارت رد شد',

  'three_ds.heading': 'پرداخت خود را تأیید کنید',
  'three_ds.cancel': 'لغو',
  'three_ds.frame_title': 'تأیید 3-D Secure',
  'three_ds.back_to_top': 'بازگشت به بالای صفحهٔ تأیید',
  'three_ds.elsewhere': 'تأیید را در پنجره‌ای که باز شد کامل کنید.',

  'embed.frame_title': 'فرم پرداخت امن',

  'saved_card.name': '{scheme} با ارقام پایانی {last4}',
  'saved_card.number': 'با ارقام پایانی {number}',
  'saved_card.expires': 'انقضا: {date}',
  'saved_card.remove': 'حذف',
  'saved_card.remove.label': 'حذف {card}',
  'saved_card.remove.question': 'این کارت از کارت‌های ذخیره‌شدهٔ شما حذف شود؟',
  'saved_card.remove.confirm': 'حذف کارت',
  'saved_card.remove.keep': 'نگه داشتن',
  'saved_card.removed': '{card} حذف شد.',
  'saved_card.remove.failed': 'کارت حذف نشد. دوباره تلاش کنید.',
  'save_card.checkbox': 'ذخیرهٔ این کارت برای دفعهٔ بعد',
  'save_card.kept_for_renewals': 'کارت شما برای تمدیدهای اشتراکتان نگه داشته می‌شود.',
  'save_card.button': 'ذخیرهٔ کارت',
  'save_card.done': 'کارت ذخیره شد',
  'save_card.note.shop':
    '{shop} کارت شما را برای پرداخت‌های بعدی نگه می‌دارد. اکنون مبلغی از شما کسر نمی‌شود.',
  'save_card.note':
    'فروشگاه کارت شما را برای پرداخت‌های بعدی نگه می‌دارد. اکنون مبلغی از شما کسر نمی‌شود.',

  'subscription.due_today': 'قابل پرداخت امروز',
  'subscription.due_today.amount': 'قابل پرداخت امروز: {amount}',
  'subscription.start_trial': 'شروع دورهٔ آزمایشی رایگان',
  'subscription.charge.days': {
    one: '{amount} هر روز',
    other: '{amount} هر {count} روز',
  },
  'subscription.charge.weeks': {
    one: '{amount} هر هفته',
    other: '{amount} هر {count} هفته',
  },
  'subscription.terms.trial': {
    one: 'دورهٔ آزمایشی رایگان {count} روزه، سپس {charge}',
    other: 'دورهٔ آزمایشی رایگان {count} روزه، سپس {charge}',
  },
  'subscription.first_charge.today': 'نخستین برداشت: امروز',
  'subscription.first_charge.on': 'نخستین برداشت: {date}',
  'subscription.consent.paying':
    'با پرداخت، به {merchant} اجازه می‌دهید تا زمانی که لغو نکرده‌اید {charges} برداشت کند.',
  'subscription.consent.paying.no_merchant':
    'با پرداخت، به فروشنده اجازه می‌دهید تا زمانی که لغو نکرده‌اید {charges} برداشت کند.',
  'subscription.consent.trial':
    'با شروع دورهٔ آزمایشی رایگان، به {merchant} اجازه می‌دهید تا زمانی که لغو نکرده‌اید {charges} برداشت کند.',
  'subscription.consent.trial.no_merchant':
    'با شروع دورهٔ آزمایشی رایگان، به فروشنده اجازه می‌دهید تا زمانی که لغو نکرده‌اید {charges} برداشت کند.',
  'subscription.consent.for': '{charge} برای {name}',
  'subscription.consent.after_trial': {
    one: '{charge} پس از دورهٔ آزمایشی رایگان {count} روزه',
    other: '{charge} پس از دورهٔ آزمایشی رایگان {count} روزه',
  },
  'subscription.consent.for_after_trial': {
    one: '{charge} برای {name} پس از دورهٔ آزمایشی رایگان {count} روزه',
    other: '{charge} برای {name} پس از دورهٔ آزمایشی رایگان {count} روزه',
  },

  'customer.heading': 'اطلاعات شما',
  'customer.email.label': 'ایمیل',
  'customer.email.required': 'نشانی ایمیل خود را وارد کنید',
  'customer.email.too_long': 'نشانی ایمیل باید حداکثر ۳۲۰ نویسه باشد',
  'customer.email.invalid': 'یک نشانی ایمیل معتبر وارد کنید، مانند name@example.com',
  'customer.email.card_number': 'اینجا نشانی ایمیل خود را وارد کنید، نه شماره کارت را',
  'customer.email.refused': 'این نشانی ایمیل پذیرفته نشد. آن را بررسی کنید و دوباره تلاش کنید.',
  'customer.country.label': 'کشور صورتحساب',
  'customer.country.choose': 'کشوری را انتخاب کنید',
  'customer.country.required': 'کشور صورتحساب خود را انتخاب کنید',
  'customer.country.refused': 'این کشور پذیرفته نشد. کشور صورتحساب خود را دوباره انتخاب کنید.',

  'wallet.button': 'پرداخت با {wallet}',
  'wallet.unavailable':
    'استفاده از {wallet} ممکن نشد. دوباره تلاش کنید یا از روش پرداخت دیگری استفاده کنید.',
  'wallet.failed': 'استفاده از کیف پول ممکن نشد.',
  'wallet.sheet.title': '{wallet} (محیط آزمایشی)',
  'wallet.sheet.payee': 'پرداخت به {merchant}',
  'wallet.sheet.card': 'کارت',
  'wallet.sheet.authentication': 'احراز هویت',
  'wallet.sheet.auth.pan_only': 'کارت ذخیره‌شده در حساب (PAN_ONLY)',
  'wallet.sheet.auth.cryptogram_3ds': 'توکن دستگاه (CRYPTOGRAM_3DS)',
  'wallet.sheet.outcome.approved': 'تأییدشده',
  'wallet.sheet.outcome.insufficient_funds': 'ردشده: موجودی کافی نیست',
  'wallet.sheet.outcome.challenge': 'تأیید 3-D Secure وقتی کارت PAN_ONLY است',
  'wallet.sheet.cancel': 'لغو',
  'wallet.sheet.pay': 'پرداخت',

  'apm.pay_another_way': 'پرداخت به روش دیگر',
  'apm.countdown.label': 'زمان باقی‌مانده:',
  'apm.countdown.up': 'زمان به پایان رسید.',
  'apm.countdown.seconds': {
    one: '{count} ثانیه باقی مانده است.',
    other: '{count} ثانیه باقی مانده است.',
  },
  'apm.countdown.minutes': {
    one: '{count} دقیقه باقی مانده است.',
    other: '{count} دقیقه باقی مانده است.',
  },
  'apm.countdown.hours': {
    one: '{count} ساعت باقی مانده است.',
    other: '{count} ساعت باقی مانده است.',
  },
  'apm.redirect.status': 'در انتظار تأیید پرداخت…',
  'apm.redirect.leaving': 'در حال انتقال شما به صفحهٔ {method} برای تأیید پرداخت…',
  'apm.redirect.leaving.words': 'در حال انتقال شما به صفحهٔ ارائه‌دهندهٔ پرداخت برای تأیید پرداخت…',
  'apm.redirect.approve':
    'پرداخت را در صفحهٔ {method} تأیید کنید. پس از آن، این فرم خودبه‌خود ادامه می‌یابد.',
  'apm.redirect.approve.words':
    'پرداخت را در صفحهٔ ارائه‌دهندهٔ پرداخت تأیید کنید. پس از آن، این فرم خودبه‌خود ادامه می‌یابد.',
  'apm.redirect.approve_new_window':
    'پرداخت را در صفحهٔ {method} در پنجره‌ای جدید تأیید کنید. پس از آن، این فرم خودبه‌خود ادامه می‌یابد.',
  'apm.redirect.approve_new_window.words':
    'پرداخت را در صفحهٔ ارائه‌دهندهٔ پرداخت، در یک پنجرهٔ جدید، تأیید کنید. پس از آن، این فرم خودبه‌خود ادامه می‌یابد.',
  'apm.redirect.open': 'باز کردن {method}',
  'apm.redirect.open.words': 'باز کردن صفحهٔ ارائه‌دهندهٔ پرداخت',
  'apm.redirect.go_to': 'رفتن به {method}',
  'apm.redirect.go_to.words': 'رفتن به صفحهٔ ارائه‌دهندهٔ پرداخت',
  'apm.qr.title.scan': 'برای پرداخت با {method} اسکن کنید',
  'apm.qr.title.copy': 'برای پرداخت با {method} کد را کپی کنید',
  'apm.qr.status': 'در انتظار پرداخت…',
  'apm.qr.scan': 'اپلیکیشن {method} را در تلفن خود باز کنید و این کد را اسکن کنید.',
  'apm.qr.scan.words':
    'اپلیکیشنی را که با آن پرداخت می‌کنید در تلفن خود باز کنید و این کد را اسکن کنید.',
  'apm.qr.scan.bank_app': 'اپلیکیشن بانک خود را در تلفن باز کنید و این کد را اسکن کنید.',
  'apm.qr.copy_or_scan':
    'کد را کپی کنید و در اپلیکیشن بانک خود بچسبانید، یا کد QR را با دستگاه دیگری اسکن کنید.',
  'apm.qr.image': 'کد QR برای پرداخت با {method}',
  'apm.qr.copy': 'کپی کد',
  'apm.qr.copied': 'کد کپی شد. برای پرداخت با {method} آن را در اپلیکیشن بانک خود بچسبانید.',
  'apm.qr.copy_failed': 'کپی انجام نشد: کد را انتخاب و کپی کنید.',
  'apm.qr.open_here': 'باز کردن صفحهٔ پرداخت در این دستگاه',
  'apm.voucher.status': 'در انتظار پرداخت. فروشگاه پس از دریافت وجه، سفارش شما را تأیید می‌کند.',
  'apm.voucher.how.transfer':
    'با {method} از اپلیکیشن بانک خود یا در بانک پرداخت کنید و این شناسه را ذکر کنید.',
  'apm.voucher.how.transfer.words':
    'انتقال را از اپلیکیشن بانک خود یا در بانک انجام دهید و این شناسه را ذکر کنید.',
  'apm.voucher.how.counter':
    'این شناسه را در فروشگاه، بانک یا نمایندگی‌ای که {method} را می‌پذیرد، یا در اپلیکیشن بانک خود پرداخت کنید.',
  'apm.voucher.how.counter.words':
    'این شناسه را در فروشگاه، بانک یا نمایندگی، یا در اپلیکیشن بانک خود پرداخت کنید.',
  'apm.voucher.barcode': 'بارکد شناسهٔ پرداخت {method}',
  'apm.voucher.reference': 'شناسهٔ پرداخت شما:',
  'apm.voucher.copy': 'کپی شناسه',
  'apm.voucher.copied': 'شناسه کپی شد.',
  'apm.voucher.copy_failed': 'کپی انجام نشد: شناسه را انتخاب و کپی کنید.',
  'apm.voucher.pay_by': 'تا {date} پرداخت کنید.',
  'apm.voucher.cash_desk': 'پرداخت در صندوق {method} (محیط آزمایشی)',
  'apm.voucher.cash_desk.words': 'پرداخت در باجه (محیط آزمایشی)',
  'apm.bank_app.title': 'تأیید در {method}',
  'apm.bank_app.title.words': 'در اپلیکیشن بانک خود تأیید کنید',
  'apm.bank_app.status': 'در انتظار تأیید پرداخت از سوی شما…',
  'apm.bank_app.how': 'اپلیکیشن {method} را در تلفن خود باز کنید و پرداخت را تأیید کنید.',
  'apm.bank_app.how.bank': 'اپلیکیشن بانک خود را در تلفن باز کنید و پرداخت را تأیید کنید.',
  'apm.bank_app.how.blik':
    'اپلیکیشن بانک خود را باز کنید، کد ۶ رقمی BLIK را وارد کنید و پرداخت را تأیید کنید.',
  'apm.bank_app.open': 'باز کردن اپلیکیشن {method} (محیط آزمایشی)',
  'apm.bank_app.open.words': 'باز کردن اپلیکیشن بانک خود (محیط آزمایشی)',

  'sandbox.test_mode': 'حالت آزمایشی',

  'challenge.bank_name': 'بانک آزمایشی',
  'challenge.protocol': '3-D Secure',
  'challenge.document_title': '{page} · صادرکنندهٔ آزمایشی Kassa',
  'challenge.heading': 'پرداخت خود را تأیید کنید',
  'challenge.lead': 'بانک شما از شما می‌خواهد این پرداخت به {shop} را تأیید کنید.',
  'challenge.lead.no_shop': 'بانک شما از شما می‌خواهد این پرداخت به فروشگاه را تأیید کنید.',
  'challenge.amount': 'مبلغ',
  'challenge.card': 'کارت',
  'challenge.code.label': 'رمز یک‌بارمصرف',
  'challenge.code.hint': 'محیط آزمایشی: رمز {code} است. می‌توانید آن را بچسبانید.',
  'challenge.code.wrong': {
    one: 'این رمز درست نیست. {count} تلاش دیگر باقی مانده است.',
    other: 'این رمز درست نیست. {count} تلاش دیگر باقی مانده است.',
  },
  'challenge.approve': 'تأیید',
  'challenge.deny': 'رد',
  'challenge.approved.heading': 'پرداخت تأیید شد',
  'challenge.approved.message': 'سپاسگزاریم. در حال بازگرداندن شما به فروشگاه هستیم.',
  'challenge.denied.heading': 'پرداخت تأیید نشد',
  'challenge.denied.message': 'این پرداخت را رد کردید. هیچ مبلغی برداشت نشد.',
  'challenge.cancelled.heading': 'تأیید لغو شد',
  'challenge.cancelled.message': 'تأیید لغو شد. هیچ مبلغی برداشت نشد.',
  'challenge.failed.heading': 'تأیید ناموفق بود',
  'challenge.failed.message': 'رمزهای نادرست بیش از حد وارد شد. هیچ مبلغی برداشت نشد.',
  'challenge.timed_out.heading': 'مهلت تأیید به پایان رسید',
  'challenge.timed_out.message': 'مهلت تأیید این پرداخت گذشته است. هیچ مبلغی برداشت نشد.',
  'challenge.not_found.heading': 'تأیید پیدا نشد',
  'challenge.not_found.message': 'این تأیید وجود ندارد. به فروشگاه برگردید و دوباره پرداخت کنید.',
  'challenge.preview.shop': 'فروشگاه نمونه',
  'challenge.preview.heading': 'تأیید نمونه',
  'challenge.preview.message': 'این پیش‌نمایش طراح است: چیزی پرداخت یا رد نشد.',

  'provider.name': 'ارائه‌دهندهٔ آزمایشی',
  'provider.document_title': '{page} · ارائه‌دهندهٔ آزمایشی Kassa',
  'provider.method.unknown': 'پرداخت',
  'provider.redirect.heading': 'پرداخت با {method}',
  'provider.redirect.heading.words': 'تأیید پرداخت',
  'provider.redirect.lead': '{shop} شما را برای تأیید این پرداخت به اینجا فرستاده است.',
  'provider.redirect.lead.no_shop': 'فروشگاه شما را برای تأیید این پرداخت به اینجا فرستاده است.',
  'provider.qr.heading': '{method}: پرداخت اسکن‌شده را تأیید کنید',
  'provider.qr.heading.words': 'تأیید پرداخت اسکن‌شده',
  'provider.qr.lead': 'کد پرداختی به {shop} را اسکن کردید.',
  'provider.qr.lead.no_shop': 'کد پرداختی به فروشگاه را اسکن کردید.',
  'provider.voucher.heading': 'صندوق {method}',
  'provider.voucher.heading.words': 'باجهٔ پرداخت',
  'provider.voucher.lead': 'این برگهٔ پرداخت را برای پرداخت به {shop} تحویل می‌دهید.',
  'provider.voucher.lead.no_shop': 'این برگهٔ پرداخت را برای پرداخت به فروشگاه تحویل می‌دهید.',
  'provider.bank_app.heading': 'اپلیکیشن {method}',
  'provider.bank_app.heading.words': 'اپلیکیشن بانک شما',
  'provider.bank_app.lead': '{shop} از شما می‌خواهد این پرداخت را در اپلیکیشن خود تأیید کنید.',
  'provider.bank_app.lead.no_shop':
    'فروشگاه از شما می‌خواهد این پرداخت را در اپلیکیشن خود تأیید کنید.',
  'provider.shop': 'فروشگاه',
  'provider.shop.unnamed': 'فروشگاه آزمایشی Kassa',
  'provider.amount': 'مبلغ',
  'provider.method': 'روش',
  'provider.payer': 'پرداخت‌کننده',
  'provider.crypto.network': 'شبکه',
  'provider.crypto.paying_from': 'پرداخت از',
  'provider.crypto.withdrawals_to': 'برداشت به',
  'provider.reference': 'شناسهٔ پرداخت',
  'provider.valid_until': 'معتبر تا',
  'provider.blik.label': 'کد BLIK',
  'provider.blik.hint':
    'محیط آزمایشی: هر ۶ رقمی پرداخت را تأیید می‌کند؛ {declined} را بانک رد می‌کند.',
  'provider.blik.invalid': 'کد ۶ رقمی BLIK را وارد کنید.',
  'provider.approve': 'تأیید',
  'provider.decline': 'رد',
  'provider.leave_pending': 'در انتظار بماند',
  'provider.voucher.pay': 'پرداخت این برگه',
  'provider.voucher.leave_unpaid': 'پرداخت‌نشده بماند',
  'provider.bank_app.confirm': 'تأیید',
  'provider.bank_app.reject': 'رد',
  'provider.auto_pay':
    'در انتظار ماند: محیط آزمایشی آن را در {time} خودبه‌خود پرداخت می‌کند، مگر اینکه پیش از آن منقضی شود.',
  'provider.approved.heading': 'پرداخت تأیید شد',
  'provider.approved.message': 'این پرداخت تأیید و پرداخت شده است.',
  'provider.declined.heading': 'پرداخت رد شد',
  'provider.declined.message': 'این پرداخت رد شد. هیچ مبلغی برداشت نشد.',
  'provider.cancelled.heading': 'پرداخت لغو شد',
  'provider.cancelled.message':
    'خریدار در صفحهٔ فروشگاه روش پرداخت دیگری را انتخاب کرد. هیچ مبلغی برداشت نشد.',
  'provider.expired.heading': 'پرداخت منقضی شد',
  'provider.expired.message': 'مهلت تکمیل این پرداخت گذشته است. هیچ مبلغی برداشت نشد.',
  'provider.not_found.heading': 'پرداخت پیدا نشد',
  'provider.not_found.message': 'این پرداخت وجود ندارد. به فروشگاه برگردید و دوباره پرداخت کنید.',
  'provider.left_pending.heading': 'در انتظار ماند',
  'provider.left_pending.message':
    'پرداخت در انتظار می‌ماند؛ محیط آزمایشی آن را در {time} خودبه‌خود پرداخت می‌کند، مگر اینکه پیش از آن منقضی شود. می‌توانید این صفحه را ببندید و به فروشگاه برگردید.',
  'provider.recorded.message':
    'تصمیم شما ثبت شد. می‌توانید این صفحه را ببندید و به فروشگاه برگردید.',
  'provider.not_an_answer.heading': 'پاسخی به این پرداخت نیست',
  'provider.not_an_answer.message':
    'به پرداخت {method} نمی‌توان با «{decision}» پاسخ داد. برگردید و از یکی از دکمه‌های صفحه استفاده کنید.',

  'return.document_title': '{page} – محیط آزمایشی Kassa',
  'return.succeeded.heading': 'پرداخت موفق بود',
  'return.failed.heading': 'پرداخت ناموفق بود',
  'return.returned.heading': 'بازگشت از صفحهٔ پرداخت',
  'return.failed.reason': '{field} {code}: {message}',
  'return.failed.no_message': 'بدون پیام',
  'return.stands_in':
    'این صفحه جایگزین {field} فروشنده است. سرور شما دقیقاً همین درخواست را دریافت می‌کرد: نشانی URL که در checkout تعیین کرده‌اید، و پس از شکست، {error_code} و {error_message} افزوده به آن. خود نتیجه، و توکن پرداخت یک فروش موفق، در postback امضاشدهٔ TRANSACTION به دست شما می‌رسد.',
  'return.stands_in.return_url':
    'این صفحه جایگزین نشانی URL بازگشت فروشنده است. سرور شما دقیقاً همین درخواست را دریافت می‌کرد: نشانی URL که در checkout تعیین کرده‌اید، و پس از شکست، {error_code} و {error_message} افزوده به آن. خود نتیجه، و توکن پرداخت یک فروش موفق، در postback امضاشدهٔ TRANSACTION به دست شما می‌رسد.',
  'return.received.heading': 'آنچه {field} دریافت کرد',
  'return.received.heading.return_url': 'آنچه نشانی URL بازگشت دریافت کرد',
  'return.query.none': 'نشانی URL هیچ پارامتر پرس‌وجویی نداشت.',
  'return.query.caption': 'پارامترهای پرس‌وجوی دریافت‌شده',
  'return.lookup.off':
    'این سرور پرداخت‌ها را در صفحه‌های باز نشان نمی‌دهد ({host} نشانی loopback نیست و {demo} خاموش است). postback TRANSACTION نتیجه را می‌رساند؛ {command} نشان می‌دهد چه چیزی ارسال شد.',
  'return.lookup.no_reference':
    'شناسهٔ خودتان را، مانند یک فروشگاه، در نشانی‌های URL بازگشت قرار دهید ({example}) تا این صفحه آن پرداخت و postbackهایش را نشان دهد.',
  'return.lookup.not_found':
    'فروشندهٔ آزمایشی هیچ پرداختی با merchant_payment_id {reference} یا payment_id با همین مقدار ندارد.',
  'return.payment.heading': 'پرداخت',
  'return.postbacks.heading': 'Postbackها',
  'return.postbacks.none': 'هنوز postbackی وجود ندارد.',
  'return.postbacks.caption': 'Postbackهای ارسال‌شده برای این پرداخت',
  'return.postbacks.delivery': 'تحویل',
  'return.postbacks.attempts': {
    one: '{status} ({count} تلاش)',
    other: '{status} ({count} تلاش)',
  },
  'return.postbacks.refreshing':
    'هنوز postbackی ارسال نشده است: این بخش از صفحه تا انجام نخستین تلاش خودبه‌خود به‌روز می‌شود.',
  'return.postbacks.log':
    '{link_start}گزارش تحویل{link_end} همهٔ تلاش‌ها را نشان می‌دهد و امکان ارسال دوبارهٔ هر کدام را می‌دهد.',
  'return.back': 'بازگشت به Kassa',
};

export default messages;
