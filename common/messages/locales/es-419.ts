// Spanish (Latin America). Terms as Latin American checkouts (Mercado Pago, Stripe, PayU) use them:
// "Número de tarjeta", "Fecha de vencimiento", "Código de seguridad" (CVV), "celular"; "usted" form.
// Only the texts that differ from es.ts: catalogs.ts lays them over it for the rest.
import type { RegionalMessages } from '../en.ts';

const messages: RegionalMessages = {
  'page.footer.secure': 'Los pagos se encriptan y se procesan de forma segura.',
  'link.invalid.advice': 'Vuelva a la tienda e inicie el pago de nuevo.',
  'session.expired': 'Este formulario de pago venció.',
  'session.ending_soon': {
    one: 'Este formulario de pago se cierra en {count} minuto. Termine el pago antes.',
    many: 'Este formulario de pago se cierra en {count} minutos. Termine el pago antes.',
    other: 'Este formulario de pago se cierra en {count} minutos. Termine el pago antes.',
  },
  'session.failed': 'No se pudo completar este pago.',

  'addons.heading': 'Agregar a su pedido',
  'addons.add': 'Agregar',

  'choice.heading': 'Medio de pago',
  'choice.another_method': 'Elegir otro medio de pago',
  'method.note.redirect':
    'Continuará en la página de {method} para aprobar el pago y después volverá aquí.',
  'method.note.redirect.words':
    'Continuará en la página del proveedor para aprobar el pago y después volverá aquí.',
  'method.note.qr': 'Aquí aparecerá un código QR: escanéelo con la app de {method} para pagar.',
  'method.note.qr.words': 'Aquí aparecerá un código QR: escanéelo con su celular para pagar.',
  'method.note.voucher':
    'Recibirá una referencia de pago para pagar con {method}. La tienda confirmará su pedido cuando reciba el pago.',
  'method.note.voucher.words':
    'Recibirá una referencia de pago que deberá indicar al pagar. La tienda confirmará su pedido cuando llegue el pago.',
  'method.note.bank_app': 'Confirmará el pago en su app de {method}.',
  'method.note.bank_app.words': 'Confirmará el pago en la app de su banco.',

  'card.number.required': 'Ingrese el número de tarjeta',
  'card.number.incomplete': 'El número de tarjeta está incompleto. Ingrese todos los dígitos.',
  'card.number.invalid': 'Este número de tarjeta no es válido. Revise que no tenga errores.',
  'card.number.unsupported': 'No se acepta este tipo de tarjeta. Use otra tarjeta.',
  'card.expiry.label': 'Fecha de vencimiento',
  'card.expiry.required': 'Ingrese la fecha de vencimiento como MM/YY',
  'card.expiry.incomplete': 'La fecha de vencimiento está incompleta. Ingrésela como MM/YY.',
  'card.expiry.invalid': 'Ingrese la fecha de vencimiento como MM/YY',
  'card.expiry.invalid_month': 'Ese mes no existe. Ingrese un mes del 01 al 12.',
  'card.expiry.expired': 'Esta fecha ya pasó. Revise la fecha de vencimiento de su tarjeta.',
  'card.expiry.too_far': 'Revise la fecha de vencimiento: está demasiado lejos en el futuro',
  'card.security_code.hint.front': {
    one: '{count} dígito, en el frente de la tarjeta',
    many: '{count} dígitos, en el frente de la tarjeta',
    other: '{count} dígitos, en el frente de la tarjeta',
  },
  'card.security_code.required': {
    one: 'Ingrese el código de seguridad de {count} dígito',
    many: 'Ingrese el código de seguridad de {count} dígitos',
    other: 'Ingrese el código de seguridad de {count} dígitos',
  },
  'card.security_code.incomplete': {
    one: 'El código de seguridad está incompleto. Ingrese el dígito.',
    many: 'El código de seguridad está incompleto. Ingrese los {count} dígitos.',
    other: 'El código de seguridad está incompleto. Ingrese los {count} dígitos.',
  },
  'card.security_code.invalid_for_scheme': {
    one: 'Las tarjetas {scheme} tienen un código de seguridad de {count} dígito. Revise el código.',
    many: 'Las tarjetas {scheme} tienen un código de seguridad de {count} dígitos. Revise el código.',
    other:
      'Las tarjetas {scheme} tienen un código de seguridad de {count} dígitos. Revise el código.',
  },
  'card.holder_name.label': 'Nombre del titular',
  'card.holder_name.label.optional': 'Nombre del titular (opcional)',
  'card.holder_name.required': 'Ingrese el nombre como aparece en la tarjeta',
  'card.holder_name.card_number': 'Ingrese aquí el nombre de la tarjeta, no el número de tarjeta',
  'card.holder_name.invalid': "Use solo letras, espacios y . ' - en el nombre de la tarjeta",
  'form.error.network':
    'No pudimos conectarnos con el servicio de pago. Revise su conexión e intente de nuevo.',
  'form.error.declined': 'Su tarjeta fue rechazada. Intente de nuevo o use otra tarjeta.',
  'form.error.rejected':
    'No se aceptaron algunos datos de la tarjeta. Revíselos e intente de nuevo.',
  'form.error.details_rejected':
    'No se aceptaron algunos de sus datos. Revíselos e intente de nuevo.',
  'form.error.unavailable': 'Algo salió mal de nuestra parte. Intente de nuevo en un momento.',
  'result.invalid_card': 'Revise los datos de la tarjeta e intente de nuevo.',
  'result.invalid_details':
    'Revise el correo electrónico y el país de facturación e intente de nuevo.',

  'decline.declined.advice': 'Su banco rechazó este pago. Intente de nuevo o use otra tarjeta.',
  'decline.insufficient_funds.advice':
    'Fondos insuficientes en esta tarjeta. Use otra tarjeta u otro medio de pago.',
  'decline.card_not_supported.advice':
    'Esta tarjeta no se puede usar para este pago. Use otra tarjeta.',
  'decline.limit_exceeded.advice':
    'Este pago supera el límite de la tarjeta. Use otra tarjeta u otro medio de pago.',
  'decline.processing_error.advice':
    'Ocurrió un error al procesar la tarjeta. Intente de nuevo en un momento.',
  'decline.security_code.advice':
    'No se aceptó el código de seguridad. Revíselo en su tarjeta e ingréselo de nuevo.',
  'decline.security_code.field': 'Revise el código de seguridad en su tarjeta e ingréselo de nuevo',
  'decline.three_ds_failed.advice':
    'Su banco no pudo confirmar este pago. Intente de nuevo o use otra tarjeta.',
  'decline.expired.advice':
    'Según su banco, esta tarjeta está vencida. Revise la fecha de vencimiento o use otra tarjeta.',
  'decline.expired.field': 'Revise la fecha de vencimiento de su tarjeta',
  'decline.card_number.advice':
    'Su banco no reconoce este número de tarjeta. Revíselo o use otra tarjeta.',
  'decline.card_number.field': 'Revise el número de tarjeta',

  'customer_message.transaction_declined':
    'Transacción rechazada; intente de nuevo o use otra tarjeta',
  'customer_message.bank_declined': 'Rechazada por el banco; intente de nuevo o use otra tarjeta',
  'customer_message.insufficient_funds': 'Fondos insuficientes',
  'customer_message.limit_exceeded': 'Límite de la tarjeta excedido',
  'customer_message.processing_error': 'Error al procesar la tarjeta; intente de nuevo en breve',
  'customer_message.three_ds_failed': 'Falló la autenticación 3-D Secure',
  'customer_message.card_expired': 'Tarjeta vencida',
  'customer_message.other': 'Tarjeta rechazada; intente de nuevo o use otra tarjeta',
  'three_ds.heading': 'Confirme su pago',
  'three_ds.back_to_top': 'Volver al inicio de la verificación',
  'three_ds.elsewhere': 'Complete la verificación en la ventana que se abrió.',

  'saved_card.expires': 'Vence {date}',
  'saved_card.remove.question': '¿Eliminar esta tarjeta de sus tarjetas guardadas?',
  'saved_card.remove.failed': 'No se pudo eliminar la tarjeta. Intente de nuevo.',
  'save_card.kept_for_renewals': 'Su tarjeta se guarda para las renovaciones de su suscripción.',
  'save_card.note.shop':
    '{shop} guarda su tarjeta para pagos futuros. No se le cobrará nada ahora.',
  'save_card.note': 'La tienda guarda su tarjeta para pagos futuros. No se le cobrará nada ahora.',

  'subscription.start_trial': 'Comenzar la prueba gratuita',
  'subscription.charge.days': {
    one: '{amount} por día',
    many: '{amount} cada {count} días',
    other: '{amount} cada {count} días',
  },
  'subscription.charge.weeks': {
    one: '{amount} por semana',
    many: '{amount} cada {count} semanas',
    other: '{amount} cada {count} semanas',
  },
  'subscription.consent.paying':
    'Al pagar, autoriza a {merchant} a cobrar {charges} hasta que cancele.',
  'subscription.consent.paying.no_merchant':
    'Al pagar, autoriza al comercio a cobrar {charges} hasta que cancele.',
  'subscription.consent.trial':
    'Al comenzar la prueba gratuita, autoriza a {merchant} a cobrar {charges} hasta que cancele.',
  'subscription.consent.trial.no_merchant':
    'Al comenzar la prueba gratuita, autoriza al comercio a cobrar {charges} hasta que cancele.',
  'subscription.consent.after_trial': {
    one: '{charge} después de su prueba gratuita de {count} día',
    many: '{charge} después de su prueba gratuita de {count} días',
    other: '{charge} después de su prueba gratuita de {count} días',
  },
  'subscription.consent.for_after_trial': {
    one: '{charge} por {name} después de su prueba gratuita de {count} día',
    many: '{charge} por {name} después de su prueba gratuita de {count} días',
    other: '{charge} por {name} después de su prueba gratuita de {count} días',
  },

  'customer.heading': 'Sus datos',
  'customer.email.required': 'Ingrese su correo electrónico',
  'customer.email.too_long': 'El correo electrónico no puede tener más de 320 caracteres',
  'customer.email.invalid': 'Ingrese un correo electrónico válido, como nombre@example.com',
  'customer.email.card_number': 'Ingrese aquí su correo electrónico, no un número de tarjeta',
  'customer.email.refused': 'No se aceptó este correo electrónico. Revíselo e intente de nuevo.',
  'customer.country.choose': 'Elija un país',
  'customer.country.required': 'Elija su país de facturación',
  'customer.country.refused': 'No se aceptó este país. Elija de nuevo su país de facturación.',

  'wallet.unavailable': 'No se pudo usar {wallet}. Intente de nuevo o use otro medio de pago.',
  'wallet.failed': 'No se pudo usar la billetera.',
  'wallet.sheet.outcome.insufficient_funds': 'Rechazado: fondos insuficientes',
  'apm.countdown.up': 'Se acabó el tiempo.',
  'apm.redirect.leaving': 'Lo estamos llevando a la página de {method} para aprobar el pago…',
  'apm.redirect.leaving.words':
    'Lo estamos llevando a la página del proveedor para aprobar el pago…',
  'apm.redirect.approve':
    'Apruebe el pago en la página de {method}. Este formulario continuará solo cuando lo haya hecho.',
  'apm.redirect.approve.words':
    'Apruebe el pago en la página del proveedor. Este formulario continuará solo cuando lo haya hecho.',
  'apm.redirect.approve_new_window':
    'Apruebe el pago en la página de {method}, en una ventana nueva. Este formulario continuará solo cuando lo haya hecho.',
  'apm.redirect.approve_new_window.words':
    'Apruebe el pago en la página del proveedor, en una ventana nueva. Este formulario continuará solo cuando lo haya hecho.',
  'apm.qr.title.scan': 'Escanee para pagar con {method}',
  'apm.qr.title.copy': 'Copie el código para pagar con {method}',
  'apm.qr.scan': 'Abra la app de {method} en su celular y escanee este código.',
  'apm.qr.scan.words': 'Abra en su celular la app con la que paga y escanee este código.',
  'apm.qr.scan.bank_app': 'Abra la app de su banco en su celular y escanee este código.',
  'apm.qr.copy_or_scan':
    'Copie el código y péguelo en la app de su banco, o escanee el código QR desde otro dispositivo.',
  'apm.qr.copied': 'Código copiado. Péguelo en la app de su banco para pagar con {method}.',
  'apm.qr.copy_failed': 'No se pudo copiar: seleccione el código y cópielo.',
  'apm.voucher.status': 'Esperando el pago. La tienda confirmará su pedido cuando lo reciba.',
  'apm.voucher.reference': 'Su referencia de pago:',
  'apm.voucher.copy_failed': 'No se pudo copiar: seleccione la referencia y cópiela.',
  'apm.voucher.pay_by': 'Pague antes del {date}.',
  'apm.bank_app.title': 'Confirme en {method}',
  'apm.bank_app.title.words': 'Confirme en la app de su banco',
  'apm.bank_app.status': 'Esperando su confirmación del pago…',
  'challenge.heading': 'Confirme su pago',
  'challenge.lead': 'Su banco le pide que confirme este pago a {shop}.',
  'challenge.lead.no_shop': 'Su banco le pide que confirme este pago a la tienda.',
  'challenge.amount': 'Monto',
  'challenge.code.hint': 'Sandbox: el código es {code}. Puede pegarlo.',
  'challenge.code.wrong': {
    one: 'Ese código no es correcto. Le queda {count} intento.',
    many: 'Ese código no es correcto. Le quedan {count} intentos.',
    other: 'Ese código no es correcto. Le quedan {count} intentos.',
  },
  'challenge.approved.message': 'Gracias. Lo estamos llevando de vuelta a la tienda.',
  'challenge.denied.message': 'Usted rechazó este pago. No se cobró nada.',
  'challenge.cancelled.message': 'Se canceló la verificación. No se cobró nada.',
  'challenge.failed.heading': 'Falló la verificación',
  'challenge.failed.message': 'Demasiados códigos incorrectos. No se cobró nada.',
  'challenge.timed_out.heading': 'Se agotó el tiempo de verificación',
  'challenge.timed_out.message': 'Pasó el tiempo para confirmar este pago. No se cobró nada.',
  'challenge.not_found.message':
    'Esta verificación no existe. Vuelva a la tienda y pague de nuevo.',
  'challenge.preview.message':
    'Esta es la vista previa del diseñador: no se pagó ni se rechazó nada.',
  'provider.redirect.heading.words': 'Apruebe el pago',

  'provider.redirect.lead': '{shop} lo envió aquí para aprobar este pago.',
  'provider.redirect.lead.no_shop': 'La tienda lo envió aquí para aprobar este pago.',
  'provider.qr.heading': '{method}: confirme el pago escaneado',
  'provider.qr.heading.words': 'Confirme el pago escaneado',
  'provider.qr.lead': 'Escaneó el código de un pago a {shop}.',
  'provider.qr.lead.no_shop': 'Escaneó el código de un pago a la tienda.',
  'provider.voucher.lead': 'Entrega este cupón para un pago a {shop}.',
  'provider.voucher.lead.no_shop': 'Entrega este cupón para un pago a la tienda.',
  'provider.bank_app.heading.words': 'La app de su banco',
  'provider.bank_app.lead': '{shop} le pide que confirme este pago en su app.',
  'provider.bank_app.lead.no_shop': 'La tienda le pide que confirme este pago en su app.',
  'provider.amount': 'Monto',
  'provider.method': 'Medio de pago',
  'provider.crypto.withdrawals_to': 'Retiros a',
  'provider.blik.invalid': 'Ingrese el código BLIK de 6 dígitos.',
  'provider.auto_pay':
    'Pendiente: el sandbox lo pagará automáticamente el {time}, salvo que venza antes.',
  'provider.declined.message': 'Este pago fue rechazado. No se cobró nada.',
  'provider.cancelled.message':
    'El cliente eligió otro medio de pago en la página de la tienda. No se cobró nada.',
  'provider.expired.heading': 'Pago vencido',
  'provider.expired.message': 'Pasó el tiempo para completar este pago. No se cobró nada.',
  'provider.not_found.message': 'Este pago no existe. Vuelva a la tienda y pague de nuevo.',
  'provider.left_pending.message':
    'El pago queda pendiente; el sandbox lo pagará automáticamente el {time}, salvo que venza antes. Puede cerrar esta página y volver a la tienda.',
  'provider.recorded.message':
    'Se registró su decisión. Puede cerrar esta página y volver a la tienda.',
  'provider.not_an_answer.message':
    'Un pago con {method} no se puede responder con “{decision}”. Vuelva atrás y use uno de los botones de la página.',

  'return.failed.heading': 'Falló el pago',
  'return.stands_in':
    'Esta página reemplaza la {field} del comercio. Su servidor recibiría exactamente esta solicitud: la URL que definió en el checkout, con {error_code} y {error_message} agregados después de un error. El resultado en sí, y el token de pago de una venta exitosa, le llegan en el postback TRANSACTION firmado.',
  'return.stands_in.return_url':
    'Esta página reemplaza la URL de retorno del comercio. Su servidor recibiría exactamente esta solicitud: la URL que definió en el checkout, con {error_code} y {error_message} agregados después de un error. El resultado en sí, y el token de pago de una venta exitosa, le llegan en el postback TRANSACTION firmado.',
  'return.lookup.no_reference':
    'Ponga su propia referencia en las URL de retorno, como lo hace una tienda ({example}), y esta página mostrará ese pago y sus postbacks.',
  'return.postbacks.refreshing':
    'Todavía no se envió ningún postback: esta parte de la página se actualiza sola hasta el primer intento.',
  'apm.voucher.how.transfer':
    'Pague con {method} desde la app de su banco o en su banco, indicando esta referencia.',
  'apm.voucher.how.transfer.words':
    'Haga la transferencia desde la app de su banco o en su banco, indicando esta referencia.',
  'apm.voucher.how.counter':
    'Pague esta referencia en una tienda, banco o agente que acepte {method}, o en la app de su banco.',
  'apm.voucher.how.counter.words':
    'Pague esta referencia en una tienda, banco o agente, o en la app de su banco.',
  'apm.bank_app.how': 'Abra la app de {method} en su celular y confirme el pago.',
  'apm.bank_app.how.bank': 'Abra la app de su banco en su celular y confirme el pago.',
  'apm.bank_app.how.blik':
    'Abra la app de su banco, ingrese su código BLIK de 6 dígitos y confirme el pago.',
  'apm.bank_app.open.words': 'Abrir la app de su banco (sandbox)',
};

export default messages;
