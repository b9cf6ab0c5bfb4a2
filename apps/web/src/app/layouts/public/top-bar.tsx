import { telHref } from '@backlit/domain';
import { Lock, Maximize2, Phone, Timer, Truck } from 'lucide-react';
import { SocialLinks } from '../../../components/social-links';
import { CLAIMS } from '../../../lib/shop-claims';
import { useShopInfo } from '../../../lib/shop-info';

/**
 * The slim dark strip above the header with the shop's trust claims and direct contact. A
 * labelled landmark, so its content is not left outside every region (axe 'region').
 */
export function TopBar() {
  const { phone } = useShopInfo();
  return (
    <aside aria-label="Shop highlights and contact" className="bg-night-950 text-xs text-slate-300">
      <div className="mx-auto flex h-10 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <ul className="flex min-w-0 items-center gap-5">
          <li className="flex items-center gap-1.5 whitespace-nowrap">
            <Timer aria-hidden className="size-3.5 text-glow-400" />
            Set up in {CLAIMS.setupTime}
          </li>
          <li className="hidden items-center gap-1.5 whitespace-nowrap md:flex">
            <Maximize2 aria-hidden className="size-3.5 text-glow-400" />
            Frames up to {CLAIMS.maxFrameSize}
          </li>
          <li className="hidden items-center gap-1.5 whitespace-nowrap xl:flex">
            <Truck aria-hidden className="size-3.5 text-glow-400" />
            Shipping from stock to the USA &amp; Canada
          </li>
        </ul>
        <div className="flex shrink-0 items-center gap-4">
          <p className="hidden items-center gap-1.5 whitespace-nowrap lg:flex">
            <Lock aria-hidden className="size-3.5 text-glow-400" />
            Secure payments with PayPal
          </p>
          <SocialLinks
            display="hidden sm:flex"
            linkClassName="size-7 text-slate-400 hover:bg-white/10 hover:text-white"
            iconSize="size-3.5"
          />
          <a
            href={telHref(phone)}
            className="flex items-center gap-1.5 rounded font-semibold whitespace-nowrap text-white hover:text-glow-300"
          >
            <Phone aria-hidden className="size-3.5 text-glow-400" />
            {phone}
          </a>
        </div>
      </div>
    </aside>
  );
}
