import type { HomePage } from '@backlit/domain';
import { ArrowRight, Timer, Truck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { clsx } from 'clsx';
import { CLAIMS } from '../../../lib/shop-claims';
import { useShopInfo } from '../../../lib/shop-info';
import { BacklitFrameArt } from './backlit-frame-art';
import type { HomePageState } from './use-home-page';

const HERO_CLAIMS = [
  `Frames up to ${CLAIMS.maxFrameSize}`,
  'Shipping from stock to the USA & Canada',
  'Secure payments with PayPal',
];

/** What the hero shows: the saved hero, its placeholder while it loads, the shop's name if it fails. */
export function Hero({ state }: { state: HomePageState }) {
  const { name } = useShopInfo();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-night-900"
    >
      <div
        aria-hidden
        className="absolute top-1/4 right-0 -z-10 size-[36rem] translate-x-1/4 rounded-full bg-glow-500/10 blur-3xl"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-8 lg:px-8 lg:pt-24 lg:pb-24">
        <div>
          {state.status === 'ready' ? (
            <HeroText home={state.home} />
          ) : (
            // While the hero loads (a visit that did not start here), room of its size keeps the
            // page from jumping; if it cannot load, the shop's own name stands in.
            <h1 id="hero-heading" className={`${HEADING_CLASS} min-h-80`}>
              {state.status === 'error' && name}
            </h1>
          )}
          {/* A marker before each claim rather than separators between them: when the line
              wraps (phones, the desktop column) no separator is left dangling at a line's end. */}
          <ul className="mt-8 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-slate-400">
            {HERO_CLAIMS.map((claim) => (
              <li key={claim} className="flex items-center gap-2">
                <span aria-hidden className="size-1.5 shrink-0 rounded-full bg-glow-400/70" />
                {claim}
              </li>
            ))}
          </ul>
        </div>

        <div className="relative mx-auto w-full max-w-lg">
          {state.status === 'ready' && state.home.image ? (
            <img
              src={state.home.image.src}
              alt={state.home.image.alt}
              className="aspect-square w-full rounded-2xl object-cover drop-shadow-[0_30px_60px_rgb(0_0_0/0.45)]"
            />
          ) : (
            <BacklitFrameArt className="w-full drop-shadow-[0_30px_60px_rgb(0_0_0/0.45)]" />
          )}
          <HeroChip className="bottom-[20%] -left-2 sm:-left-6" icon={Timer}>
            Set up in {CLAIMS.setupTime}
          </HeroChip>
          <HeroChip className="top-[30%] -right-2 sm:-right-6" icon={Truck}>
            Ships from stock
          </HeroChip>
        </div>
      </div>
    </section>
  );
}

const HEADING_CLASS =
  'text-4xl leading-[1.08] font-extrabold tracking-tight text-balance text-white sm:text-5xl xl:text-6xl';

/** The hero staff wrote: a line, the heading with its highlighted words, the text, the buttons. */
function HeroText({ home }: { home: HomePage }) {
  return (
    <>
      {home.eyebrow && (
        <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-glow-400/30 bg-glow-400/10 px-3 py-1 text-xs font-semibold tracking-wide text-glow-300">
          <span
            aria-hidden
            className="size-1.5 rounded-full bg-glow-400 shadow-[0_0_8px_2px_rgb(251_191_36/0.8)]"
          />
          {home.eyebrow}
        </p>
      )}
      <h1 id="hero-heading" className={HEADING_CLASS}>
        {home.heading}
        {home.heading_accent && (
          <>
            {' '}
            <span className="text-glow-400">{home.heading_accent}</span>
          </>
        )}
      </h1>
      <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-300">{home.text}</p>
      <div className="mt-8 flex flex-col gap-3 empty:hidden sm:flex-row">
        {home.buttons.map((button, index) => (
          <Button key={index} asChild size="lg" variant={index ? 'inverse' : undefined}>
            {/* The router's link opens an https address as a plain link. */}
            <Link to={button.href}>
              {button.label}
              {!index && <ArrowRight aria-hidden />}
            </Link>
          </Button>
        ))}
      </div>
    </>
  );
}

type HeroChipProps = { className: string; icon: LucideIcon; children: ReactNode };

function HeroChip({ className, icon: Icon, children }: HeroChipProps) {
  return (
    <p
      className={clsx(
        'absolute flex items-center gap-2 rounded-xl border border-white/10 bg-night-800/90 px-3 py-2 text-xs font-semibold text-white shadow-xl backdrop-blur sm:text-sm',
        className,
      )}
    >
      <span className="grid size-7 place-items-center rounded-lg bg-glow-400 text-night-900">
        <Icon aria-hidden className="size-4" />
      </span>
      {children}
    </p>
  );
}
