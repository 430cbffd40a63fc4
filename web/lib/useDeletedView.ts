import { useSearchParams } from 'wouter';

/** Whether a list shows its Deleted view (`?deleted=1`). */
export function useDeletedView(): boolean {
  const [params] = useSearchParams();
  return params.get('deleted') === '1';
}
