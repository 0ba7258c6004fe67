import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { brand } from '../../../lib/theme';
import type { PostHeading } from '../lib/post-content';

function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  // Scrolled here rather than by the browser: a bare hash change would be taken for a navigation.
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', `#${id}`);
  target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** 'Jump to section': links to the post's h1–h3 headings (h3 indented), in a box that folds. */
export function TableOfContents({ headings, defaultOpen }: { headings: PostHeading[]; defaultOpen: boolean }) {
  if (headings.length === 0) return null;
  return (
    <Box component="nav" aria-label="Jump to section" sx={{ borderRadius: 4, bgcolor: '#FFFFFF', border: 1, borderColor: 'divider' }}>
      <Box component="details" open={defaultOpen} sx={{ '&[open] .toc-chevron': { transform: 'rotate(180deg)' } }}>
        <Box
          component="summary"
          sx={{
            fontSize: 13,
            fontWeight: 700,
            letterSpacing: '0.12em',
            textTransform: 'uppercase',
            color: brand.goldDark,
            listStyle: 'none',
            cursor: 'pointer',
            minHeight: 48,
            px: 2.5,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            '&::-webkit-details-marker': { display: 'none' },
          }}
        >
          Jump to section
          <ExpandMoreIcon className="toc-chevron" aria-hidden="true" sx={{ transition: 'transform 150ms ease' }} />
        </Box>
        <Box component="ol" sx={{ m: 0, px: 2.5, pb: 2, listStyle: 'none', display: 'grid', gap: 0.25 }}>
          {headings.map((heading) => (
            <Box component="li" key={heading.id} sx={{ pl: heading.level === 3 ? 2 : 0 }}>
              <Box
                component="a"
                href={`#${heading.id}`}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => jump(event, heading.id)}
                sx={{
                  display: 'block',
                  py: 0.6,
                  color: heading.level === 3 ? 'text.secondary' : 'text.primary',
                  fontSize: heading.level === 3 ? 14 : 15,
                  fontWeight: heading.level === 3 ? 500 : 600,
                  lineHeight: 1.4,
                  textDecoration: 'none',
                  '&:hover': { color: brand.green, textDecoration: 'underline' },
                }}
              >
                {heading.text}
              </Box>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
