// Japanese (日本語). Terms: "カード番号", "有効期限", "セキュリティコード" (as Stripe/Shopify JP), "カード名義人";
// 3-D Secure as "3Dセキュア" (本人認証), the name Japanese issuers use. です/ます register.
import type { Messages } from '../en.ts';

const messages: Messages = {
  'page.title': 'お支払い',
  'page.title.shop': 'お支払い – {shop}',
  'page.heading': 'お支払い',
  'page.loading': 'お支払いフォームを読み込んでいます…',
  'page.redirecting': 'リダイレクトしています…',
  'page.retry': '再試行',
  'page.back_to_shop': 'ショップに戻る',
  'page.test_mode': 'テストモード',
  'page.footer.secure': 'お支払いは暗号化され、安全に処理されます。',
  'page.footer.powered_by': 'Powered by {product}',
  'page.embed_refused': 'このお支払いフォームはこのサイトでは表示できません。',

  'link.invalid': 'このお支払いリンクは無効です。',
  'link.invalid.advice': 'ショップに戻り、もう一度お支払いを開始してください。',
  'session.expired': 'このお支払いフォームの有効期限が切れました。',
  'session.ending_soon': {
    other:
      'このお支払いフォームはあと{count}分で終了します。それまでにお支払いを完了してください。',
  },
  'session.failed': 'このお支払いを完了できませんでした。',

  'summary.subtotal': '小計',
  'summary.total': '合計',
  'summary.show': '注文内容を表示',
  'summary.hide': '注文内容を非表示',
  'summary.tax.on_top': '{name}（{rate}%）',
  'summary.tax.included': '{name}（{rate}%）込み',
  'summary.tax.name.tax': '税',
  'summary.tax.name.vat': 'VAT',
  'summary.tax.name.gst': 'GST',
  'summary.tax.name.sales_tax': '売上税',
  'addons.heading': 'ご注文に追加',
  'addons.add': '追加',

  'pay.button.amount': '{amount}を支払う',
  'pay.button': '支払う',
  'pay.button.busy': '処理中…',
  'pay.button.paid': '支払い済み',

  'choice.heading': 'お支払い方法',
  'choice.card': 'カード',
  'method.name.bank_app': '銀行アプリ',
  'method.name.bank_transfer': '銀行振込',
  'method.name.card_external': 'カード（外部）',
  'method.name.crypto': '暗号資産',
  'method.name.instant_bank_transfer': '即時振込',
  'method.name.local_payment_methods': 'ローカル決済方法',
  'method.name.pay_by_bank': '銀行口座から支払う',
  'method.name.pay_by_bank_japan': '銀行口座から支払う（日本）',
  'method.name.pay_by_cash': '現金払い',
  'method.name.sepa_bank_transfer': 'SEPA 振込',
  'method.name.sepa_instant': 'SEPA 即時振込',
  'method.name.wire_transfer': '海外送金',
  'choice.or': 'または',
  'choice.another_method': '別のお支払い方法を選択',
  'method.card.heading': 'カードで支払う',
  'method.pay_with': '{method}で支払う',
  'method.pay_with.words': '{method}',
  'method.continue_with': '{method}で続行',
  'method.continue_with.words': '続行',
  'method.note.redirect': '{method}のページでお支払いを承認した後、このページに戻ります。',
  'method.note.redirect.words': '決済事業者のページでお支払いを承認した後、このページに戻ります。',
  'method.note.qr': 'ここにQRコードが表示されます。{method}アプリでスキャンしてお支払いください。',
  'method.note.qr.words':
    'ここにQRコードが表示されます。スマートフォンでスキャンしてお支払いください。',
  'method.note.voucher':
    '{method}でお支払いいただくための支払い番号が発行されます。入金が確認され次第、ショップがご注文を確定します。',
  'method.note.voucher.words':
    'お支払い番号が発行されます。お支払いの際にこの番号をお伝えください。入金が確認されると、ショップがご注文を確定します。',
  'method.note.bank_app': '{method}アプリでお支払いを承認してください。',
  'method.note.bank_app.words': '銀行のアプリでお支払いを承認します。',

  'card.number.label': 'カード番号',
  'card.number.required': 'カード番号を入力してください',
  'card.number.incomplete': 'カード番号が不完全です。すべての桁を入力してください。',
  'card.number.invalid': 'このカード番号は無効です。入力に誤りがないかご確認ください。',
  'card.number.unsupported': 'このカードの種類はご利用いただけません。別のカードをお使いください。',
  'card.expiry.label': '有効期限',
  'card.expiry.hint': 'MM/YY',
  'card.expiry.required': '有効期限を MM/YY の形式で入力してください',
  'card.expiry.incomplete': '有効期限が不完全です。MM/YY の形式で入力してください。',
  'card.expiry.invalid': '有効期限を MM/YY の形式で入力してください',
  'card.expiry.invalid_month': 'その月は存在しません。01～12の月を入力してください。',
  'card.expiry.expired': 'この日付は過ぎています。カードの有効期限をご確認ください。',
  'card.expiry.too_far': '有効期限をご確認ください。先の日付すぎます',
  'card.security_code.label': 'セキュリティコード',
  'card.security_code.hint.back': { other: 'カード裏面の{count}桁の数字' },
  'card.security_code.hint.front': { other: 'カード表面の{count}桁の数字' },
  'card.security_code.required': { other: '{count}桁のセキュリティコードを入力してください' },
  'card.security_code.incomplete': {
    other: 'セキュリティコードが不完全です。{count}桁すべてを入力してください。',
  },
  'card.security_code.invalid_for_scheme': {
    other: '{scheme}カードのセキュリティコードは{count}桁です。コードをご確認ください。',
  },
  'card.holder_name.label': 'カード名義人',
  'card.holder_name.label.optional': 'カード名義人（任意）',
  'card.holder_name.required': 'カードに記載されている名前を入力してください',
  'card.holder_name.too_long': 'カード名義は64文字以内で入力してください',
  'card.holder_name.card_number':
    'ここにはカード番号ではなく、カードに記載されている名前を入力してください',
  'card.holder_name.invalid': "カード名義には英字、スペース、. ' - のみ使用できます",
  'card.accepted': 'ご利用いただけるカード',
  'card.type': 'カードの種類：{scheme}',

  'form.error.network':
    '決済サービスに接続できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
  'form.error.declined':
    'カードが承認されませんでした。もう一度お試しいただくか、別のカードをお使いください。',
  'form.error.rejected':
    '一部のカード情報が受け付けられませんでした。内容をご確認のうえ、もう一度お試しください。',
  'form.error.details_rejected':
    '入力内容の一部が受け付けられませんでした。内容をご確認のうえ、もう一度お試しください。',
  'form.error.unavailable':
    'システムで問題が発生しました。しばらくしてからもう一度お試しください。',
  'success.paid': 'お支払いが完了しました',
  'success.saved': 'カードを保存しました',
  'result.invalid_card': 'カード情報をご確認のうえ、もう一度お試しください。',
  'result.invalid_details': 'メールアドレスと請求先の国をご確認のうえ、もう一度お試しください。',

  'decline.declined.advice':
    'カード会社がこのお支払いを承認しませんでした。もう一度お試しいただくか、別のカードをお使いください。',
  'decline.insufficient_funds.advice':
    'このカードの残高が不足しています。別のカードまたはお支払い方法をお使いください。',
  'decline.card_not_supported.advice':
    'このカードはこのお支払いにご利用いただけません。別のカードをお使いください。',
  'decline.limit_exceeded.advice':
    'このお支払いはカードの利用限度額を超えています。別のカードまたはお支払い方法をお使いください。',
  'decline.processing_error.advice':
    'カードの処理中に問題が発生しました。しばらくしてからもう一度お試しください。',
  'decline.security_code.advice':
    'セキュリティコードが受け付けられませんでした。カードでご確認のうえ、もう一度入力してください。',
  'decline.security_code.field':
    'カードのセキュリティコードをご確認のうえ、もう一度入力してください',
  'decline.three_ds_failed.advice':
    'カード会社がこのお支払いを確認できませんでした。もう一度お試しいただくか、別のカードをお使いください。',
  'decline.expired.advice':
    'カード会社によると、このカードは有効期限が切れています。有効期限をご確認いただくか、別のカードをお使いください。',
  'decline.expired.field': 'カードの有効期限をご確認ください',
  'decline.card_number.advice':
    'カード会社がこのカード番号を確認できませんでした。番号をご確認いただくか、別のカードをお使いください。',
  'decline.card_number.field': 'カード番号をご確認ください',

  'customer_message.transaction_declined':
    '取引が承認されませんでした。もう一度お試しいただくか、別のカードをお使いください',
  'customer_message.transaction_declined.final': '取引が承認されませんでした',
  'customer_message.bank_declined':
    'カード会社により承認されませんでした。もう一度お試しいただくか、別のカードをお使いください',
  'customer_message.bank_declined.final': 'カード会社により承認されませんでした',
  'customer_message.insufficient_funds': '残高不足',
  'customer_message.card_not_supported': 'ご利用いただけないカードです',
  'customer_message.limit_exceeded': 'カードの利用限度額を超えています',
  'customer_message.processing_error':
    'カードの処理中にエラーが発生しました。しばらくしてからお試しください',
  'customer_message.processing_error.final': 'カードの処理中にエラーが発生しました',
  'customer_message.security_code': 'セキュリティコードが正しくありません',
  'customer_message.three_ds_failed': '3Dセキュア認証に失敗しました',
  'customer_message.card_expired': 'カードの有効期限が切れています',
  'customer_message.card_number_invalid': 'カード番号が無効です',
  'customer_message.other':
    'カードが承認されませんでした。もう一度お試しいただくか、別のカードをお使いください',
  'customer_message.other.final': 'カードが承認されませんでした',

  'three_ds.heading': 'お支払いの確認',
  'three_ds.cancel': 'キャンセル',
  'three_ds.frame_title': '3Dセキュア認証',
  'three_ds.back_to_top': '認証画面の先頭に戻る',
  'three_ds.elsewhere': '開いたウィンドウで認証を完了してください。',

  'embed.frame_title': '安全なお支払いフォーム',

  'saved_card.name': '末尾{last4}の{scheme}',
  'saved_card.number': '末尾 {number}',
  'saved_card.expires': '有効期限 {date}',
  'saved_card.remove': '削除',
  'saved_card.remove.label': '{card}を削除',
  'saved_card.remove.question': 'このカードを保存済みカードから削除しますか？',
  'saved_card.remove.confirm': 'カードを削除',
  'saved_card.remove.keep': '残す',
  'saved_card.removed': '{card}を削除しました。',
  'saved_card.remove.failed': 'カードを削除できませんでした。もう一度お試しください。',
  'save_card.checkbox': '次回のためにこのカードを保存する',
  'save_card.kept_for_renewals': 'カードはサブスクリプションの更新のために保存されます。',
  'save_card.button': 'カードを保存',
  'save_card.done': 'カードを保存しました',
  'save_card.note.shop':
    '{shop}は今後のお支払いのためにカードを保存します。現時点では請求されません。',
  'save_card.note':
    'ショップは今後のお支払いのためにカードを保存します。現時点では請求されません。',

  'subscription.due_today': '本日のお支払い',
  'subscription.due_today.amount': '本日のお支払い：{amount}',
  'subscription.start_trial': '無料トライアルを開始',
  'subscription.charge.days': { other: '{count}日ごとに{amount}' },
  'subscription.charge.weeks': { other: '{count}週間ごとに{amount}' },
  'subscription.terms.trial': { other: '{count}日間の無料トライアル後、{charge}' },
  'subscription.first_charge.today': '初回請求：本日',
  'subscription.first_charge.on': '初回請求：{date}',
  'subscription.consent.paying':
    'お支払いを行うことで、解約するまで{merchant}が{charges}を請求することに同意したものとみなされます。',
  'subscription.consent.paying.no_merchant':
    'お支払いを行うことで、解約するまで販売者が{charges}を請求することに同意したものとみなされます。',
  'subscription.consent.trial':
    '無料トライアルを開始することで、解約するまで{merchant}が{charges}を請求することに同意したものとみなされます。',
  'subscription.consent.trial.no_merchant':
    '無料トライアルを開始することで、解約するまで販売者が{charges}を請求することに同意したものとみなされます。',
  'subscription.consent.for': '{name}の{charge}',
  'subscription.consent.after_trial': { other: '{count}日間の無料トライアル後に{charge}' },
  'subscription.consent.for_after_trial': {
    other: '{count}日間の無料トライアル後に{name}の{charge}',
  },

  'customer.heading': 'お客様情報',
  'customer.email.label': 'メールアドレス',
  'customer.email.required': 'メールアドレスを入力してください',
  'customer.email.too_long': 'メールアドレスは320文字以内で入力してください',
  'customer.email.invalid': '有効なメールアドレスを入力してください（例：name@example.com）',
  'customer.email.card_number': 'ここにはカード番号ではなく、メールアドレスを入力してください',
  'customer.email.refused':
    'このメールアドレスは受け付けられませんでした。ご確認のうえ、もう一度お試しください。',
  'customer.country.label': '請求先の国',
  'customer.country.choose': '国を選択',
  'customer.country.required': '請求先の国を選択してください',
  'customer.country.refused':
    'この国は受け付けられませんでした。請求先の国をもう一度選択してください。',

  'wallet.button': '{wallet}で支払う',
  'wallet.unavailable':
    '{wallet}を利用できませんでした。もう一度お試しいただくか、別のお支払い方法をお使いください。',
  'wallet.failed': 'ウォレットを利用できませんでした。',
  'wallet.sheet.title': '{wallet}（サンドボックス）',
  'wallet.sheet.payee': '{merchant}に支払う',
  'wallet.sheet.card': 'カード',
  'wallet.sheet.authentication': '認証',
  'wallet.sheet.auth.pan_only': 'アカウントに保存されたカード（PAN_ONLY）',
  'wallet.sheet.auth.cryptogram_3ds': 'デバイストークン（CRYPTOGRAM_3DS）',
  'wallet.sheet.outcome.approved': '承認',
  'wallet.sheet.outcome.insufficient_funds': '拒否：残高不足',
  'wallet.sheet.outcome.challenge': 'カードが PAN_ONLY の場合は3Dセキュア認証',
  'wallet.sheet.cancel': 'キャンセル',
  'wallet.sheet.pay': '支払う',

  'apm.pay_another_way': '別の方法で支払う',
  'apm.countdown.label': '残り時間：',
  'apm.countdown.up': '時間切れです。',
  'apm.countdown.seconds': { other: '残り{count}秒です。' },
  'apm.countdown.minutes': { other: '残り{count}分です。' },
  'apm.countdown.hours': { other: '残り{count}時間です。' },
  'apm.redirect.status': 'お支払いの確認を待っています…',
  'apm.redirect.leaving': 'お支払いを承認するため、{method}のページに移動しています…',
  'apm.redirect.leaving.words': 'お支払いを承認するため、決済事業者のページに移動しています…',
  'apm.redirect.approve':
    '{method}のページでお支払いを承認してください。承認後、このフォームは自動的に進みます。',
  'apm.redirect.approve.words':
    '決済事業者のページでお支払いを承認してください。承認後、このフォームは自動的に進みます。',
  'apm.redirect.approve_new_window':
    '新しいウィンドウで開いた{method}のページでお支払いを承認してください。承認後、このフォームは自動的に進みます。',
  'apm.redirect.approve_new_window.words':
    '新しいウィンドウで決済事業者のページを開き、お支払いを承認してください。承認後、このフォームは自動的に進みます。',
  'apm.redirect.open': '{method}を開く',
  'apm.redirect.open.words': '決済事業者のページを開く',
  'apm.redirect.go_to': '{method}へ移動',
  'apm.redirect.go_to.words': '決済事業者のページへ移動',
  'apm.qr.title.scan': 'スキャンして{method}で支払う',
  'apm.qr.title.copy': 'コードをコピーして{method}で支払う',
  'apm.qr.status': 'お支払いを待っています…',
  'apm.qr.scan': 'スマートフォンで{method}アプリを開き、このコードをスキャンしてください。',
  'apm.qr.scan.words':
    'スマートフォンでお支払いに使うアプリを開き、このコードをスキャンしてください。',
  'apm.qr.scan.bank_app': 'スマートフォンで銀行のアプリを開き、このコードをスキャンしてください。',
  'apm.qr.copy_or_scan':
    'コードをコピーして銀行のアプリに貼り付けるか、別の端末でQRコードをスキャンしてください。',
  'apm.qr.image': '{method}で支払うためのQRコード',
  'apm.qr.copy': 'コードをコピー',
  'apm.qr.copied': 'コードをコピーしました。銀行のアプリに貼り付けて{method}でお支払いください。',
  'apm.qr.copy_failed': 'コピーできませんでした。コードを選択してコピーしてください。',
  'apm.qr.open_here': 'この端末でお支払いページを開く',
  'apm.voucher.status':
    'お支払いを待っています。入金が確認され次第、ショップがご注文を確定します。',
  'apm.voucher.how.transfer':
    'このお支払い番号を指定して、銀行アプリまたは銀行窓口から{method}でお支払いください。',
  'apm.voucher.how.transfer.words':
    'このお支払い番号を指定して、銀行アプリまたは銀行窓口からお振り込みください。',
  'apm.voucher.how.counter':
    '{method}を取り扱う店舗・銀行・代理店、または銀行アプリで、このお支払い番号でお支払いください。',
  'apm.voucher.how.counter.words':
    '店舗・銀行・代理店、または銀行アプリで、このお支払い番号でお支払いください。',
  'apm.voucher.barcode': '{method}の支払い番号のバーコード',
  'apm.voucher.reference': 'お支払い番号：',
  'apm.voucher.copy': '番号をコピー',
  'apm.voucher.copied': '番号をコピーしました。',
  'apm.voucher.copy_failed': 'コピーできませんでした。番号を選択してコピーしてください。',
  'apm.voucher.pay_by': '{date}までにお支払いください。',
  'apm.voucher.cash_desk': '{method}の窓口で支払う（サンドボックス）',
  'apm.voucher.cash_desk.words': '窓口で支払う（サンドボックス）',
  'apm.bank_app.title': '{method}で承認',
  'apm.bank_app.title.words': '銀行のアプリで承認',
  'apm.bank_app.status': 'お支払いの承認を待っています…',
  'apm.bank_app.how': 'スマートフォンで{method}アプリを開き、お支払いを承認してください。',
  'apm.bank_app.how.bank': 'スマートフォンで銀行のアプリを開き、お支払いを承認してください。',
  'apm.bank_app.how.blik':
    '銀行のアプリを開き、6桁のBLIKコードを入力して、お支払いを承認してください。',
  'apm.bank_app.open': '{method}アプリを開く（サンドボックス）',
  'apm.bank_app.open.words': '銀行のアプリを開く（サンドボックス）',

  'sandbox.test_mode': 'テストモード',

  'challenge.bank_name': 'サンドボックス銀行',
  'challenge.protocol': '3Dセキュア',
  'challenge.document_title': '{page} · Kassa サンドボックス発行会社',
  'challenge.heading': 'お支払いの確認',
  'challenge.lead': 'カード会社が{shop}へのこのお支払いの確認を求めています。',
  'challenge.lead.no_shop': 'カード会社がショップへのこのお支払いの確認を求めています。',
  'challenge.amount': '金額',
  'challenge.card': 'カード',
  'challenge.code.label': 'ワンタイムパスワード',
  'challenge.code.hint': 'サンドボックス：コードは{code}です。貼り付けてもかまいません。',
  'challenge.code.wrong': { other: 'コードが正しくありません。残り{count}回です。' },
  'challenge.approve': '承認',
  'challenge.deny': '拒否',
  'challenge.approved.heading': 'お支払いが確認されました',
  'challenge.approved.message': 'ありがとうございます。ショップに戻ります。',
  'challenge.denied.heading': 'お支払いは確認されませんでした',
  'challenge.denied.message': 'このお支払いを拒否しました。請求は発生していません。',
  'challenge.cancelled.heading': '認証がキャンセルされました',
  'challenge.cancelled.message': '認証はキャンセルされました。請求は発生していません。',
  'challenge.failed.heading': '認証に失敗しました',
  'challenge.failed.message': '誤ったコードの入力が多すぎます。請求は発生していません。',
  'challenge.timed_out.heading': '認証がタイムアウトしました',
  'challenge.timed_out.message':
    'このお支払いを確認できる時間が過ぎました。請求は発生していません。',
  'challenge.not_found.heading': '認証が見つかりません',
  'challenge.not_found.message':
    'この認証は存在しません。ショップに戻り、もう一度お支払いください。',
  'challenge.preview.shop': 'サンプルショップ',
  'challenge.preview.heading': 'サンプル認証',
  'challenge.preview.message': 'これはデザイナーのプレビューです。支払いも拒否も行われていません。',

  'provider.name': 'サンドボックス決済事業者',
  'provider.document_title': '{page} · Kassa サンドボックス決済事業者',
  'provider.method.unknown': 'お支払い',
  'provider.redirect.heading': '{method}で支払う',
  'provider.redirect.heading.words': 'お支払いの承認',
  'provider.redirect.lead': '{shop}からこのお支払いの承認のためにこのページへ移動しました。',
  'provider.redirect.lead.no_shop':
    'ショップからこのお支払いの承認のためにこのページへ移動しました。',
  'provider.qr.heading': '{method}：スキャンしたお支払いを確認',
  'provider.qr.heading.words': 'スキャンしたお支払いの確認',
  'provider.qr.lead': '{shop}へのお支払いのコードをスキャンしました。',
  'provider.qr.lead.no_shop': 'ショップへのお支払いのコードをスキャンしました。',
  'provider.voucher.heading': '{method}の窓口',
  'provider.voucher.heading.words': 'お支払い窓口',
  'provider.voucher.lead': '{shop}へのお支払いのためにこの支払票を提示しています。',
  'provider.voucher.lead.no_shop': 'ショップへのお支払いのためにこの支払票を提示しています。',
  'provider.bank_app.heading': '{method}アプリ',
  'provider.bank_app.heading.words': '銀行のアプリ',
  'provider.bank_app.lead': '{shop}がアプリでこのお支払いの承認を求めています。',
  'provider.bank_app.lead.no_shop': 'ショップがアプリでこのお支払いの承認を求めています。',
  'provider.shop': 'ショップ',
  'provider.shop.unnamed': 'Kassa サンドボックスショップ',
  'provider.amount': '金額',
  'provider.method': '支払い方法',
  'provider.payer': '支払者',
  'provider.crypto.network': 'ネットワーク',
  'provider.crypto.paying_from': '支払元',
  'provider.crypto.withdrawals_to': '出金先',
  'provider.reference': '支払い番号',
  'provider.valid_until': '有効期限',
  'provider.blik.label': 'BLIKコード',
  'provider.blik.hint':
    'サンドボックス：任意の6桁でお支払いが承認されます。{declined}は銀行により拒否されます。',
  'provider.blik.invalid': '6桁のBLIKコードを入力してください。',
  'provider.approve': '承認',
  'provider.decline': '拒否',
  'provider.leave_pending': '保留にする',
  'provider.voucher.pay': 'この支払票を支払う',
  'provider.voucher.leave_unpaid': '未払いのままにする',
  'provider.bank_app.confirm': '承認',
  'provider.bank_app.reject': '拒否',
  'provider.auto_pay': '保留中：期限切れにならない限り、サンドボックスが{time}に自動で支払います。',
  'provider.approved.heading': 'お支払いが承認されました',
  'provider.approved.message': 'このお支払いは承認され、支払い済みです。',
  'provider.declined.heading': 'お支払いが拒否されました',
  'provider.declined.message': 'このお支払いは拒否されました。請求は発生していません。',
  'provider.cancelled.heading': 'お支払いがキャンセルされました',
  'provider.cancelled.message':
    '購入者がショップのページで別のお支払い方法を選択しました。請求は発生していません。',
  'provider.expired.heading': 'お支払いの期限切れ',
  'provider.expired.message': 'このお支払いを完了できる時間が過ぎました。請求は発生していません。',
  'provider.not_found.heading': 'お支払いが見つかりません',
  'provider.not_found.message':
    'このお支払いは存在しません。ショップに戻り、もう一度お支払いください。',
  'provider.left_pending.heading': '保留中',
  'provider.left_pending.message':
    'お支払いは保留中です。期限切れにならない限り、サンドボックスが{time}に自動で支払います。このページを閉じてショップに戻ってかまいません。',
  'provider.recorded.message':
    '選択内容を記録しました。このページを閉じてショップに戻ってかまいません。',
  'provider.not_an_answer.heading': 'このお支払いへの応答ではありません',
  'provider.not_an_answer.message':
    '{method}のお支払いには「{decision}」で応答できません。前のページに戻り、ページ上のボタンを使用してください。',

  'return.document_title': '{page} – Kassa サンドボックス',
  'return.succeeded.heading': 'お支払いが完了しました',
  'return.failed.heading': 'お支払いに失敗しました',
  'return.returned.heading': 'チェックアウトから戻りました',
  'return.failed.reason': '{field} {code}：{message}',
  'return.failed.no_message': 'メッセージなし',
  'return.stands_in':
    'このページは販売者の{field}の代わりです。お客様のサーバーはまさにこのリクエストを受け取ります。チェックアウトで設定したURLに、失敗時は{error_code}と{error_message}が追加されたものです。結果そのもの、および成功した売上の支払いトークンは、署名付きの TRANSACTION ポストバックで届きます。',
  'return.stands_in.return_url':
    'このページは販売者の戻り先URLの代わりです。お客様のサーバーはまさにこのリクエストを受け取ります。チェックアウトで設定したURLに、失敗時は{error_code}と{error_message}が追加されたものです。結果そのもの、および成功した売上の支払いトークンは、署名付きの TRANSACTION ポストバックで届きます。',
  'return.received.heading': '{field}が受け取った内容',
  'return.received.heading.return_url': '戻り先URLが受け取った内容',
  'return.query.none': 'URLにクエリパラメータはありませんでした。',
  'return.query.caption': '受け取ったクエリパラメータ',
  'return.lookup.off':
    'このサーバーは公開ページに支払いを表示しません（{host}がループバックアドレスではなく、{demo}がオフです）。結果は TRANSACTION ポストバックで届きます。送信内容は{command}で確認できます。',
  'return.lookup.no_reference':
    'ショップと同様に戻り先URLに独自の参照番号を含めると（{example}）、このページにその支払いとポストバックが表示されます。',
  'return.lookup.not_found':
    'サンドボックスの販売者には、merchant_payment_id が{reference}の支払いも、その値の payment_id の支払いもありません。',
  'return.payment.heading': '支払い',
  'return.postbacks.heading': 'ポストバック',
  'return.postbacks.none': 'ポストバックはまだありません。',
  'return.postbacks.caption': 'この支払いについて送信されたポストバック',
  'return.postbacks.delivery': '配信',
  'return.postbacks.attempts': { other: '{status}（{count}回試行）' },
  'return.postbacks.refreshing':
    'ポストバックはまだ送信されていません。最初の試行が行われるまで、このページのこの部分は自動的に更新されます。',
  'return.postbacks.log': '{link_start}配信ログ{link_end}ですべての試行を確認し、再送信できます。',
  'return.back': 'Kassa に戻る',
};

export default messages;
