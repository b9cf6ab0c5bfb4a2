import { cn } from '../lib/cn';
import { useShopInfo } from '../lib/shop-info';
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from './social-icons';

const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/backlitshop', Icon: FacebookIcon },
  { network: 'Instagram', href: 'https://www.instagram.com/backlitshop', Icon: InstagramIcon },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/backlitshop', Icon: LinkedinIcon },
  { network: 'YouTube', href: 'https://www.youtube.com/@backlitshop', Icon: YoutubeIcon },
] as const;

type SocialLinksProps = { className?: string; linkClassName?: string; iconClassName?: string };

/** The company's social profiles, as icon links. */
export function SocialLinks({ className, linkClassName, iconClassName }: SocialLinksProps) {
  const { name } = useShopInfo();
  return (
    <ul className={cn('flex items-center gap-1', className)}>
      {SOCIAL_LINKS.map(({ network, href, Icon }) => (
        <li key={href}>
          <a
            href={href}
            aria-label={`${name} on ${network}`}
            target="_blank"
            rel="noopener noreferrer"
            className={cn('grid place-items-center rounded-md transition-colors', linkClassName)}
          >
            <Icon className={cn('size-4', iconClassName)} />
          </a>
        </li>
      ))}
    </ul>
  );
}
