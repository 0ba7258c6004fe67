import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { brand } from '../../../lib/theme';
import { pageWindow } from '../lib/list-params';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page (filters kept). */
  hrefOf(page: number): string;
}

const cell = {
  minWidth: 44,
  height: 44,
  px: 1,
  display: 'inline-grid',
  placeItems: 'center',
  borderRadius: 2.5,
  fontWeight: 600,
  fontSize: 16,
  textDecoration: 'none',
} as const;

/** « 1 2 3 »: links, so every page has its own URL. */
export function Pagination({ page, totalPages, hrefOf }: PaginationProps) {
  if (totalPages <= 1) return null;
  const link = (target: number, label: string, text: string, disabled: boolean) =>
    disabled ? (
      <Box component="span" aria-hidden="true" sx={{ ...cell, color: 'rgba(30,36,32,0.35)' }}>
        {text}
      </Box>
    ) : (
      <Box
        component={RouterLink}
        to={hrefOf(target)}
        aria-label={label}
        sx={{ ...cell, color: brand.green, border: '1px solid rgba(30,36,32,0.18)', bgcolor: '#FFFFFF', '&:hover': { bgcolor: '#F3EEE2' } }}
      >
        {text}
      </Box>
    );
  return (
    <Box component="nav" aria-label="Pagination" sx={{ mt: 5 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}>
        <li>{link(page - 1, 'Previous page', '«', page <= 1)}</li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <Box component="li" key={`gap-${index}`} aria-hidden="true" sx={{ px: 0.5, color: 'text.secondary' }}>
              …
            </Box>
          ) : (
            <li key={item}>
              {item === page ? (
                <Box component="span" aria-current="page" aria-label={`Page ${item}`} sx={{ ...cell, bgcolor: brand.green, color: '#FFFFFF' }}>
                  {item}
                </Box>
              ) : (
                link(item, `Page ${item}`, String(item), false)
              )}
            </li>
          ),
        )}
        <li>{link(page + 1, 'Next page', '»', page >= totalPages)}</li>
      </Box>
    </Box>
  );
}
