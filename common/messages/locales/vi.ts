// Vietnamese (Tiếng Việt). Terms: "Số thẻ", "Ngày hết hạn", "Mã bảo mật" (CVV/CVC), "Tên chủ thẻ", "Thanh toán";
// 3-D Secure kept by name ("xác thực 3-D Secure"), as Vietnamese banks' OTP pages show it. Polite "bạn"/"vui lòng".
import type { Messages } from '../en.ts';

const messages: Messages = {
  'page.title': 'Thanh toán',
  'page.title.shop': 'Thanh toán – {shop}',
  'page.heading': 'Thanh toán',
  'page.loading': 'Đang tải trang thanh toán…',
  'page.redirecting': 'Đang chuyển hướng…',
  'page.retry': 'Thử lại',
  'page.back_to_shop': 'Quay lại cửa hàng',
  'page.test_mode': 'Chế độ thử nghiệm',
  'page.footer.secure': 'Các khoản thanh toán được mã hóa và xử lý an toàn.',
  'page.footer.powered_by': 'Được cung cấp bởi {product}',
  'page.embed_refused': 'Không thể hiển thị biểu mẫu thanh toán này trên trang web này.',

  'link.invalid': 'Liên kết thanh toán này không hợp lệ.',
  'link.invalid.advice': 'Vui lòng quay lại cửa hàng và bắt đầu thanh toán lại.',
  'session.expired': 'Biểu mẫu thanh toán này đã hết hạn.',
  'session.ending_soon': {
    other:
      'Biểu mẫu thanh toán này sẽ đóng sau {count} phút. Vui lòng hoàn tất thanh toán trước thời điểm đó.',
  },
  'session.failed': 'Không thể hoàn tất khoản thanh toán này.',

  'summary.subtotal': 'Tạm tính',
  'summary.total': 'Tổng cộng',
  'summary.show': 'Hiển thị tóm tắt đơn hàng',
  'summary.hide': 'Ẩn tóm tắt đơn hàng',
  'summary.tax.on_top': '{name} {rate}%',
  'summary.tax.included': 'Đã bao gồm {name} {rate}%',
  'summary.tax.name.tax': 'Thuế',
  'summary.tax.name.vat': 'VAT',
  'summary.tax.name.gst': 'GST',
  'summary.tax.name.sales_tax': 'Thuế bán hàng',
  'addons.heading': 'Thêm vào đơn hàng',
  'addons.add': 'Thêm',

  'pay.button.amount': 'Thanh toán {amount}',
  'pay.button': 'Thanh toán',
  'pay.button.busy': 'Đang xử lý…',
  'pay.button.paid': 'Đã thanh toán',

  'choice.heading': 'Phương thức thanh toán',
  'choice.card': 'Thẻ',
  'method.name.bank_app': 'Ứng dụng ngân hàng',
  'method.name.bank_transfer': 'Chuyển khoản ngân hàng',
  'method.name.card_external': 'Thẻ (bên ngoài)',
  'method.name.crypto': 'Tiền mã hóa',
  'method.name.instant_bank_transfer': 'Chuyển khoản nhanh',
  'method.name.local_payment_methods': 'Phương thức thanh toán nội địa',
  'method.name.pay_by_bank': 'Thanh toán qua ngân hàng',
  'method.name.pay_by_bank_japan': 'Thanh toán qua ngân hàng (Nhật Bản)',
  'method.name.pay_by_cash': 'Thanh toán bằng tiền mặt',
  'method.name.sepa_bank_transfer': 'Chuyển khoản SEPA',
  'method.name.sepa_instant': 'Chuyển khoản SEPA tức thì',
  'method.name.wire_transfer': 'Chuyển tiền quốc tế',
  'choice.or': 'hoặc',
  'choice.another_method': 'Chọn phương thức thanh toán khác',
  'method.card.heading': 'Thanh toán bằng thẻ',
  'method.pay_with': 'Thanh toán bằng {method}',
  'method.pay_with.words': '{method}',
  'method.continue_with': 'Tiếp tục với {method}',
  'method.continue_with.words': 'Tiếp tục',
  'method.note.redirect':
    'Bạn sẽ chuyển sang trang của {method} để phê duyệt thanh toán, sau đó quay lại đây.',
  'method.note.redirect.words':
    'Bạn sẽ chuyển sang trang của nhà cung cấp dịch vụ thanh toán để phê duyệt thanh toán, sau đó quay lại đây.',
  'method.note.qr': 'Mã QR sẽ hiển thị tại đây: quét mã bằng ứng dụng {method} để thanh toán.',
  'method.note.qr.words': 'Mã QR sẽ hiện ở đây: hãy quét bằng điện thoại để thanh toán.',
  'method.note.voucher':
    'Bạn sẽ nhận được mã tham chiếu để thanh toán bằng {method}. Cửa hàng sẽ xác nhận đơn hàng khi nhận được thanh toán.',
  'method.note.voucher.words':
    'Bạn sẽ nhận được mã tham chiếu thanh toán để cung cấp khi thanh toán. Cửa hàng sẽ xác nhận đơn hàng khi nhận được thanh toán.',
  'method.note.bank_app': 'Bạn xác nhận thanh toán trong ứng dụng {method}.',
  'method.note.bank_app.words': 'Bạn xác nhận thanh toán trong ứng dụng ngân hàng của mình.',

  'card.number.label': 'Số thẻ',
  'card.number.required': 'Vui lòng nhập số thẻ',
  'card.number.incomplete': 'Số thẻ chưa đầy đủ. Vui lòng nhập tất cả các chữ số.',
  'card.number.invalid': 'Số thẻ này không hợp lệ. Vui lòng kiểm tra lỗi nhập.',
  'card.number.unsupported': 'Loại thẻ này không được chấp nhận. Vui lòng dùng thẻ khác.',
  'card.expiry.label': 'Ngày hết hạn',
  'card.expiry.hint': 'MM/YY',
  'card.expiry.required': 'Vui lòng nhập ngày hết hạn theo định dạng MM/YY',
  'card.expiry.incomplete': 'Ngày hết hạn chưa đầy đủ. Vui lòng nhập theo định dạng MM/YY.',
  'card.expiry.invalid': 'Vui lòng nhập ngày hết hạn theo định dạng MM/YY',
  'card.expiry.invalid_month': 'Tháng không tồn tại. Vui lòng nhập tháng từ 01 đến 12.',
  'card.expiry.expired': 'Ngày này đã qua. Vui lòng kiểm tra ngày hết hạn trên thẻ.',
  'card.expiry.too_far': 'Vui lòng kiểm tra ngày hết hạn: ngày này quá xa trong tương lai',
  'card.security_code.label': 'Mã bảo mật',
  'card.security_code.hint.back': { other: '{count} chữ số, mặt sau thẻ' },
  'card.security_code.hint.front': { other: '{count} chữ số, mặt trước thẻ' },
  'card.security_code.required': { other: 'Vui lòng nhập mã bảo mật gồm {count} chữ số' },
  'card.security_code.incomplete': {
    other: 'Mã bảo mật chưa đầy đủ. Vui lòng nhập đủ {count} chữ số.',
  },
  'card.security_code.invalid_for_scheme': {
    other: 'Thẻ {scheme} có mã bảo mật gồm {count} chữ số. Vui lòng kiểm tra lại mã.',
  },
  'card.holder_name.label': 'Tên chủ thẻ',
  'card.holder_name.label.optional': 'Tên chủ thẻ (không bắt buộc)',
  'card.holder_name.required': 'Vui lòng nhập tên trên thẻ',
  'card.holder_name.too_long': 'Tên trên thẻ không được vượt quá 64 ký tự',
  'card.holder_name.card_number': 'Vui lòng nhập tên trên thẻ vào đây, không phải số thẻ',
  'card.holder_name.invalid': "Tên trên thẻ chỉ được chứa chữ cái, dấu cách và . ' -",
  'card.accepted': 'Thẻ được chấp nhận',
  'card.type': 'Loại thẻ: {scheme}',

  'form.error.network':
    'Không thể kết nối với dịch vụ thanh toán. Vui lòng kiểm tra kết nối và thử lại.',
  'form.error.declined': 'Thẻ của bạn bị từ chối. Vui lòng thử lại hoặc dùng thẻ khác.',
  'form.error.rejected': 'Một số thông tin thẻ không được chấp nhận. Vui lòng kiểm tra và thử lại.',
  'form.error.details_rejected':
    'Một số thông tin của bạn không được chấp nhận. Vui lòng kiểm tra và thử lại.',
  'form.error.unavailable': 'Đã xảy ra lỗi từ phía chúng tôi. Vui lòng thử lại sau giây lát.',
  'success.paid': 'Thanh toán thành công',
  'success.saved': 'Đã lưu thẻ',
  'result.invalid_card': 'Vui lòng kiểm tra thông tin thẻ và thử lại.',
  'result.invalid_details': 'Vui lòng kiểm tra email và quốc gia thanh toán rồi thử lại.',

  'decline.declined.advice':
    'Ngân hàng của bạn đã từ chối khoản thanh toán này. Vui lòng thử lại hoặc dùng thẻ khác.',
  'decline.insufficient_funds.advice':
    'Thẻ này không đủ số dư. Vui lòng dùng thẻ hoặc phương thức thanh toán khác.',
  'decline.card_not_supported.advice':
    'Không thể dùng thẻ này cho khoản thanh toán này. Vui lòng dùng thẻ khác.',
  'decline.limit_exceeded.advice':
    'Khoản thanh toán này vượt quá hạn mức của thẻ. Vui lòng dùng thẻ hoặc phương thức thanh toán khác.',
  'decline.processing_error.advice': 'Đã xảy ra lỗi khi xử lý thẻ. Vui lòng thử lại sau giây lát.',
  'decline.security_code.advice':
    'Mã bảo mật không được chấp nhận. Vui lòng kiểm tra trên thẻ và nhập lại.',
  'decline.security_code.field': 'Vui lòng kiểm tra mã bảo mật trên thẻ và nhập lại',
  'decline.three_ds_failed.advice':
    'Ngân hàng của bạn không thể xác nhận khoản thanh toán này. Vui lòng thử lại hoặc dùng thẻ khác.',
  'decline.expired.advice':
    'Ngân hàng của bạn cho biết thẻ này đã hết hạn. Vui lòng kiểm tra ngày hết hạn hoặc dùng thẻ khác.',
  'decline.expired.field': 'Vui lòng kiểm tra ngày hết hạn trên thẻ',
  'decline.card_number.advice':
    'Ngân hàng của bạn không nhận ra số thẻ này. Vui lòng kiểm tra lại hoặc dùng thẻ khác.',
  'decline.card_number.field': 'Vui lòng kiểm tra số thẻ',

  'customer_message.transaction_declined':
    'Giao dịch bị từ chối; vui lòng thử lại hoặc dùng thẻ khác',
  'customer_message.transaction_declined.final': 'Giao dịch bị từ chối',
  'customer_message.bank_declined': 'Ngân hàng từ chối; vui lòng thử lại hoặc dùng thẻ khác',
  'customer_message.bank_declined.final': 'Ngân hàng từ chối',
  'customer_message.insufficient_funds': 'Không đủ số dư',
  'customer_message.card_not_supported': 'Thẻ không được hỗ trợ',
  'customer_message.limit_exceeded': 'Vượt quá hạn mức thẻ',
  'customer_message.processing_error': 'Lỗi khi xử lý thẻ; vui lòng thử lại sau',
  'customer_message.processing_error.final': 'Lỗi khi xử lý thẻ',
  'customer_message.security_code': 'Mã bảo mật không đúng',
  'customer_message.three_ds_failed': 'Xác thực 3-D Secure không thành công',
  'customer_message.card_expired': 'Thẻ đã hết hạn',
  'customer_message.card_number_invalid': 'Số thẻ không hợp lệ',
  'customer_message.other': 'Thẻ bị từ chối; vui lòng thử lại hoặc dùng thẻ khác',
  'customer_message.other.final': 'Thẻ bị từ chối',

  'three_ds.heading': 'Xác nhận thanh toán',
  'three_ds.cancel': 'Hủy',
  'three_ds.frame_title': 'Xác thực 3-D Secure',
  'three_ds.back_to_top': 'Quay lại đầu trang xác thực',
  'three_ds.elsewhere': 'Vui lòng hoàn tất xác thực trong cửa sổ vừa mở.',

  'embed.frame_title': 'Biểu mẫu thanh toán an toàn',

  'saved_card.name': '{scheme} có số cuối {last4}',
  'saved_card.number': 'số cuối {number}',
  'saved_card.expires': 'Hết hạn {date}',
  'saved_card.remove': 'Xóa',
  'saved_card.remove.label': 'Xóa {card}',
  'saved_card.remove.question': 'Xóa thẻ này khỏi danh sách thẻ đã lưu?',
  'saved_card.remove.confirm': 'Xóa thẻ',
  'saved_card.remove.keep': 'Giữ lại',
  'saved_card.removed': 'Đã xóa {card}.',
  'saved_card.remove.failed': 'Không thể xóa thẻ. Vui lòng thử lại.',
  'save_card.checkbox': 'Lưu thẻ này cho lần sau',
  'save_card.kept_for_renewals': 'Thẻ của bạn được lưu để gia hạn gói đăng ký.',
  'save_card.button': 'Lưu thẻ',
  'save_card.done': 'Đã lưu thẻ',
  'save_card.note.shop':
    '{shop} lưu thẻ của bạn cho các lần thanh toán sau. Bạn chưa bị tính phí lúc này.',
  'save_card.note':
    'Cửa hàng lưu thẻ của bạn cho các lần thanh toán sau. Bạn chưa bị tính phí lúc này.',

  'subscription.due_today': 'Thanh toán hôm nay',
  'subscription.due_today.amount': 'Thanh toán hôm nay: {amount}',
  'subscription.start_trial': 'Bắt đầu dùng thử miễn phí',
  'subscription.charge.days': { other: '{amount} mỗi {count} ngày' },
  'subscription.charge.weeks': { other: '{amount} mỗi {count} tuần' },
  'subscription.terms.trial': { other: 'Dùng thử miễn phí {count} ngày, sau đó {charge}' },
  'subscription.first_charge.today': 'Lần tính phí đầu tiên: hôm nay',
  'subscription.first_charge.on': 'Lần tính phí đầu tiên: {date}',
  'subscription.consent.paying':
    'Khi thanh toán, bạn cho phép {merchant} tính phí {charges} cho đến khi bạn hủy.',
  'subscription.consent.paying.no_merchant':
    'Khi thanh toán, bạn cho phép người bán tính phí {charges} cho đến khi bạn hủy.',
  'subscription.consent.trial':
    'Khi bắt đầu dùng thử miễn phí, bạn cho phép {merchant} tính phí {charges} cho đến khi bạn hủy.',
  'subscription.consent.trial.no_merchant':
    'Khi bắt đầu dùng thử miễn phí, bạn cho phép người bán tính phí {charges} cho đến khi bạn hủy.',
  'subscription.consent.for': '{charge} cho {name}',
  'subscription.consent.after_trial': { other: '{charge} sau {count} ngày dùng thử miễn phí' },
  'subscription.consent.for_after_trial': {
    other: '{charge} cho {name} sau {count} ngày dùng thử miễn phí',
  },

  'customer.heading': 'Thông tin của bạn',
  'customer.email.label': 'Email',
  'customer.email.required': 'Vui lòng nhập địa chỉ email',
  'customer.email.too_long': 'Địa chỉ email không được vượt quá 320 ký tự',
  'customer.email.invalid': 'Vui lòng nhập địa chỉ email hợp lệ, ví dụ name@example.com',
  'customer.email.card_number': 'Vui lòng nhập địa chỉ email vào đây, không phải số thẻ',
  'customer.email.refused': 'Địa chỉ email này không được chấp nhận. Vui lòng kiểm tra và thử lại.',
  'customer.country.label': 'Quốc gia thanh toán',
  'customer.country.choose': 'Chọn quốc gia',
  'customer.country.required': 'Vui lòng chọn quốc gia thanh toán',
  'customer.country.refused':
    'Quốc gia này không được chấp nhận. Vui lòng chọn lại quốc gia thanh toán.',

  'wallet.button': 'Thanh toán bằng {wallet}',
  'wallet.unavailable':
    'Không thể dùng {wallet}. Vui lòng thử lại hoặc dùng phương thức thanh toán khác.',
  'wallet.failed': 'Không thể dùng ví.',
  'wallet.sheet.title': '{wallet} (sandbox)',
  'wallet.sheet.payee': 'Thanh toán cho {merchant}',
  'wallet.sheet.card': 'Thẻ',
  'wallet.sheet.authentication': 'Xác thực',
  'wallet.sheet.auth.pan_only': 'Thẻ lưu trong tài khoản (PAN_ONLY)',
  'wallet.sheet.auth.cryptogram_3ds': 'Token thiết bị (CRYPTOGRAM_3DS)',
  'wallet.sheet.outcome.approved': 'Được chấp thuận',
  'wallet.sheet.outcome.insufficient_funds': 'Bị từ chối: không đủ số dư',
  'wallet.sheet.outcome.challenge': 'Xác thực 3-D Secure khi thẻ là PAN_ONLY',
  'wallet.sheet.cancel': 'Hủy',
  'wallet.sheet.pay': 'Thanh toán',

  'apm.pay_another_way': 'Thanh toán bằng cách khác',
  'apm.countdown.label': 'Thời gian còn lại:',
  'apm.countdown.up': 'Đã hết thời gian.',
  'apm.countdown.seconds': { other: 'Còn {count} giây.' },
  'apm.countdown.minutes': { other: 'Còn {count} phút.' },
  'apm.countdown.hours': { other: 'Còn {count} giờ.' },
  'apm.redirect.status': 'Đang chờ xác nhận thanh toán…',
  'apm.redirect.leaving': 'Đang chuyển bạn đến trang của {method} để phê duyệt thanh toán…',
  'apm.redirect.leaving.words':
    'Đang chuyển bạn đến trang của nhà cung cấp dịch vụ thanh toán để phê duyệt thanh toán…',
  'apm.redirect.approve':
    'Vui lòng phê duyệt thanh toán trên trang của {method}. Biểu mẫu này sẽ tự động tiếp tục khi bạn đã phê duyệt.',
  'apm.redirect.approve.words':
    'Vui lòng phê duyệt thanh toán trên trang của nhà cung cấp dịch vụ thanh toán. Biểu mẫu này sẽ tự động tiếp tục khi bạn đã phê duyệt.',
  'apm.redirect.approve_new_window':
    'Vui lòng phê duyệt thanh toán trên trang của {method} trong cửa sổ mới. Biểu mẫu này sẽ tự động tiếp tục khi bạn đã phê duyệt.',
  'apm.redirect.approve_new_window.words':
    'Vui lòng phê duyệt thanh toán trên trang của nhà cung cấp dịch vụ thanh toán, trong cửa sổ mới. Biểu mẫu này sẽ tự động tiếp tục khi bạn đã phê duyệt.',
  'apm.redirect.open': 'Mở {method}',
  'apm.redirect.open.words': 'Mở trang của nhà cung cấp',
  'apm.redirect.go_to': 'Đến {method}',
  'apm.redirect.go_to.words': 'Đến trang của nhà cung cấp',
  'apm.qr.title.scan': 'Quét mã để thanh toán bằng {method}',
  'apm.qr.title.copy': 'Sao chép mã để thanh toán bằng {method}',
  'apm.qr.status': 'Đang chờ thanh toán…',
  'apm.qr.scan': 'Mở ứng dụng {method} trên điện thoại và quét mã này.',
  'apm.qr.scan.words': 'Mở ứng dụng bạn dùng để thanh toán trên điện thoại và quét mã này.',
  'apm.qr.scan.bank_app': 'Mở ứng dụng ngân hàng trên điện thoại và quét mã này.',
  'apm.qr.copy_or_scan':
    'Sao chép mã và dán vào ứng dụng ngân hàng, hoặc quét mã QR từ một thiết bị khác.',
  'apm.qr.image': 'Mã QR để thanh toán bằng {method}',
  'apm.qr.copy': 'Sao chép mã',
  'apm.qr.copied': 'Đã sao chép mã. Dán vào ứng dụng ngân hàng để thanh toán bằng {method}.',
  'apm.qr.copy_failed': 'Không sao chép được: hãy chọn mã và sao chép.',
  'apm.qr.open_here': 'Mở trang thanh toán trên thiết bị này',
  'apm.voucher.status':
    'Đang chờ thanh toán. Cửa hàng sẽ xác nhận đơn hàng khi nhận được thanh toán.',
  'apm.voucher.how.transfer':
    'Thanh toán bằng {method} trong ứng dụng ngân hàng hoặc tại ngân hàng, ghi mã tham chiếu này.',
  'apm.voucher.how.transfer.words':
    'Chuyển khoản trong ứng dụng ngân hàng hoặc tại ngân hàng, ghi mã tham chiếu này.',
  'apm.voucher.how.counter':
    'Thanh toán mã tham chiếu này tại cửa hàng, ngân hàng hoặc đại lý nhận {method}, hoặc trong ứng dụng ngân hàng.',
  'apm.voucher.how.counter.words':
    'Thanh toán mã tham chiếu này tại cửa hàng, ngân hàng hoặc đại lý, hoặc trong ứng dụng ngân hàng.',
  'apm.voucher.barcode': 'Mã vạch của mã tham chiếu {method}',
  'apm.voucher.reference': 'Mã tham chiếu thanh toán của bạn:',
  'apm.voucher.copy': 'Sao chép mã tham chiếu',
  'apm.voucher.copied': 'Đã sao chép mã tham chiếu.',
  'apm.voucher.copy_failed': 'Không sao chép được: hãy chọn mã tham chiếu và sao chép.',
  'apm.voucher.pay_by': 'Thanh toán trước {date}.',
  'apm.voucher.cash_desk': 'Thanh toán tại quầy {method} (sandbox)',
  'apm.voucher.cash_desk.words': 'Thanh toán tại quầy (sandbox)',
  'apm.bank_app.title': 'Xác nhận trong {method}',
  'apm.bank_app.title.words': 'Xác nhận trong ứng dụng ngân hàng',
  'apm.bank_app.status': 'Đang chờ bạn xác nhận thanh toán…',
  'apm.bank_app.how': 'Mở ứng dụng {method} trên điện thoại và xác nhận thanh toán.',
  'apm.bank_app.how.bank': 'Mở ứng dụng ngân hàng trên điện thoại và xác nhận thanh toán.',
  'apm.bank_app.how.blik': 'Mở ứng dụng ngân hàng, nhập mã BLIK 6 chữ số và xác nhận thanh toán.',
  'apm.bank_app.open': 'Mở ứng dụng {method} (sandbox)',
  'apm.bank_app.open.words': 'Mở ứng dụng ngân hàng của bạn (sandbox)',

  'sandbox.test_mode': 'Chế độ thử nghiệm',

  'challenge.bank_name': 'NGÂN HÀNG SANDBOX',
  'challenge.protocol': '3-D Secure',
  'challenge.document_title': '{page} · Tổ chức phát hành sandbox của Kassa',
  'challenge.heading': 'Xác nhận thanh toán',
  'challenge.lead': 'Ngân hàng yêu cầu bạn xác nhận khoản thanh toán này cho {shop}.',
  'challenge.lead.no_shop': 'Ngân hàng yêu cầu bạn xác nhận khoản thanh toán này cho cửa hàng.',
  'challenge.amount': 'Số tiền',
  'challenge.card': 'Thẻ',
  'challenge.code.label': 'Mã OTP',
  'challenge.code.hint': 'Sandbox: mã là {code}. Bạn có thể dán mã.',
  'challenge.code.wrong': { other: 'Mã không đúng. Còn {count} lần thử.' },
  'challenge.approve': 'Chấp thuận',
  'challenge.deny': 'Từ chối',
  'challenge.approved.heading': 'Đã xác nhận thanh toán',
  'challenge.approved.message': 'Cảm ơn bạn. Đang đưa bạn quay lại cửa hàng.',
  'challenge.denied.heading': 'Thanh toán chưa được xác nhận',
  'challenge.denied.message':
    'Bạn đã từ chối khoản thanh toán này. Không có khoản phí nào bị tính.',
  'challenge.cancelled.heading': 'Đã hủy xác thực',
  'challenge.cancelled.message': 'Xác thực đã bị hủy. Không có khoản phí nào bị tính.',
  'challenge.failed.heading': 'Xác thực không thành công',
  'challenge.failed.message': 'Nhập sai mã quá nhiều lần. Không có khoản phí nào bị tính.',
  'challenge.timed_out.heading': 'Hết thời gian xác thực',
  'challenge.timed_out.message':
    'Đã hết thời gian xác nhận khoản thanh toán này. Không có khoản phí nào bị tính.',
  'challenge.not_found.heading': 'Không tìm thấy yêu cầu xác thực',
  'challenge.not_found.message':
    'Yêu cầu xác thực này không tồn tại. Vui lòng quay lại cửa hàng và thanh toán lại.',
  'challenge.preview.shop': 'Cửa hàng mẫu',
  'challenge.preview.heading': 'Xác thực mẫu',
  'challenge.preview.message':
    'Đây là bản xem trước của trình thiết kế: không có gì được thanh toán hay từ chối.',

  'provider.name': 'NHÀ CUNG CẤP SANDBOX',
  'provider.document_title': '{page} · Nhà cung cấp sandbox của Kassa',
  'provider.method.unknown': 'Thanh toán',
  'provider.redirect.heading': 'Thanh toán bằng {method}',
  'provider.redirect.heading.words': 'Phê duyệt thanh toán',
  'provider.redirect.lead': '{shop} đã chuyển bạn đến đây để phê duyệt khoản thanh toán này.',
  'provider.redirect.lead.no_shop':
    'Cửa hàng đã chuyển bạn đến đây để phê duyệt khoản thanh toán này.',
  'provider.qr.heading': '{method}: xác nhận khoản thanh toán đã quét',
  'provider.qr.heading.words': 'Xác nhận thanh toán đã quét',
  'provider.qr.lead': 'Bạn đã quét mã của một khoản thanh toán cho {shop}.',
  'provider.qr.lead.no_shop': 'Bạn đã quét mã của một khoản thanh toán cho cửa hàng.',
  'provider.voucher.heading': 'Quầy {method}',
  'provider.voucher.heading.words': 'Quầy thanh toán',
  'provider.voucher.lead': 'Bạn xuất trình phiếu này để thanh toán cho {shop}.',
  'provider.voucher.lead.no_shop': 'Bạn xuất trình phiếu này để thanh toán cho cửa hàng.',
  'provider.bank_app.heading': 'Ứng dụng {method}',
  'provider.bank_app.heading.words': 'Ứng dụng ngân hàng của bạn',
  'provider.bank_app.lead': '{shop} yêu cầu bạn xác nhận khoản thanh toán này trong ứng dụng.',
  'provider.bank_app.lead.no_shop':
    'Cửa hàng yêu cầu bạn xác nhận khoản thanh toán này trong ứng dụng.',
  'provider.shop': 'Cửa hàng',
  'provider.shop.unnamed': 'Cửa hàng sandbox của Kassa',
  'provider.amount': 'Số tiền',
  'provider.method': 'Phương thức',
  'provider.payer': 'Người thanh toán',
  'provider.crypto.network': 'Mạng',
  'provider.crypto.paying_from': 'Thanh toán từ',
  'provider.crypto.withdrawals_to': 'Rút về',
  'provider.reference': 'Mã tham chiếu',
  'provider.valid_until': 'Có hiệu lực đến',
  'provider.blik.label': 'Mã BLIK',
  'provider.blik.hint':
    'Sandbox: bất kỳ 6 chữ số nào cũng xác nhận thanh toán; {declined} bị ngân hàng từ chối.',
  'provider.blik.invalid': 'Vui lòng nhập mã BLIK gồm 6 chữ số.',
  'provider.approve': 'Chấp thuận',
  'provider.decline': 'Từ chối',
  'provider.leave_pending': 'Để ở trạng thái chờ',
  'provider.voucher.pay': 'Thanh toán phiếu này',
  'provider.voucher.leave_unpaid': 'Để chưa thanh toán',
  'provider.bank_app.confirm': 'Xác nhận',
  'provider.bank_app.reject': 'Từ chối',
  'provider.auto_pay':
    'Đang chờ: sandbox sẽ tự thanh toán lúc {time} trừ khi khoản này hết hạn trước.',
  'provider.approved.heading': 'Đã chấp thuận thanh toán',
  'provider.approved.message': 'Khoản thanh toán này đã được chấp thuận và thanh toán.',
  'provider.declined.heading': 'Thanh toán bị từ chối',
  'provider.declined.message':
    'Khoản thanh toán này đã bị từ chối. Không có khoản phí nào bị tính.',
  'provider.cancelled.heading': 'Đã hủy thanh toán',
  'provider.cancelled.message':
    'Người mua đã chọn cách thanh toán khác trên trang của cửa hàng. Không có khoản phí nào bị tính.',
  'provider.expired.heading': 'Thanh toán đã hết hạn',
  'provider.expired.message':
    'Đã hết thời gian hoàn tất khoản thanh toán này. Không có khoản phí nào bị tính.',
  'provider.not_found.heading': 'Không tìm thấy khoản thanh toán',
  'provider.not_found.message':
    'Khoản thanh toán này không tồn tại. Vui lòng quay lại cửa hàng và thanh toán lại.',
  'provider.left_pending.heading': 'Đang chờ',
  'provider.left_pending.message':
    'Khoản thanh toán vẫn ở trạng thái chờ; sandbox sẽ tự thanh toán lúc {time} trừ khi khoản này hết hạn trước. Bạn có thể đóng trang này và quay lại cửa hàng.',
  'provider.recorded.message':
    'Lựa chọn của bạn đã được ghi nhận. Bạn có thể đóng trang này và quay lại cửa hàng.',
  'provider.not_an_answer.heading': 'Không phải phản hồi cho khoản thanh toán này',
  'provider.not_an_answer.message':
    'Không thể phản hồi khoản thanh toán {method} bằng “{decision}”. Vui lòng quay lại và dùng một trong các nút của trang.',

  'return.document_title': '{page} – Kassa sandbox',
  'return.succeeded.heading': 'Thanh toán thành công',
  'return.failed.heading': 'Thanh toán không thành công',
  'return.returned.heading': 'Đã quay lại từ trang thanh toán',
  'return.failed.reason': '{field} {code}: {message}',
  'return.failed.no_message': 'không có thông báo',
  'return.stands_in':
    'Trang này thay thế cho {field} của người bán. Máy chủ của bạn sẽ nhận đúng yêu cầu này: URL bạn đã đặt trong phiên thanh toán, kèm {error_code} và {error_message} khi thất bại. Bản thân kết quả, cùng token thanh toán của giao dịch thành công, được gửi đến bạn trong postback TRANSACTION có chữ ký.',
  'return.stands_in.return_url':
    'Trang này thay thế cho URL trả về của người bán. Máy chủ của bạn sẽ nhận đúng yêu cầu này: URL bạn đã đặt trong phiên thanh toán, kèm {error_code} và {error_message} khi thất bại. Bản thân kết quả, cùng token thanh toán của giao dịch thành công, được gửi đến bạn trong postback TRANSACTION có chữ ký.',
  'return.received.heading': 'Những gì {field} đã nhận',
  'return.received.heading.return_url': 'Những gì URL trả về đã nhận',
  'return.query.none': 'URL không có tham số truy vấn nào.',
  'return.query.caption': 'Tham số truy vấn đã nhận',
  'return.lookup.off':
    'Máy chủ này không hiển thị thanh toán trên các trang công khai ({host} không phải địa chỉ loopback và {demo} đang tắt). Postback TRANSACTION mang kết quả; {command} cho biết những gì đã được gửi.',
  'return.lookup.no_reference':
    'Hãy đặt mã tham chiếu của riêng bạn vào các URL trả về như một cửa hàng vẫn làm ({example}), và trang này sẽ hiển thị khoản thanh toán đó cùng các postback của nó.',
  'return.lookup.not_found':
    'Người bán sandbox không có khoản thanh toán nào có merchant_payment_id {reference} hoặc payment_id mang giá trị đó.',
  'return.payment.heading': 'Khoản thanh toán',
  'return.postbacks.heading': 'Postback',
  'return.postbacks.none': 'Chưa có postback nào.',
  'return.postbacks.caption': 'Các postback đã gửi cho khoản thanh toán này',
  'return.postbacks.delivery': 'gửi',
  'return.postbacks.attempts': { other: '{status} ({count} lần thử)' },
  'return.postbacks.refreshing':
    'Chưa gửi postback nào: phần này của trang sẽ tự làm mới cho đến khi có lần thử đầu tiên.',
  'return.postbacks.log':
    '{link_start}Nhật ký gửi{link_end} hiển thị mọi lần thử và cho phép gửi lại.',
  'return.back': 'Quay lại Kassa',
};

export default messages;
