import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../lib/api-error';
import { LoadError } from './ui/load-error';
import { Spinner } from './ui/spinner';

type QueryStateProps<T, E> = {
  query: UseQueryResult<T, E>;
  /** Said beside the spinner while the query loads: "Loading your orders...". */
  loading: string;
  /** What failed, as a sentence starts: "Your orders". */
  what: string;
  /**
   * Shown when the server says there is no such thing (404), or that the id in the address
   * cannot name one (422); without it, those count as failures like any other.
   */
  notFound?: ReactNode;
  children: (data: T) => ReactNode;
};

/** A page's query: a spinner while it loads, the failure with a retry, else what `children` make of the data. */
export function QueryState<T, E>({
  query,
  loading,
  what,
  notFound,
  children,
}: QueryStateProps<T, E>) {
  if (notFound !== undefined && (isApiError(query.error, 404) || isApiError(query.error, 422))) {
    return notFound;
  }
  if (query.isPending) return <Spinner label={loading} showLabel />;
  if (query.isError) {
    return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
