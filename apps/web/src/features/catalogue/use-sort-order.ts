import { useSearchParams } from 'react-router';
import { parseSortOrder, type SortOrder } from './sort-options';

/** The list order kept in the URL, so it survives reloads and can be shared. */
export function useSortOrder(): [SortOrder, (order: SortOrder) => void] {
  const [searchParams, setSearchParams] = useSearchParams();

  const setSortOrder = (order: SortOrder) => {
    setSearchParams(
      (params) => {
        if (order === 'default') params.delete('sort');
        else params.set('sort', order);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return [parseSortOrder(searchParams.get('sort')), setSortOrder];
}
