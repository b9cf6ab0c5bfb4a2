import type { ReactNode } from 'react';
import { PageBanner, type PageBannerWidth } from '../../../components/page-banner';

type ContentBannerProps = {
  section: string;
  title: string;
  description?: ReactNode;
  /** The page body's column, so the title lines up with the text below it. */
  width: PageBannerWidth;
};

/** The dark opening band of a content page, with its section name above the title. */
export function ContentBanner({ section, title, description, width }: ContentBannerProps) {
  return (
    <PageBanner
      title={title}
      description={description}
      width={width}
      eyebrow={
        <p className="text-sm font-semibold tracking-wider text-glow-400 uppercase">{section}</p>
      }
    />
  );
}
