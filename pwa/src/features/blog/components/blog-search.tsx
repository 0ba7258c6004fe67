import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { SEARCH_DEBOUNCE_MS } from '@safari/shared/constants';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useEarlyForm } from '../../../components/form/early-form';
import { brand } from '../../../lib/theme';

interface BlogSearchProps {
  /** The search in the URL. */
  value: string;
  /** Called with the trimmed text 180 ms after the visitor stops typing (or at once on Enter / Clear). */
  onSearch(q: string): void;
  /** The category in the URL: a search keeps it. */
  category?: string | null;
}

/**
 * Search box of the blog list: trimmed, debounced, with a Clear button. A GET form to /blog: before
 * the app has started (or without JavaScript) Enter goes to /blog?q=… and the server renders the
 * results; text typed before the app starts is kept and searched once it has.
 */
export function BlogSearch({ value, onSearch, category }: BlogSearchProps) {
  const id = useId();
  const formRef = useEarlyForm();
  const [draft, setDraft] = useState(value);
  const [synced, setSynced] = useState(value);
  /** The last search this box sent: when the URL comes back with it, it is not a change from outside. */
  const [sent, setSent] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // The URL changed from outside (Reset filters, back button): show it. The box's own search coming
  // back leaves the text alone: on a busy phone the visitor may have typed on meanwhile.
  if (value !== synced) {
    setSynced(value);
    if (value !== sent && draft.trim() !== value) setDraft(value);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const schedule = (text: string, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const q = text.trim();
      if (q === value) return;
      setSent(q);
      onSearchRef.current(q);
    }, delay);
  };

  return (
    <Box
      component="form"
      ref={formRef}
      action="/blog"
      method="get"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        schedule(draft, 0);
      }}
      sx={{ position: 'relative', width: '100%', maxWidth: 520 }}
    >
      <Box component="label" htmlFor={id} sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        Search posts
      </Box>
      <SearchIcon aria-hidden="true" sx={{ position: 'absolute', left: 14, top: '50%', transform: 'translateY(-50%)', color: 'text.secondary' }} />
      <Box
        component="input"
        id={id}
        type="search"
        name="q"
        enterKeyHint="search"
        autoComplete="off"
        placeholder="Search guides, parks, tips…"
        value={draft}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setDraft(event.target.value);
          schedule(event.target.value, SEARCH_DEBOUNCE_MS);
        }}
        sx={{
          width: '100%',
          minHeight: 50,
          pl: 5.5,
          pr: draft ? 12 : 2,
          borderRadius: 999,
          border: '1px solid rgba(30,36,32,0.24)',
          bgcolor: '#FFFFFF',
          font: 'inherit',
          fontSize: 16,
          color: 'text.primary',
          '&::-webkit-search-cancel-button': { display: 'none' },
          '&:focus': { outline: 'none', borderColor: brand.green, boxShadow: '0 0 0 3px rgba(27,67,50,0.22)' },
        }}
      />
      {category && <input type="hidden" name="category" value={category} />}
      {draft && (
        <Box
          component="button"
          type="button"
          onClick={() => {
            setDraft('');
            schedule('', 0);
            document.getElementById(id)?.focus();
          }}
          sx={{
            position: 'absolute',
            right: 6,
            top: '50%',
            transform: 'translateY(-50%)',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            minHeight: 38,
            px: 1.5,
            border: 0,
            borderRadius: 999,
            bgcolor: '#EFE7D6',
            color: brand.charcoal,
            font: 'inherit',
            fontSize: 14,
            fontWeight: 600,
            cursor: 'pointer',
            '&:hover': { bgcolor: '#E6D9BD' },
          }}
        >
          <CloseIcon sx={{ fontSize: 18 }} aria-hidden="true" />
          Clear
        </Box>
      )}
    </Box>
  );
}
