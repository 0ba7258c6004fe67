import { useEffect } from 'react';
import { documentTitle } from '@safari/shared/site-page-rules';
import { useSite } from '../lib/site';

/**
 * Sets the tab title of a page titled by its record (a tour's name): 'Page | Pulse of the Wild
 * Safaris'. A page of the route table sets the table's title instead (`usePageTitle`).
 */
export function useDocumentTitle(title: string | undefined): void {
  const { name } = useSite();
  useEffect(() => {
    if (title) document.title = documentTitle(title, name);
  }, [title, name]);
}
