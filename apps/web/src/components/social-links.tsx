import { clsx } from 'clsx';
import { useShopInfo } from '../lib/shop-info';
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from './social-icons';

const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/backlitshop', Icon: FacebookIcon },
  { network: 'Instagram', href: 'https://www.instagram.com/backlitshop', Icon: InstagramIcon },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/backlitshop', Icon: LinkedinIcon },
  { network: 'YouTube', href: 'https://www.youtube.com/@backlitshop', Icon: YoutubeIcon },
] as const;

type SocialLinksProps = {
  /** The list's display (flex by default), e.g. `hidden sm:flex`. */
  display?: string;
  linkClassName?: string;
  /** The icons' size (`size-4` by default). */
  iconSize?: string;
};

/**
 * The company's social profiles, as icon links. Part of every storefront page's first paint, so
 * its classes are joined, not merged (see lib/cn): what a caller may change replaces a default.
 */
export function SocialLinks({
  display = 'flex',
  linkClassName,
  iconSize = 'size-4',
}: SocialLinksProps) {
  const { name } = useShopInfo();
  return (
    <ul className={clsx('items-center gap-1', display)}>
      {SOCIAL_LINKS.map(({ network, href, Icon }) => (
        <li key={href}>
          <a
            href={href}
            aria-label={`${name} on ${network}`}
            target="_blank"
            rel="noopener noreferrer"
            className={clsx('grid place-items-center rounded-md transition-colors', linkClassName)}
          >
            <Icon className={iconSize} />
          </a>
        </li>
      ))}
    </ul>
  );
}
