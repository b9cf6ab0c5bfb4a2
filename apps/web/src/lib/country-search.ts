import { countries } from 'countries-list';

export interface CountryEntry {
  code: string;
  label: string;
  /** Dialling prefix, e.g. '+1'. */
  phone: string;
  /** The flag SVG, served from our own build. */
  flag: string | undefined;
  suggested: boolean;
}

// Every flag is its own file in our build (never inlined, never from an outside service); a
// flag is downloaded only when its row is shown.
const FLAG_FILES = import.meta.glob<string>('../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});
const FLAGS = new Map(
  Object.entries(FLAG_FILES).map(([file, url]) => [/([a-z-]+)\.svg$/.exec(file)?.[1], url]),
);

/** Suggested countries, shown first: the USA and Canada, where the shop ships, lead. */
const SUGGESTED = ['US', 'CA', 'AU', 'DE', 'FR', 'JP'];

function flagOf(code: string): string | undefined {
  return FLAGS.get(code.toLowerCase());
}

/** About 250 countries: suggested ones first, then by name. */
export const COUNTRIES: CountryEntry[] = Object.entries(countries)
  .map(([code, country]) => ({
    code,
    label: country.name,
    phone: country.phone.length > 0 ? `+${country.phone[0]}` : '',
    flag: flagOf(code),
    suggested: SUGGESTED.includes(code),
  }))
  .sort((a, b) =>
    a.suggested !== b.suggested
      ? a.suggested
        ? -1
        : 1
      : a.suggested
        ? SUGGESTED.indexOf(a.code) - SUGGESTED.indexOf(b.code)
        : a.label.localeCompare(b.label, 'en'),
  );

export function findCountry(code: string): CountryEntry | undefined {
  return COUNTRIES.find((country) => country.code === code);
}

/** Countries whose name or code starts a word with `query`, suggested ones first. */
export function searchCountries(query: string, only?: readonly string[]): CountryEntry[] {
  const needle = query.trim().toLowerCase();
  const offered = only ? COUNTRIES.filter((country) => only.includes(country.code)) : COUNTRIES;
  if (!needle) return offered;
  return offered.filter(
    (country) =>
      country.code.toLowerCase() === needle ||
      country.label
        .toLowerCase()
        .split(/[\s(),-]+/)
        .some((word) => word.startsWith(needle)) ||
      country.label.toLowerCase().startsWith(needle),
  );
}
