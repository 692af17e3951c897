// French (France). Terms as French checkouts (Stripe, Adyen, PayPlug, Lyra) use them: "Numéro de carte",
// "Date d’expiration", "Cryptogramme visuel" (CVV), "Nom du titulaire de la carte"; "vous" form.
import type { Messages } from '../en.ts';

const messages: Messages = {
  'page.title': 'Paiement',
  'page.title.shop': 'Paiement – {shop}',
  'page.heading': 'Paiement',
  'page.loading': 'Chargement du paiement…',
  'page.redirecting': 'Redirection en cours…',
  'page.retry': 'Réessayer',
  'page.back_to_shop': 'Retour à la boutique',
  'page.test_mode': 'Mode test',
  'page.footer.secure': 'Les paiements sont chiffrés et traités en toute sécurité.',
  'page.footer.powered_by': 'Propulsé par {product}',
  'page.embed_refused': 'Ce formulaire de paiement ne peut pas être affiché sur ce site.',

  'link.invalid': 'Ce lien de paiement n’est pas valide.',
  'link.invalid.advice': 'Retournez sur la boutique et recommencez le paiement.',
  'session.expired': 'Ce formulaire de paiement a expiré.',
  'session.ending_soon': {
    one: 'Ce formulaire de paiement se ferme dans {count} minute. Terminez votre paiement avant.',
    many: 'Ce formulaire de paiement se ferme dans {count} minutes. Terminez votre paiement avant.',
    other:
      'Ce formulaire de paiement se ferme dans {count} minutes. Terminez votre paiement avant.',
  },
  'session.failed': 'Ce paiement n’a pas pu aboutir.',

  'summary.subtotal': 'Sous-total',
  'summary.total': 'Total',
  'summary.show': 'Afficher le récapitulatif de la commande',
  'summary.hide': 'Masquer le récapitulatif de la commande',
  'summary.tax.on_top': '{name} {rate} %',
  'summary.tax.included': '{name} {rate} % incluse',
  'summary.tax.name.tax': 'Taxe',
  'summary.tax.name.vat': 'TVA',
  'summary.tax.name.gst': 'TPS',
  'summary.tax.name.sales_tax': 'Taxe de vente',
  'addons.heading': 'Ajouter à votre commande',
  'addons.add': 'Ajouter',

  'pay.button.amount': 'Payer {amount}',
  'pay.button': 'Payer',
  'pay.button.busy': 'Traitement en cours…',
  'pay.button.paid': 'Payé',

  'choice.heading': 'Moyen de paiement',
  'choice.card': 'Carte',
  'method.name.bank_app': 'Application bancaire',
  'method.name.bank_transfer': 'Virement bancaire',
  'method.name.card_external': 'Carte (externe)',
  'method.name.crypto': 'Cryptomonnaies',
  'method.name.instant_bank_transfer': 'Virement instantané',
  'method.name.local_payment_methods': 'Moyens de paiement locaux',
  'method.name.pay_by_bank': 'Paiement depuis votre banque',
  'method.name.pay_by_bank_japan': 'Paiement depuis votre banque (Japon)',
  'method.name.pay_by_cash': 'Paiement en espèces',
  'method.name.sepa_bank_transfer': 'Virement SEPA',
  'method.name.sepa_instant': 'Virement SEPA instantané',
  'method.name.wire_transfer': 'Virement international',
  'choice.or': 'ou',
  'choice.another_method': 'Choisir un autre moyen de paiement',
  'method.card.heading': 'Payer par carte',
  'method.pay_with': 'Payer avec {method}',
  'method.pay_with.words': '{method}',
  'method.continue_with': 'Continuer avec {method}',
  'method.continue_with.words': 'Continuer',
  'method.note.redirect':
    'Vous poursuivez sur la page de {method} pour valider le paiement, puis vous revenez ici.',
  'method.note.redirect.words':
    'Vous poursuivez sur la page du prestataire de paiement pour valider le paiement, puis vous revenez ici.',
  'method.note.qr': 'Un QR code s’affiche ici : scannez-le avec l’application {method} pour payer.',
  'method.note.qr.words': 'Un QR code s’affiche ici : scannez-le avec votre téléphone pour payer.',
  'method.note.voucher':
    'Vous recevez une référence de paiement pour payer avec {method}. La boutique confirme votre commande dès réception du paiement.',
  'method.note.voucher.words':
    'Vous recevez une référence de paiement à indiquer lorsque vous payez. La boutique confirme votre commande dès réception du paiement.',
  'method.note.bank_app': 'Vous confirmez le paiement dans votre application {method}.',
  'method.note.bank_app.words': 'Vous confirmez le paiement dans l’application de votre banque.',

  'card.number.label': 'Numéro de carte',
  'card.number.required': 'Saisissez le numéro de carte',
  'card.number.incomplete': 'Le numéro de carte est incomplet. Saisissez tous les chiffres.',
  'card.number.invalid':
    'Ce numéro de carte n’est pas valide. Vérifiez qu’il ne contient pas de faute de frappe.',
  'card.number.unsupported': 'Ce type de carte n’est pas accepté. Utilisez une autre carte.',
  'card.expiry.label': 'Date d’expiration',
  'card.expiry.hint': 'MM/YY',
  'card.expiry.required': 'Saisissez la date d’expiration au format MM/YY',
  'card.expiry.incomplete': 'La date d’expiration est incomplète. Saisissez-la au format MM/YY.',
  'card.expiry.invalid': 'Saisissez la date d’expiration au format MM/YY',
  'card.expiry.invalid_month': 'Ce mois n’existe pas. Saisissez un mois entre 01 et 12.',
  'card.expiry.expired': 'Cette date est passée. Vérifiez la date d’expiration sur votre carte.',
  'card.expiry.too_far': 'Vérifiez la date d’expiration : elle est trop éloignée dans le futur',
  'card.security_code.label': 'Cryptogramme visuel',
  'card.security_code.hint.back': {
    one: '{count} chiffre, au dos de la carte',
    many: '{count} chiffres, au dos de la carte',
    other: '{count} chiffres, au dos de la carte',
  },
  'card.security_code.hint.front': {
    one: '{count} chiffre, au recto de la carte',
    many: '{count} chiffres, au recto de la carte',
    other: '{count} chiffres, au recto de la carte',
  },
  'card.security_code.required': {
    one: 'Saisissez le cryptogramme visuel à {count} chiffre',
    many: 'Saisissez le cryptogramme visuel à {count} chiffres',
    other: 'Saisissez le cryptogramme visuel à {count} chiffres',
  },
  'card.security_code.incomplete': {
    one: 'Le cryptogramme visuel est incomplet. Saisissez le chiffre.',
    many: 'Le cryptogramme visuel est incomplet. Saisissez les {count} chiffres.',
    other: 'Le cryptogramme visuel est incomplet. Saisissez les {count} chiffres.',
  },
  'card.security_code.invalid_for_scheme': {
    one: 'Les cartes {scheme} ont un cryptogramme visuel à {count} chiffre. Vérifiez le code.',
    many: 'Les cartes {scheme} ont un cryptogramme visuel à {count} chiffres. Vérifiez le code.',
    other: 'Les cartes {scheme} ont un cryptogramme visuel à {count} chiffres. Vérifiez le code.',
  },
  'card.holder_name.label': 'Nom du titulaire de la carte',
  'card.holder_name.label.optional': 'Nom du titulaire de la carte (facultatif)',
  'card.holder_name.required': 'Saisissez le nom figurant sur la carte',
  'card.holder_name.too_long': 'Le nom figurant sur la carte ne doit pas dépasser 64 caractères',
  'card.holder_name.card_number':
    'Saisissez ici le nom figurant sur la carte, et non le numéro de carte',
  'card.holder_name.invalid':
    "Utilisez uniquement des lettres, des espaces et . ' - dans le nom figurant sur la carte",
  'card.accepted': 'Cartes acceptées',
  'card.type': 'Type de carte : {scheme}',

  'form.error.network':
    'Impossible de joindre le service de paiement. Vérifiez votre connexion et réessayez.',
  'form.error.declined': 'Votre carte a été refusée. Réessayez ou utilisez une autre carte.',
  'form.error.rejected':
    'Certaines informations de carte n’ont pas été acceptées. Vérifiez-les et réessayez.',
  'form.error.details_rejected':
    'Certaines de vos informations n’ont pas été acceptées. Vérifiez-les et réessayez.',
  'form.error.unavailable':
    'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
  'success.paid': 'Paiement réussi',
  'success.saved': 'Carte enregistrée',
  'result.invalid_card': 'Vérifiez les informations de la carte et réessayez.',
  'result.invalid_details': 'Vérifiez l’adresse e-mail et le pays de facturation, puis réessayez.',

  'decline.declined.advice':
    'Votre banque a refusé ce paiement. Réessayez ou utilisez une autre carte.',
  'decline.insufficient_funds.advice':
    'Provision insuffisante sur cette carte. Utilisez une autre carte ou un autre moyen de paiement.',
  'decline.card_not_supported.advice':
    'Cette carte ne peut pas être utilisée pour ce paiement. Utilisez une autre carte.',
  'decline.limit_exceeded.advice':
    'Ce paiement dépasse le plafond de la carte. Utilisez une autre carte ou un autre moyen de paiement.',
  'decline.processing_error.advice':
    'Une erreur est survenue lors du traitement de la carte. Réessayez dans un instant.',
  'decline.security_code.advice':
    'Le cryptogramme visuel n’a pas été accepté. Vérifiez-le sur votre carte et saisissez-le de nouveau.',
  'decline.security_code.field':
    'Vérifiez le cryptogramme visuel sur votre carte et saisissez-le de nouveau',
  'decline.three_ds_failed.advice':
    'Votre banque n’a pas pu confirmer ce paiement. Réessayez ou utilisez une autre carte.',
  'decline.expired.advice':
    'Selon votre banque, cette carte a expiré. Vérifiez la date d’expiration ou utilisez une autre carte.',
  'decline.expired.field': 'Vérifiez la date d’expiration sur votre carte',
  'decline.card_number.advice':
    'Votre banque ne reconnaît pas ce numéro de carte. Vérifiez-le ou utilisez une autre carte.',
  'decline.card_number.field': 'Vérifiez le numéro de carte',

  'customer_message.transaction_declined':
    'Transaction refusée ; réessayez ou utilisez une autre carte',
  'customer_message.transaction_declined.final': 'Transaction refusée',
  'customer_message.bank_declined': 'Refusée par la banque ; réessayez ou utilisez une autre carte',
  'customer_message.bank_declined.final': 'Refusée par la banque',
  'customer_message.insufficient_funds': 'Provision insuffisante',
  'customer_message.card_not_supported': 'Carte non prise en charge',
  'customer_message.limit_exceeded': 'Plafond de la carte dépassé',
  'customer_message.processing_error':
    'Erreur lors du traitement de la carte ; réessayez dans un instant',
  'customer_message.processing_error.final': 'Erreur lors du traitement de la carte',
  'customer_message.security_code': 'Cryptogramme visuel incorrect',
  'customer_message.three_ds_failed': 'Échec de l’authentification 3-D Secure',
  'customer_message.card_expired': 'Carte expirée',
  'customer_message.card_number_invalid': 'Numéro de carte non valide',
  'customer_message.other': 'Carte refusée ; réessayez ou utilisez une autre carte',
  'customer_message.other.final': 'Carte refusée',

  'three_ds.heading': 'Confirmez votre paiement',
  'three_ds.cancel': 'Annuler',
  'three_ds.frame_title': 'Vérification 3-D Secure',
  'three_ds.back_to_top': 'Retour en haut de la vérification',
  'three_ds.elsewhere': 'Terminez la vérification dans la fenêtre qui s’est ouverte.',

  'embed.frame_title': 'Formulaire de paiement sécurisé',

  'saved_card.name': '{scheme} se terminant par {last4}',
  'saved_card.number': 'se terminant par {number}',
  'saved_card.expires': 'Expire fin {date}',
  'saved_card.remove': 'Supprimer',
  'saved_card.remove.label': 'Supprimer {card}',
  'saved_card.remove.question': 'Supprimer cette carte de vos cartes enregistrées ?',
  'saved_card.remove.confirm': 'Supprimer la carte',
  'saved_card.remove.keep': 'Conserver',
  'saved_card.removed': '{card} supprimée.',
  'saved_card.remove.failed': 'La carte n’a pas pu être supprimée. Réessayez.',
  'save_card.checkbox': 'Enregistrer cette carte pour la prochaine fois',
  'save_card.kept_for_renewals':
    'Votre carte est conservée pour les renouvellements de votre abonnement.',
  'save_card.button': 'Enregistrer la carte',
  'save_card.done': 'Carte enregistrée',
  'save_card.note.shop':
    '{shop} conserve votre carte pour vos prochains paiements. Vous n’êtes pas débité maintenant.',
  'save_card.note':
    'La boutique conserve votre carte pour vos prochains paiements. Vous n’êtes pas débité maintenant.',

  'subscription.due_today': 'À payer aujourd’hui',
  'subscription.due_today.amount': 'À payer aujourd’hui : {amount}',
  'subscription.start_trial': 'Commencer l’essai gratuit',
  'subscription.charge.days': {
    one: '{amount} par jour',
    many: '{amount} tous les {count} jours',
    other: '{amount} tous les {count} jours',
  },
  'subscription.charge.weeks': {
    one: '{amount} par semaine',
    many: '{amount} toutes les {count} semaines',
    other: '{amount} toutes les {count} semaines',
  },
  'subscription.terms.trial': {
    one: 'Essai gratuit de {count} jour, puis {charge}',
    many: 'Essai gratuit de {count} jours, puis {charge}',
    other: 'Essai gratuit de {count} jours, puis {charge}',
  },
  'subscription.first_charge.today': 'Premier prélèvement aujourd’hui',
  'subscription.first_charge.on': 'Premier prélèvement le {date}',
  'subscription.consent.paying':
    'En payant, vous autorisez {merchant} à prélever {charges} jusqu’à votre résiliation.',
  'subscription.consent.paying.no_merchant':
    'En payant, vous autorisez le marchand à prélever {charges} jusqu’à votre résiliation.',
  'subscription.consent.trial':
    'En commençant votre essai gratuit, vous autorisez {merchant} à prélever {charges} jusqu’à votre résiliation.',
  'subscription.consent.trial.no_merchant':
    'En commençant votre essai gratuit, vous autorisez le marchand à prélever {charges} jusqu’à votre résiliation.',
  'subscription.consent.for': '{charge} pour {name}',
  'subscription.consent.after_trial': {
    one: '{charge} après votre essai gratuit de {count} jour',
    many: '{charge} après votre essai gratuit de {count} jours',
    other: '{charge} après votre essai gratuit de {count} jours',
  },
  'subscription.consent.for_after_trial': {
    one: '{charge} pour {name} après votre essai gratuit de {count} jour',
    many: '{charge} pour {name} après votre essai gratuit de {count} jours',
    other: '{charge} pour {name} après votre essai gratuit de {count} jours',
  },

  'customer.heading': 'Vos coordonnées',
  'customer.email.label': 'E-mail',
  'customer.email.required': 'Saisissez votre adresse e-mail',
  'customer.email.too_long': 'L’adresse e-mail ne doit pas dépasser 320 caractères',
  'customer.email.invalid': 'Saisissez une adresse e-mail valide, par exemple nom@example.com',
  'customer.email.card_number': 'Saisissez ici votre adresse e-mail, et non un numéro de carte',
  'customer.email.refused': 'Cette adresse e-mail n’a pas été acceptée. Vérifiez-la et réessayez.',
  'customer.country.label': 'Pays de facturation',
  'customer.country.choose': 'Choisissez un pays',
  'customer.country.required': 'Choisissez votre pays de facturation',
  'customer.country.refused':
    'Ce pays n’a pas été accepté. Choisissez de nouveau votre pays de facturation.',

  'wallet.button': 'Payer avec {wallet}',
  'wallet.unavailable':
    '{wallet} n’a pas pu être utilisé. Réessayez ou utilisez un autre moyen de paiement.',
  'wallet.failed': 'Le portefeuille n’a pas pu être utilisé.',
  'wallet.sheet.title': '{wallet} (sandbox)',
  'wallet.sheet.payee': 'Payer {merchant}',
  'wallet.sheet.card': 'Carte',
  'wallet.sheet.authentication': 'Authentification',
  'wallet.sheet.auth.pan_only': 'Carte enregistrée dans le compte (PAN_ONLY)',
  'wallet.sheet.auth.cryptogram_3ds': 'Jeton de l’appareil (CRYPTOGRAM_3DS)',
  'wallet.sheet.outcome.approved': 'Accepté',
  'wallet.sheet.outcome.insufficient_funds': 'Refusé : provision insuffisante',
  'wallet.sheet.outcome.challenge': 'Vérification 3-D Secure si la carte est PAN_ONLY',
  'wallet.sheet.cancel': 'Annuler',
  'wallet.sheet.pay': 'Payer',

  'apm.pay_another_way': 'Payer autrement',
  'apm.countdown.label': 'Temps restant :',
  'apm.countdown.up': 'Le temps est écoulé.',
  'apm.countdown.seconds': {
    one: '{count} seconde restante.',
    many: '{count} secondes restantes.',
    other: '{count} secondes restantes.',
  },
  'apm.countdown.minutes': {
    one: '{count} minute restante.',
    many: '{count} minutes restantes.',
    other: '{count} minutes restantes.',
  },
  'apm.countdown.hours': {
    one: '{count} heure restante.',
    many: '{count} heures restantes.',
    other: '{count} heures restantes.',
  },
  'apm.redirect.status': 'En attente de la confirmation du paiement…',
  'apm.redirect.leaving': 'Redirection vers la page de {method} pour valider le paiement…',
  'apm.redirect.leaving.words':
    'Redirection vers la page du prestataire de paiement pour valider le paiement…',
  'apm.redirect.approve':
    'Validez le paiement sur la page de {method}. Ce formulaire continuera automatiquement ensuite.',
  'apm.redirect.approve.words':
    'Validez le paiement sur la page du prestataire de paiement. Ce formulaire continuera automatiquement ensuite.',
  'apm.redirect.approve_new_window':
    'Validez le paiement sur la page de {method}, dans une nouvelle fenêtre. Ce formulaire continuera automatiquement ensuite.',
  'apm.redirect.approve_new_window.words':
    'Validez le paiement sur la page du prestataire de paiement, dans une nouvelle fenêtre. Ce formulaire continuera automatiquement ensuite.',
  'apm.redirect.open': 'Ouvrir {method}',
  'apm.redirect.open.words': 'Ouvrir la page du prestataire',
  'apm.redirect.go_to': 'Aller sur {method}',
  'apm.redirect.go_to.words': 'Aller sur la page du prestataire',
  'apm.qr.title.scan': 'Scannez pour payer avec {method}',
  'apm.qr.title.copy': 'Copiez le code pour payer avec {method}',
  'apm.qr.status': 'En attente du paiement…',
  'apm.qr.scan': 'Ouvrez l’application {method} sur votre téléphone et scannez ce code.',
  'apm.qr.scan.words':
    'Ouvrez sur votre téléphone l’application avec laquelle vous payez et scannez ce code.',
  'apm.qr.scan.bank_app':
    'Ouvrez l’application de votre banque sur votre téléphone et scannez ce code.',
  'apm.qr.copy_or_scan':
    'Copiez le code et collez-le dans l’application de votre banque, ou scannez le QR code depuis un autre appareil.',
  'apm.qr.image': 'QR code pour payer avec {method}',
  'apm.qr.copy': 'Copier le code',
  'apm.qr.copied':
    'Code copié. Collez-le dans l’application de votre banque pour payer avec {method}.',
  'apm.qr.copy_failed': 'La copie n’a pas fonctionné : sélectionnez le code et copiez-le.',
  'apm.qr.open_here': 'Ouvrir la page de paiement sur cet appareil',
  'apm.voucher.status':
    'En attente du paiement. La boutique confirme votre commande dès sa réception.',
  'apm.voucher.how.transfer':
    'Payez par {method} depuis l’application de votre banque ou en agence, en indiquant cette référence.',
  'apm.voucher.how.transfer.words':
    'Effectuez le virement depuis l’application de votre banque ou en agence, en indiquant cette référence.',
  'apm.voucher.how.counter':
    'Réglez cette référence dans un commerce, une banque ou un point de paiement qui accepte {method}, ou dans l’application de votre banque.',
  'apm.voucher.how.counter.words':
    'Réglez cette référence dans un commerce, une banque ou un point de paiement, ou dans l’application de votre banque.',
  'apm.voucher.barcode': 'Code-barres de la référence {method}',
  'apm.voucher.reference': 'Votre référence de paiement :',
  'apm.voucher.copy': 'Copier la référence',
  'apm.voucher.copied': 'Référence copiée.',
  'apm.voucher.copy_failed':
    'La copie n’a pas fonctionné : sélectionnez la référence et copiez-la.',
  'apm.voucher.pay_by': 'À payer avant le {date}.',
  'apm.voucher.cash_desk': 'Payer au guichet {method} (sandbox)',
  'apm.voucher.cash_desk.words': 'Payer au guichet (sandbox)',
  'apm.bank_app.title': 'Confirmez dans {method}',
  'apm.bank_app.title.words': 'Confirmez dans l’application de votre banque',
  'apm.bank_app.status': 'En attente de votre confirmation du paiement…',
  'apm.bank_app.how': 'Ouvrez l’application {method} sur votre téléphone et confirmez le paiement.',
  'apm.bank_app.how.bank':
    'Ouvrez l’application de votre banque sur votre téléphone et confirmez le paiement.',
  'apm.bank_app.how.blik':
    'Ouvrez l’application de votre banque, saisissez votre code BLIK à 6 chiffres et confirmez le paiement.',
  'apm.bank_app.open': 'Ouvrir l’application {method} (sandbox)',
  'apm.bank_app.open.words': 'Ouvrir l’application de votre banque (sandbox)',

  'sandbox.test_mode': 'Mode test',

  'challenge.bank_name': 'BANQUE SANDBOX',
  'challenge.protocol': '3-D Secure',
  'challenge.document_title': '{page} · Émetteur sandbox Kassa',
  'challenge.heading': 'Confirmez votre paiement',
  'challenge.lead': 'Votre banque vous demande de confirmer ce paiement à {shop}.',
  'challenge.lead.no_shop': 'Votre banque vous demande de confirmer ce paiement à la boutique.',
  'challenge.amount': 'Montant',
  'challenge.card': 'Carte',
  'challenge.code.label': 'Code à usage unique',
  'challenge.code.hint': 'Sandbox : le code est {code}. Vous pouvez le coller.',
  'challenge.code.wrong': {
    one: 'Ce code est incorrect. Il vous reste {count} essai.',
    many: 'Ce code est incorrect. Il vous reste {count} essais.',
    other: 'Ce code est incorrect. Il vous reste {count} essais.',
  },
  'challenge.approve': 'Valider',
  'challenge.deny': 'Refuser',
  'challenge.approved.heading': 'Paiement confirmé',
  'challenge.approved.message': 'Merci. Vous allez être redirigé vers la boutique.',
  'challenge.denied.heading': 'Paiement non confirmé',
  'challenge.denied.message': 'Vous avez refusé ce paiement. Aucun montant n’a été débité.',
  'challenge.cancelled.heading': 'Vérification annulée',
  'challenge.cancelled.message': 'La vérification a été annulée. Aucun montant n’a été débité.',
  'challenge.failed.heading': 'Échec de la vérification',
  'challenge.failed.message': 'Trop de codes incorrects. Aucun montant n’a été débité.',
  'challenge.timed_out.heading': 'Délai de vérification dépassé',
  'challenge.timed_out.message':
    'Le délai pour confirmer ce paiement est dépassé. Aucun montant n’a été débité.',
  'challenge.not_found.heading': 'Vérification introuvable',
  'challenge.not_found.message':
    'Cette vérification n’existe pas. Retournez sur la boutique et payez de nouveau.',
  'challenge.preview.shop': 'Boutique exemple',
  'challenge.preview.heading': 'Vérification exemple',
  'challenge.preview.message': 'Ceci est l’aperçu du designer : rien n’a été payé ni refusé.',

  'provider.name': 'PRESTATAIRE SANDBOX',
  'provider.document_title': '{page} · Prestataire sandbox Kassa',
  'provider.method.unknown': 'Paiement',
  'provider.redirect.heading': 'Payer avec {method}',
  'provider.redirect.heading.words': 'Valider le paiement',
  'provider.redirect.lead': '{shop} vous a redirigé ici pour valider ce paiement.',
  'provider.redirect.lead.no_shop': 'La boutique vous a redirigé ici pour valider ce paiement.',
  'provider.qr.heading': '{method} : confirmez le paiement scanné',
  'provider.qr.heading.words': 'Confirmer le paiement scanné',
  'provider.qr.lead': 'Vous avez scanné le code d’un paiement à {shop}.',
  'provider.qr.lead.no_shop': 'Vous avez scanné le code d’un paiement à la boutique.',
  'provider.voucher.heading': 'Guichet {method}',
  'provider.voucher.heading.words': 'Guichet de paiement',
  'provider.voucher.lead': 'Vous présentez ce bon pour un paiement à {shop}.',
  'provider.voucher.lead.no_shop': 'Vous présentez ce bon pour un paiement à la boutique.',
  'provider.bank_app.heading': 'Application {method}',
  'provider.bank_app.heading.words': 'L’application de votre banque',
  'provider.bank_app.lead': '{shop} vous demande de confirmer ce paiement dans votre application.',
  'provider.bank_app.lead.no_shop':
    'La boutique vous demande de confirmer ce paiement dans votre application.',
  'provider.shop': 'Boutique',
  'provider.shop.unnamed': 'Boutique sandbox Kassa',
  'provider.amount': 'Montant',
  'provider.method': 'Moyen de paiement',
  'provider.payer': 'Payeur',
  'provider.crypto.network': 'Réseau',
  'provider.crypto.paying_from': 'Paiement depuis',
  'provider.crypto.withdrawals_to': 'Retraits vers',
  'provider.reference': 'Référence',
  'provider.valid_until': 'Valable jusqu’au',
  'provider.blik.label': 'Code BLIK',
  'provider.blik.hint':
    'Sandbox : 6 chiffres quelconques confirment le paiement ; {declined} est refusé par la banque.',
  'provider.blik.invalid': 'Saisissez le code BLIK à 6 chiffres.',
  'provider.approve': 'Valider',
  'provider.decline': 'Refuser',
  'provider.leave_pending': 'Laisser en attente',
  'provider.voucher.pay': 'Payer ce bon',
  'provider.voucher.leave_unpaid': 'Laisser impayé',
  'provider.bank_app.confirm': 'Confirmer',
  'provider.bank_app.reject': 'Rejeter',
  'provider.auto_pay':
    'En attente : la sandbox le paiera automatiquement le {time}, sauf s’il expire avant.',
  'provider.approved.heading': 'Paiement accepté',
  'provider.approved.message': 'Ce paiement est accepté et payé.',
  'provider.declined.heading': 'Paiement refusé',
  'provider.declined.message': 'Ce paiement a été refusé. Aucun montant n’a été débité.',
  'provider.cancelled.heading': 'Paiement annulé',
  'provider.cancelled.message':
    'Le client a choisi un autre moyen de paiement sur la page de la boutique. Aucun montant n’a été débité.',
  'provider.expired.heading': 'Paiement expiré',
  'provider.expired.message':
    'Le délai pour effectuer ce paiement est dépassé. Aucun montant n’a été débité.',
  'provider.not_found.heading': 'Paiement introuvable',
  'provider.not_found.message':
    'Ce paiement n’existe pas. Retournez sur la boutique et payez de nouveau.',
  'provider.left_pending.heading': 'Laissé en attente',
  'provider.left_pending.message':
    'Le paiement reste en attente ; la sandbox le paiera automatiquement le {time}, sauf s’il expire avant. Vous pouvez fermer cette page et retourner sur la boutique.',
  'provider.recorded.message':
    'Votre décision a été enregistrée. Vous pouvez fermer cette page et retourner sur la boutique.',
  'provider.not_an_answer.heading': 'Pas une réponse à ce paiement',
  'provider.not_an_answer.message':
    'Un paiement {method} ne peut pas recevoir la réponse « {decision} ». Revenez en arrière et utilisez l’un des boutons de la page.',

  'return.document_title': '{page} – Sandbox Kassa',
  'return.succeeded.heading': 'Paiement réussi',
  'return.failed.heading': 'Échec du paiement',
  'return.returned.heading': 'Retour du paiement',
  'return.failed.reason': '{field} {code} : {message}',
  'return.failed.no_message': 'aucun message',
  'return.stands_in':
    'Cette page remplace la {field} du marchand. Votre serveur recevrait exactement cette requête : l’URL définie dans le checkout, avec {error_code} et {error_message} ajoutés après un échec. Le résultat lui-même, et le jeton de paiement d’une vente réussie, vous parviennent dans le postback TRANSACTION signé.',
  'return.stands_in.return_url':
    'Cette page remplace l’URL de retour du marchand. Votre serveur recevrait exactement cette requête : l’URL définie dans le checkout, avec {error_code} et {error_message} ajoutés après un échec. Le résultat lui-même, et le jeton de paiement d’une vente réussie, vous parviennent dans le postback TRANSACTION signé.',
  'return.received.heading': 'Ce que la {field} a reçu',
  'return.received.heading.return_url': 'Ce que l’URL de retour a reçu',
  'return.query.none': 'L’URL ne contenait aucun paramètre de requête.',
  'return.query.caption': 'Paramètres de requête reçus',
  'return.lookup.off':
    'Ce serveur n’affiche pas les paiements sur des pages ouvertes ({host} n’est pas une adresse de bouclage et {demo} est désactivé). Le postback TRANSACTION transmet le résultat ; {command} montre ce qui a été envoyé.',
  'return.lookup.no_reference':
    'Ajoutez votre propre référence dans les URL de retour, comme le fait une boutique ({example}), et cette page affichera ce paiement et ses postbacks.',
  'return.lookup.not_found':
    'Le marchand sandbox n’a aucun paiement avec merchant_payment_id {reference} ni avec un payment_id de cette valeur.',
  'return.payment.heading': 'Le paiement',
  'return.postbacks.heading': 'Postbacks',
  'return.postbacks.none': 'Aucun postback pour l’instant.',
  'return.postbacks.caption': 'Postbacks envoyés pour ce paiement',
  'return.postbacks.delivery': 'livraison',
  'return.postbacks.attempts': {
    one: '{status} ({count} tentative)',
    many: '{status} ({count} tentatives)',
    other: '{status} ({count} tentatives)',
  },
  'return.postbacks.refreshing':
    'Aucun postback n’a encore été envoyé : cette partie de la page s’actualise d’elle-même jusqu’à la première tentative.',
  'return.postbacks.log':
    '{link_start}Le journal de livraison{link_end} affiche chaque tentative et permet d’en renvoyer une.',
  'return.back': 'Retour à Kassa',
};

export default messages;
