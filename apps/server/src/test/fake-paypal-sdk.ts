/**
 * A stand-in for PayPal's JS SDK (served by the fake PayPal server at /sdk/js): `paypal.Buttons()`
 * renders one 'PayPal' button that runs the real flow against that server — createOrder (our
 * server opens the order), the buyer's approval, then onApprove (our server captures).
 */
export const FAKE_PAYPAL_SDK = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  window.paypal = {
    version: '5.0.0-stub',
    Buttons(options) {
      return {
        isEligible: () => true,
        close: () => Promise.resolve(),
        updateProps: () => Promise.resolve(),
        render(container) {
          const target = typeof container === 'string' ? document.querySelector(container) : container;
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.onclick = async () => {
            try {
              const orderID = await options.createOrder({}, {});
              await fetch(origin + '/__test/approve/' + encodeURIComponent(orderID), { method: 'POST' });
              await options.onApprove({ orderID }, { restart: () => Promise.resolve() });
            } catch (error) {
              if (options.onError) options.onError(error);
            }
          };
          target.appendChild(button);
          return Promise.resolve();
        },
      };
    },
  };
})();
`;
