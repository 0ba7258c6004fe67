import Box from '@mui/material/Box';
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { brand } from '../../../app/theme';

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: ReactNode;
}

/** A labelled multi-line text field drawn like the site's other inputs (components/ui/form-field). */
export function TextArea({ label, hint, required, ...textarea }: TextAreaProps) {
  const id = useId();
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
      <Box
        component="textarea"
        id={id}
        required={required}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...textarea}
        sx={{
          display: 'block',
          width: '100%',
          minHeight: 140,
          px: 1.75,
          py: 1.5,
          borderRadius: 2.5,
          border: '1px solid rgba(30,36,32,0.28)',
          bgcolor: '#FFFFFF',
          color: 'text.primary',
          font: 'inherit',
          fontSize: 16,
          lineHeight: 1.55,
          resize: 'vertical',
          '&:hover': { borderColor: 'rgba(30,36,32,0.55)' },
          '&:focus': { borderColor: brand.green, boxShadow: '0 0 0 3px rgba(27,67,50,0.2)', outline: 'none' },
          '&[aria-invalid="true"]': { borderColor: 'error.main' },
        }}
      />
      {hint && (
        <Box id={`${id}-hint`} sx={{ mt: 0.5, fontSize: 13, color: 'text.secondary' }}>
          {hint}
        </Box>
      )}
    </Box>
  );
}
