// The browser tests' PayPal: the API fake of the server's tests plus its stub JS SDK, on a fixed
// port, so the PayPal-mode shop (see playwright.config.ts) can be pointed at it.
import { startFakePayPal } from '../apps/server/src/test/fake-paypal';

const port = Number(process.env.FAKE_PAYPAL_PORT ?? 3199);
const fake = await startFakePayPal({ port });
console.log(`fake PayPal listening on ${fake.url}`);
process.once('SIGTERM', () => void fake.close().then(() => process.exit(0)));
