import { Ruler, ShieldCheck, Timer, Truck } from 'lucide-react';
import { CLAIMS } from '../../../lib/shop-claims';

const FEATURES = [
  {
    icon: Timer,
    title: `Setup in ${CLAIMS.setupTime}`,
    text: 'Unfold the frame, press in the fabric banner, switch on the light. No tools needed.',
  },
  {
    icon: Ruler,
    title: `Frames up to ${CLAIMS.maxFrameSize}`,
    text: 'From counter-top lightboxes to backlit walls that light up a whole booth.',
  },
  {
    icon: Truck,
    title: 'Shipping from stock',
    text: 'Frames, banners and spare parts leave our warehouse for the USA and Canada.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure payments',
    text: 'Pay safely with PayPal, by PayPal balance or card. We never see your card details.',
  },
] as const;

export function FeatureHighlights() {
  return (
    <section aria-labelledby="features-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <h2 id="features-heading" className="sr-only">
          Why our frames
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs sm:block sm:p-6"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-night-900 text-glow-400 shadow-glow">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <h3 className="text-base font-semibold text-slate-900 sm:mt-5">{title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-slate-600 sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
