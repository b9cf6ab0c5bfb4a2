import type { BlogPost, NewsArticle } from '@backlit/domain';
import { JsonLd } from '../../../components/json-ld';
import { useShopInfo } from '../../../lib/shop-info';
import { useSiteOrigin } from '../../../lib/site-origin';
import { PageMeta } from './page-meta';

type ArticleMetaProps =
  | { kind: 'NewsArticle'; article: NewsArticle | undefined; fallbackTitle: string }
  | { kind: 'BlogPosting'; article: BlogPost | undefined; fallbackTitle: string };

/**
 * A news item's or blog post's head tags and its schema.org article (headline, date, author,
 * picture), which search engines show as the article's card.
 */
export function ArticleMeta(props: ArticleMetaProps) {
  const { kind, article, fallbackTitle } = props;
  const origin = useSiteOrigin();
  const shop = useShopInfo();
  const image = article?.image?.src;
  const author =
    props.kind === 'BlogPosting' && props.article
      ? { '@type': 'Person', name: props.article.author }
      : { '@type': 'Organization', name: shop.name };
  return (
    <>
      <PageMeta
        title={article?.title ?? fallbackTitle}
        description={article?.description}
        type="article"
        {...(article && { path: article.route })}
        {...(image && { image })}
      />
      {article && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': kind,
            headline: article.title,
            description: article.description,
            datePublished: article.date,
            mainEntityOfPage: new URL(article.route, origin).href,
            ...(image && { image: [new URL(image, origin).href] }),
            author,
            publisher: { '@type': 'Organization', name: shop.name, url: new URL('/', origin).href },
          }}
        />
      )}
    </>
  );
}
