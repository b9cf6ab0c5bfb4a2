import { useId } from 'react';
import { clsx } from 'clsx';
import { useShopInfo } from '../lib/shop-info';

type LogoProps = {
  /** `light` for dark backgrounds. */
  tone?: 'dark' | 'light';
  className?: string;
};

/** The brand mark (a lit frame) with the shop's name. Decorative: links around it carry the name. */
export function Logo({ tone = 'dark', className }: LogoProps) {
  const { name } = useShopInfo();
  return (
    <span className={clsx('inline-flex items-center gap-2.5', className)}>
      <LogoMark className="size-9 shrink-0" />
      <span
        className={clsx(
          'text-lg font-extrabold tracking-tight whitespace-nowrap',
          tone === 'dark' ? 'text-night-900' : 'text-white',
        )}
      >
        {name}
      </span>
    </span>
  );
}

export function LogoMark({ className }: { className?: string }) {
  // Header and footer both show the mark: ids must stay unique within the page.
  const id = useId();
  return (
    <svg viewBox="0 0 40 40" aria-hidden className={className}>
      <defs>
        <radialGradient id={`${id}glow`} cx="50%" cy="42%" r="65%">
          <stop offset="0" stopColor="#fffbeb" />
          <stop offset="0.45" stopColor="#fcd34d" />
          <stop offset="1" stopColor="#f59e0b" />
        </radialGradient>
        <linearGradient id={`${id}frame`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f1f5f9" />
          <stop offset="1" stopColor="#94a3b8" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="38" height="38" rx="10" fill="#0b1220" />
      <rect
        x="1"
        y="1"
        width="38"
        height="38"
        rx="10"
        fill="none"
        stroke="#fbbf24"
        strokeOpacity="0.35"
      />
      <rect x="7" y="6" width="26" height="28" rx="4" fill="#f59e0b" opacity="0.3" />
      <rect x="9" y="8" width="22" height="24" rx="3" fill={`url(#${id}frame)`} />
      <rect x="11.5" y="10.5" width="17" height="19" rx="1.5" fill={`url(#${id}glow)`} />
      <path d="M14 26l4.5-5.5 3 3.5 2-2.5 3.5 4.5z" fill="#0b1220" opacity="0.5" />
      <circle cx="24.5" cy="15.5" r="1.8" fill="#0b1220" opacity="0.5" />
    </svg>
  );
}
