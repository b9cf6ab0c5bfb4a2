/** First focusable element of a layout: lets keyboard users jump past the navigation. */
export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  return (
    <a
      href={`#${targetId}`}
      // Parked above the viewport (still read by screen readers) until it receives focus.
      className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-lg bg-glow-400 px-4 py-2 text-sm font-semibold text-night-900 shadow-lg transition-transform focus:translate-y-0"
    >
      Skip to content
    </a>
  );
}
