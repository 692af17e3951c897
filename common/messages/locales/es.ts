// Spanish (Spain). Terms as Spanish checkouts (Stripe, Redsys, Adyen) use them: "Número de tarjeta",
// "Fecha de caducidad", "Código de seguridad" (CVV), "Titular de la tarjeta"; "tú" form, as Stripe and Amazon.es.
import type { Messages } from '../en.ts';

const messages: Messages = {
  'page.title': 'Pago',
  'page.title.shop': 'Pago – {shop}',
  'page.heading': 'Pago',
  'page.loading': 'Cargando el pago…',
  'page.redirecting': 'Redirigiendo…',
  'page.retry': 'Reintentar',
  'page.back_to_shop': 'Volver a la tienda',
  'page.test_mode': 'Modo de prueba',
  'page.footer.secure': 'Los pagos se cifran y se procesan de forma segura.',
  'page.footer.powered_by': 'Con la tecnología de {product}',
  'page.embed_refused': 'Este formulario de pago no se puede mostrar en este sitio.',

  'link.invalid': 'Este enlace de pago no es válido.',
  'link.invalid.advice': 'Vuelve a la tienda e inicia el pago de nuevo.',
  'session.expired': 'Este formulario de pago ha caducado.',
  'session.ending_soon': {
    one: 'Este formulario de pago se cierra en {count} minuto. Termina el pago antes.',
    many: 'Este formulario de pago se cierra en {count} minutos. Termina el pago antes.',
    other: 'Este formulario de pago se cierra en {count} minutos. Termina el pago antes.',
  },
  'session.failed': 'No se ha podido completar este pago.',

  'summary.subtotal': 'Subtotal',
  'summary.total': 'Total',
  'summary.show': 'Mostrar el resumen del pedido',
  'summary.hide': 'Ocultar el resumen del pedido',
  'summary.tax.on_top': '{name} {rate} %',
  'summary.tax.included': '{name} {rate} % incluido',
  'summary.tax.name.tax': 'Impuesto',
  'summary.tax.name.vat': 'IVA',
  'summary.tax.name.gst': 'GST',
  'summary.tax.name.sales_tax': 'Impuesto sobre las ventas',
  'addons.heading': 'Añadir a tu pedido',
  'addons.add': 'Añadir',

  'pay.button.amount': 'Pagar {amount}',
  'pay.button': 'Pagar',
  'pay.button.busy': 'Procesando…',
  'pay.button.paid': 'Pagado',

  'choice.heading': 'Método de pago',
  'choice.card': 'Tarjeta',
  'method.name.bank_app': 'App del banco',
  'method.name.bank_transfer': 'Transferencia bancaria',
  'method.name.card_external': 'Tarjeta (externa)',
  'method.name.crypto': 'Criptomonedas',
  'method.name.instant_bank_transfer': 'Transferencia inmediata',
  'method.name.local_payment_methods': 'Métodos de pago locales',
  'method.name.pay_by_bank': 'Pago desde tu banco',
  'method.name.pay_by_bank_japan': 'Pago desde tu banco (Japón)',
  'method.name.pay_by_cash': 'Pago en efectivo',
  'method.name.sepa_bank_transfer': 'Transferencia SEPA',
  'method.name.sepa_instant': 'Transferencia SEPA inmediata',
  'method.name.wire_transfer': 'Transferencia internacional',
  'choice.or': 'o',
  'choice.another_method': 'Elegir otro método de pago',
  'method.card.heading': 'Pagar con tarjeta',
  'method.pay_with': 'Pagar con {method}',
  'method.pay_with.words': '{method}',
  'method.continue_with': 'Continuar con {method}',
  'method.continue_with.words': 'Continuar',
  'method.note.redirect':
    'Continuarás en la página de {method} para aprobar el pago y después volverás aquí.',
  'method.note.redirect.words':
    'Continuarás en la página del proveedor para aprobar el pago y después volverás aquí.',
  'method.note.qr': 'Aquí aparecerá un código QR: escanéalo con la app de {method} para pagar.',
  'method.note.qr.words': 'Aquí aparecerá un código QR: escanéalo con tu móvil para pagar.',
  'method.note.voucher':
    'Recibirás una referencia de pago para pagar con {method}. La tienda confirmará tu pedido cuando reciba el pago.',
  'method.note.voucher.words':
    'Recibirás una referencia de pago que deberás indicar al pagar. La tienda confirmará tu pedido cuando llegue el pago.',
  'method.note.bank_app': 'Confirmarás el pago en tu app de {method}.',
  'method.note.bank_app.words': 'Confirmarás el pago en la app de tu banco.',

  'card.number.label': 'Número de tarjeta',
  'card.number.required': 'Introduce el número de tarjeta',
  'card.number.incomplete': 'El número de tarjeta está incompleto. Introduce todos los dígitos.',
  'card.number.invalid': 'Este número de tarjeta no es válido. Comprueba que no haya errores.',
  'card.number.unsupported': 'No se acepta este tipo de tarjeta. Usa otra tarjeta.',
  'card.expiry.label': 'Fecha de caducidad',
  'card.expiry.hint': 'MM/YY',
  'card.expiry.required': 'Introduce la fecha de caducidad como MM/YY',
  'card.expiry.incomplete': 'La fecha de caducidad está incompleta. Introdúcela como MM/YY.',
  'card.expiry.invalid': 'Introduce la fecha de caducidad como MM/YY',
  'card.expiry.invalid_month': 'Ese mes no existe. Introduce un mes del 01 al 12.',
  'card.expiry.expired': 'Esta fecha ya ha pasado. Comprueba la fecha de caducidad de tu tarjeta.',
  'card.expiry.too_far': 'Comprueba la fecha de caducidad: está demasiado lejos en el futuro',
  'card.security_code.label': 'Código de seguridad',
  'card.security_code.hint.back': {
    one: '{count} dígito, en el reverso de la tarjeta',
    many: '{count} dígitos, en el reverso de la tarjeta',
    other: '{count} dígitos, en el reverso de la tarjeta',
  },
  'card.security_code.hint.front': {
    one: '{count} dígito, en el anverso de la tarjeta',
    many: '{count} dígitos, en el anverso de la tarjeta',
    other: '{count} dígitos, en el anverso de la tarjeta',
  },
  'card.security_code.required': {
    one: 'Introduce el código de seguridad de {count} dígito',
    many: 'Introduce el código de seguridad de {count} dígitos',
    other: 'Introduce el código de seguridad de {count} dígitos',
  },
  'card.security_code.incomplete': {
    one: 'El código de seguridad está incompleto. Introduce el dígito.',
    many: 'El código de seguridad está incompleto. Introduce los {count} dígitos.',
    other: 'El código de seguridad está incompleto. Introduce los {count} dígitos.',
  },
  'card.security_code.invalid_for_scheme': {
    one: 'Las tarjetas {scheme} tienen un código de seguridad de {count} dígito. Comprueba el código.',
    many: 'Las tarjetas {scheme} tienen un código de seguridad de {count} dígitos. Comprueba el código.',
    other:
      'Las tarjetas {scheme} tienen un código de seguridad de {count} dígitos. Comprueba el código.',
  },
  'card.holder_name.label': 'Titular de la tarjeta',
  'card.holder_name.label.optional': 'Titular de la tarjeta (opcional)',
  'card.holder_name.required': 'Introduce el nombre que aparece en la tarjeta',
  'card.holder_name.too_long': 'El nombre de la tarjeta no puede tener más de 64 caracteres',
  'card.holder_name.card_number': 'Introduce aquí el nombre de la tarjeta, no el número de tarjeta',
  'card.holder_name.invalid': "Usa solo letras, espacios y . ' - en el nombre de la tarjeta",
  'card.accepted': 'Tarjetas aceptadas',
  'card.type': 'Tipo de tarjeta: {scheme}',

  'form.error.network':
    'No hemos podido conectar con el servicio de pago. Comprueba tu conexión y vuelve a intentarlo.',
  'form.error.declined': 'Tu tarjeta ha sido rechazada. Vuelve a intentarlo o usa otra tarjeta.',
  'form.error.rejected':
    'No se han aceptado algunos datos de la tarjeta. Compruébalos y vuelve a intentarlo.',
  'form.error.details_rejected':
    'No se han aceptado algunos de tus datos. Compruébalos y vuelve a intentarlo.',
  'form.error.unavailable': 'Algo ha fallado por nuestra parte. Vuelve a intentarlo en un momento.',
  'success.paid': 'Pago realizado',
  'success.saved': 'Tarjeta guardada',
  'result.invalid_card': 'Comprueba los datos de la tarjeta y vuelve a intentarlo.',
  'result.invalid_details':
    'Comprueba el correo electrónico y el país de facturación y vuelve a intentarlo.',

  'decline.declined.advice':
    'Tu banco ha rechazado este pago. Vuelve a intentarlo o usa otra tarjeta.',
  'decline.insufficient_funds.advice':
    'Saldo insuficiente en esta tarjeta. Usa otra tarjeta u otro método de pago.',
  'decline.card_not_supported.advice':
    'Esta tarjeta no se puede usar para este pago. Usa otra tarjeta.',
  'decline.limit_exceeded.advice':
    'Este pago supera el límite de la tarjeta. Usa otra tarjeta u otro método de pago.',
  'decline.processing_error.advice':
    'Se ha producido un error al procesar la tarjeta. Vuelve a intentarlo en un momento.',
  'decline.security_code.advice':
    'No se ha aceptado el código de seguridad. Compruébalo en tu tarjeta e introdúcelo de nuevo.',
  'decline.security_code.field':
    'Comprueba el código de seguridad en tu tarjeta e introdúcelo de nuevo',
  'decline.three_ds_failed.advice':
    'Tu banco no ha podido confirmar este pago. Vuelve a intentarlo o usa otra tarjeta.',
  'decline.expired.advice':
    'Según tu banco, esta tarjeta ha caducado. Comprueba la fecha de caducidad o usa otra tarjeta.',
  'decline.expired.field': 'Comprueba la fecha de caducidad de tu tarjeta',
  'decline.card_number.advice':
    'Tu banco no reconoce este número de tarjeta. Compruébalo o usa otra tarjeta.',
  'decline.card_number.field': 'Comprueba el número de tarjeta',

  'customer_message.transaction_declined':
    'Transacción rechazada; vuelve a intentarlo o usa otra tarjeta',
  'customer_message.transaction_declined.final': 'Transacción rechazada',
  'customer_message.bank_declined':
    'Rechazada por el banco; vuelve a intentarlo o usa otra tarjeta',
  'customer_message.bank_declined.final': 'Rechazada por el banco',
  'customer_message.insufficient_funds': 'Saldo insuficiente',
  'customer_message.card_not_supported': 'Tarjeta no admitida',
  'customer_message.limit_exceeded': 'Límite de la tarjeta superado',
  'customer_message.processing_error': 'Error al procesar la tarjeta; vuelve a intentarlo en breve',
  'customer_message.processing_error.final': 'Error al procesar la tarjeta',
  'customer_message.security_code': 'Código de seguridad incorrecto',
  'customer_message.three_ds_failed': 'Error en la autenticación 3-D Secure',
  'customer_message.card_expired': 'Tarjeta caducada',
  'customer_message.card_number_invalid': 'Número de tarjeta no válido',
  'customer_message.other': 'Tarjeta rechazada; vuelve a intentarlo o usa otra tarjeta',
  'customer_message.other.final': 'Tarjeta rechazada',

  'three_ds.heading': 'Confirma tu pago',
  'three_ds.cancel': 'Cancelar',
  'three_ds.frame_title': 'Verificación 3-D Secure',
  'three_ds.back_to_top': 'Volver al principio de la verificación',
  'three_ds.elsewhere': 'Completa la verificación en la ventana que se ha abierto.',

  'embed.frame_title': 'Formulario de pago seguro',

  'saved_card.name': '{scheme} terminada en {last4}',
  'saved_card.number': 'terminada en {number}',
  'saved_card.expires': 'Caduca {date}',
  'saved_card.remove': 'Eliminar',
  'saved_card.remove.label': 'Eliminar {card}',
  'saved_card.remove.question': '¿Eliminar esta tarjeta de tus tarjetas guardadas?',
  'saved_card.remove.confirm': 'Eliminar tarjeta',
  'saved_card.remove.keep': 'Conservar',
  'saved_card.removed': '{card} eliminada.',
  'saved_card.remove.failed': 'No se ha podido eliminar la tarjeta. Vuelve a intentarlo.',
  'save_card.checkbox': 'Guardar esta tarjeta para la próxima vez',
  'save_card.kept_for_renewals': 'Tu tarjeta se guarda para las renovaciones de tu suscripción.',
  'save_card.button': 'Guardar tarjeta',
  'save_card.done': 'Tarjeta guardada',
  'save_card.note.shop':
    '{shop} guarda tu tarjeta para pagos futuros. Ahora no se te cobrará nada.',
  'save_card.note': 'La tienda guarda tu tarjeta para pagos futuros. Ahora no se te cobrará nada.',

  'subscription.due_today': 'A pagar hoy',
  'subscription.due_today.amount': 'A pagar hoy: {amount}',
  'subscription.start_trial': 'Empezar la prueba gratuita',
  'subscription.charge.days': {
    one: '{amount} al día',
    many: '{amount} cada {count} días',
    other: '{amount} cada {count} días',
  },
  'subscription.charge.weeks': {
    one: '{amount} a la semana',
    many: '{amount} cada {count} semanas',
    other: '{amount} cada {count} semanas',
  },
  'subscription.terms.trial': {
    one: 'Prueba gratuita de {count} día y después {charge}',
    many: 'Prueba gratuita de {count} días y después {charge}',
    other: 'Prueba gratuita de {count} días y después {charge}',
  },
  'subscription.first_charge.today': 'Primer cargo hoy',
  'subscription.first_charge.on': 'Primer cargo el {date}',
  'subscription.consent.paying':
    'Al pagar, autorizas a {merchant} a cobrar {charges} hasta que canceles.',
  'subscription.consent.paying.no_merchant':
    'Al pagar, autorizas al comercio a cobrar {charges} hasta que canceles.',
  'subscription.consent.trial':
    'Al empezar la prueba gratuita, autorizas a {merchant} a cobrar {charges} hasta que canceles.',
  'subscription.consent.trial.no_merchant':
    'Al empezar la prueba gratuita, autorizas al comercio a cobrar {charges} hasta que canceles.',
  'subscription.consent.for': '{charge} por {name}',
  'subscription.consent.after_trial': {
    one: '{charge} después de tu prueba gratuita de {count} día',
    many: '{charge} después de tu prueba gratuita de {count} días',
    other: '{charge} después de tu prueba gratuita de {count} días',
  },
  'subscription.consent.for_after_trial': {
    one: '{charge} por {name} después de tu prueba gratuita de {count} día',
    many: '{charge} por {name} después de tu prueba gratuita de {count} días',
    other: '{charge} por {name} después de tu prueba gratuita de {count} días',
  },

  'customer.heading': 'Tus datos',
  'customer.email.label': 'Correo electrónico',
  'customer.email.required': 'Introduce tu dirección de correo electrónico',
  'customer.email.too_long':
    'La dirección de correo electrónico no puede tener más de 320 caracteres',
  'customer.email.invalid':
    'Introduce una dirección de correo electrónico válida, como nombre@example.com',
  'customer.email.card_number': 'Introduce aquí tu correo electrónico, no un número de tarjeta',
  'customer.email.refused':
    'No se ha aceptado esta dirección de correo electrónico. Compruébala y vuelve a intentarlo.',
  'customer.country.label': 'País de facturación',
  'customer.country.choose': 'Elige un país',
  'customer.country.required': 'Elige tu país de facturación',
  'customer.country.refused':
    'No se ha aceptado este país. Vuelve a elegir tu país de facturación.',

  'wallet.button': 'Pagar con {wallet}',
  'wallet.unavailable':
    'No se ha podido usar {wallet}. Vuelve a intentarlo o usa otro método de pago.',
  'wallet.failed': 'No se ha podido usar el monedero.',
  'wallet.sheet.title': '{wallet} (sandbox)',
  'wallet.sheet.payee': 'Pagar a {merchant}',
  'wallet.sheet.card': 'Tarjeta',
  'wallet.sheet.authentication': 'Autenticación',
  'wallet.sheet.auth.pan_only': 'Tarjeta guardada en la cuenta (PAN_ONLY)',
  'wallet.sheet.auth.cryptogram_3ds': 'Token del dispositivo (CRYPTOGRAM_3DS)',
  'wallet.sheet.outcome.approved': 'Aprobado',
  'wallet.sheet.outcome.insufficient_funds': 'Rechazado: saldo insuficiente',
  'wallet.sheet.outcome.challenge': 'Verificación 3-D Secure si la tarjeta es PAN_ONLY',
  'wallet.sheet.cancel': 'Cancelar',
  'wallet.sheet.pay': 'Pagar',

  'apm.pay_another_way': 'Pagar de otra forma',
  'apm.countdown.label': 'Tiempo restante:',
  'apm.countdown.up': 'Se ha acabado el tiempo.',
  'apm.countdown.seconds': {
    one: 'Queda {count} segundo.',
    many: 'Quedan {count} segundos.',
    other: 'Quedan {count} segundos.',
  },
  'apm.countdown.minutes': {
    one: 'Queda {count} minuto.',
    many: 'Quedan {count} minutos.',
    other: 'Quedan {count} minutos.',
  },
  'apm.countdown.hours': {
    one: 'Queda {count} hora.',
    many: 'Quedan {count} horas.',
    other: 'Quedan {count} horas.',
  },
  'apm.redirect.status': 'Esperando la confirmación del pago…',
  'apm.redirect.leaving': 'Te llevamos a la página de {method} para aprobar el pago…',
  'apm.redirect.leaving.words': 'Te llevamos a la página del proveedor para aprobar el pago…',
  'apm.redirect.approve':
    'Aprueba el pago en la página de {method}. Este formulario continuará solo cuando lo hayas hecho.',
  'apm.redirect.approve.words':
    'Aprueba el pago en la página del proveedor. Este formulario continuará solo cuando lo hayas hecho.',
  'apm.redirect.approve_new_window':
    'Aprueba el pago en la página de {method}, en una ventana nueva. Este formulario continuará solo cuando lo hayas hecho.',
  'apm.redirect.approve_new_window.words':
    'Aprueba el pago en la página del proveedor, en una ventana nueva. Este formulario continuará solo cuando lo hayas hecho.',
  'apm.redirect.open': 'Abrir {method}',
  'apm.redirect.open.words': 'Abrir la página del proveedor',
  'apm.redirect.go_to': 'Ir a {method}',
  'apm.redirect.go_to.words': 'Ir a la página del proveedor',
  'apm.qr.title.scan': 'Escanea para pagar con {method}',
  'apm.qr.title.copy': 'Copia el código para pagar con {method}',
  'apm.qr.status': 'Esperando el pago…',
  'apm.qr.scan': 'Abre la app de {method} en tu móvil y escanea este código.',
  'apm.qr.scan.words': 'Abre en tu móvil la app con la que pagas y escanea este código.',
  'apm.qr.scan.bank_app': 'Abre la app de tu banco en tu móvil y escanea este código.',
  'apm.qr.copy_or_scan':
    'Copia el código y pégalo en la app de tu banco, o escanea el código QR desde otro dispositivo.',
  'apm.qr.image': 'Código QR para pagar con {method}',
  'apm.qr.copy': 'Copiar código',
  'apm.qr.copied': 'Código copiado. Pégalo en la app de tu banco para pagar con {method}.',
  'apm.qr.copy_failed': 'No se ha podido copiar: selecciona el código y cópialo.',
  'apm.qr.open_here': 'Abrir la página de pago en este dispositivo',
  'apm.voucher.status': 'Esperando el pago. La tienda confirmará tu pedido cuando lo reciba.',
  'apm.voucher.how.transfer':
    'Paga con {method} desde la app de tu banco o en tu banco, indicando esta referencia.',
  'apm.voucher.how.transfer.words':
    'Haz la transferencia desde la app de tu banco o en tu banco, indicando esta referencia.',
  'apm.voucher.how.counter':
    'Paga esta referencia en una tienda, banco o agente que acepte {method}, o en la app de tu banco.',
  'apm.voucher.how.counter.words':
    'Paga esta referencia en una tienda, banco o agente, o en la app de tu banco.',
  'apm.voucher.barcode': 'Código de barras de la referencia de {method}',
  'apm.voucher.reference': 'Tu referencia de pago:',
  'apm.voucher.copy': 'Copiar referencia',
  'apm.voucher.copied': 'Referencia copiada.',
  'apm.voucher.copy_failed': 'No se ha podido copiar: selecciona la referencia y cópiala.',
  'apm.voucher.pay_by': 'Paga antes del {date}.',
  'apm.voucher.cash_desk': 'Pagar en la caja de {method} (sandbox)',
  'apm.voucher.cash_desk.words': 'Pagar en el mostrador (sandbox)',
  'apm.bank_app.title': 'Confirma en {method}',
  'apm.bank_app.title.words': 'Confirma en la app de tu banco',
  'apm.bank_app.status': 'Esperando a que confirmes el pago…',
  'apm.bank_app.how': 'Abre la app de {method} en tu móvil y confirma el pago.',
  'apm.bank_app.how.bank': 'Abre la app de tu banco en tu móvil y confirma el pago.',
  'apm.bank_app.how.blik':
    'Abre la app de tu banco, introduce tu código BLIK de 6 dígitos y confirma el pago.',
  'apm.bank_app.open': 'Abrir la app de {method} (sandbox)',
  'apm.bank_app.open.words': 'Abrir la app de tu banco (sandbox)',

  'sandbox.test_mode': 'Modo de prueba',

  'challenge.bank_name': 'BANCO SANDBOX',
  'challenge.protocol': '3-D Secure',
  'challenge.document_title': '{page} · Emisor sandbox de Kassa',
  'challenge.heading': 'Confirma tu pago',
  'challenge.lead': 'Tu banco te pide que confirmes este pago a {shop}.',
  'challenge.lead.no_shop': 'Tu banco te pide que confirmes este pago a la tienda.',
  'challenge.amount': 'Importe',
  'challenge.card': 'Tarjeta',
  'challenge.code.label': 'Código de un solo uso',
  'challenge.code.hint': 'Sandbox: el código es {code}. Puedes pegarlo.',
  'challenge.code.wrong': {
    one: 'Ese código no es correcto. Te queda {count} intento.',
    many: 'Ese código no es correcto. Te quedan {count} intentos.',
    other: 'Ese código no es correcto. Te quedan {count} intentos.',
  },
  'challenge.approve': 'Aprobar',
  'challenge.deny': 'Rechazar',
  'challenge.approved.heading': 'Pago confirmado',
  'challenge.approved.message': 'Gracias. Te estamos llevando de vuelta a la tienda.',
  'challenge.denied.heading': 'Pago no confirmado',
  'challenge.denied.message': 'Has rechazado este pago. No se ha cobrado nada.',
  'challenge.cancelled.heading': 'Verificación cancelada',
  'challenge.cancelled.message': 'Se ha cancelado la verificación. No se ha cobrado nada.',
  'challenge.failed.heading': 'Error en la verificación',
  'challenge.failed.message': 'Demasiados códigos incorrectos. No se ha cobrado nada.',
  'challenge.timed_out.heading': 'Tiempo de verificación agotado',
  'challenge.timed_out.message':
    'Ha pasado el tiempo para confirmar este pago. No se ha cobrado nada.',
  'challenge.not_found.heading': 'Verificación no encontrada',
  'challenge.not_found.message': 'Esta verificación no existe. Vuelve a la tienda y paga de nuevo.',
  'challenge.preview.shop': 'Tienda de ejemplo',
  'challenge.preview.heading': 'Verificación de ejemplo',
  'challenge.preview.message':
    'Esta es la vista previa del diseñador: no se ha pagado ni rechazado nada.',

  'provider.name': 'PROVEEDOR SANDBOX',
  'provider.document_title': '{page} · Proveedor sandbox de Kassa',
  'provider.method.unknown': 'Pago',
  'provider.redirect.heading': 'Pagar con {method}',
  'provider.redirect.heading.words': 'Aprueba el pago',
  'provider.redirect.lead': '{shop} te ha enviado aquí para aprobar este pago.',
  'provider.redirect.lead.no_shop': 'La tienda te ha enviado aquí para aprobar este pago.',
  'provider.qr.heading': '{method}: confirma el pago escaneado',
  'provider.qr.heading.words': 'Confirma el pago escaneado',
  'provider.qr.lead': 'Has escaneado el código de un pago a {shop}.',
  'provider.qr.lead.no_shop': 'Has escaneado el código de un pago a la tienda.',
  'provider.voucher.heading': 'Caja de {method}',
  'provider.voucher.heading.words': 'Mostrador de pago',
  'provider.voucher.lead': 'Entregas este cupón para un pago a {shop}.',
  'provider.voucher.lead.no_shop': 'Entregas este cupón para un pago a la tienda.',
  'provider.bank_app.heading': 'App de {method}',
  'provider.bank_app.heading.words': 'La app de tu banco',
  'provider.bank_app.lead': '{shop} te pide que confirmes este pago en tu app.',
  'provider.bank_app.lead.no_shop': 'La tienda te pide que confirmes este pago en tu app.',
  'provider.shop': 'Tienda',
  'provider.shop.unnamed': 'Tienda sandbox de Kassa',
  'provider.amount': 'Importe',
  'provider.method': 'Método',
  'provider.payer': 'Pagador',
  'provider.crypto.network': 'Red',
  'provider.crypto.paying_from': 'Pago desde',
  'provider.crypto.withdrawals_to': 'Retiradas a',
  'provider.reference': 'Referencia',
  'provider.valid_until': 'Válido hasta',
  'provider.blik.label': 'Código BLIK',
  'provider.blik.hint':
    'Sandbox: cualquier combinación de 6 dígitos confirma el pago; el banco rechaza {declined}.',
  'provider.blik.invalid': 'Introduce el código BLIK de 6 dígitos.',
  'provider.approve': 'Aprobar',
  'provider.decline': 'Rechazar',
  'provider.leave_pending': 'Dejar pendiente',
  'provider.voucher.pay': 'Pagar este cupón',
  'provider.voucher.leave_unpaid': 'Dejar sin pagar',
  'provider.bank_app.confirm': 'Confirmar',
  'provider.bank_app.reject': 'Rechazar',
  'provider.auto_pay':
    'Pendiente: el sandbox lo pagará automáticamente el {time}, salvo que caduque antes.',
  'provider.approved.heading': 'Pago aprobado',
  'provider.approved.message': 'Este pago está aprobado y pagado.',
  'provider.declined.heading': 'Pago rechazado',
  'provider.declined.message': 'Este pago se ha rechazado. No se ha cobrado nada.',
  'provider.cancelled.heading': 'Pago cancelado',
  'provider.cancelled.message':
    'El cliente ha elegido otra forma de pago en la página de la tienda. No se ha cobrado nada.',
  'provider.expired.heading': 'Pago caducado',
  'provider.expired.message':
    'Ha pasado el tiempo para completar este pago. No se ha cobrado nada.',
  'provider.not_found.heading': 'Pago no encontrado',
  'provider.not_found.message': 'Este pago no existe. Vuelve a la tienda y paga de nuevo.',
  'provider.left_pending.heading': 'Pendiente',
  'provider.left_pending.message':
    'El pago queda pendiente; el sandbox lo pagará automáticamente el {time}, salvo que caduque antes. Puedes cerrar esta página y volver a la tienda.',
  'provider.recorded.message':
    'Se ha registrado tu decisión. Puedes cerrar esta página y volver a la tienda.',
  'provider.not_an_answer.heading': 'No es una respuesta a este pago',
  'provider.not_an_answer.message':
    'Un pago con {method} no se puede responder con «{decision}». Vuelve atrás y usa uno de los botones de la página.',

  'return.document_title': '{page} – Sandbox de Kassa',
  'return.succeeded.heading': 'Pago realizado',
  'return.failed.heading': 'Error en el pago',
  'return.returned.heading': 'De vuelta del pago',
  'return.failed.reason': '{field} {code}: {message}',
  'return.failed.no_message': 'sin mensaje',
  'return.stands_in':
    'Esta página sustituye a la {field} del comercio. Tu servidor recibiría exactamente esta solicitud: la URL que definiste en el checkout, con {error_code} y {error_message} añadidos tras un error. El resultado en sí, y el token de pago de una venta realizada, te llegan en el postback TRANSACTION firmado.',
  'return.stands_in.return_url':
    'Esta página sustituye a la URL de retorno del comercio. Tu servidor recibiría exactamente esta solicitud: la URL que definiste en el checkout, con {error_code} y {error_message} añadidos tras un error. El resultado en sí, y el token de pago de una venta realizada, te llegan en el postback TRANSACTION firmado.',
  'return.received.heading': 'Lo que recibió la {field}',
  'return.received.heading.return_url': 'Lo que recibió la URL de retorno',
  'return.query.none': 'La URL no incluía parámetros de consulta.',
  'return.query.caption': 'Parámetros de consulta recibidos',
  'return.lookup.off':
    'Este servidor no muestra pagos en páginas abiertas ({host} no es una dirección de loopback y {demo} está desactivado). El postback TRANSACTION lleva el resultado; {command} muestra lo que se envió.',
  'return.lookup.no_reference':
    'Pon tu propia referencia en las URL de retorno, como hace una tienda ({example}), y esta página mostrará ese pago y sus postbacks.',
  'return.lookup.not_found':
    'El comercio sandbox no tiene ningún pago con merchant_payment_id {reference} ni con un payment_id de ese valor.',
  'return.payment.heading': 'El pago',
  'return.postbacks.heading': 'Postbacks',
  'return.postbacks.none': 'Todavía no hay ningún postback.',
  'return.postbacks.caption': 'Postbacks enviados para este pago',
  'return.postbacks.delivery': 'entrega',
  'return.postbacks.attempts': {
    one: '{status} ({count} intento)',
    many: '{status} ({count} intentos)',
    other: '{status} ({count} intentos)',
  },
  'return.postbacks.refreshing':
    'Todavía no se ha enviado ningún postback: esta parte de la página se actualiza sola hasta el primer intento.',
  'return.postbacks.log':
    '{link_start}El registro de entregas{link_end} muestra cada intento y permite reenviar uno.',
  'return.back': 'Volver a Kassa',
};

export default messages;
