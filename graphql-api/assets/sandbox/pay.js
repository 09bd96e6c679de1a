/*
 * The sandbox payment page's buttons (decision 025). Pay and Fail ask the sandbox (POST pay / fail,
 * same origin), then tell checkout.js in the embedding page, through postMessage to this origin only;
 * × and Escape ask it to close. Opened on its own (no embedding page) it just shows the outcome.
 */
(function () {
  'use strict';

  var params = new URLSearchParams(location.search);
  var status = document.getElementById('status');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button[data-action]'));
  var framed = window.parent !== window;

  function tell(message) {
    message.source = 'razorpay-sandbox';
    if (framed) window.parent.postMessage(message, location.origin);
  }

  function busy(on) {
    buttons.forEach(function (button) {
      if (button.dataset.action !== 'dismiss') button.disabled = on;
    });
  }

  function describe(body) {
    return (
      (body && ((body.error && body.error.description) || body.message)) ||
      'Something went wrong, please try again.'
    );
  }

  function send(action, progress) {
    busy(true);
    status.textContent = progress;
    return fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        order_id: params.get('order_id'),
        email: params.get('email') || undefined,
        contact: params.get('contact') || undefined,
      }),
    })
      .then(function (res) {
        return res.json().then(function (body) {
          return { ok: res.ok, body: body };
        });
      })
      .catch(function () {
        return {
          ok: false,
          body: { message: 'The sandbox could not be reached. Please try again.' },
        };
      });
  }

  var actions = {
    pay: function () {
      send('pay', 'Paying…').then(function (answer) {
        if (!answer.ok) {
          status.textContent = describe(answer.body);
          return busy(false);
        }
        status.textContent = 'Payment successful.';
        tell({ type: 'payment.success', response: answer.body });
      });
    },
    fail: function () {
      send('fail', 'Failing the payment…').then(function (answer) {
        status.textContent = answer.ok ? 'Payment failed.' : describe(answer.body);
        busy(false);
        if (answer.ok) tell({ type: 'payment.failed', response: answer.body });
      });
    },
    dismiss: function () {
      tell({ type: 'dismiss' });
    },
  };

  buttons.forEach(function (button) {
    button.addEventListener('click', actions[button.dataset.action]);
    // Sent disabled (pay-page.ts): a click before this script ran would have done nothing.
    button.disabled = false;
  });
  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') actions.dismiss();
  });
  // Keyboard users start on Pay (or ×, when there is nothing to pay), also once checkout.js focuses the frame.
  var first =
    buttons.filter(function (button) {
      return button.dataset.action === 'pay';
    })[0] || buttons[0];
  function focusFirst() {
    if (!document.activeElement || document.activeElement === document.body) first.focus();
  }
  focusFirst();
  window.addEventListener('focus', focusFirst);
})();
