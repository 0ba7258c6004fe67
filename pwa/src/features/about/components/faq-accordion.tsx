import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { brand } from '../../../lib/theme';
import type { FaqItem } from '../../../content/about';

/**
 * Questions that open and close like an accordion: each question is a real button (Enter and
 * Space work, aria-expanded tells the state) inside a heading, so screen readers can jump between them.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();

  const toggle = (index: number) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <Box key={item.question} sx={{ borderRadius: 3, bgcolor: '#FFFFFF', border: '1px solid', borderColor: expanded ? 'rgba(27,67,50,0.35)' : 'divider', transition: 'border-color 200ms ease' }}>
            <Typography component="h3" sx={{ m: 0 }}>
              <ButtonBase
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                sx={{ width: '100%', justifyContent: 'space-between', gap: 2, textAlign: 'left', px: { xs: 2, md: 2.5 }, py: 2, borderRadius: 3, fontSize: { xs: 16, md: 17 }, fontWeight: 600, lineHeight: 1.4, color: 'text.primary' }}
              >
                {item.question}
                <ExpandMoreIcon aria-hidden="true" sx={{ flexShrink: 0, color: brand.green, transition: 'transform 200ms ease', transform: expanded ? 'rotate(180deg)' : 'none' }} />
              </ButtonBase>
            </Typography>
            <Box id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} sx={{ px: { xs: 2, md: 2.5 }, pb: 2.5 }}>
              <Typography sx={{ color: 'text.secondary', fontSize: 16, lineHeight: 1.7 }}>{item.answer}</Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
