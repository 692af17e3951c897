// Portuguese (Portugal). Terms as Portuguese checkouts (SIBS, easypay, Stripe) use them: "Número do cartão",
// "Data de validade", "CVV" (código de segurança), "Nome do titular", "telemóvel", "aplicação"; formal imperative.
// Only the texts that differ from pt-BR.ts: catalogs.ts lays them over it for the rest.
import type { RegionalMessages } from '../en.ts';

const messages: RegionalMessages = {
  'page.loading': 'A carregar o pagamento…',
  'page.redirecting': 'A redirecionar…',
  'page.back_to_shop': 'Voltar à loja',
  'page.footer.secure': 'Os pagamentos são encriptados e processados em segurança.',
  'page.footer.powered_by': 'Com tecnologia {product}',
  'page.embed_refused': 'Este formulário de pagamento não pode ser apresentado neste site.',

  'link.invalid': 'Esta ligação de pagamento não é válida.',
  'link.invalid.advice': 'Volte à loja e inicie novamente o pagamento.',
  'session.ending_soon': {
    one: 'Este formulário de pagamento fecha dentro de {count} minuto. Conclua o pagamento antes disso.',
    many: 'Este formulário de pagamento fecha dentro de {count} minutos. Conclua o pagamento antes disso.',
    other:
      'Este formulário de pagamento fecha dentro de {count} minutos. Conclua o pagamento antes disso.',
  },
  'summary.show': 'Mostrar resumo da encomenda',
  'summary.hide': 'Ocultar resumo da encomenda',
  'addons.heading': 'Adicionar à sua encomenda',
  'pay.button.busy': 'A processar…',
  'choice.heading': 'Método de pagamento',
  'method.name.bank_app': 'Aplicação do banco',
  'method.name.instant_bank_transfer': 'Transferência imediata',
  'method.name.pay_by_bank': 'Pagar através do banco',
  'method.name.pay_by_bank_japan': 'Pagar através do banco (Japão)',
  'method.name.pay_by_cash': 'Pagamento em numerário',
  'method.name.sepa_instant': 'Transferência SEPA imediata',
  'choice.another_method': 'Escolher outro método de pagamento',
  'method.note.redirect':
    'Continua na página de {method} para aprovar o pagamento e depois regressa aqui.',
  'method.note.redirect.words':
    'Continua na página do fornecedor para aprovar o pagamento e depois regressa aqui.',
  'method.note.qr': 'Aparece aqui um código QR: leia-o com a aplicação {method} para pagar.',
  'method.note.qr.words': 'Aparece aqui um código QR: leia-o com o telemóvel para pagar.',
  'method.note.voucher':
    'Recebe uma referência de pagamento para pagar com {method}. A loja confirma a sua encomenda assim que o pagamento for recebido.',
  'method.note.voucher.words':
    'Recebe uma referência de pagamento para indicar quando pagar. A loja confirma a sua encomenda assim que o pagamento chegar.',
  'method.note.bank_app': 'Confirma o pagamento na sua aplicação {method}.',
  'method.note.bank_app.words': 'Confirma o pagamento na aplicação do seu banco.',

  'card.number.required': 'Introduza o número do cartão',
  'card.number.incomplete': 'O número do cartão está incompleto. Introduza todos os dígitos.',
  'card.number.unsupported': 'Este tipo de cartão não é aceite. Utilize outro cartão.',
  'card.expiry.label': 'Data de validade',
  'card.expiry.required': 'Introduza a data de validade no formato MM/YY',
  'card.expiry.incomplete': 'A data de validade está incompleta. Introduza-a no formato MM/YY.',
  'card.expiry.invalid': 'Introduza a data de validade no formato MM/YY',
  'card.expiry.invalid_month': 'Esse mês não existe. Introduza um mês de 01 a 12.',
  'card.expiry.expired': 'Esta data já passou. Verifique a data de validade no seu cartão.',
  'card.expiry.too_far': 'Verifique a data de validade: está demasiado longe no futuro',
  'card.security_code.required': {
    one: 'Introduza o CVV de {count} dígito',
    many: 'Introduza o CVV de {count} dígitos',
    other: 'Introduza o CVV de {count} dígitos',
  },
  'card.security_code.incomplete': {
    one: 'O CVV está incompleto. Introduza o dígito.',
    many: 'O CVV está incompleto. Introduza os {count} dígitos.',
    other: 'O CVV está incompleto. Introduza os {count} dígitos.',
  },
  'card.security_code.invalid_for_scheme': {
    one: 'Os cartões {scheme} têm um CVV de {count} dígito. Verifique o código.',
    many: 'Os cartões {scheme} têm um CVV de {count} dígitos. Verifique o código.',
    other: 'Os cartões {scheme} têm um CVV de {count} dígitos. Verifique o código.',
  },
  'card.holder_name.required': 'Introduza o nome que consta do cartão',
  'card.holder_name.too_long': 'O nome no cartão não pode ter mais de 64 caracteres',
  'card.holder_name.card_number':
    'Introduza aqui o nome que consta do cartão, não o número do cartão',
  'card.holder_name.invalid': "Utilize apenas letras, espaços e . ' - no nome do cartão",
  'card.accepted': 'Cartões aceites',
  'card.type': 'Tipo de cartão: {scheme}',

  'form.error.network':
    'Não foi possível contactar o serviço de pagamento. Verifique a sua ligação e tente novamente.',
  'form.error.declined': 'O seu cartão foi recusado. Tente novamente ou utilize outro cartão.',
  'form.error.rejected':
    'Alguns dados do cartão não foram aceites. Verifique-os e tente novamente.',
  'form.error.details_rejected':
    'Alguns dos seus dados não foram aceites. Verifique-os e tente novamente.',
  'form.error.unavailable':
    'Ocorreu um problema do nosso lado. Tente novamente dentro de momentos.',
  'success.paid': 'Pagamento efetuado',
  'success.saved': 'Cartão guardado',
  'result.invalid_card': 'Verifique os dados do cartão e tente novamente.',
  'result.invalid_details': 'Verifique o e-mail e o país de faturação e tente novamente.',

  'decline.declined.advice':
    'O seu banco recusou este pagamento. Tente novamente ou utilize outro cartão.',
  'decline.insufficient_funds.advice':
    'Saldo insuficiente neste cartão. Utilize outro cartão ou outro método de pagamento.',
  'decline.card_not_supported.advice':
    'Este cartão não pode ser utilizado neste pagamento. Utilize outro cartão.',
  'decline.limit_exceeded.advice':
    'Este pagamento ultrapassa o limite do cartão. Utilize outro cartão ou outro método de pagamento.',
  'decline.processing_error.advice':
    'Ocorreu um erro ao processar o cartão. Tente novamente dentro de momentos.',
  'decline.security_code.advice':
    'O CVV não foi aceite. Verifique-o no seu cartão e introduza-o novamente.',
  'decline.security_code.field': 'Verifique o CVV no seu cartão e introduza-o novamente',
  'decline.three_ds_failed.advice':
    'O seu banco não conseguiu confirmar este pagamento. Tente novamente ou utilize outro cartão.',
  'decline.expired.advice':
    'Segundo o seu banco, este cartão expirou. Verifique a data de validade ou utilize outro cartão.',
  'decline.expired.field': 'Verifique a data de validade no seu cartão',
  'decline.card_number.advice':
    'O seu banco não reconhece este número de cartão. Verifique-o ou utilize outro cartão.',
  'decline.card_number.field': 'Verifique o número do cartão',

  'customer_message.transaction_declined':
    'Transação recusada; tente novamente ou utilize outro cartão',
  'customer_message.bank_declined': 'Recusada pelo banco; tente novamente ou utilize outro cartão',
  'customer_message.card_not_supported': 'Cartão não aceite',
  'customer_message.processing_error':
    'Erro ao processar o cartão; tente novamente dentro de momentos',
  'customer_message.card_expired': 'Cartão expirado',
  'customer_message.other': 'Cartão recusado; tente novamente ou utilize outro cartão',
  'three_ds.heading': 'Confirme o seu pagamento',
  'saved_card.name': '{scheme} terminado em {last4}',
  'saved_card.number': 'terminado em {number}',
  'saved_card.expires': 'Válido até {date}',
  'saved_card.remove.question': 'Remover este cartão dos seus cartões guardados?',
  'save_card.checkbox': 'Guardar este cartão para a próxima vez',
  'save_card.kept_for_renewals': 'O seu cartão fica guardado para as renovações da sua subscrição.',
  'save_card.button': 'Guardar cartão',
  'save_card.done': 'Cartão guardado',
  'save_card.note.shop':
    '{shop} guarda o seu cartão para pagamentos futuros. Não é cobrado nada agora.',
  'save_card.note': 'A loja guarda o seu cartão para pagamentos futuros. Não é cobrado nada agora.',

  'subscription.start_trial': 'Iniciar período de avaliação gratuito',
  'subscription.terms.trial': {
    one: 'Avaliação gratuita de {count} dia, depois {charge}',
    many: 'Avaliação gratuita de {count} dias, depois {charge}',
    other: 'Avaliação gratuita de {count} dias, depois {charge}',
  },
  'subscription.first_charge.on': 'Primeira cobrança a {date}',
  'subscription.consent.paying': 'Ao pagar, autoriza {merchant} a cobrar {charges} até cancelar.',
  'subscription.consent.paying.no_merchant':
    'Ao pagar, autoriza o comerciante a cobrar {charges} até cancelar.',
  'subscription.consent.trial':
    'Ao iniciar a sua avaliação gratuita, autoriza {merchant} a cobrar {charges} até cancelar.',
  'subscription.consent.trial.no_merchant':
    'Ao iniciar a sua avaliação gratuita, autoriza o comerciante a cobrar {charges} até cancelar.',
  'subscription.consent.after_trial': {
    one: '{charge} após a sua avaliação gratuita de {count} dia',
    many: '{charge} após a sua avaliação gratuita de {count} dias',
    other: '{charge} após a sua avaliação gratuita de {count} dias',
  },
  'subscription.consent.for_after_trial': {
    one: '{charge} por {name} após a sua avaliação gratuita de {count} dia',
    many: '{charge} por {name} após a sua avaliação gratuita de {count} dias',
    other: '{charge} por {name} após a sua avaliação gratuita de {count} dias',
  },

  'customer.heading': 'Os seus dados',
  'customer.email.required': 'Introduza o seu endereço de e-mail',
  'customer.email.too_long': 'O endereço de e-mail não pode ter mais de 320 caracteres',
  'customer.email.invalid': 'Introduza um endereço de e-mail válido, como nome@example.com',
  'customer.email.card_number': 'Introduza aqui o seu endereço de e-mail, não um número de cartão',
  'customer.email.refused':
    'Este endereço de e-mail não foi aceite. Verifique-o e tente novamente.',
  'customer.country.label': 'País de faturação',
  'customer.country.required': 'Escolha o seu país de faturação',
  'customer.country.refused':
    'Este país não foi aceite. Escolha novamente o seu país de faturação.',

  'wallet.unavailable':
    'Não foi possível utilizar {wallet}. Tente novamente ou utilize outro método de pagamento.',
  'wallet.failed': 'Não foi possível utilizar a carteira digital.',
  'wallet.sheet.payee': 'Pagar a {merchant}',
  'wallet.sheet.auth.pan_only': 'Cartão guardado na conta (PAN_ONLY)',
  'apm.countdown.up': 'O tempo terminou.',
  'apm.redirect.status': 'A aguardar a confirmação do pagamento…',
  'apm.redirect.leaving': 'A encaminhá-lo para a página de {method} para aprovar o pagamento…',
  'apm.redirect.leaving.words':
    'A encaminhá-lo para a página do fornecedor para aprovar o pagamento…',
  'apm.redirect.approve':
    'Aprove o pagamento na página de {method}. Depois disso, este formulário avança automaticamente.',
  'apm.redirect.approve.words':
    'Aprove o pagamento na página do fornecedor. Depois disso, este formulário avança automaticamente.',
  'apm.redirect.approve_new_window':
    'Aprove o pagamento na página de {method}, numa nova janela. Depois disso, este formulário avança automaticamente.',
  'apm.redirect.approve_new_window.words':
    'Aprove o pagamento na página do fornecedor, numa nova janela. Depois disso, este formulário avança automaticamente.',
  'apm.redirect.open.words': 'Abrir a página do fornecedor',
  'apm.redirect.go_to.words': 'Ir para a página do fornecedor',
  'apm.qr.title.scan': 'Leia o código para pagar com {method}',
  'apm.qr.status': 'A aguardar o pagamento…',
  'apm.qr.scan': 'Abra a aplicação {method} no telemóvel e leia este código.',
  'apm.qr.scan.words': 'Abra no telemóvel a aplicação com que paga e leia este código.',
  'apm.qr.scan.bank_app': 'Abra a aplicação do seu banco no telemóvel e leia este código.',
  'apm.qr.copy_or_scan':
    'Copie o código e cole-o na aplicação do seu banco, ou leia o código QR a partir de outro dispositivo.',
  'apm.qr.image': 'Código QR para pagar com {method}',
  'apm.qr.copied': 'Código copiado. Cole-o na aplicação do seu banco para pagar com {method}.',
  'apm.qr.copy_failed': 'Não foi possível copiar: selecione o código e copie-o.',
  'apm.voucher.status':
    'A aguardar o pagamento. A loja confirma a sua encomenda assim que o receber.',
  'apm.voucher.barcode': 'Código de barras da referência {method}',
  'apm.voucher.reference': 'A sua referência de pagamento:',
  'apm.voucher.copy': 'Copiar referência',
  'apm.voucher.copied': 'Referência copiada.',
  'apm.voucher.copy_failed': 'Não foi possível copiar: selecione a referência e copie-a.',
  'apm.voucher.cash_desk': 'Pagar no balcão {method} (sandbox)',
  'apm.voucher.cash_desk.words': 'Pagar ao balcão (sandbox)',
  'apm.bank_app.title': 'Confirme em {method}',
  'apm.bank_app.title.words': 'Confirme na aplicação do seu banco',
  'apm.bank_app.status': 'A aguardar a sua confirmação do pagamento…',
  'apm.bank_app.open': 'Abrir a aplicação {method} (sandbox)',
  'apm.bank_app.open.words': 'Abrir a aplicação do seu banco (sandbox)',

  'challenge.heading': 'Confirme o seu pagamento',
  'challenge.lead': 'O seu banco pede-lhe que confirme este pagamento a {shop}.',
  'challenge.lead.no_shop': 'O seu banco pede-lhe que confirme este pagamento à loja.',
  'challenge.amount': 'Montante',
  'challenge.code.label': 'Código de utilização única',
  'challenge.code.hint': 'Sandbox: o código é {code}. Pode colá-lo.',
  'challenge.code.wrong': {
    one: 'Esse código não está correto. Resta {count} tentativa.',
    many: 'Esse código não está correto. Restam {count} tentativas.',
    other: 'Esse código não está correto. Restam {count} tentativas.',
  },
  'challenge.approved.message': 'Obrigado. Está a ser reencaminhado para a loja.',
  'challenge.denied.message': 'Recusou este pagamento. Não foi cobrado nada.',
  'challenge.cancelled.message': 'A verificação foi cancelada. Não foi cobrado nada.',
  'challenge.failed.message': 'Demasiados códigos incorretos. Não foi cobrado nada.',
  'challenge.timed_out.message':
    'O prazo para confirmar este pagamento terminou. Não foi cobrado nada.',
  'challenge.not_found.message': 'Esta verificação não existe. Volte à loja e pague novamente.',
  'provider.name': 'FORNECEDOR SANDBOX',
  'provider.document_title': '{page} · Fornecedor sandbox Kassa',
  'provider.redirect.lead': '{shop} encaminhou-o para aqui para aprovar este pagamento.',
  'provider.redirect.lead.no_shop': 'A loja encaminhou-o para aqui para aprovar este pagamento.',
  'provider.qr.heading': '{method}: confirme o pagamento lido',
  'provider.qr.heading.words': 'Confirme o pagamento lido',
  'provider.qr.lead': 'Leu o código de um pagamento a {shop}.',
  'provider.qr.lead.no_shop': 'Leu o código de um pagamento à loja.',
  'provider.voucher.heading': 'Balcão {method}',
  'provider.voucher.heading.words': 'Balcão de pagamento',
  'provider.voucher.lead': 'Apresenta este talão para um pagamento a {shop}.',
  'provider.voucher.lead.no_shop': 'Apresenta este talão para um pagamento à loja.',
  'provider.bank_app.heading': 'Aplicação {method}',
  'provider.bank_app.heading.words': 'A aplicação do seu banco',
  'provider.bank_app.lead': '{shop} pede-lhe que confirme este pagamento na sua aplicação.',
  'provider.bank_app.lead.no_shop': 'A loja pede-lhe que confirme este pagamento na sua aplicação.',
  'provider.amount': 'Montante',
  'provider.method': 'Método',
  'provider.crypto.paying_from': 'A pagar a partir de',
  'provider.crypto.withdrawals_to': 'Levantamentos para',
  'provider.reference': 'Referência',
  'provider.blik.invalid': 'Introduza o código BLIK de 6 dígitos.',
  'provider.voucher.pay': 'Pagar este talão',
  'provider.voucher.leave_unpaid': 'Deixar por pagar',
  'provider.auto_pay':
    'Pendente: a sandbox paga-o automaticamente a {time}, a menos que expire antes.',
  'provider.approved.message': 'Este pagamento está aprovado e pago.',
  'provider.declined.message': 'Este pagamento foi recusado. Não foi cobrado nada.',
  'provider.cancelled.message':
    'O cliente escolheu outra forma de pagamento na página da loja. Não foi cobrado nada.',
  'provider.expired.message':
    'O prazo para concluir este pagamento terminou. Não foi cobrado nada.',
  'provider.not_found.message': 'Este pagamento não existe. Volte à loja e pague novamente.',
  'provider.left_pending.message':
    'O pagamento continua pendente; a sandbox paga-o automaticamente a {time}, a menos que expire antes. Pode fechar esta página e voltar à loja.',
  'provider.recorded.message':
    'A sua decisão foi registada. Pode fechar esta página e voltar à loja.',
  'provider.not_an_answer.message':
    'Não é possível responder a um pagamento {method} com «{decision}». Volte atrás e utilize um dos botões da página.',

  'return.succeeded.heading': 'Pagamento efetuado',
  'return.returned.heading': 'De regresso do checkout',
  'return.stands_in':
    'Esta página substitui o {field} do comerciante. O seu servidor receberia exatamente este pedido: o URL definido no checkout, com {error_code} e {error_message} acrescentados após uma falha. O resultado em si, e o token de pagamento de uma venda bem-sucedida, chegam-lhe no postback TRANSACTION assinado.',
  'return.stands_in.return_url':
    'Esta página substitui o URL de retorno do comerciante. O seu servidor receberia exatamente este pedido: o URL definido no checkout, com {error_code} e {error_message} acrescentados após uma falha. O resultado em si, e o token de pagamento de uma venda bem-sucedida, chegam-lhe no postback TRANSACTION assinado.',
  'return.received.heading': 'O que o {field} recebeu',
  'return.received.heading.return_url': 'O que o URL de retorno recebeu',
  'return.query.none': 'O URL não continha parâmetros de consulta.',
  'return.lookup.off':
    'Este servidor não mostra pagamentos em páginas abertas ({host} não é um endereço de loopback e {demo} está desativado). O postback TRANSACTION transmite o resultado; {command} mostra o que foi enviado.',
  'return.lookup.no_reference':
    'Coloque a sua própria referência nos URL de retorno, como faz uma loja ({example}), e esta página mostra esse pagamento e os respetivos postbacks.',
  'return.lookup.not_found':
    'O comerciante sandbox não tem nenhum pagamento com merchant_payment_id {reference} nem com payment_id desse valor.',
  'return.postbacks.none': 'Ainda não há postbacks.',
  'return.postbacks.refreshing':
    'Ainda não foi enviado nenhum postback: esta parte da página atualiza-se sozinha até à primeira tentativa.',
  'return.postbacks.log':
    '{link_start}O registo de entregas{link_end} mostra cada tentativa e permite reenviar uma.',
  'return.back': 'Voltar ao Kassa',
  'apm.voucher.how.transfer':
    'Pague com {method} na aplicação do seu banco ou ao balcão, indicando esta referência.',
  'apm.voucher.how.transfer.words':
    'Faça a transferência na aplicação do seu banco ou ao balcão, indicando esta referência.',
  'apm.voucher.how.counter':
    'Pague esta referência numa loja, banco ou agente que aceite {method}, ou na aplicação do seu banco.',
  'apm.voucher.how.counter.words':
    'Pague esta referência numa loja, banco ou agente, ou na aplicação do seu banco.',
  'apm.bank_app.how': 'Abra a aplicação {method} no telemóvel e confirme o pagamento.',
  'apm.bank_app.how.bank': 'Abra a aplicação do seu banco no telemóvel e confirme o pagamento.',
  'apm.bank_app.how.blik':
    'Abra a aplicação do seu banco, introduza o código BLIK de 6 dígitos e confirme o pagamento.',
};

export default messages;
