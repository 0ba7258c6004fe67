import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { brand } from '../../lib/theme';

/**
 * Light form controls on native elements: a visible label, the control, an optional hint. MUI's
 * TextField brings Select, Menu and Popover with it, which would weigh on every page that has a form.
 */

const controlSx = {
  width: '100%',
  minHeight: 48,
  px: 1.75,
  borderRadius: 2.5,
  border: '1px solid rgba(30,36,32,0.28)',
  bgcolor: '#FFFFFF',
  color: 'text.primary',
  font: 'inherit',
  fontSize: 16,
  '&:hover': { borderColor: 'rgba(30,36,32,0.55)' },
  '&:focus': { borderColor: brand.green, boxShadow: '0 0 0 3px rgba(27,67,50,0.2)', outline: 'none' },
  '&[aria-invalid="true"]': { borderColor: 'error.main' },
} as const;

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  /** The field's error message, shown under it and announced with the control. */
  error?: string;
  required?: boolean;
  children: ReactNode;
}

/** The ids that describe a control: its error first, then its hint. */
function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldFrame({ id, label, hint, error, required, children }: FieldFrameProps) {
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={{ display: 'block', fontSize: 14, fontWeight: 600, mb: 0.75 }}>
        {label}
        {required && (
          <Box component="span" aria-hidden="true" sx={{ color: 'error.main', ml: 0.5 }}>
            *
          </Box>
        )}
      </Box>
      {children}
      {error && (
        <Box
          id={`${id}-error`}
          sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, mt: 0.75, color: 'error.main', fontSize: 13.5, fontWeight: 500, lineHeight: 1.4 }}
        >
          <ErrorOutlineIcon aria-hidden="true" sx={{ fontSize: 17, mt: '1px', flexShrink: 0 }} />
          {error}
        </Box>
      )}
      {hint && (
        <Box id={`${id}-hint`} sx={{ mt: 0.5, fontSize: 13, color: 'text.secondary' }}>
          {hint}
        </Box>
      )}
    </Box>
  );
}

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

export function TextInput({ label, hint, error, required, ...input }: TextInputProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <Box
        component="input"
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
        sx={controlSx}
      />
    </FieldFrame>
  );
}

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** A multi-line text field drawn like the inputs; it grows downwards when the visitor drags it. */
export function TextArea({ label, hint, error, required, ...textarea }: TextAreaProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <Box
        component="textarea"
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
        sx={{ ...controlSx, display: 'block', minHeight: 140, py: 1.5, lineHeight: 1.55, resize: 'vertical' }}
      />
    </FieldFrame>
  );
}

interface SelectInputProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
}

export function SelectInput({ label, hint, error, required, children, ...select }: SelectInputProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required}>
      <Box
        component="select"
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
        sx={{
          ...controlSx,
          appearance: 'none',
          pr: 5,
          backgroundImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='20' height='20' viewBox='0 0 24 24'%3E%3Cpath fill='%231E2420' d='M7 10l5 5 5-5z'/%3E%3C/svg%3E")`,
          backgroundRepeat: 'no-repeat',
          backgroundPosition: 'right 12px center',
        }}
      >
        {children}
      </Box>
    </FieldFrame>
  );
}
