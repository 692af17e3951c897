// Greek (Ελληνικά). Terms: "Αριθμός κάρτας", "Ημερομηνία λήξης" (MM/YY), "Κωδικός ασφαλείας (CVV)"
// as Greek bank checkouts label it, "Όνομα κατόχου κάρτας", "Πληρωμή"; polite plural ("Εισαγάγετε").
import type { Messages } from '../en.ts';

const messages: Messages = {
  'page.title': 'Πληρωμή',
  'page.title.shop': 'Πληρωμή – {shop}',
  'page.heading': 'Πληρωμή',
  'page.loading': 'Φόρτωση σελίδας πληρωμής…',
  'page.redirecting': 'Ανακατεύθυνση…',
  'page.retry': 'Δοκιμάστε ξανά',
  'page.back_to_shop': 'Επιστροφή στο κατάστημα',
  'page.test_mode': 'Δοκιμαστική λειτουργία',
  'page.footer.secure': 'Οι πληρωμές κρυπτογραφούνται και διεκπεραιώνονται με ασφάλεια.',
  'page.footer.powered_by': 'Με την υποστήριξη του {product}',
  'page.embed_refused': 'Αυτή η φόρμα πληρωμής δεν μπορεί να εμφανιστεί σε αυτόν τον ιστότοπο.',

  'link.invalid': 'Αυτός ο σύνδεσμος πληρωμής δεν είναι έγκυρος.',
  'link.invalid.advice': 'Επιστρέψτε στο κατάστημα και ξεκινήστε ξανά την πληρωμή.',
  'session.expired': 'Αυτή η φόρμα πληρωμής έχει λήξει.',
  'session.ending_soon': {
    one: 'Αυτή η φόρμα πληρωμής κλείνει σε {count} λεπτό. Ολοκληρώστε την πληρωμή πριν από τότε.',
    other: 'Αυτή η φόρμα πληρωμής κλείνει σε {count} λεπτά. Ολοκληρώστε την πληρωμή πριν από τότε.',
  },
  'session.failed': 'Δεν ήταν δυνατή η ολοκλήρωση αυτής της πληρωμής.',

  'summary.subtotal': 'Μερικό σύνολο',
  'summary.total': 'Σύνολο',
  'summary.show': 'Εμφάνιση σύνοψης παραγγελίας',
  'summary.hide': 'Απόκρυψη σύνοψης παραγγελίας',
  'summary.tax.on_top': '{name} {rate}%',
  'summary.tax.included': 'Συμπεριλαμβάνεται {name} {rate}%',
  'summary.tax.name.tax': 'Φόρος',
  'summary.tax.name.vat': 'ΦΠΑ',
  'summary.tax.name.gst': 'Φόρος αγαθών και υπηρεσιών (GST)',
  'summary.tax.name.sales_tax': 'Φόρος πωλήσεων',
  'addons.heading': 'Προσθήκη στην παραγγελία σας',
  'addons.add': 'Προσθήκη',

  'pay.button.amount': 'Πληρωμή {amount}',
  'pay.button': 'Πληρωμή',
  'pay.button.busy': 'Επεξεργασία…',
  'pay.button.paid': 'Πληρώθηκε',

  'choice.heading': 'Τρόπος πληρωμής',
  'choice.card': 'Κάρτα',
  'method.name.bank_app': 'Εφαρμογή τράπεζας',
  'method.name.bank_transfer': 'Τραπεζική μεταφορά',
  'method.name.card_external': 'Κάρτα (εξωτερική)',
  'method.name.crypto': 'Κρυπτονομίσματα',
  'method.name.instant_bank_transfer': 'Άμεση τραπεζική μεταφορά',
  'method.name.local_payment_methods': 'Τοπικοί τρόποι πληρωμής',
  'method.name.pay_by_bank': 'Πληρωμή μέσω τράπεζας',
  'method.name.pay_by_bank_japan': 'Πληρωμή μέσω τράπεζας (Ιαπωνία)',
  'method.name.pay_by_cash': 'Πληρωμή με μετρητά',
  'method.name.sepa_bank_transfer': 'Μεταφορά SEPA',
  'method.name.sepa_instant': 'Άμεση μεταφορά SEPA',
  'method.name.wire_transfer': 'Διεθνές έμβασμα',
  'choice.or': 'ή',
  'choice.another_method': 'Επιλέξτε άλλον τρόπο πληρωμής',
  'method.card.heading': 'Πληρωμή με κάρτα',
  'method.pay_with': 'Πληρωμή με {method}',
  'method.pay_with.words': '{method}',
  'method.continue_with': 'Συνέχεια με {method}',
  'method.continue_with.words': 'Συνέχεια',
  'method.note.redirect':
    'Θα μεταβείτε στη σελίδα του {method} για να εγκρίνετε την πληρωμή και μετά θα επιστρέψετε εδώ.',
  'method.note.redirect.words':
    'Θα μεταβείτε στη σελίδα του παρόχου για να εγκρίνετε την πληρωμή και μετά θα επιστρέψετε εδώ.',
  'method.note.qr':
    'Εδώ θα εμφανιστεί ένας κωδικός QR: σαρώστε τον με την εφαρμογή {method} για να πληρώσετε.',
  'method.note.qr.words':
    'Εδώ θα εμφανιστεί ένας κωδικός QR: σαρώστε τον με το κινητό σας για να πληρώσετε.',
  'method.note.voucher':
    'Θα λάβετε έναν κωδικό πληρωμής για να πληρώσετε με {method}. Το κατάστημα επιβεβαιώνει την παραγγελία σας μόλις λάβει την πληρωμή.',
  'method.note.voucher.words':
    'Θα λάβετε έναν κωδικό πληρωμής που θα αναφέρετε όταν πληρώνετε. Το κατάστημα επιβεβαιώνει την παραγγελία σας μόλις φτάσει η πληρωμή.',
  'method.note.bank_app': 'Θα επιβεβαιώσετε την πληρωμή στην εφαρμογή {method}.',
  'method.note.bank_app.words': 'Θα επιβεβαιώσετε την πληρωμή στην εφαρμογή της τράπεζάς σας.',

  'card.number.label': 'Αριθμός κάρτας',
  'card.number.required': 'Εισαγάγετε τον αριθμό της κάρτας',
  'card.number.incomplete': 'Ο αριθμός της κάρτας είναι ελλιπής. Εισαγάγετε όλα τα ψηφία του.',
  'card.number.invalid':
    'Ο αριθμός της κάρτας δεν είναι έγκυρος. Ελέγξτε τον για τυπογραφικό λάθος.',
  'card.number.unsupported': 'Αυτός ο τύπος κάρτας δεν γίνεται δεκτός. Χρησιμοποιήστε άλλη κάρτα.',
  'card.expiry.label': 'Ημερομηνία λήξης',
  'card.expiry.hint': 'MM/YY',
  'card.expiry.required': 'Εισαγάγετε την ημερομηνία λήξης ως MM/YY',
  'card.expiry.incomplete': 'Η ημερομηνία λήξης είναι ελλιπής. Εισαγάγετέ τη ως MM/YY.',
  'card.expiry.invalid': 'Εισαγάγετε την ημερομηνία λήξης ως MM/YY',
  'card.expiry.invalid_month': 'Δεν υπάρχει τέτοιος μήνας. Εισαγάγετε μήνα από 01 έως 12.',
  'card.expiry.expired':
    'Αυτή η ημερομηνία έχει περάσει. Ελέγξτε την ημερομηνία λήξης στην κάρτα σας.',
  'card.expiry.too_far': 'Ελέγξτε την ημερομηνία λήξης: απέχει υπερβολικά στο μέλλον',
  'card.security_code.label': 'Κωδικός ασφαλείας (CVV)',
  'card.security_code.hint.back': {
    one: '{count} ψηφίο, στο πίσω μέρος της κάρτας',
    other: '{count} ψηφία, στο πίσω μέρος της κάρτας',
  },
  'card.security_code.hint.front': {
    one: '{count} ψηφίο, στην μπροστινή όψη της κάρτας',
    other: '{count} ψηφία, στην μπροστινή όψη της κάρτας',
  },
  'card.security_code.required': {
    one: 'Εισαγάγετε τον μονοψήφιο κωδικό ασφαλείας',
    other: 'Εισαγάγετε τον κωδικό ασφαλείας {count} ψηφίων',
  },
  'card.security_code.incomplete': {
    one: 'Ο κωδικός ασφαλείας είναι ελλιπής. Εισαγάγετε το {count} ψηφίο του.',
    other: 'Ο κωδικός ασφαλείας είναι ελλιπής. Εισαγάγετε και τα {count} ψηφία.',
  },
  'card.security_code.invalid_for_scheme': {
    one: 'Οι κάρτες {scheme} έχουν κωδικό ασφαλείας {count} ψηφίου. Ελέγξτε τον κωδικό.',
    other: 'Οι κάρτες {scheme} έχουν κωδικό ασφαλείας {count} ψηφίων. Ελέγξτε τον κωδικό.',
  },
  'card.holder_name.label': 'Όνομα κατόχου κάρτας',
  'card.holder_name.label.optional': 'Όνομα κατόχου κάρτας (προαιρετικό)',
  'card.holder_name.required': 'Εισαγάγετε το όνομα όπως αναγράφεται στην κάρτα',
  'card.holder_name.too_long': 'Το όνομα στην κάρτα πρέπει να έχει έως 64 χαρακτήρες',
  'card.holder_name.card_number': 'Εισαγάγετε εδώ το όνομα της κάρτας, όχι τον αριθμό της',
  'card.holder_name.invalid': "Χρησιμοποιήστε μόνο γράμματα, κενά και . ' - στο όνομα της κάρτας",
  'card.accepted': 'Αποδεκτές κάρτες',
  'card.type': 'Τύπος κάρτας: {scheme}',

  'form.error.network':
    'Δεν ήταν δυνατή η σύνδεση με την υπηρεσία πληρωμών. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
  'form.error.declined': 'Η κάρτα σας απορρίφθηκε. Δοκιμάστε ξανά ή χρησιμοποιήστε άλλη κάρτα.',
  'form.error.rejected':
    'Ορισμένα στοιχεία της κάρτας δεν έγιναν δεκτά. Ελέγξτε τα και δοκιμάστε ξανά.',
  'form.error.details_rejected':
    'Ορισμένα από τα στοιχεία σας δεν έγιναν δεκτά. Ελέγξτε τα και δοκιμάστε ξανά.',
  'form.error.unavailable': 'Παρουσιάστηκε πρόβλημα από τη μεριά μας. Δοκιμάστε ξανά σε λίγο.',
  'success.paid': 'Η πληρωμή ολοκληρώθηκε',
  'success.saved': 'Η κάρτα αποθηκεύτηκε',
  'result.invalid_card': 'Ελέγξτε τα στοιχεία της κάρτας και δοκιμάστε ξανά.',
  'result.invalid_details': 'Ελέγξτε το email και τη χώρα χρέωσης και δοκιμάστε ξανά.',

  'decline.declined.advice':
    'Η τράπεζά σας απέρριψε αυτή την πληρωμή. Δοκιμάστε ξανά ή χρησιμοποιήστε άλλη κάρτα.',
  'decline.insufficient_funds.advice':
    'Ανεπαρκές υπόλοιπο στην κάρτα. Χρησιμοποιήστε άλλη κάρτα ή άλλον τρόπο πληρωμής.',
  'decline.card_not_supported.advice':
    'Αυτή η κάρτα δεν μπορεί να χρησιμοποιηθεί για αυτή την πληρωμή. Χρησιμοποιήστε άλλη κάρτα.',
  'decline.limit_exceeded.advice':
    'Η πληρωμή υπερβαίνει το όριο της κάρτας. Χρησιμοποιήστε άλλη κάρτα ή άλλον τρόπο πληρωμής.',
  'decline.processing_error.advice':
    'Παρουσιάστηκε πρόβλημα κατά την επεξεργασία της κάρτας. Δοκιμάστε ξανά σε λίγο.',
  'decline.security_code.advice':
    'Ο κωδικός ασφαλείας δεν έγινε δεκτός. Ελέγξτε τον στην κάρτα σας και εισαγάγετέ τον ξανά.',
  'decline.security_code.field':
    'Ελέγξτε τον κωδικό ασφαλείας στην κάρτα σας και εισαγάγετέ τον ξανά',
  'decline.three_ds_failed.advice':
    'Η τράπεζά σας δεν μπόρεσε να επιβεβαιώσει αυτή την πληρωμή. Δοκιμάστε ξανά ή χρησιμοποιήστε άλλη κάρτα.',
  'decline.expired.advice':
    'Σύμφωνα με την τράπεζά σας, η κάρτα έχει λήξει. Ελέγξτε την ημερομηνία λήξης ή χρησιμοποιήστε άλλη κάρτα.',
  'decline.expired.field': 'Ελέγξτε την ημερομηνία λήξης στην κάρτα σας',
  'decline.card_number.advice':
    'Η τράπεζά σας δεν αναγνωρίζει αυτόν τον αριθμό κάρτας. Ελέγξτε τον ή χρησιμοποιήστε άλλη κάρτα.',
  'decline.card_number.field': 'Ελέγξτε τον αριθμό της κάρτας',

  'customer_message.transaction_declined':
    'Η συναλλαγή απορρίφθηκε· δοκιμάστε ξανά ή χρησιμοποιήστε άλλη κάρτα',
  'customer_message.transaction_declined.final': 'Η συναλλαγή απορρίφθηκε',
  'customer_message.bank_declined':
    'Απορρίφθηκε από την τράπεζα· δοκιμάστε ξανά ή χρησιμοποιήστε άλλη κάρτα',
  'customer_message.bank_declined.final': 'Απορρίφθηκε από την τράπεζα',
  'customer_message.insufficient_funds': 'Ανεπαρκές υπόλοιπο',
  'customer_message.card_not_supported': 'Η κάρτα δεν υποστηρίζεται',
  'customer_message.limit_exceeded': 'Υπέρβαση ορίου κάρτας',
  'customer_message.processing_error':
    'Σφάλμα κατά την επεξεργασία της κάρτας· δοκιμάστε ξανά σε λίγο',
  'customer_message.processing_error.final': 'Σφάλμα κατά την επεξεργασία της κάρτας',
  'customer_message.security_code': 'Λανθασμένος κωδικός ασφαλείας',
  'customer_message.three_ds_failed': 'Ο έλεγχος ταυτότητας 3-D Secure απέτυχε',
  'customer_message.card_expired': 'Η κάρτα έχει λήξει',
  'customer_message.card_number_invalid': 'Μη έγκυρος αριθμός κάρτας',
  'customer_message.other': 'Η κάρτα απορρίφθηκε· δοκιμάστε ξανά ή χρησιμοποιήστε άλλη κάρτα',
  'customer_message.other.final': 'Η κάρτα απορρίφθηκε',

  'three_ds.heading': 'Επιβεβαιώστε την πληρωμή σας',
  'three_ds.cancel': 'Ακύρωση',
  'three_ds.frame_title': 'Επαλήθευση 3-D Secure',
  'three_ds.back_to_top': 'Επιστροφή στην αρχή της επαλήθευσης',
  'three_ds.elsewhere': 'Ολοκληρώστε την επαλήθευση στο παράθυρο που άνοιξε.',

  'embed.frame_title': 'Ασφαλής φόρμα πληρωμής',

  'saved_card.name': '{scheme} με τελικά ψηφία {last4}',
  'saved_card.number': 'με τελικά ψηφία {number}',
  'saved_card.expires': 'Λήξη {date}',
  'saved_card.remove': 'Αφαίρεση',
  'saved_card.remove.label': 'Αφαίρεση {card}',
  'saved_card.remove.question': 'Να αφαιρεθεί αυτή η κάρτα από τις αποθηκευμένες κάρτες σας;',
  'saved_card.remove.confirm': 'Αφαίρεση κάρτας',
  'saved_card.remove.keep': 'Διατήρηση',
  'saved_card.removed': 'Η κάρτα {card} αφαιρέθηκε.',
  'saved_card.remove.failed': 'Δεν ήταν δυνατή η αφαίρεση της κάρτας. Δοκιμάστε ξανά.',
  'save_card.checkbox': 'Αποθήκευση της κάρτας για την επόμενη φορά',
  'save_card.kept_for_renewals': 'Η κάρτα σας διατηρείται για τις ανανεώσεις της συνδρομής σας.',
  'save_card.button': 'Αποθήκευση κάρτας',
  'save_card.done': 'Η κάρτα αποθηκεύτηκε',
  'save_card.note.shop':
    'Το {shop} διατηρεί την κάρτα σας για μελλοντικές πληρωμές. Δεν θα χρεωθείτε τώρα.',
  'save_card.note':
    'Το κατάστημα διατηρεί την κάρτα σας για μελλοντικές πληρωμές. Δεν θα χρεωθείτε τώρα.',

  'subscription.due_today': 'Πληρωτέο σήμερα',
  'subscription.due_today.amount': 'Πληρωτέο σήμερα: {amount}',
  'subscription.start_trial': 'Έναρξη δωρεάν δοκιμής',
  'subscription.charge.days': {
    one: '{amount} κάθε μέρα',
    other: '{amount} κάθε {count} ημέρες',
  },
  'subscription.charge.weeks': {
    one: '{amount} κάθε εβδομάδα',
    other: '{amount} κάθε {count} εβδομάδες',
  },
  'subscription.terms.trial': {
    one: 'Δωρεάν δοκιμή {count} ημέρας, στη συνέχεια {charge}',
    other: 'Δωρεάν δοκιμή {count} ημερών, στη συνέχεια {charge}',
  },
  'subscription.first_charge.today': 'Πρώτη χρέωση σήμερα',
  'subscription.first_charge.on': 'Πρώτη χρέωση στις {date}',
  'subscription.consent.paying':
    'Πληρώνοντας, επιτρέπετε στο {merchant} να χρεώνει {charges} μέχρι να ακυρώσετε.',
  'subscription.consent.paying.no_merchant':
    'Πληρώνοντας, επιτρέπετε στον έμπορο να χρεώνει {charges} μέχρι να ακυρώσετε.',
  'subscription.consent.trial':
    'Ξεκινώντας τη δωρεάν δοκιμή σας, επιτρέπετε στο {merchant} να χρεώνει {charges} μέχρι να ακυρώσετε.',
  'subscription.consent.trial.no_merchant':
    'Ξεκινώντας τη δωρεάν δοκιμή σας, επιτρέπετε στον έμπορο να χρεώνει {charges} μέχρι να ακυρώσετε.',
  'subscription.consent.for': '{charge} για {name}',
  'subscription.consent.after_trial': {
    one: '{charge} μετά τη δωρεάν δοκιμή {count} ημέρας',
    other: '{charge} μετά τη δωρεάν δοκιμή {count} ημερών',
  },
  'subscription.consent.for_after_trial': {
    one: '{charge} για {name} μετά τη δωρεάν δοκιμή {count} ημέρας',
    other: '{charge} για {name} μετά τη δωρεάν δοκιμή {count} ημερών',
  },

  'customer.heading': 'Τα στοιχεία σας',
  'customer.email.label': 'Email',
  'customer.email.required': 'Εισαγάγετε τη διεύθυνση email σας',
  'customer.email.too_long': 'Η διεύθυνση email πρέπει να έχει έως 320 χαρακτήρες',
  'customer.email.invalid': 'Εισαγάγετε μια έγκυρη διεύθυνση email, π.χ. name@example.com',
  'customer.email.card_number': 'Εισαγάγετε εδώ τη διεύθυνση email σας, όχι αριθμό κάρτας',
  'customer.email.refused':
    'Αυτή η διεύθυνση email δεν έγινε δεκτή. Ελέγξτε την και δοκιμάστε ξανά.',
  'customer.country.label': 'Χώρα χρέωσης',
  'customer.country.choose': 'Επιλέξτε χώρα',
  'customer.country.required': 'Επιλέξτε τη χώρα χρέωσης',
  'customer.country.refused': 'Αυτή η χώρα δεν έγινε δεκτή. Επιλέξτε ξανά τη χώρα χρέωσης.',

  'wallet.button': 'Πληρωμή με {wallet}',
  'wallet.unavailable':
    'Δεν ήταν δυνατή η χρήση του {wallet}. Δοκιμάστε ξανά ή χρησιμοποιήστε άλλον τρόπο πληρωμής.',
  'wallet.failed': 'Δεν ήταν δυνατή η χρήση του πορτοφολιού.',
  'wallet.sheet.title': '{wallet} (sandbox)',
  'wallet.sheet.payee': 'Πληρωμή προς {merchant}',
  'wallet.sheet.card': 'Κάρτα',
  'wallet.sheet.authentication': 'Έλεγχος ταυτότητας',
  'wallet.sheet.auth.pan_only': 'Κάρτα αποθηκευμένη στον λογαριασμό (PAN_ONLY)',
  'wallet.sheet.auth.cryptogram_3ds': 'Token συσκευής (CRYPTOGRAM_3DS)',
  'wallet.sheet.outcome.approved': 'Εγκρίθηκε',
  'wallet.sheet.outcome.insufficient_funds': 'Απορρίφθηκε: ανεπαρκές υπόλοιπο',
  'wallet.sheet.outcome.challenge': 'Επαλήθευση 3-D Secure όταν η κάρτα είναι PAN_ONLY',
  'wallet.sheet.cancel': 'Ακύρωση',
  'wallet.sheet.pay': 'Πληρωμή',

  'apm.pay_another_way': 'Πληρωμή με άλλο τρόπο',
  'apm.countdown.label': 'Χρόνος που απομένει:',
  'apm.countdown.up': 'Ο χρόνος έληξε.',
  'apm.countdown.seconds': {
    one: 'Απομένει {count} δευτερόλεπτο.',
    other: 'Απομένουν {count} δευτερόλεπτα.',
  },
  'apm.countdown.minutes': {
    one: 'Απομένει {count} λεπτό.',
    other: 'Απομένουν {count} λεπτά.',
  },
  'apm.countdown.hours': {
    one: 'Απομένει {count} ώρα.',
    other: 'Απομένουν {count} ώρες.',
  },
  'apm.redirect.status': 'Αναμονή για επιβεβαίωση της πληρωμής…',
  'apm.redirect.leaving': 'Μετάβαση στη σελίδα του {method} για έγκριση της πληρωμής…',
  'apm.redirect.leaving.words': 'Μετάβαση στη σελίδα του παρόχου για έγκριση της πληρωμής…',
  'apm.redirect.approve':
    'Εγκρίνετε την πληρωμή στη σελίδα του {method}. Μόλις το κάνετε, αυτή η φόρμα θα προχωρήσει αυτόματα.',
  'apm.redirect.approve.words':
    'Εγκρίνετε την πληρωμή στη σελίδα του παρόχου. Μόλις το κάνετε, αυτή η φόρμα θα προχωρήσει αυτόματα.',
  'apm.redirect.approve_new_window':
    'Εγκρίνετε την πληρωμή στη σελίδα του {method}, σε νέο παράθυρο. Μόλις το κάνετε, αυτή η φόρμα θα προχωρήσει αυτόματα.',
  'apm.redirect.approve_new_window.words':
    'Εγκρίνετε την πληρωμή στη σελίδα του παρόχου, σε νέο παράθυρο. Μόλις το κάνετε, αυτή η φόρμα θα προχωρήσει αυτόματα.',
  'apm.redirect.open': 'Άνοιγμα {method}',
  'apm.redirect.open.words': 'Άνοιγμα της σελίδας του παρόχου',
  'apm.redirect.go_to': 'Μετάβαση στο {method}',
  'apm.redirect.go_to.words': 'Μετάβαση στη σελίδα του παρόχου',
  'apm.qr.title.scan': 'Σαρώστε για πληρωμή με {method}',
  'apm.qr.title.copy': 'Αντιγράψτε τον κωδικό για πληρωμή με {method}',
  'apm.qr.status': 'Αναμονή για την πληρωμή…',
  'apm.qr.scan': 'Ανοίξτε την εφαρμογή {method} στο κινητό σας και σαρώστε αυτόν τον κωδικό.',
  'apm.qr.scan.words':
    'Ανοίξτε στο κινητό σας την εφαρμογή με την οποία πληρώνετε και σαρώστε αυτόν τον κωδικό.',
  'apm.qr.scan.bank_app':
    'Ανοίξτε την εφαρμογή της τράπεζάς σας στο κινητό και σαρώστε αυτόν τον κωδικό.',
  'apm.qr.copy_or_scan':
    'Αντιγράψτε τον κωδικό και επικολλήστε τον στην εφαρμογή της τράπεζάς σας ή σαρώστε τον κωδικό QR από άλλη συσκευή.',
  'apm.qr.image': 'Κωδικός QR για πληρωμή με {method}',
  'apm.qr.copy': 'Αντιγραφή κωδικού',
  'apm.qr.copied':
    'Ο κωδικός αντιγράφηκε. Επικολλήστε τον στην εφαρμογή της τράπεζάς σας για να πληρώσετε με {method}.',
  'apm.qr.copy_failed': 'Η αντιγραφή δεν λειτούργησε: επιλέξτε τον κωδικό και αντιγράψτε τον.',
  'apm.qr.open_here': 'Άνοιγμα της σελίδας πληρωμής σε αυτή τη συσκευή',
  'apm.voucher.status':
    'Αναμονή για την πληρωμή. Το κατάστημα επιβεβαιώνει την παραγγελία σας μόλις λάβει την πληρωμή.',
  'apm.voucher.how.transfer':
    'Πληρώστε με {method} από την εφαρμογή της τράπεζάς σας ή στην τράπεζα, αναφέροντας αυτόν τον κωδικό.',
  'apm.voucher.how.transfer.words':
    'Κάντε τη μεταφορά από την εφαρμογή της τράπεζάς σας ή στην τράπεζα, αναφέροντας αυτόν τον κωδικό.',
  'apm.voucher.how.counter':
    'Πληρώστε αυτόν τον κωδικό σε κατάστημα, τράπεζα ή πράκτορα που δέχεται {method}, ή στην εφαρμογή της τράπεζάς σας.',
  'apm.voucher.how.counter.words':
    'Πληρώστε αυτόν τον κωδικό σε κατάστημα, τράπεζα ή πράκτορα, ή στην εφαρμογή της τράπεζάς σας.',
  'apm.voucher.barcode': 'Γραμμωτός κώδικας του κωδικού πληρωμής {method}',
  'apm.voucher.reference': 'Ο κωδικός πληρωμής σας:',
  'apm.voucher.copy': 'Αντιγραφή κωδικού πληρωμής',
  'apm.voucher.copied': 'Ο κωδικός πληρωμής αντιγράφηκε.',
  'apm.voucher.copy_failed':
    'Η αντιγραφή δεν λειτούργησε: επιλέξτε τον κωδικό πληρωμής και αντιγράψτε τον.',
  'apm.voucher.pay_by': 'Πληρώστε έως {date}.',
  'apm.voucher.cash_desk': 'Πληρωμή στο ταμείο {method} (sandbox)',
  'apm.voucher.cash_desk.words': 'Πληρωμή στο ταμείο (sandbox)',
  'apm.bank_app.title': 'Επιβεβαίωση στο {method}',
  'apm.bank_app.title.words': 'Επιβεβαίωση στην εφαρμογή της τράπεζάς σας',
  'apm.bank_app.status': 'Αναμονή για την επιβεβαίωση της πληρωμής από εσάς…',
  'apm.bank_app.how': 'Ανοίξτε την εφαρμογή {method} στο κινητό σας και επιβεβαιώστε την πληρωμή.',
  'apm.bank_app.how.bank':
    'Ανοίξτε την εφαρμογή της τράπεζάς σας στο κινητό και επιβεβαιώστε την πληρωμή.',
  'apm.bank_app.how.blik':
    'Ανοίξτε την εφαρμογή της τράπεζάς σας, εισαγάγετε τον 6ψήφιο κωδικό BLIK και επιβεβαιώστε την πληρωμή.',
  'apm.bank_app.open': 'Άνοιγμα της εφαρμογής {method} (sandbox)',
  'apm.bank_app.open.words': 'Άνοιγμα της εφαρμογής της τράπεζάς σας (sandbox)',

  'sandbox.test_mode': 'Δοκιμαστική λειτουργία',

  'challenge.bank_name': 'ΔΟΚΙΜΑΣΤΙΚΗ ΤΡΑΠΕΖΑ',
  'challenge.protocol': '3-D Secure',
  'challenge.document_title': '{page} · Δοκιμαστικός εκδότης Kassa',
  'challenge.heading': 'Επιβεβαιώστε την πληρωμή σας',
  'challenge.lead': 'Η τράπεζά σας σάς ζητά να επιβεβαιώσετε αυτή την πληρωμή προς {shop}.',
  'challenge.lead.no_shop':
    'Η τράπεζά σας σάς ζητά να επιβεβαιώσετε αυτή την πληρωμή προς το κατάστημα.',
  'challenge.amount': 'Ποσό',
  'challenge.card': 'Κάρτα',
  'challenge.code.label': 'Κωδικός μίας χρήσης',
  'challenge.code.hint': 'Sandbox: ο κωδικός είναι {code}. Μπορείτε να τον επικολλήσετε.',
  'challenge.code.wrong': {
    one: 'Ο κωδικός δεν είναι σωστός. Απομένει {count} προσπάθεια.',
    other: 'Ο κωδικός δεν είναι σωστός. Απομένουν {count} προσπάθειες.',
  },
  'challenge.approve': 'Έγκριση',
  'challenge.deny': 'Απόρριψη',
  'challenge.approved.heading': 'Η πληρωμή επιβεβαιώθηκε',
  'challenge.approved.message': 'Ευχαριστούμε. Επιστρέφετε στο κατάστημα.',
  'challenge.denied.heading': 'Η πληρωμή δεν επιβεβαιώθηκε',
  'challenge.denied.message': 'Απορρίψατε αυτή την πληρωμή. Δεν έγινε καμία χρέωση.',
  'challenge.cancelled.heading': 'Η επαλήθευση ακυρώθηκε',
  'challenge.cancelled.message': 'Η επαλήθευση ακυρώθηκε. Δεν έγινε καμία χρέωση.',
  'challenge.failed.heading': 'Η επαλήθευση απέτυχε',
  'challenge.failed.message': 'Πάρα πολλοί λανθασμένοι κωδικοί. Δεν έγινε καμία χρέωση.',
  'challenge.timed_out.heading': 'Ο χρόνος επαλήθευσης έληξε',
  'challenge.timed_out.message':
    'Ο χρόνος για την επιβεβαίωση αυτής της πληρωμής έληξε. Δεν έγινε καμία χρέωση.',
  'challenge.not_found.heading': 'Η επαλήθευση δεν βρέθηκε',
  'challenge.not_found.message':
    'Αυτή η επαλήθευση δεν υπάρχει. Επιστρέψτε στο κατάστημα και πληρώστε ξανά.',
  'challenge.preview.shop': 'Δείγμα καταστήματος',
  'challenge.preview.heading': 'Δείγμα επαλήθευσης',
  'challenge.preview.message':
    'Αυτή είναι η προεπισκόπηση του σχεδιαστή: τίποτα δεν πληρώθηκε ούτε απορρίφθηκε.',

  'provider.name': 'ΔΟΚΙΜΑΣΤΙΚΟΣ ΠΑΡΟΧΟΣ',
  'provider.document_title': '{page} · Δοκιμαστικός πάροχος Kassa',
  'provider.method.unknown': 'Πληρωμή',
  'provider.redirect.heading': 'Πληρωμή με {method}',
  'provider.redirect.heading.words': 'Έγκριση της πληρωμής',
  'provider.redirect.lead': 'Το {shop} σάς έστειλε εδώ για να εγκρίνετε αυτή την πληρωμή.',
  'provider.redirect.lead.no_shop':
    'Το κατάστημα σάς έστειλε εδώ για να εγκρίνετε αυτή την πληρωμή.',
  'provider.qr.heading': '{method}: επιβεβαιώστε την πληρωμή που σαρώσατε',
  'provider.qr.heading.words': 'Επιβεβαίωση της σαρωμένης πληρωμής',
  'provider.qr.lead': 'Σαρώσατε τον κωδικό μιας πληρωμής προς {shop}.',
  'provider.qr.lead.no_shop': 'Σαρώσατε τον κωδικό μιας πληρωμής προς το κατάστημα.',
  'provider.voucher.heading': 'Ταμείο {method}',
  'provider.voucher.heading.words': 'Ταμείο πληρωμών',
  'provider.voucher.lead': 'Παραδίδετε αυτό το κουπόνι για πληρωμή προς {shop}.',
  'provider.voucher.lead.no_shop': 'Παραδίδετε αυτό το κουπόνι για πληρωμή προς το κατάστημα.',
  'provider.bank_app.heading': 'Εφαρμογή {method}',
  'provider.bank_app.heading.words': 'Η εφαρμογή της τράπεζάς σας',
  'provider.bank_app.lead':
    'Το {shop} σάς ζητά να επιβεβαιώσετε αυτή την πληρωμή στην εφαρμογή σας.',
  'provider.bank_app.lead.no_shop':
    'Το κατάστημα σάς ζητά να επιβεβαιώσετε αυτή την πληρωμή στην εφαρμογή σας.',
  'provider.shop': 'Κατάστημα',
  'provider.shop.unnamed': 'Δοκιμαστικό κατάστημα Kassa',
  'provider.amount': 'Ποσό',
  'provider.method': 'Τρόπος',
  'provider.payer': 'Πληρωτής',
  'provider.crypto.network': 'Δίκτυο',
  'provider.crypto.paying_from': 'Πληρωμή από',
  'provider.crypto.withdrawals_to': 'Αναλήψεις προς',
  'provider.reference': 'Κωδικός πληρωμής',
  'provider.valid_until': 'Ισχύει έως',
  'provider.blik.label': 'Κωδικός BLIK',
  'provider.blik.hint':
    'Sandbox: οποιαδήποτε 6 ψηφία επιβεβαιώνουν την πληρωμή· το {declined} απορρίπτεται από την τράπεζα.',
  'provider.blik.invalid': 'Εισαγάγετε τον 6ψήφιο κωδικό BLIK.',
  'provider.approve': 'Έγκριση',
  'provider.decline': 'Απόρριψη',
  'provider.leave_pending': 'Παραμονή σε εκκρεμότητα',
  'provider.voucher.pay': 'Πληρωμή του κουπονιού',
  'provider.voucher.leave_unpaid': 'Να μείνει απλήρωτο',
  'provider.bank_app.confirm': 'Επιβεβαίωση',
  'provider.bank_app.reject': 'Απόρριψη',
  'provider.auto_pay':
    'Σε εκκρεμότητα: το sandbox την πληρώνει αυτόματα στις {time}, εκτός αν λήξει νωρίτερα.',
  'provider.approved.heading': 'Η πληρωμή εγκρίθηκε',
  'provider.approved.message': 'Αυτή η πληρωμή εγκρίθηκε και εξοφλήθηκε.',
  'provider.declined.heading': 'Η πληρωμή απορρίφθηκε',
  'provider.declined.message': 'Αυτή η πληρωμή απορρίφθηκε. Δεν έγινε καμία χρέωση.',
  'provider.cancelled.heading': 'Η πληρωμή ακυρώθηκε',
  'provider.cancelled.message':
    'Ο αγοραστής επέλεξε άλλον τρόπο πληρωμής στη σελίδα του καταστήματος. Δεν έγινε καμία χρέωση.',
  'provider.expired.heading': 'Η πληρωμή έληξε',
  'provider.expired.message':
    'Ο χρόνος για την ολοκλήρωση αυτής της πληρωμής έληξε. Δεν έγινε καμία χρέωση.',
  'provider.not_found.heading': 'Η πληρωμή δεν βρέθηκε',
  'provider.not_found.message':
    'Αυτή η πληρωμή δεν υπάρχει. Επιστρέψτε στο κατάστημα και πληρώστε ξανά.',
  'provider.left_pending.heading': 'Σε εκκρεμότητα',
  'provider.left_pending.message':
    'Η πληρωμή παραμένει σε εκκρεμότητα· το sandbox την πληρώνει αυτόματα στις {time}, εκτός αν λήξει νωρίτερα. Μπορείτε να κλείσετε αυτή τη σελίδα και να επιστρέψετε στο κατάστημα.',
  'provider.recorded.message':
    'Η απόφασή σας καταχωρίστηκε. Μπορείτε να κλείσετε αυτή τη σελίδα και να επιστρέψετε στο κατάστημα.',
  'provider.not_an_answer.heading': 'Δεν είναι απάντηση σε αυτή την πληρωμή',
  'provider.not_an_answer.message':
    'Σε μια πληρωμή {method} δεν μπορείτε να απαντήσετε με «{decision}». Επιστρέψτε και χρησιμοποιήστε ένα από τα κουμπιά της σελίδας.',

  'return.document_title': '{page} – Kassa sandbox',
  'return.succeeded.heading': 'Η πληρωμή ολοκληρώθηκε',
  'return.failed.heading': 'Η πληρωμή απέτυχε',
  'return.returned.heading': 'Επιστροφή από τη σελίδα πληρωμής',
  'return.failed.reason': '{field} {code}: {message}',
  'return.failed.no_message': 'χωρίς μήνυμα',
  'return.stands_in':
    'Αυτή η σελίδα αντικαθιστά το {field} του εμπόρου. Ο διακομιστής σας θα λάμβανε ακριβώς αυτό το αίτημα: το URL που ορίσατε στο checkout, με τα {error_code} και {error_message} να προστίθενται μετά από αποτυχία. Το ίδιο το αποτέλεσμα, και το token πληρωμής μιας επιτυχημένης πώλησης, σας φτάνουν στο υπογεγραμμένο postback TRANSACTION.',
  'return.stands_in.return_url':
    'Αυτή η σελίδα αντικαθιστά το URL επιστροφής του εμπόρου. Ο διακομιστής σας θα λάμβανε ακριβώς αυτό το αίτημα: το URL που ορίσατε στο checkout, με τα {error_code} και {error_message} να προστίθενται μετά από αποτυχία. Το ίδιο το αποτέλεσμα, και το token πληρωμής μιας επιτυχημένης πώλησης, σας φτάνουν στο υπογεγραμμένο postback TRANSACTION.',
  'return.received.heading': 'Τι έλαβε το {field}',
  'return.received.heading.return_url': 'Τι έλαβε το URL επιστροφής',
  'return.query.none': 'Το URL δεν είχε παραμέτρους ερωτήματος.',
  'return.query.caption': 'Παράμετροι ερωτήματος που ελήφθησαν',
  'return.lookup.off':
    'Αυτός ο διακομιστής δεν εμφανίζει πληρωμές σε ανοιχτές σελίδες (το {host} δεν είναι διεύθυνση loopback και το {demo} είναι ανενεργό). Το αποτέλεσμα το μεταφέρει το postback TRANSACTION· το {command} δείχνει τι στάλθηκε.',
  'return.lookup.no_reference':
    'Βάλτε το δικό σας αναγνωριστικό στα URL επιστροφής, όπως κάνει ένα κατάστημα ({example}), και αυτή η σελίδα θα δείξει εκείνη την πληρωμή και τα postback της.',
  'return.lookup.not_found':
    'Ο δοκιμαστικός έμπορος δεν έχει πληρωμή με merchant_payment_id {reference} ούτε με payment_id αυτής της τιμής.',
  'return.payment.heading': 'Η πληρωμή',
  'return.postbacks.heading': 'Postback',
  'return.postbacks.none': 'Δεν υπάρχει ακόμη postback.',
  'return.postbacks.caption': 'Postback που στάλθηκαν για αυτή την πληρωμή',
  'return.postbacks.delivery': 'παράδοση',
  'return.postbacks.attempts': {
    one: '{status} ({count} προσπάθεια)',
    other: '{status} ({count} προσπάθειες)',
  },
  'return.postbacks.refreshing':
    'Δεν έχει σταλεί ακόμη postback: αυτό το τμήμα της σελίδας ανανεώνεται αυτόματα μέχρι να γίνει η πρώτη προσπάθεια.',
  'return.postbacks.log':
    'Το {link_start}αρχείο καταγραφής παράδοσης{link_end} δείχνει κάθε προσπάθεια και επιτρέπει την εκ νέου αποστολή.',
  'return.back': 'Επιστροφή στο Kassa',
};

export default messages;
