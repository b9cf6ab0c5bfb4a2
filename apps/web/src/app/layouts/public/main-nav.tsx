import { NavLink, useLocation } from 'react-router';
import { isInSection, PAGE_LINKS } from './nav-links';
import { navItemClassName } from './nav-styles';
import { ShopMenu } from './shop-menu';

/** The header's navigation on large screens; smaller screens use the menu drawer. */
export function MainNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-0.5">
        <li>
          <ShopMenu />
        </li>
        {PAGE_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                navItemClassName(
                  isActive || (link.section !== undefined && isInSection(pathname, link.section)),
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
