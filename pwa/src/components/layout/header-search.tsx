import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { brand } from '../../lib/theme';
import { useEarlyForm } from '../form/early-form';
import { tourSearchPath } from './nav-links';

interface HeaderSearchProps {
  /** Called after a search navigated (the mobile menu closes). */
  onSearch?: () => void;
  fullWidth?: boolean;
}

/**
 * 'Search tours': Enter goes to /tours?q=<trimmed text> and clears the box; blank text does nothing.
 * A GET form to /tours: before the app has started (or without JavaScript) the browser goes there
 * and the server renders the results.
 */
export function HeaderSearch({ onSearch, fullWidth = false }: HeaderSearchProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();
  const formRef = useEarlyForm();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = tourSearchPath(text);
    if (!path) return;
    setText('');
    void navigate(path);
    onSearch?.();
  };

  return (
    <Box
      component="form"
      ref={formRef}
      action="/tours"
      method="get"
      role="search"
      onSubmit={handleSubmit}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        width: fullWidth ? '100%' : { md: 170, lg: 230 },
        bgcolor: '#FFFFFF',
        border: 1,
        borderColor: 'rgba(30,36,32,0.18)',
        borderRadius: 999,
        transition: 'border-color 150ms ease, box-shadow 150ms ease',
        '&:hover': { borderColor: 'rgba(30,36,32,0.4)' },
        '&:focus-within': { borderColor: brand.green, boxShadow: `0 0 0 3px rgba(27,67,50,0.2)` },
      }}
    >
      <Box component="label" htmlFor={inputId} sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        Search tours
      </Box>
      <SearchIcon aria-hidden="true" sx={{ ml: 1.5, color: 'text.secondary', fontSize: 20 }} />
      <Box
        component="input"
        id={inputId}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search tours"
        autoComplete="off"
        enterKeyHint="search"
        sx={{
          flex: 1,
          minWidth: 0,
          border: 0,
          bgcolor: 'transparent',
          color: 'text.primary',
          font: 'inherit',
          fontSize: 15,
          py: 1.1,
          px: 1,
          borderRadius: 999,
          '&:focus-visible': { outline: 'none' },
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
          '&::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
    </Box>
  );
}
