import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The address's query without its empty fields ('' when none is left), or null when it has none. */
export function withoutEmptyFields(search: string): string | null {
  const fields = [...new URLSearchParams(search)];
  const kept = fields.filter(([, value]) => value !== '');
  if (kept.length === fields.length) return null;
  const query = new URLSearchParams(kept).toString();
  return query === '' ? '' : `?${query}`;
}

/**
 * A filter or search sent before the app started is a plain GET form, and the address then holds
 * its empty fields (`/blog?category=`, `/tours?q=&duration=`). Once the app runs, they are dropped
 * from the address, replacing the entry (Back does not return to them), as the app writes its own.
 */
export function useCleanSearch(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = withoutEmptyFields(location.search);
    if (search === null) return;
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state as unknown, preventScrollReset: true });
  }, [location, navigate]);
}
