import { SEARCH_DEBOUNCE_MS } from '@safari/shared/constants';
import { ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZES } from '@safari/shared/staff';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** A list's page and rows per page, and how to change them (as the pager uses them). */
export interface ListPaging {
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

const pageSizeKey = (list: string) => `admin.rowsPerPage.${list}`;

/** The rows per page this tablet last chose for a list (the specification's 5 until then). */
export function storedPageSize(list: string): number {
  try {
    const stored = Number(window.localStorage.getItem(pageSizeKey(list)));
    return (ADMIN_PAGE_SIZES as readonly number[]).includes(stored) ? stored : ADMIN_PAGE_SIZE;
  } catch {
    return ADMIN_PAGE_SIZE;
  }
}

function storePageSize(list: string, pageSize: number) {
  try {
    window.localStorage.setItem(pageSizeKey(list), String(pageSize));
  } catch {
    // Private mode or full storage: the choice lasts for this visit only.
  }
}

/**
 * A list's state (search, filters, sort, page) in the query string, so back, forward, reload and a
 * shared link keep it. Changing anything but the page goes back to page 1. Rows per page are
 * remembered per list (`list`) on this tablet.
 */
export function useListParams<K extends string>(list: string, keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  // The query this list last asked for, and the one on screen when it asked. The router draws a
  // change a moment later (in a transition, longer on a slow tablet), and until then hands every
  // change the query on screen: a second change meanwhile (Clear filters, then the search box's
  // text) builds on the first instead of undoing it.
  const asked = useRef<{ from: string; next: string } | null>(null);
  const shown = params.toString();
  useEffect(() => {
    if (asked.current?.next === shown) asked.current = null;
  }, [shown]);

  const update = useCallback(
    (patch: Partial<Record<K | 'page', string | number>>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const from = current.toString();
          const next = new URLSearchParams(asked.current?.from === from ? asked.current.next : from);
          for (const [key, value] of Object.entries(patch)) {
            const text = value === undefined ? '' : String(value);
            if (text === '' || (key === 'page' && text === '1')) next.delete(key);
            else next.set(key, text);
          }
          if (!('page' in patch)) next.delete('page');
          asked.current = { from, next: next.toString() };
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  const [pageSize, setPageSize] = useState(() => storedPageSize(list));
  const paging: ListPaging = {
    page,
    pageSize,
    onPage: (next) => update({ page: next } as Partial<Record<K | 'page', string | number>>),
    onPageSize: (next) => {
      storePageSize(list, next);
      setPageSize(next);
      update({ page: 1 } as Partial<Record<K | 'page', string | number>>);
    },
  };

  return { values, page, pageSize, paging, update };
}

/** A search box's text, sent to the URL `delayMs` after the last keystroke (which resets the page to 1). */
export function useDebouncedSearch(value: string, commit: (text: string) => void, delayMs: number): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [dirty, setDirty] = useState(false);

  // Back / forward changed the URL: show its search (state adjusted while rendering, not in an effect).
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (!dirty) setText(value);
  }

  // The text last sent, until the URL shows it: the router draws a change later, and a box cleared
  // meanwhile compared with the URL's old search (also empty) would have sent nothing, leaving the
  // list searched for the text just typed.
  const sent = useRef<string | null>(null);
  useEffect(() => {
    sent.current = null;
  }, [value]);

  useEffect(() => {
    if (!dirty) return;
    const timer = window.setTimeout(() => {
      setDirty(false);
      const wanted = text.trim();
      if (wanted === (sent.current ?? value)) return;
      sent.current = wanted;
      commit(wanted);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [text, dirty, value, commit, delayMs]);

  return [
    text,
    (next: string) => {
      setText(next);
      setDirty(true);
    },
  ];
}

/** A list's search box: `q` in the URL, replacing the history entry once typing pauses (the spec's 180 ms). */
export function useListSearch(q: string, update: (patch: { q: string }, options: { replace: boolean }) => void): [string, (text: string) => void] {
  const commit = useCallback((text: string) => update({ q: text }, { replace: true }), [update]);
  return useDebouncedSearch(q, commit, SEARCH_DEBOUNCE_MS);
}

/** Paging kept in the component (a list inside a screen, not the screen's own list). */
export function useLocalPaging(list: string): ListPaging {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(() => storedPageSize(list));
  return {
    page,
    pageSize,
    onPage: setPage,
    onPageSize: (next) => {
      storePageSize(list, next);
      setPageSize(next);
      setPage(1);
    },
  };
}
