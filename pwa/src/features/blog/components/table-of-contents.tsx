import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import { useId, type MouseEvent } from 'react';
import { brand } from '../../../app/theme';
import type { PostHeading } from '../lib/post-content';

const titleSx = { fontSize: 13, fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', color: brand.goldDark } as const;

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

function Links({ headings }: { headings: PostHeading[] }) {
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}>
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
  );
}

const frame = { p: 2.5, borderRadius: 4, bgcolor: '#FFFFFF', border: 1, borderColor: 'divider' } as const;

/** 'Jump to section': links to the post's h1–h3 headings (h3 indented); folded on phones. */
export function TableOfContents({ headings, collapsible = false }: { headings: PostHeading[]; collapsible?: boolean }) {
  const titleId = useId();
  if (headings.length === 0) return null;
  if (collapsible) {
    return (
      <Box component="nav" aria-label="Jump to section" sx={{ ...frame, p: 0 }}>
        <Box component="details" sx={{ '&[open] .toc-chevron': { transform: 'rotate(180deg)' } }}>
          <Box
            component="summary"
            sx={{ ...titleSx, listStyle: 'none', cursor: 'pointer', minHeight: 48, px: 2.5, display: 'flex', alignItems: 'center', justifyContent: 'space-between', '&::-webkit-details-marker': { display: 'none' } }}
          >
            Jump to section
            <ExpandMoreIcon className="toc-chevron" aria-hidden="true" sx={{ transition: 'transform 150ms ease' }} />
          </Box>
          <Box sx={{ px: 2.5, pb: 2 }}>
            <Links headings={headings} />
          </Box>
        </Box>
      </Box>
    );
  }
  return (
    <Box component="nav" aria-labelledby={titleId} sx={frame}>
      <Box component="h2" id={titleId} sx={{ ...titleSx, m: 0, mb: 1.25, fontFamily: 'inherit' }}>
        Jump to section
      </Box>
      <Links headings={headings} />
    </Box>
  );
}
