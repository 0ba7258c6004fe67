import Box from '@mui/material/Box';
import type { BlogCategory } from '@safari/shared/enums';
import type { MouseEvent } from 'react';
import { brand } from '../../../lib/theme';

interface CategoryChipsProps {
  categories: readonly BlogCategory[];
  selected: BlogCategory | null;
  onSelect(category: BlogCategory | null): void;
  /** The search in the URL: choosing a category keeps it. */
  q?: string;
}

/**
 * 'All' plus the categories found in the posts; the chosen one is pressed. A GET form to /blog whose
 * buttons each send their category: before the app has started (or without JavaScript) a chip goes
 * to /blog?category=… and the server renders that list.
 */
export function CategoryChips({ categories, selected, onSelect, q }: CategoryChipsProps) {
  const chips: { label: string; value: BlogCategory | null }[] = [{ label: 'All', value: null }, ...categories.map((category) => ({ label: category, value: category }))];
  return (
    <form action="/blog" method="get">
      {q && <input type="hidden" name="q" value={q} />}
      <Box
        component="ul"
        aria-label="Categories"
        sx={{
          display: 'flex',
          gap: 1,
          m: 0,
          p: 0,
          listStyle: 'none',
          // Phones: one row that scrolls sideways (inside itself, never the page); wider screens wrap.
          flexWrap: { xs: 'nowrap', sm: 'wrap' },
          overflowX: { xs: 'auto', sm: 'visible' },
          mx: { xs: -2, sm: 0 },
          px: { xs: 2, sm: 0 },
          py: 0.5,
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          '& > li': { flexShrink: 0 },
        }}
      >
        {chips.map((chip) => {
          const active = chip.value === selected;
          return (
            <li key={chip.label}>
              <Box
                component="button"
                type="submit"
                name="category"
                value={chip.value ?? ''}
                aria-pressed={active}
                onClick={(event: MouseEvent<HTMLButtonElement>) => {
                  event.preventDefault();
                  onSelect(chip.value);
                }}
                sx={{
                  minHeight: 40,
                  whiteSpace: 'nowrap',
                  px: 2,
                  borderRadius: 999,
                  border: '1px solid',
                  borderColor: active ? brand.green : 'rgba(30,36,32,0.22)',
                  bgcolor: active ? brand.green : '#FFFFFF',
                  color: active ? '#FFFFFF' : brand.charcoal,
                  font: 'inherit',
                  fontSize: 14,
                  fontWeight: 600,
                  cursor: 'pointer',
                  transition: 'background-color 150ms ease, border-color 150ms ease',
                  '&:hover': { borderColor: brand.green, bgcolor: active ? brand.greenLight : '#F3EEE2' },
                }}
              >
                {chip.label}
              </Box>
            </li>
          );
        })}
      </Box>
    </form>
  );
}
