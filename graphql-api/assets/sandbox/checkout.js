/*
 * The Razorpay sandbox's checkout.js (decision 025): `window.Razorpay` with the browser API shops use,
 *   var rzp = new Razorpay({ key, amount, currency, name, description, order_id, notes, prefill,
 *                            theme: { color }, handler: function (response) {}, modal: { ondismiss } });
 *   rzp.on('payment.failed', function (response) {}); rzp.open(); rzp.close();
 * open() covers the page with the sandbox's payment page (/sandbox/pay, same origin as this script).
 * Pay → handler({ razorpay_payment_id, razorpay_order_id, razorpay_signature });
 * Fail → every 'payment.failed' listener gets { error: { code, description, reason, metadata } };
 * × or Escape → modal.ondismiss(). The overlay closes in all three cases.
 * Served as is: no build step, no external file.
 */
(function () {
  'use strict';

  var script = document.currentScript;
  var payPage = new URL(
    'pay',
    script && script.src ? script.src : location.origin + '/sandbox/checkout.js',
  );

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || !options.key)
      throw new Error('Razorpay sandbox: options.key is required.');
    if (typeof options.order_id !== 'string' || !options.order_id)
      throw new Error('Razorpay sandbox: options.order_id is required.');
    this.options = options;
    this.listeners = {};
    this.overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  Razorpay.prototype.open = function () {
    if (this.overlay) return this;
    var options = this.options;
    var prefill = options.prefill || {};
    var url = new URL(payPage.href);
    url.searchParams.set('order_id', options.order_id);
    url.searchParams.set('name', options.name || '');
    url.searchParams.set('description', options.description || '');
    url.searchParams.set('color', (options.theme && options.theme.color) || '');
    if (prefill.email) url.searchParams.set('email', prefill.email);
    if (prefill.contact) url.searchParams.set('contact', prefill.contact);

    var overlay = document.createElement('div');
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', 'Payment');
    overlay.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;background:rgba(15,23,42,.6)';
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay sandbox payment';
    frame.src = url.href;
    frame.style.cssText = 'display:block;width:100%;height:100%;border:0;background:transparent';
    frame.addEventListener('load', function () {
      frame.focus();
    });
    overlay.appendChild(frame);

    var self = this;
    this.returnFocus = document.activeElement;
    this.onMessage = function (event) {
      if (event.origin !== payPage.origin || event.source !== frame.contentWindow) return;
      var data = event.data || {};
      if (data.source !== 'razorpay-sandbox') return;
      if (data.type === 'payment.success') {
        self.close();
        if (typeof options.handler === 'function') options.handler(data.response);
      } else if (data.type === 'payment.failed') {
        self.close();
        self.emit('payment.failed', data.response);
      } else if (data.type === 'dismiss') {
        self.close();
        if (options.modal && typeof options.modal.ondismiss === 'function')
          options.modal.ondismiss();
      }
    };
    window.addEventListener('message', this.onMessage);
    this.overflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    this.overlay = overlay;
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this.overlay) return;
    window.removeEventListener('message', this.onMessage);
    this.overlay.remove();
    this.overlay = null;
    document.documentElement.style.overflow = this.overflow;
    if (this.returnFocus && typeof this.returnFocus.focus === 'function') this.returnFocus.focus();
  };

  window.Razorpay = Razorpay;
})();
