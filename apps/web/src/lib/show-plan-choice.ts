import { isIsoDate, isRegionOf, isShippingCountry, type ShippingCountry } from '@backlit/domain';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * What a shopper said they need their order for: a show of the calendar, or a date at a place.
 * Kept in the browser, so every product page, and later the cart and checkout, plan for it.
 */
export type ShowPlanChoice =
  | { kind: 'show'; slug: string; name: string }
  | { kind: 'date'; date: string; country: ShippingCountry; region: string };

const KEY = 'backlit:show-plan';
const CHANGED = 'backlit:show-plan-changed';

function parse(text: string | null): ShowPlanChoice | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Record<string, unknown>;
    if (value.kind === 'show' && typeof value.slug === 'string' && typeof value.name === 'string') {
      return { kind: 'show', slug: value.slug, name: value.name };
    }
    if (
      value.kind === 'date' &&
      typeof value.date === 'string' &&
      isIsoDate(value.date) &&
      typeof value.country === 'string' &&
      isShippingCountry(value.country) &&
      typeof value.region === 'string' &&
      isRegionOf(value.country, value.region)
    ) {
      return { kind: 'date', date: value.date, country: value.country, region: value.region };
    }
  } catch {
    // A value another version wrote, or a hand edit: as if nothing were chosen.
  }
  return null;
}

let cached: { text: string | null; choice: ShowPlanChoice | null } = { text: null, choice: null };

function read(): ShowPlanChoice | null {
  let text: string | null = null;
  try {
    text = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  // The same object while the stored text is the same, as useSyncExternalStore needs.
  if (text !== cached.text) cached = { text, choice: parse(text) };
  return cached.choice;
}

/** Keeps `choice` (or forgets it, with null) and tells every component showing it. */
export function saveShowPlanChoice(choice: ShowPlanChoice | null): void {
  try {
    if (choice) localStorage.setItem(KEY, JSON.stringify(choice));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, full): the choice lasts for this page only.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The choice kept in this browser (none while the server renders), and a way to change it. */
export function useShowPlanChoice(): [
  ShowPlanChoice | null,
  (choice: ShowPlanChoice | null) => void,
] {
  const choice = useSyncExternalStore(subscribe, read, () => null);
  return [choice, useCallback((next) => saveShowPlanChoice(next), [])];
}
