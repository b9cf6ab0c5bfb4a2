import { SEARCH_MAX } from '@backlit/domain';
import { Search } from 'lucide-react';
import { useRef, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { withChunkTimeout } from '../../../lib/chunk-load';
import { useOpenUntilNavigation } from '../../../lib/use-open-until-navigation';
import type { SearchComboboxProps } from './search-combobox';
import {
  SEARCH_FORM_CLASS,
  SEARCH_ICON_CLASS,
  SEARCH_INPUT_CLASS,
  SEARCH_PLACEHOLDER,
} from './search-field-style';

// The suggestions bring React Query and their own code: loaded when a shopper reaches for the
// box, so a page's first load carries only this plain form (which also searches without
// JavaScript: it is a GET form to the results page).
const loadCombobox = withChunkTimeout(
  'search-combobox',
  async () => (await import('./search-combobox')).SearchCombobox,
);
const preload = () => void loadCombobox().catch(() => undefined);

type Combobox = ComponentType<SearchComboboxProps>;

/**
 * The header's search field on wide screens. Until it is first focused it is a plain form; then
 * the combobox with suggestions takes its place, with what was typed and the focus.
 */
export function HeaderSearchField({ className }: { className?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [live, setLive] = useState<{ Combobox: Combobox; text: string; focused: boolean }>();
  const activate = () => {
    loadCombobox().then(
      (Combobox) => {
        const field = input.current;
        setLive({
          Combobox,
          text: field?.value ?? '',
          focused: field !== null && document.activeElement === field,
        });
      },
      // Without its code the form still searches, by the results page.
      () => undefined,
    );
  };
  if (live) {
    return (
      <div className={className}>
        <live.Combobox id="site-search" initialText={live.text} takeFocus={live.focused} />
      </div>
    );
  }
  return (
    <div className={className}>
      <form role="search" aria-label="Shop" action="/allproducts" className={SEARCH_FORM_CLASS}>
        <label htmlFor="site-search" className="sr-only">
          Search the shop
        </label>
        <Search aria-hidden className={SEARCH_ICON_CLASS} />
        <input
          ref={input}
          id="site-search"
          name="q"
          type="search"
          autoComplete="off"
          maxLength={SEARCH_MAX}
          placeholder={SEARCH_PLACEHOLDER}
          className={SEARCH_INPUT_CLASS}
          onPointerEnter={preload}
          onFocus={activate}
        />
      </form>
    </div>
  );
}

/**
 * The header's search on phones and narrow screens: an icon that opens the search box in a row
 * under the header. Without JavaScript it is a link to the shop's list, whose toolbar searches.
 */
export function HeaderSearchButton({ className }: { className?: string }) {
  const [open, setOpen] = useOpenUntilNavigation();
  const [Combobox, setCombobox] = useState<Combobox>();
  const button = useRef<HTMLAnchorElement>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <Link
        ref={button}
        to="/allproducts"
        role="button"
        aria-label="Open search"
        aria-expanded={open}
        aria-controls={open ? 'phone-search-row' : undefined}
        className={`grid size-10 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${className ?? ''}`}
        onPointerEnter={preload}
        onFocus={preload}
        // A button answers Space as well as Enter.
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          event.currentTarget.click();
        }}
        onClick={(event) => {
          event.preventDefault();
          if (open) return setOpen(false);
          loadCombobox().then(
            (loaded) => {
              setCombobox(() => loaded);
              setOpen(true);
            },
            () => undefined,
          );
        }}
      >
        <Search aria-hidden className="size-5" />
      </Link>
      {open && Combobox && (
        <div
          id="phone-search-row"
          className={`absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 py-3 shadow-md sm:px-6 ${className ?? ''}`}
        >
          <Combobox id="phone-search" initialText="" takeFocus onClose={close} />
        </div>
      )}
    </>
  );
}
