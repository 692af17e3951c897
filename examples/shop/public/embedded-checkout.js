// Runs in the shopper's browser on our payment page. Kassa's script (/js/kassa.js, loaded from
// Kassa's origin just before this one) defines the global `Kassa`. The card form lives in an
// iframe of Kassa's origin: this page never sees a card number, only the result.

const element = document.getElementById('payment');
const payButton = document.getElementById('pay');
const message = document.getElementById('payment-message');

/** Ends the form on this page and says why, with a way back to the cart. */
function stop(text) {
  Kassa.unmountPaymentElement('payment');
  payButton.hidden = true;
  message.textContent = text;
  const back = document.createElement('a');
  back.href = '/';
  back.textContent = ' Back to the cart';
  message.append(back);
}

// The session's redirect_url, written into the page by our server from Kassa's checkout answer.
// hidePayButton: our own button pays (Kassa.submit below), so the form shows none.
Kassa.mountPaymentElement('payment', element.dataset.checkoutUrl, { hidePayButton: true });

Kassa.onResult('payment', (result) => {
  if (result.success) {
    // result.url is our success_url. The order is marked paid by the postback, not by this.
    window.location.assign(result.url);
  } else if (result.retry) {
    // A decline the shopper can fix: the form shows the message and takes another attempt.
    payButton.disabled = false;
  } else {
    // A final failure: this checkout takes no more attempts.
    stop(`The payment failed: ${result.error_message}.`);
  }
});

// The session ran out (15 minutes by default) before the shopper paid.
Kassa.onTimeout('payment', () => stop('This checkout has expired.'));

payButton.addEventListener('click', () => {
  payButton.disabled = true;
  Kassa.submit('payment');
});
