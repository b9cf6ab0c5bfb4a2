import { CreditCard, MousePointerClick, Upload } from 'lucide-react';
import { Link } from 'react-router';

/** The three steps from browsing to a printed banner, including how artwork reaches us. */
export function HowItWorks() {
  const steps = [
    {
      icon: MousePointerClick,
      title: 'Choose your frame',
      text: 'Pick the frame size, banner and accessories you need and add them to your cart.',
    },
    {
      icon: CreditCard,
      title: 'Pay with PayPal',
      text: 'Check out securely with PayPal. You get an order number by e-mail straight away.',
    },
    {
      icon: Upload,
      title: 'Upload your artwork',
      text: (
        <>
          Upload print-ready files on your order’s page: each is checked against our print rules at
          once and you see a proof within minutes. PDF or TIFF preferred, see the{' '}
          <Link
            to="/print-instruction"
            className="font-medium text-glow-700 underline underline-offset-2"
          >
            print instructions
          </Link>
          .
        </>
      ),
    },
  ];

  return (
    <section aria-labelledby="how-heading" className="border-y border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-glow-700 uppercase">
            How it works
          </p>
          <h2 id="how-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            From order to glowing booth in three steps
          </h2>
        </div>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-xl border border-slate-200 bg-white p-6">
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-glow-400 text-sm font-bold text-night-900">
                  {index + 1}
                </span>
                <Icon aria-hidden className="size-5 text-slate-400" />
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
