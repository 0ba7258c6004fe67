import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Children, Fragment, isValidElement, type ReactNode } from 'react';

interface BreadcrumbsProps {
  'aria-label': string;
  /** Between two items; hidden from assistive technology. */
  separator: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

const ol = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', p: 0, m: 0, listStyle: 'none' } as const;
const separatorStyle = { display: 'flex', userSelect: 'none', mx: 1 } as const;

/**
 * A breadcrumb trail with MUI Breadcrumbs' markup, classes and look (a <nav> holding an <ol>, the
 * separators as hidden items between them), without its collapsing of long trails, which no trail
 * of the site needs: MUI's brings its slot utilities to every page showing one.
 */
export function Breadcrumbs({ separator, sx, children, 'aria-label': label }: BreadcrumbsProps) {
  const items = Children.toArray(children).filter(isValidElement);
  return (
    <Typography component="nav" color="textSecondary" className="MuiBreadcrumbs-root" aria-label={label} sx={sx}>
      <Box component="ol" className="MuiBreadcrumbs-ol" sx={ol}>
        {items.map((item, index) => (
          <Fragment key={item.key ?? index}>
            {index > 0 && (
              <Box component="li" aria-hidden="true" className="MuiBreadcrumbs-separator" sx={separatorStyle}>
                {separator}
              </Box>
            )}
            <li className="MuiBreadcrumbs-li">{item}</li>
          </Fragment>
        ))}
      </Box>
    </Typography>
  );
}
