import { MessageResponseSchema } from '@backlit/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast';
import { apiFetch } from '../../../lib/api-client';
import { ensureCsrfCookie } from '../../../lib/csrf-cookie';
import { failedJobsKeys } from './get-failed-jobs';

/** POST /api/admin/jobs/{id}/retry: puts a failed job back in the queue for one more try. */
export async function retryJob(id: string) {
  await ensureCsrfCookie();
  return apiFetch(`/api/admin/jobs/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    schema: MessageResponseSchema,
  });
}

/**
 * Either way the list is asked again: a retried job leaves it, and one that is refused (404) was
 * retried or finished meanwhile, so the list on screen is out of date. The toast is raised here
 * rather than by the button, which is gone once its job leaves the list.
 */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: (answer) => {
      toast.success(answer.message);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedJobsKeys.all }),
  });
}
