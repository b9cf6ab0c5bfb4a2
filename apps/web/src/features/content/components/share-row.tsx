import { Check, Link2, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';

type ShareRowProps = { title: string; url: string };

/** Copy link, e-mail and plain share links: no third-party scripts, nothing loads until clicked. */
export function ShareRow({ title, url }: ShareRowProps) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 3000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };

  const encodedUrl = encodeURIComponent(url);
  const links = [
    {
      label: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
    },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    {
      label: 'X',
      href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
    },
  ];
  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n${url}`)}`;

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            {copied === 'yes' ? <Check aria-hidden /> : <Link2 aria-hidden />}
            Copy link
          </Button>
        </li>
        <li>
          <Button asChild variant="secondary" size="sm">
            <a href={mailto}>
              <Mail aria-hidden />
              E-mail
            </a>
          </Button>
        </li>
        {links.map((link) => (
          <li key={link.label}>
            <Button asChild variant="secondary" size="sm">
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                Share on {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          </li>
        ))}
      </ul>
      <p role="status" className="min-h-5 text-sm text-slate-700">
        {copied === 'yes' && 'Link copied to the clipboard.'}
        {copied === 'failed' && `Copying is blocked in this browser. The link is ${url}`}
      </p>
    </div>
  );
}
