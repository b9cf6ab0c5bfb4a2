import { BlogListResponseSchema, type BlogPostSummary } from '@backlit/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/content/blog — every post, newest first. */
export async function getBlogPosts(signal?: AbortSignal): Promise<BlogPostSummary[]> {
  const { posts } = await apiFetch('/api/content/blog', { schema: BlogListResponseSchema, signal });
  return posts;
}

export const blogPostsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'blog'] as const,
    queryFn: ({ signal }) => getBlogPosts(signal),
  });

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}
