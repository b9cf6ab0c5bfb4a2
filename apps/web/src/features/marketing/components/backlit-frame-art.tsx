import { useId } from 'react';
import { CLAIMS } from '../../../lib/shop-claims';

/**
 * Illustration of the product: a lit fabric frame on its feet, a smaller frame behind it, and
 * the maximum width claim. Pure SVG, so it is sharp at any size and costs no image request.
 */
export function BacklitFrameArt({ className }: { className?: string }) {
  const id = useId();
  const ref = (name: string) => `url(#${id}${name})`;

  return (
    <svg viewBox="0 0 480 440" aria-hidden className={className}>
      <defs>
        <radialGradient id={`${id}fabric`} cx="50%" cy="40%" r="75%">
          <stop offset="0" stopColor="#fffdf5" />
          <stop offset="0.35" stopColor="#fff1c2" />
          <stop offset="0.75" stopColor="#fcd34d" />
          <stop offset="1" stopColor="#f59e0b" />
        </radialGradient>
        <linearGradient id={`${id}profile`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f8fafc" />
          <stop offset="0.5" stopColor="#cbd5e1" />
          <stop offset="1" stopColor="#64748b" />
        </linearGradient>
        <radialGradient id={`${id}halo`} cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#fbbf24" stopOpacity="0.55" />
          <stop offset="0.6" stopColor="#f59e0b" stopOpacity="0.15" />
          <stop offset="1" stopColor="#f59e0b" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}floor`} cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="#fbbf24" stopOpacity="0.4" />
          <stop offset="1" stopColor="#fbbf24" stopOpacity="0" />
        </radialGradient>
      </defs>

      {/* Light spilling around the frame and onto the floor. */}
      <ellipse cx="228" cy="200" rx="230" ry="210" fill={ref('halo')} />
      <ellipse cx="228" cy="400" rx="220" ry="30" fill={ref('floor')} />

      {/* A second, smaller frame behind: the range comes in many sizes. */}
      <g opacity="0.55">
        <rect x="330" y="150" width="120" height="210" rx="6" fill={ref('profile')} />
        <rect x="337" y="157" width="106" height="196" rx="3" fill={ref('fabric')} />
        <rect x="352" y="190" width="76" height="10" rx="5" fill="#0b1220" opacity="0.35" />
        <rect x="352" y="208" width="52" height="10" rx="5" fill="#0b1220" opacity="0.25" />
        <path d="M372 362h36l6 18h-48z" fill="#475569" />
      </g>

      {/* The main frame: aluminium profile around the backlit fabric. */}
      <rect x="48" y="56" width="324" height="318" rx="10" fill={ref('profile')} />
      <rect x="60" y="68" width="300" height="294" rx="4" fill={ref('fabric')} />
      <rect
        x="60"
        y="68"
        width="300"
        height="294"
        rx="4"
        fill="none"
        stroke="#fffbeb"
        strokeOpacity="0.7"
        strokeWidth="2"
      />

      {/* The printed graphic on the fabric. */}
      <circle cx="292" cy="128" r="30" fill="#f59e0b" opacity="0.55" />
      <circle cx="292" cy="128" r="18" fill="#fff7d6" />
      <text
        x="88"
        y="170"
        fill="#0b1220"
        fontFamily="Inter Variable, sans-serif"
        fontSize="42"
        fontWeight="900"
        letterSpacing="-1"
      >
        <tspan x="88">YOUR</tspan>
        <tspan x="88" dy="46">
          BRAND,
        </tspan>
        <tspan x="88" dy="46" fill="#b45309">
          LIT UP.
        </tspan>
      </text>
      <rect x="88" y="292" width="120" height="12" rx="6" fill="#0b1220" opacity="0.25" />
      <rect x="88" y="314" width="84" height="12" rx="6" fill="#0b1220" opacity="0.18" />
      <path d="M224 362l60-78 40 46 24-30 12 16v46z" fill="#0b1220" opacity="0.12" />

      {/* Feet. */}
      <path d="M88 374h56l10 24H78z" fill="#334155" />
      <path d="M276 374h56l10 24h-76z" fill="#334155" />

      {/* Width claim. */}
      <g stroke="#fcd34d" strokeWidth="2" strokeLinecap="round">
        <path d="M48 32h324" strokeDasharray="2 6" />
        <path d="M48 24v16M372 24v16" />
      </g>
      <rect
        x="152"
        y="18"
        width="116"
        height="28"
        rx="14"
        fill="#0b1220"
        stroke="#fcd34d"
        strokeOpacity="0.6"
      />
      <text
        x="210"
        y="37"
        textAnchor="middle"
        fill="#fde68a"
        fontFamily="Inter Variable, sans-serif"
        fontSize="13"
        fontWeight="600"
      >
        up to {CLAIMS.maxFrameSize}
      </text>
    </svg>
  );
}
