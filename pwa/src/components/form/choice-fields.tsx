/**
 * The booking form's own controls on native elements (light, keyboard friendly): an error line,
 * a counter with − and + buttons, a group of choice cards (radios) and the consent checkbox.
 */
import AddIcon from '@mui/icons-material/Add';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import { useId, type ReactNode } from 'react';
import { brand } from '../../lib/theme';

/** The red message under a field (the spec's texts). */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Box component="span" id={id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, color: 'error.main', fontSize: 13.5, fontWeight: 500, lineHeight: 1.4 }}>
      <ErrorOutlineIcon aria-hidden="true" sx={{ fontSize: 17, mt: '1px', flexShrink: 0 }} />
      {children}
    </Box>
  );
}

/** A control's message line under it, when it has one (its id is the control's aria-describedby). */
function ErrorLine({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <Box sx={{ mt: 0.75 }}>
      <FieldError id={id}>{error}</FieldError>
    </Box>
  );
}

const stepButtonSx = {
  width: { xs: 44, sm: 48 },
  height: 48,
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  border: '1px solid rgba(30,36,32,0.28)',
  bgcolor: '#FFFFFF',
  color: brand.green,
  cursor: 'pointer',
  font: 'inherit',
  '&:hover:not(:disabled)': { bgcolor: '#EEF4F0', borderColor: brand.green },
  '&:disabled': { color: 'rgba(30,36,32,0.3)', cursor: 'not-allowed', bgcolor: '#F6F4EF' },
  '&:focus-visible': { outline: `3px solid ${brand.focus}`, outlineOffset: 2, zIndex: 1 },
} as const;

interface CounterFieldProps {
  label: string;
  /** What one more or one fewer is called: 'adult', 'child'. */
  unit: string;
  name: string;
  value: string;
  min: number;
  max: number;
  hint?: ReactNode;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A number with − and + buttons; − is disabled at the minimum and + at the maximum. */
export function CounterField({ label, unit, name, value, min, max, hint, error, onChange, onBlur }: CounterFieldProps) {
  const id = useId();
  const numeric = /^\d+$/.test(value.trim()) ? Number(value) : null;
  const step = (delta: number) => {
    const next = Math.min(max, Math.max(min, (numeric ?? min) + delta));
    onChange(String(next));
  };
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={{ display: 'block', fontSize: 14, fontWeight: 600, mb: 0.75 }}>
        {label}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'stretch' }}>
        <Box
          component="button"
          type="button"
          aria-label={`Remove one ${unit}`}
          aria-controls={id}
          disabled={numeric !== null && numeric <= min}
          onClick={() => step(-1)}
          sx={{ ...stepButtonSx, borderRadius: '10px 0 0 10px', borderRight: 0 }}
        >
          <RemoveIcon aria-hidden="true" />
        </Box>
        <Box
          component="input"
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          onBlur={onBlur}
          sx={{
            width: '100%',
            minWidth: 0,
            height: 48,
            border: '1px solid rgba(30,36,32,0.28)',
            borderRadius: 0,
            textAlign: 'center',
            font: 'inherit',
            fontSize: 18,
            fontWeight: 600,
            color: 'text.primary',
            bgcolor: '#FFFFFF',
            MozAppearance: 'textfield',
            '&::-webkit-outer-spin-button, &::-webkit-inner-spin-button': { WebkitAppearance: 'none', margin: 0 },
            '&:focus': { outline: 'none', borderColor: brand.green, boxShadow: '0 0 0 3px rgba(27,67,50,0.2)', position: 'relative', zIndex: 1 },
            '&[aria-invalid="true"]': { borderColor: 'error.main' },
          }}
        />
        <Box
          component="button"
          type="button"
          aria-label={`Add one ${unit}`}
          aria-controls={id}
          disabled={numeric !== null && numeric >= max}
          onClick={() => step(1)}
          sx={{ ...stepButtonSx, borderRadius: '0 10px 10px 0', borderLeft: 0 }}
        >
          <AddIcon aria-hidden="true" />
        </Box>
      </Box>
      <ErrorLine id={`${id}-error`} error={error} />
      {hint && (
        <Box id={`${id}-hint`} sx={{ mt: 0.5, fontSize: 13, color: 'text.secondary' }}>
          {hint}
        </Box>
      )}
    </Box>
  );
}

export interface Choice<T extends string> {
  value: T;
  label: string;
  description?: string;
  icon?: ReactNode;
}

interface ChoiceCardsProps<T extends string> {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T | '';
  error?: string;
  columns?: { xs: number; sm: number };
  onChange: (value: T) => void;
  onBlur?: () => void;
}

/** A radio group drawn as cards; arrow keys move between them as in any radio group. */
export function ChoiceCards<T extends string>({ legend, name, choices, value, error, columns = { xs: 1, sm: 3 }, onChange, onBlur }: ChoiceCardsProps<T>) {
  const id = useId();
  return (
    <Box component="fieldset" aria-describedby={error ? `${id}-error` : undefined} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ p: 0, fontSize: 14, fontWeight: 600, mb: 0.75 }}>
        {legend}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.25,
          gridTemplateColumns: { xs: `repeat(${columns.xs}, minmax(0, 1fr))`, sm: `repeat(${columns.sm}, minmax(0, 1fr))` },
        }}
      >
        {choices.map((choice) => {
          const checked = value === choice.value;
          return (
            <Box
              component="label"
              key={choice.value}
              sx={{
                position: 'relative',
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1.25,
                p: 1.75,
                minHeight: 56,
                borderRadius: 3,
                cursor: 'pointer',
                bgcolor: checked ? '#EEF4F0' : '#FFFFFF',
                border: '1.5px solid',
                borderColor: checked ? brand.green : error ? 'error.main' : 'rgba(30,36,32,0.2)',
                boxShadow: checked ? `inset 0 0 0 1px ${brand.green}` : 'none',
                transition: 'border-color 150ms ease, background-color 150ms ease',
                '&:hover': { borderColor: brand.green },
                '&:has(input:focus-visible)': { outline: `3px solid ${brand.focus}`, outlineOffset: 2 },
              }}
            >
              <Box
                component="input"
                type="radio"
                name={name}
                value={choice.value}
                checked={checked}
                onChange={() => onChange(choice.value)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                sx={{ m: 0, mt: '2px', width: 20, height: 20, flexShrink: 0, accentColor: brand.green, cursor: 'pointer' }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600, fontSize: 15.5, lineHeight: 1.3 }}>
                  {choice.icon}
                  {choice.label}
                </Box>
                {choice.description && <Box sx={{ mt: 0.25, fontSize: 13, color: 'text.secondary', lineHeight: 1.4 }}>{choice.description}</Box>}
              </Box>
            </Box>
          );
        })}
      </Box>
      <ErrorLine id={`${id}-error`} error={error} />
    </Box>
  );
}

interface ConsentCheckboxProps {
  name: string;
  checked: boolean;
  error?: string;
  children: ReactNode;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
}

export function ConsentCheckbox({ name, checked, error, children, onChange, onBlur }: ConsentCheckboxProps) {
  const id = useId();
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', cursor: 'pointer', fontSize: 14.5, lineHeight: 1.5 }}>
        <Box
          component="input"
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
          onBlur={onBlur}
          sx={{ m: 0, mt: '1px', width: 22, height: 22, flexShrink: 0, accentColor: brand.green, cursor: 'pointer' }}
        />
        <span>{children}</span>
      </Box>
      <ErrorLine id={`${id}-error`} error={error} />
    </Box>
  );
}
