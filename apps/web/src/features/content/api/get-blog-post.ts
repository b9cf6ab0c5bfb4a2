import { BlogPostResponseSchema, blogPostPath, type BlogPost } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/content/blog/{slug} — one post with its rendered text. */
export async function getBlogPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  const { post } = await apiFetch(blogPostPath(slug), { schema: BlogPostResponseSchema, signal });
  return post;
}

export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'blog', slug] as const,
    queryFn: ({ signal }) => getBlogPost(slug, signal),
  });

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}
