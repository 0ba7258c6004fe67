import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_PAGE_SIZES } from '@safari/shared/staff';
import type { ReactNode } from 'react';
import type { ListPaging } from '../lib/list-params';

/** Search box (with a visible-to-screen-readers label), filters and the list's Add button. */
export function ListToolbar({ search, onSearch, placeholder, filters, addLabel, onAdd }: { search: string; onSearch: (text: string) => void; placeholder: string; filters: ReactNode; addLabel: string; onAdd: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <TextField
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={placeholder}
        slotProps={{
          htmlInput: { 'aria-label': placeholder.replace(/\.+$/, '') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ flex: '1 1 240px', maxWidth: { md: 340 } }}
      />
      {filters}
      <Box sx={{ flex: 1, display: { xs: 'none', md: 'block' } }} />
      <Button variant="contained" onClick={onAdd}>
        {addLabel}
      </Button>
    </Box>
  );
}

/** The total, rows per page (remembered per list), and Previous / Next with 'Page X of Y'. */
export function Pager({ pages, total, paging: { page, pageSize, onPage, onPageSize } }: { pages: number; total: number; paging: ListPaging }) {
  const last = Math.max(1, pages);
  return (
    <Box component="nav" aria-label="Pages" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 2, flexWrap: 'wrap' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
          {total} {total === 1 ? 'result' : 'results'}
        </Typography>
        <TextField select label="Rows per page" value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))} sx={{ width: 130 }}>
          {ADMIN_PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Typography aria-live="polite" sx={{ fontSize: 14, fontWeight: 600, minWidth: 90, textAlign: 'center' }}>
          Page {Math.min(page, last)} of {last}
        </Typography>
        <Button variant="outlined" size="small" disabled={page >= last} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </Box>
    </Box>
  );
}

/** A filter or sort menu of a list toolbar; `emptyLabel` names the choice that clears it. */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  width,
  emptyLabel,
  options,
  optionLabel = (option) => option,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  width: number;
  emptyLabel?: string;
  options: readonly V[];
  optionLabel?: (option: V) => string;
}) {
  return (
    <TextField select label={label} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} value={value} onChange={(event) => onChange(event.target.value)} sx={{ width }}>
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}
