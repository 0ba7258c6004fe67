import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { imageUrl } from '@safari/shared/format';
import { UPLOAD_MAX_FILES } from '@safari/shared/upload';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { messageOf, uploadImage, uploadImages } from '../api/admin-api';
import { imageFileProblem } from '../lib/form-kit';

export interface ImageMessages {
  notImage: string;
  tooLarge: string;
}

const thumbSx = { position: 'relative', width: 120, height: 90, borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover', flexShrink: 0 } as const;

function Thumb({ url, label, onRemove }: { url: string; label: string; onRemove: () => void }) {
  return (
    <Box component="li" sx={thumbSx}>
      <Box component="img" src={imageUrl(url)} alt={label} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      <IconButton
        size="small"
        aria-label={`Remove ${label.toLowerCase()}`}
        onClick={onRemove}
        sx={{ position: 'absolute', top: 4, right: 4, minWidth: 32, minHeight: 32, width: 32, height: 32, bgcolor: 'rgba(0,0,0,0.65)', color: '#FFFFFF', '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' } }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

function PickButton({ id, label, busy, multiple, disabled, onFiles }: { id: string; label: string; busy: boolean; multiple?: boolean; disabled?: boolean; onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple={multiple}
        hidden
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button
        variant="outlined"
        disabled={busy || disabled}
        onClick={() => input.current?.click()}
        startIcon={busy ? <CircularProgress size={16} /> : <AddPhotoIcon />}
      >
        {busy ? 'Uploading…' : label}
      </Button>
    </>
  );
}

/** One image (a tour's main image): chosen, checked, uploaded through `POST /api/upload`, previewed, removable. */
export function SingleImageField({ label, value, onChange, messages }: { label: string; value: string; onChange: (url: string) => void; messages: ImageMessages }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function onFiles([file]: File[]) {
    if (!file) return;
    const problem = imageFileProblem(file, messages);
    setError(problem ?? '');
    if (problem) return;
    setBusy(true);
    try {
      onChange(await uploadImage(file));
    } catch (failure) {
      setError(messageOf(failure, 'The image could not be uploaded.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} sx={{ fontWeight: 600, fontSize: 14, mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {value && (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            <Thumb url={value} label={label} onRemove={() => onChange('')} />
          </Box>
        )}
        <PickButton id={id} label={value ? 'Replace image' : 'Choose image'} busy={busy} onFiles={(files) => void onFiles(files)} />
      </Box>
      {error && (
        <Typography role="alert" sx={{ mt: 1, color: 'error.main', fontSize: 14 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

/** Up to 10 additional images, uploaded together through `POST /api/upload/multiple`. */
export function MultiImageField({ label, value, onChange, messages }: { label: string; value: string[]; onChange: (urls: string[]) => void; messages: ImageMessages }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const room = UPLOAD_MAX_FILES - value.length;

  async function onFiles(files: File[]) {
    const problem = files.map((file) => imageFileProblem(file, messages)).find(Boolean);
    if (problem) return setError(problem);
    if (files.length > room) return setError(`At most ${UPLOAD_MAX_FILES} additional images: ${room} more can be added.`);
    setError('');
    setBusy(true);
    try {
      onChange([...value, ...(await uploadImages(files))]);
    } catch (failure) {
      setError(messageOf(failure, 'The images could not be uploaded.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} sx={{ fontWeight: 600, fontSize: 14, mb: 1 }}>
        {label}{' '}
        <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
          ({value.length} of {UPLOAD_MAX_FILES})
        </Box>
      </Typography>
      {value.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {value.map((url, index) => (
            <Thumb key={`${url}-${index}`} url={url} label={`Additional image ${index + 1}`} onRemove={() => onChange(value.filter((_, i) => i !== index))} />
          ))}
        </Box>
      )}
      <PickButton id={id} label="Add images" busy={busy} multiple disabled={room <= 0} onFiles={(files) => void onFiles(files)} />
      {error && (
        <Typography role="alert" sx={{ mt: 1, color: 'error.main', fontSize: 14 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
