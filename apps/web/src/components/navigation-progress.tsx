import { useNavigation } from 'react-router';

/** A thin bar at the top of the window while the next page's code or data loads. */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-glow-100"
    >
      <div className="h-full w-2/5 animate-progress bg-glow-500" />
    </div>
  );
}
