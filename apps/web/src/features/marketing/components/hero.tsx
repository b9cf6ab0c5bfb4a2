import { ArrowRight, FileText, Timer, Truck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { clsx } from 'clsx';
import { CLAIMS } from '../../../lib/shop-claims';
import { BacklitFrameArt } from './backlit-frame-art';
import { HomeMeta } from './home-meta';

const HERO_CLAIMS = [
  `Frames up to ${CLAIMS.maxFrameSize}`,
  'Shipping from stock to the USA & Canada',
  'Secure payments with PayPal',
];

export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-night-900"
    >
      {/* The hero opens the home page, so it carries the page's head tags too. */}
      <HomeMeta />
      <div
        aria-hidden
        className="absolute top-1/4 right-0 -z-10 size-[36rem] translate-x-1/4 rounded-full bg-glow-500/10 blur-3xl"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-8 lg:px-8 lg:pt-24 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-glow-400/30 bg-glow-400/10 px-3 py-1 text-xs font-semibold tracking-wide text-glow-300">
            <span
              aria-hidden
              className="size-1.5 rounded-full bg-glow-400 shadow-[0_0_8px_2px_rgb(251_191_36/0.8)]"
            />
            Foldable backlit display frames
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance text-white sm:text-5xl xl:text-6xl"
          >
            Light up your booth in <span className="text-glow-400">{CLAIMS.setupTime}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-slate-300">
            Foldable LED frames with printed fabric banners for trade shows, retail and events.
            Frames up to {CLAIMS.maxFrameSize}, shipped from stock to the USA and Canada.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/allproducts">
                Shop all frames
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="inverse">
              <Link to="/print-instruction">
                <FileText aria-hidden />
                Print instructions
              </Link>
            </Button>
          </div>
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
          <BacklitFrameArt className="w-full drop-shadow-[0_30px_60px_rgb(0_0_0/0.45)]" />
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
