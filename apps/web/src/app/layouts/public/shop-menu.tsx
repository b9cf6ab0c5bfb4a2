import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { clsx } from 'clsx';
import { useOpenUntilNavigation } from '../../../lib/use-open-until-navigation';
import { isInSection, SHOP_LINKS, SHOP_SECTION } from './nav-links';
import { navItemClassName } from './nav-styles';

/**
 * The "Shop" entry of the main nav: a disclosure (button + list of links), the pattern WAI-ARIA
 * recommends for site navigation. Tab moves through the links; Escape closes and returns focus.
 */
export function ShopMenu() {
  const [open, setOpen] = useOpenUntilNavigation();
  const { pathname } = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // While open: a click or focus elsewhere closes it, and so does Escape (returning focus to the
  // button). Listening to pointerdown as well as focus covers Safari, which never focuses buttons
  // on click.
  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className={navItemClassName(isInSection(pathname, SHOP_SECTION))}
      >
        Shop
        <ChevronDown
          aria-hidden
          className={clsx('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-80 animate-fade-in rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <ul>
          {SHOP_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={pathname === link.to ? 'page' : undefined}
                className="flex flex-col rounded-lg px-3 py-2.5 transition-colors hover:bg-glow-100/60 aria-[current=page]:bg-glow-100"
              >
                <span className="text-sm font-semibold text-slate-900">{link.label}</span>
                <span className="text-xs text-slate-500">{link.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
