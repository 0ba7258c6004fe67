import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import { brand } from '../../../lib/theme';
import { FieldError } from '../../../components/form/choice-fields';

interface CheckboxChipsProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  value: readonly T[];
  hint?: string;
  error?: string;
  onChange: (value: T[]) => void;
}

/** A group of checkboxes drawn as chips: pick as many as you like. */
export function CheckboxChips<T extends string>({ legend, name, options, value, hint, error, onChange }: CheckboxChipsProps<T>) {
  const toggle = (option: T, checked: boolean) => onChange(checked ? options.filter((item) => item === option || value.includes(item)) : value.filter((item) => item !== option));
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ p: 0, fontSize: 14, fontWeight: 600, mb: hint ? 0.25 : 1 }}>
        {legend}
      </Box>
      {hint && <Box sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>{hint}</Box>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <Box
              component="label"
              key={option}
              sx={{
                position: 'relative',
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.75,
                minHeight: 40,
                px: 1.5,
                borderRadius: 999,
                cursor: 'pointer',
                fontSize: 14.5,
                fontWeight: 600,
                border: '1.5px solid',
                borderColor: checked ? brand.green : 'rgba(30,36,32,0.22)',
                bgcolor: checked ? brand.green : '#FFFFFF',
                color: checked ? '#FFFFFF' : 'text.primary',
                transition: 'background-color 150ms ease, border-color 150ms ease, color 150ms ease',
                '&:hover': { borderColor: brand.green },
                '&:has(input:focus-visible)': { outline: `3px solid ${brand.focus}`, outlineOffset: 2 },
              }}
            >
              <Box
                component="input"
                type="checkbox"
                name={name}
                value={option}
                checked={checked}
                onChange={(event: React.ChangeEvent<HTMLInputElement>) => toggle(option, event.target.checked)}
                sx={{ position: 'absolute', opacity: 0, width: '1px', height: '1px', m: 0 }}
              />
              {checked && <CheckIcon aria-hidden="true" sx={{ fontSize: 17, ml: -0.25 }} />}
              {option}
            </Box>
          );
        })}
      </Box>
      {error && (
        <Box sx={{ mt: 0.75 }}>
          <FieldError>{error}</FieldError>
        </Box>
      )}
    </Box>
  );
}
