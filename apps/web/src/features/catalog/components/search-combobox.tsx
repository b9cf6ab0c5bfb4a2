import {
  formatDollars,
  imageVariant,
  SEARCH_MAX,
  type SuggestedCategory,
  type SuggestedProduct,
} from '@backlit/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { FolderOpen, ImageOff, Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../../lib/cn';
import { storageUrl } from '../../../lib/product-image';
import { queryClient } from '../../../lib/query-client';
import {
  SUGGEST_FROM_CHARACTERS,
  suggestionWords,
  useSearchSuggestions,
} from '../api/get-search-suggestions';
import {
  SEARCH_FORM_CLASS,
  SEARCH_ICON_CLASS,
  SEARCH_INPUT_CLASS,
  SEARCH_PLACEHOLDER,
} from './search-field-style';

export type SearchComboboxProps = {
  /** The input's id; the list's and options' ids are made from it. */
  id: string;
  /** What was typed into the plain form before this took its place. */
  initialText: string;
  /** Focus the box once shown (it replaces a focused form, or the phone's row opened). */
  takeFocus?: boolean;
  /** Escape on an empty box (the phone's row closes). */
  onClose?: () => void;
};

/** How long typing must pause before suggestions are asked for. */
const TYPING_PAUSE_MS = 150;

/** The results page of the words (the whole shop's list searched). */
export function resultsUrl(text: string): string {
  const q = text.trim();
  return q ? `/allproducts?q=${encodeURIComponent(q)}` : '/allproducts';
}

type Option =
  | { kind: 'product'; url: string; product: SuggestedProduct }
  | { kind: 'category'; url: string; category: SuggestedCategory }
  | { kind: 'all'; url: string };

/**
 * The header's search box with suggestions as one types, after the WAI-ARIA combobox pattern:
 * the focus stays in the box; Down and Up move through the products, categories and "See all
 * results" (`aria-activedescendant`), Enter opens the one chosen or, with none, the results page;
 * Escape closes the list, or clears the box when it is closed. The React Query client is brought
 * along: the header sits above the pages' data layout.
 */
export function SearchCombobox(props: SearchComboboxProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Combobox {...props} />
    </QueryClientProvider>
  );
}

function Combobox({ id, initialText, takeFocus = false, onClose }: SearchComboboxProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [asked, setAsked] = useState(initialText);
  const [open, setOpen] = useState(initialText.trim().length >= SUGGEST_FROM_CHARACTERS);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(asked);

  useEffect(() => {
    if (!takeFocus) return;
    const field = input.current;
    field?.focus();
    field?.setSelectionRange(field.value.length, field.value.length);
  }, [takeFocus]);

  useEffect(() => {
    const timer = setTimeout(() => setAsked(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const wanted = suggestionWords(text).length >= SUGGEST_FROM_CHARACTERS;
  const data = wanted ? suggestions.data : undefined;
  const options: Option[] = data
    ? [
        ...data.products.map((product) => ({
          kind: 'product' as const,
          url: `/product/${product.slug}`,
          product,
        })),
        ...data.categories.map((category) => ({
          kind: 'category' as const,
          url: category.url,
          category,
        })),
        { kind: 'all' as const, url: resultsUrl(text) },
      ]
    : [];
  const expanded = open && options.length > 0;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const go = (url: string) => {
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    void navigate(url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === 'ArrowDown';
        if (!expanded) {
          setOpen(true);
          setActive(down ? 0 : count - 1);
          return;
        }
        setActive((at) => {
          if (down) return at + 1 >= count ? 0 : at + 1;
          return at <= 0 ? count - 1 : at - 1;
        });
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const chosen = expanded && active >= 0 ? options[active] : undefined;
        go(chosen?.url ?? resultsUrl(text));
        return;
      }
      case 'Escape': {
        event.preventDefault();
        if (expanded) {
          setOpen(false);
          setActive(-1);
        } else if (text) {
          setText('');
        } else {
          onClose?.();
        }
        return;
      }
    }
  };

  // Products, categories and "See all" are one list for the arrows: their indexes run on.
  const products = data?.products.length ?? 0;
  const categories = data?.categories.length ?? 0;

  return (
    <form
      role="search"
      aria-label="Shop"
      action="/allproducts"
      className={SEARCH_FORM_CLASS}
      onSubmit={(event) => {
        event.preventDefault();
        go(resultsUrl(text));
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search the shop
      </label>
      <Search aria-hidden className={SEARCH_ICON_CLASS} />
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        maxLength={SEARCH_MAX}
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        className={cn(SEARCH_INPUT_CLASS, text && 'pr-10')}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          // Keeps the focus in the box.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setText('');
            setActive(-1);
            input.current?.focus();
          }}
          className="absolute top-1/2 right-1 grid size-8 -translate-y-1/2 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
      <p role="status" className="sr-only">
        {expanded
          ? `${data?.total ?? 0} ${data?.total === 1 ? 'product' : 'products'} found. Use the up and down arrows to choose a suggestion.`
          : ''}
      </p>
      <div
        id={listId}
        role="listbox"
        tabIndex={-1}
        aria-label="Search suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-[min(40rem,calc(100dvh-7rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white py-2 shadow-lg xl:left-auto xl:w-[28rem]"
        // Below the field, against its right edge (it sits at the header's right); full width in
        // the phone's row. Choosing with the mouse keeps the focus in the box.
        onMouseDown={(event) => event.preventDefault()}
      >
        {data && products > 0 && (
          <Group id={`${id}-products`} label="Products">
            {data.products.map((product, index) => (
              <OptionRow
                key={product.id}
                id={optionId(index)}
                active={active === index}
                onChoose={() => go(`/product/${product.slug}`)}
                onHover={() => setActive(index)}
              >
                <Thumbnail product={product} />
                <span className="min-w-0 flex-1">
                  <span className="line-clamp-2 font-medium text-slate-900">{product.name}</span>
                  <span className="block text-xs text-slate-500">{product.sku}</span>
                </span>
                <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                  {formatDollars(product.originalPrice)}
                </span>
              </OptionRow>
            ))}
          </Group>
        )}
        {data && categories > 0 && (
          <Group id={`${id}-categories`} label="Categories">
            {data.categories.map((category, offset) => {
              const index = products + offset;
              return (
                <OptionRow
                  key={category.url}
                  id={optionId(index)}
                  active={active === index}
                  onChoose={() => go(category.url)}
                  onHover={() => setActive(index)}
                >
                  <FolderOpen aria-hidden className="size-5 shrink-0 text-slate-500" />
                  <span className="min-w-0 flex-1 truncate font-medium text-slate-900">
                    {category.name}
                    {category.parent && (
                      <span className="font-normal text-slate-500"> in {category.parent}</span>
                    )}
                  </span>
                  <span className="shrink-0 text-xs text-slate-500 tabular-nums">
                    {category.productCount}
                  </span>
                </OptionRow>
              );
            })}
          </Group>
        )}
        {data && (
          <OptionRow
            id={optionId(products + categories)}
            active={active === products + categories}
            onChoose={() => go(resultsUrl(text))}
            onHover={() => setActive(products + categories)}
            className="mt-1 border-t border-slate-100 pt-3 font-semibold text-glow-700"
          >
            <Search aria-hidden className="size-4 shrink-0" />
            {data.total > 0
              ? `See all ${data.total} results for “${text.trim()}”`
              : `No products match “${text.trim()}”: see the shop`}
          </OptionRow>
        )}
      </div>
    </form>
  );
}

function Group({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div role="group" aria-labelledby={id} className="pb-1">
      <div
        id={id}
        role="presentation"
        className="px-4 pt-1 pb-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase"
      >
        {label}
      </div>
      {children}
    </div>
  );
}

function OptionRow({
  id,
  active,
  onChoose,
  onHover,
  className,
  children,
}: {
  id: string;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
  className?: string;
  children: ReactNode;
}) {
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (active) row.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return (
    // The box's keys choose an option (aria-activedescendant); the focus never leaves it.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <div
      ref={row}
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      onClick={onChoose}
      onMouseMove={active ? undefined : onHover}
      className={cn(
        'flex cursor-pointer items-center gap-3 px-4 py-2 text-sm',
        active ? 'bg-glow-50' : 'hover:bg-slate-50',
        className,
      )}
    >
      {children}
    </div>
  );
}

function Thumbnail({ product }: { product: SuggestedProduct }) {
  if (!product.image) {
    return (
      <span className="grid size-11 shrink-0 place-items-center rounded-md bg-slate-100 text-slate-400">
        <ImageOff aria-hidden className="size-5" />
      </span>
    );
  }
  return (
    <img
      src={storageUrl(imageVariant(product.image, 400))}
      alt=""
      width={44}
      height={44}
      loading="lazy"
      decoding="async"
      className="size-11 shrink-0 rounded-md bg-slate-100 object-cover"
    />
  );
}
