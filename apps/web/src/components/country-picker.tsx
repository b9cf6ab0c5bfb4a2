import { Check, ChevronDown, Search } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { findCountry, searchCountries, type CountryEntry } from '../lib/country-search';
import { cn } from '../lib/cn';
import { controlClassName } from './ui/field';

export type CountryPickerProps = {
  id: string;
  /** The id of the visible label's text: the button is named by it plus the chosen country. */
  labelId: string;
  ref?: Ref<HTMLButtonElement>;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  /** Offers only these countries (ISO codes), e.g. where the shop ships; every one without. */
  countries?: readonly string[] | undefined;
};

function Flag({ country }: { country: CountryEntry }) {
  return country.flag ? (
    <img
      src={country.flag}
      alt=""
      width={24}
      height={18}
      loading="lazy"
      className="h-[18px] w-6 shrink-0 rounded-sm object-cover ring-1 ring-slate-200"
    />
  ) : (
    <span aria-hidden className="h-[18px] w-6 shrink-0 rounded-sm bg-slate-200" />
  );
}

/**
 * Country / region: a button that opens a searchable list of countries (about 250, or the ones
 * `countries` names) with flag, name, code and dialling prefix, the suggested ones first. Type to filter; ↑/↓, Home/End move,
 * Enter chooses, Escape closes (the combobox pattern of WAI-ARIA).
 */
export function CountryPicker({
  id,
  labelId,
  ref,
  value,
  onChange,
  onBlur,
  countries,
  ...aria
}: CountryPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const valueId = `${id}-value`;
  const listRef = useRef<HTMLDivElement>(null);
  const results = useMemo(() => searchCountries(query, countries), [query, countries]);
  const selected = findCountry(value);

  function choose(country: CountryEntry) {
    onChange(country.code);
    setOpen(false);
  }

  function move(index: number) {
    const next = Math.max(0, Math.min(results.length - 1, index));
    setActive(next);
    listRef.current?.children[next]?.scrollIntoView({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(results.length - 1),
      Enter: () => {
        const country = results[active];
        if (country) choose(country);
      },
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setQuery('');
          setActive(
            Math.max(
              0,
              results.findIndex((country) => country.code === value),
            ),
          );
        } else {
          onBlur?.();
        }
      }}
    >
      <Popover.Trigger asChild>
        <button
          ref={ref}
          id={id}
          type="button"
          aria-haspopup="listbox"
          aria-labelledby={`${labelId} ${valueId}`}
          {...aria}
          className={cn(controlClassName, 'flex items-center gap-2.5 px-3 text-left')}
        >
          {selected && <Flag country={selected} />}
          <span id={valueId} className="flex min-w-0 items-center gap-2.5">
            {selected ? (
              <>
                <span className="truncate">{selected.label}</span>
                <span className="text-slate-500">{selected.phone}</span>
              </>
            ) : (
              <span className="text-slate-500">Choose a country</span>
            )}
          </span>
          <ChevronDown aria-hidden className="ml-auto size-4 shrink-0 text-slate-500" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 w-[var(--radix-popover-trigger-width)] min-w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            />
            <input
              role="combobox"
              aria-label="Search countries"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={
                results[active] ? `${listId}-${results[active].code}` : undefined
              }
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
              placeholder="Type a country or code"
              className={cn(controlClassName, 'h-10 pl-9')}
            />
          </div>
          <div
            ref={listRef}
            id={listId}
            role="listbox"
            aria-label="Countries"
            className="mt-2 max-h-72 overflow-y-auto"
          >
            {results.map((country, index) => (
              <div
                key={country.code}
                id={`${listId}-${country.code}`}
                role="option"
                aria-selected={country.code === value}
                onMouseEnter={() => setActive(index)}
                tabIndex={-1}
                // Chosen on press, before the search box loses focus (keyboard: Enter in the box).
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(country);
                }}
                className={cn(
                  'flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-slate-800',
                  index === active && 'bg-glow-100 text-slate-900',
                  index > 0 &&
                    country.suggested !== results[index - 1]?.suggested &&
                    'mt-1 border-t border-slate-100 pt-2.5',
                )}
              >
                <Flag country={country} />
                <span className="truncate">{country.label}</span>
                <span className="ml-auto shrink-0 text-xs text-slate-500">
                  {country.code} · {country.phone}
                </span>
                {country.code === value && (
                  <Check aria-hidden className="size-4 shrink-0 text-glow-700" />
                )}
              </div>
            ))}
            {results.length === 0 && (
              <p className="px-2.5 py-3 text-sm text-slate-600">No country matches “{query}”.</p>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
