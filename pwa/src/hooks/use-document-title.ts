import { DEFAULT_CONTACT as SITE } from '@safari/shared/site';
import { useEffect } from 'react';

/** Sets the tab title: 'Page | Pulse of the Wild Safaris', or the full home title without a page. */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE.name}` : `${SITE.name} | Kenya & East Africa safari tours`;
  }, [title]);
}
