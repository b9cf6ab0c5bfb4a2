import { useCallback, useSyncExternalStore } from 'react';

/**
 * Light or dark: what staff chose in the back-office, else what the system prefers. The choice is
 * kept in localStorage under this key; public/color-scheme.js reads it before the first paint
 * (the CSP allows no inline script), so a reload never flashes the other scheme.
 */
export const COLOR_SCHEME_KEY = 'color-scheme';
export type ColorSchemeChoice = 'light' | 'dark' | 'system';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function storedChoice(): ColorSchemeChoice {
  try {
    const value = localStorage.getItem(COLOR_SCHEME_KEY);
    return value === 'light' || value === 'dark' ? value : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Puts the `dark` class on <html> (Tailwind's class strategy) as the choice says. Transitions are
 * off for the switch: otherwise every control with a colour transition fades on its own, and
 * those in unrendered parts (a closed <details>) would wait there unfinished.
 */
function apply(choice: ColorSchemeChoice): void {
  const dark = choice === 'dark' || (choice === 'system' && matchMedia(DARK_QUERY).matches);
  const root = document.documentElement;
  if (root.classList.contains('dark') === dark) return;
  root.classList.add('scheme-switching');
  root.classList.toggle('dark', dark);
  // Reading a style applies the new colours while transitions are still off.
  void getComputedStyle(root).color;
  root.classList.remove('scheme-switching');
}

function subscribe(onChange: () => void) {
  const system = matchMedia(DARK_QUERY);
  const follow = () => {
    apply(storedChoice());
    onChange();
  };
  listeners.add(onChange);
  system.addEventListener('change', follow);
  window.addEventListener('storage', follow);
  return () => {
    listeners.delete(onChange);
    system.removeEventListener('change', follow);
    window.removeEventListener('storage', follow);
  };
}

/** The current choice, and a way to change it (remembered, applied at once, in every tab). */
export function useColorScheme(): [ColorSchemeChoice, (choice: ColorSchemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, storedChoice, () => 'system' as const);
  const choose = useCallback((next: ColorSchemeChoice) => {
    try {
      if (next === 'system') localStorage.removeItem(COLOR_SCHEME_KEY);
      else localStorage.setItem(COLOR_SCHEME_KEY, next);
    } catch {
      // Private mode without storage: the choice holds for this page only.
    }
    apply(next);
    listeners.forEach((notify) => notify());
  }, []);
  return [choice, choose];
}
