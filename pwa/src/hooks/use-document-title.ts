import { useEffect } from 'react';
import { useSite } from '../lib/site';

/** Sets the tab title: 'Page | Pulse of the Wild Safaris', or the full home title without a page. */
export function useDocumentTitle(title: string | null | undefined): void {
  const { name } = useSite();
  useEffect(() => {
    document.title = title ? `${title} | ${name}` : `${name} | Kenya & East Africa safari tours`;
  }, [title, name]);
}
