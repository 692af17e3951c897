// French (Canada). Terms as Canadian checkouts (Moneris, Desjardins, Stripe, Shopify) use them: "Numéro de carte",
// "Date d’expiration", "Code de sécurité (CVV)", "courriel", "bac à sable" (sandbox), "facturer"; "vous" form.
// Only the texts that differ from fr.ts: catalogs.ts lays them over it for the rest.
import type { RegionalMessages } from '../en.ts';

const messages: RegionalMessages = {
  'choice.heading': 'Mode de paiement',
  'method.name.local_payment_methods': 'Modes de paiement locaux',
  'method.name.pay_by_cash': 'Paiement en argent comptant',
  'method.name.wire_transfer': 'Virement télégraphique',
  'choice.another_method': 'Choisir un autre mode de paiement',
  'method.note.redirect.words':
    'Vous poursuivez sur la page du fournisseur de paiement pour valider le paiement, puis vous revenez ici.',
  'method.note.qr': 'Un code QR s’affiche ici : scannez-le avec l’application {method} pour payer.',
  'method.note.qr.words': 'Un code QR s’affiche ici : scannez-le avec votre téléphone pour payer.',
  'card.security_code.label': 'Code de sécurité',
  'card.security_code.required': {
    one: 'Saisissez le code de sécurité à {count} chiffre',
    many: 'Saisissez le code de sécurité à {count} chiffres',
    other: 'Saisissez le code de sécurité à {count} chiffres',
  },
  'card.security_code.incomplete': {
    one: 'Le code de sécurité est incomplet. Saisissez le chiffre.',
    many: 'Le code de sécurité est incomplet. Saisissez les {count} chiffres.',
    other: 'Le code de sécurité est incomplet. Saisissez les {count} chiffres.',
  },
  'card.security_code.invalid_for_scheme': {
    one: 'Les cartes {scheme} ont un code de sécurité à {count} chiffre. Vérifiez le code.',
    many: 'Les cartes {scheme} ont un code de sécurité à {count} chiffres. Vérifiez le code.',
    other: 'Les cartes {scheme} ont un code de sécurité à {count} chiffres. Vérifiez le code.',
  },
  'result.invalid_details':
    'Vérifiez l’adresse courriel et le pays de facturation, puis réessayez.',

  'decline.insufficient_funds.advice':
    'Fonds insuffisants sur cette carte. Utilisez une autre carte ou un autre mode de paiement.',
  'decline.limit_exceeded.advice':
    'Ce paiement dépasse la limite de la carte. Utilisez une autre carte ou un autre mode de paiement.',
  'decline.security_code.advice':
    'Le code de sécurité n’a pas été accepté. Vérifiez-le sur votre carte et saisissez-le de nouveau.',
  'decline.security_code.field':
    'Vérifiez le code de sécurité sur votre carte et saisissez-le de nouveau',
  'customer_message.transaction_declined':
    'Transaction refusée; réessayez ou utilisez une autre carte',
  'customer_message.bank_declined': 'Refusée par la banque; réessayez ou utilisez une autre carte',
  'customer_message.insufficient_funds': 'Fonds insuffisants',
  'customer_message.limit_exceeded': 'Limite de la carte dépassée',
  'customer_message.processing_error':
    'Erreur lors du traitement de la carte; réessayez dans un instant',
  'customer_message.security_code': 'Code de sécurité incorrect',
  'customer_message.other': 'Carte refusée; réessayez ou utilisez une autre carte',
  'saved_card.remove.question': 'Supprimer cette carte de vos cartes enregistrées?',
  'save_card.note.shop':
    '{shop} conserve votre carte pour vos prochains paiements. Aucuns frais ne vous sont facturés pour le moment.',
  'save_card.note':
    'La boutique conserve votre carte pour vos prochains paiements. Aucuns frais ne vous sont facturés pour le moment.',

  'subscription.first_charge.today': 'Premier paiement aujourd’hui',
  'subscription.first_charge.on': 'Premier paiement le {date}',
  'subscription.consent.paying':
    'En payant, vous autorisez {merchant} à facturer {charges} jusqu’à votre résiliation.',
  'subscription.consent.paying.no_merchant':
    'En payant, vous autorisez le marchand à facturer {charges} jusqu’à votre résiliation.',
  'subscription.consent.trial':
    'En commençant votre essai gratuit, vous autorisez {merchant} à facturer {charges} jusqu’à votre résiliation.',
  'subscription.consent.trial.no_merchant':
    'En commençant votre essai gratuit, vous autorisez le marchand à facturer {charges} jusqu’à votre résiliation.',
  'customer.email.label': 'Courriel',
  'customer.email.required': 'Saisissez votre adresse courriel',
  'customer.email.too_long': 'L’adresse courriel ne doit pas dépasser 320 caractères',
  'customer.email.invalid': 'Saisissez une adresse courriel valide, par exemple nom@example.com',
  'customer.email.card_number': 'Saisissez ici votre adresse courriel, et non un numéro de carte',
  'customer.email.refused':
    'Cette adresse courriel n’a pas été acceptée. Vérifiez-la et réessayez.',
  'wallet.unavailable':
    '{wallet} n’a pas pu être utilisé. Réessayez ou utilisez un autre mode de paiement.',
  'wallet.failed': 'Le portefeuille numérique n’a pas pu être utilisé.',
  'wallet.sheet.title': '{wallet} (bac à sable)',
  'wallet.sheet.outcome.insufficient_funds': 'Refusé : fonds insuffisants',
  'apm.redirect.leaving.words':
    'Redirection vers la page du fournisseur de paiement pour valider le paiement…',
  'apm.redirect.approve.words':
    'Validez le paiement sur la page du fournisseur de paiement. Ce formulaire continuera automatiquement ensuite.',
  'apm.redirect.approve_new_window.words':
    'Validez le paiement sur la page du fournisseur de paiement, dans une nouvelle fenêtre. Ce formulaire continuera automatiquement ensuite.',
  'apm.redirect.open.words': 'Ouvrir la page du fournisseur',
  'apm.redirect.go_to.words': 'Aller sur la page du fournisseur',
  'apm.qr.copy_or_scan':
    'Copiez le code et collez-le dans l’application de votre banque, ou scannez le code QR depuis un autre appareil.',
  'apm.qr.image': 'Code QR pour payer avec {method}',
  'apm.voucher.cash_desk': 'Payer à la caisse {method} (bac à sable)',
  'apm.voucher.cash_desk.words': 'Payer à la caisse (bac à sable)',
  'apm.bank_app.open': 'Ouvrir l’application {method} (bac à sable)',
  'apm.bank_app.open.words': 'Ouvrir l’application de votre banque (bac à sable)',

  'challenge.bank_name': 'BANQUE BAC À SABLE',
  'challenge.document_title': '{page} · Émetteur bac à sable Kassa',
  'challenge.code.hint': 'Bac à sable : le code est {code}. Vous pouvez le coller.',
  'challenge.denied.message': 'Vous avez refusé ce paiement. Aucun montant n’a été facturé.',
  'challenge.cancelled.message': 'La vérification a été annulée. Aucun montant n’a été facturé.',
  'challenge.failed.message': 'Trop de codes incorrects. Aucun montant n’a été facturé.',
  'challenge.timed_out.message':
    'Le délai pour confirmer ce paiement est dépassé. Aucun montant n’a été facturé.',
  'provider.name': 'FOURNISSEUR BAC À SABLE',
  'provider.document_title': '{page} · Fournisseur bac à sable Kassa',
  'provider.voucher.heading': 'Caisse {method}',
  'provider.voucher.heading.words': 'Caisse',
  'provider.shop.unnamed': 'Boutique bac à sable Kassa',
  'provider.method': 'Mode de paiement',
  'provider.blik.hint':
    'Bac à sable : 6 chiffres quelconques confirment le paiement; {declined} est refusé par la banque.',
  'provider.auto_pay':
    'En attente : le bac à sable le paiera automatiquement le {time}, sauf s’il expire avant.',
  'provider.declined.message': 'Ce paiement a été refusé. Aucun montant n’a été facturé.',
  'provider.cancelled.message':
    'Le client a choisi un autre mode de paiement sur la page de la boutique. Aucun montant n’a été facturé.',
  'provider.expired.message':
    'Le délai pour effectuer ce paiement est dépassé. Aucun montant n’a été facturé.',
  'provider.left_pending.message':
    'Le paiement reste en attente; le bac à sable le paiera automatiquement le {time}, sauf s’il expire avant. Vous pouvez fermer cette page et retourner sur la boutique.',
  'return.document_title': '{page} – Bac à sable Kassa',
  'return.lookup.off':
    'Ce serveur n’affiche pas les paiements sur des pages ouvertes ({host} n’est pas une adresse de bouclage et {demo} est désactivé). Le postback TRANSACTION transmet le résultat; {command} montre ce qui a été envoyé.',
  'return.lookup.not_found':
    'Le marchand bac à sable n’a aucun paiement avec merchant_payment_id {reference} ni avec un payment_id de cette valeur.',
};

export default messages;
