import { telHref } from '@backlit/domain';
import { Lock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { SocialLinks } from '../../../components/social-links';
import { accountHomePath, useAuthSession } from '../../../lib/auth-session';
import { useShopInfo } from '../../../lib/shop-info';
import { CUSTOMER_LINKS, SHOP_LINKS } from './nav-links';

export function SiteFooter() {
  const { name, tagline, email, phone, address } = useShopInfo();
  const session = useAuthSession();
  const myAccount = { to: session ? accountHomePath(session.role) : '/login', label: 'My account' };
  return (
    <footer className="bg-night-900 text-sm text-slate-400">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_1.2fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 flex flex-col gap-4 sm:col-span-1">
          <Link to="/" aria-label={`${name} home`} className="self-start rounded-lg">
            <Logo tone="light" />
          </Link>
          <p className="max-w-xs leading-relaxed">{tagline}</p>
          <SocialLinks linkClassName="size-9 bg-white/5 text-slate-300 hover:bg-glow-400 hover:text-night-900" />
        </div>

        <section aria-labelledby="footer-office" className="col-span-2 sm:col-span-1">
          <h2 id="footer-office" className="font-semibold text-white">
            USA office &amp; warehouse
          </h2>
          <address className="mt-4 flex flex-col gap-3 not-italic">
            <span className="flex gap-2.5">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-glow-400" />
              {address}
            </span>
            <a href={`mailto:${email}`} className="flex gap-2.5 hover:text-white">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-glow-400" />
              {email}
            </a>
            <a href={telHref(phone)} className="flex gap-2.5 hover:text-white">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-glow-400" />
              {phone}
            </a>
          </address>
        </section>

        <FooterLinks title="Shop" links={SHOP_LINKS} />
        <FooterLinks title="Customer service" links={[myAccount, ...CUSTOMER_LINKS]} />
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {new Date().getFullYear()} {name}. All rights reserved.
          </p>
          <p className="flex items-center gap-1.5">
            <Lock aria-hidden className="size-3.5 text-glow-400" />
            Secure payments with PayPal
          </p>
        </div>
      </div>
    </footer>
  );
}

type FooterLinksProps = { title: string; links: readonly { to: string; label: string }[] };

function FooterLinks({ title, links }: FooterLinksProps) {
  return (
    <nav aria-label={title}>
      <h2 className="font-semibold text-white">{title}</h2>
      <ul className="mt-4 flex flex-col gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
