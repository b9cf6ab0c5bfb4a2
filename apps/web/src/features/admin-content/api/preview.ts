import { ContentImageUploadResponseSchema, ContentPreviewResponseSchema } from '@backlit/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';

/** How long typing pauses before the preview is asked for. */
export const PREVIEW_DELAY_MS = 300;

/** POST /api/admin/content/preview — the Markdown as the shop renders it. */
async function previewMarkdown(body: string, signal?: AbortSignal) {
  await ensureCsrfCookie();
  return (
    await apiFetch('/api/admin/content/preview', {
      method: 'POST',
      body: { body },
      schema: ContentPreviewResponseSchema,
      signal,
    })
  ).html;
}

/**
 * The live preview of `markdown`: rendered by the server's own renderer (so it is exactly what
 * the shop will show, raw HTML as text), asked for once typing pauses; the last one stays while
 * the next loads.
 */
export function useMarkdownPreview(markdown: string) {
  const [settled, setSettled] = useState(markdown);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(markdown), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [markdown]);
  return useQuery({
    queryKey: ['admin-content', 'preview', settled],
    queryFn: ({ signal }) => previewMarkdown(settled, signal),
    enabled: settled.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** POST /api/admin/content/images — the picture itself; answers its address. */
export async function uploadContentImage(file: File) {
  await ensureCsrfCookie();
  return (
    await apiFetch('/api/admin/content/images', {
      method: 'POST',
      body: file,
      schema: ContentImageUploadResponseSchema,
    })
  ).src;
}
