import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BOOKING_KEY_PARAM, travelDateLabel } from '@safari/shared/booking-rules';
import { REVIEW_MESSAGES, REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, reviewInputSchema } from '@safari/shared/review';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { StatusPanel } from '../../../components/ui/status-panel';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { RequestFailedError } from '../../../lib/api-errors';
import { isClientError } from '../../../lib/query-client';
import { brand } from '../../../lib/theme';
import { reviewStateQueryOptions, sendReview } from '../api/reviews-api';

type Field = 'stars' | 'title' | 'text' | 'photos';
const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];
export const REVIEW_THANKS = 'Thank you for your review!';
export const REVIEW_LINK_INVALID = 'This review link is not valid.';
const PANEL_TITLE_SIZE = 'clamp(1.7rem, 1.3rem + 2vw, 2.4rem)';

/** 1–5 stars as a radio group: each star is a 44 px target, arrows move between them. */
function StarPicker({ value, onChange, error }: { value: number; onChange: (stars: number) => void; error?: string }) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <Box component="fieldset" aria-describedby={error ? errorId : undefined} sx={{ border: 0, m: 0, p: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 0.5 }}>
        Your rating
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.25 }}>
        {[1, 2, 3, 4, 5].map((stars) => (
          <Box
            component="label"
            key={stars}
            sx={{
              width: 48,
              height: 48,
              display: 'grid',
              placeItems: 'center',
              cursor: 'pointer',
              color: stars <= value ? brand.gold : 'text.secondary',
              borderRadius: 2,
              '&:has(input:focus-visible)': { outline: `3px solid ${brand.green}`, outlineOffset: 1 },
            }}
          >
            <input
              type="radio"
              name="stars"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}: ${STAR_WORDS[stars]}`}
              style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
            />
            {stars <= value ? <StarIcon sx={{ fontSize: 38 }} aria-hidden="true" /> : <StarBorderIcon sx={{ fontSize: 38 }} aria-hidden="true" />}
          </Box>
        ))}
        <Typography aria-hidden="true" sx={{ ml: 1, color: 'text.secondary', minWidth: 80 }}>
          {STAR_WORDS[value] ?? ''}
        </Typography>
      </Box>
      {error && (
        <Typography id={errorId} role="alert" sx={{ color: 'error.main', fontSize: 14, mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

/** Up to 3 photos, each shown with a button that removes it. */
function PhotoPicker({ photos, onChange, error }: { photos: File[]; onChange: (photos: File[]) => void; error?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => photos.map((photo) => ({ photo, url: URL.createObjectURL(photo) })), [photos]);
  useEffect(() => () => previews.forEach(({ url }) => URL.revokeObjectURL(url)), [previews]);
  const left = REVIEW_PHOTOS_MAX - photos.length;
  return (
    <Box>
      <Typography sx={{ fontWeight: 600 }}>Photos (optional)</Typography>
      <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1 }}>Up to {REVIEW_PHOTOS_MAX} photos of your trip, 10 MB each.</Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {previews.map(({ photo, url }, index) => (
          <Box component="li" key={url} sx={{ position: 'relative', width: 96, height: 96 }}>
            <Box component="img" src={url} alt={`Photo ${index + 1}: ${photo.name}`} sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 2, display: 'block' }} />
            <IconButton
              aria-label={`Remove photo ${index + 1}`}
              onClick={() => onChange(photos.filter((other) => other !== photo))}
              sx={{ position: 'absolute', top: -10, right: -10, width: 44, height: 44, bgcolor: '#FFFFFF', boxShadow: 1, '&:hover': { bgcolor: '#F4EFE6' } }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {left > 0 && (
          <li>
            <Button
              variant="outlined"
              onClick={() => input.current?.click()}
              startIcon={<AddPhotoAlternateOutlinedIcon aria-hidden="true" />}
              sx={{ height: 96, minWidth: 140, borderStyle: 'dashed' }}
            >
              Add photo
            </Button>
          </li>
        )}
      </Box>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        multiple
        hidden
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          onChange([...photos, ...chosen].slice(0, REVIEW_PHOTOS_MAX));
        }}
      />
      {error && (
        <Typography role="alert" sx={{ color: 'error.main', fontSize: 14, mt: 0.5 }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}

function ReviewForm({ bookingId, bookingKey, onSent }: { bookingId: string; bookingKey: string | null; onSent: () => void }) {
  const [stars, setStars] = useState(0);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = reviewInputSchema.safeParse({ stars, title, text });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      const first = (['stars', 'title', 'text'] as const).find((field) => found[field]);
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await sendReview(bookingId, bookingKey, { ...parsed.data, photos });
      onSent();
    } catch (error) {
      if (error instanceof RequestFailedError) {
        setErrors(error.fields as Partial<Record<Field, string>>);
        setFormError(error.message);
      } else setFormError('We could not send your review. Please try again.');
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)} sx={{ display: 'grid', gap: 3, mt: 4 }}>
      <StarPicker value={stars} onChange={(next) => { setStars(next); setErrors((e) => ({ ...e, stars: undefined })); }} error={errors.stars} />
      <TextField
        name="title"
        label="Title"
        value={title}
        onChange={(event) => { setTitle(event.target.value); setErrors((e) => ({ ...e, title: undefined })); }}
        error={!!errors.title}
        helperText={errors.title ?? 'In a few words: what stood out?'}
        slotProps={{ htmlInput: { maxLength: REVIEW_TITLE_MAX } }}
        required
        fullWidth
      />
      <TextField
        name="text"
        label="Your review"
        value={text}
        onChange={(event) => { setText(event.target.value); setErrors((e) => ({ ...e, text: undefined })); }}
        error={!!errors.text}
        helperText={errors.text ?? 'Your guide, the wildlife, the camps: what should other travellers know?'}
        slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX } }}
        multiline
        minRows={5}
        required
        fullWidth
      />
      <PhotoPicker photos={photos} onChange={(next) => { setPhotos(next); setErrors((e) => ({ ...e, photos: undefined })); }} error={errors.photos} />
      {formError && <Alert severity="error">{formError}</Alert>}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={sending} sx={{ minHeight: 48, minWidth: 200 }}>
          {sending ? <CircularProgress size={22} color="inherit" aria-label="Sending" /> : 'Send review'}
        </Button>
        <Typography sx={{ mt: 1.5, fontSize: 14, color: 'text.secondary' }}>
          Our team reads every review before it appears on the site. We show your first name and initial.
        </Typography>
      </Box>
    </Box>
  );
}

/** /trips/:id/review — the traveller reviews a trip they have taken (the link in the review request e-mail, or My Trips). */
export default function ReviewTrip() {
  useDocumentTitle('Review your trip');
  const { id = '' } = useParams();
  const [query] = useSearchParams();
  const bookingKey = query.get(BOOKING_KEY_PARAM);
  const { data, error, isPending, refetch } = useQuery(reviewStateQueryOptions(id, bookingKey));
  const [sent, setSent] = useState(false);

  let content: ReactNode;
  if (sent) {
    content = (
      <StatusPanel titleSize={PANEL_TITLE_SIZE} tone="success" icon={<CheckCircleOutlineIcon sx={{ fontSize: 38 }} />} title={REVIEW_THANKS}>
        <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 17, lineHeight: 1.6 }}>It will appear on the site once our team has read it. Asante sana!</Typography>
      </StatusPanel>
    );
  } else if (error) {
    content = isClientError(error) ? (
      <StatusPanel titleSize={PANEL_TITLE_SIZE} tone="error" icon={<InfoOutlinedIcon sx={{ fontSize: 38 }} />} title={REVIEW_LINK_INVALID}>
        <Typography sx={{ mt: 2, color: 'text.secondary', fontSize: 17, lineHeight: 1.6 }}>
          Please use the link from your e-mail, or sign in to open your trips.
        </Typography>
      </StatusPanel>
    ) : (
      <StatusPanel titleSize={PANEL_TITLE_SIZE} tone="error" icon={<InfoOutlinedIcon sx={{ fontSize: 38 }} />} title="We could not reach our server.">
        <Button variant="contained" size="large" sx={{ mt: 3 }} onClick={() => void refetch()}>
          Try again
        </Button>
      </StatusPanel>
    );
  } else if (isPending) {
    content = <StatusPanel titleSize={PANEL_TITLE_SIZE} tone="neutral" icon={<CircularProgress size={34} color="inherit" aria-hidden="true" />} title="Opening your trip…" />;
  } else {
    content = (
      <>
        <Typography component="p" sx={{ color: brand.terracotta, fontWeight: 700, letterSpacing: '0.12em', textTransform: 'uppercase', fontSize: 13 }}>
          Review your trip
        </Typography>
        <Typography variant="h1" sx={{ mt: 1, fontSize: 'clamp(1.8rem, 1.3rem + 2.2vw, 2.6rem)' }}>
          {data.tourName}
        </Typography>
        <Typography sx={{ mt: 1, color: 'text.secondary' }}>
          {travelDateLabel(data.travelDate)} · {data.reference}
        </Typography>
        {data.canReview ? (
          <ReviewForm bookingId={data.bookingId} bookingKey={bookingKey} onSent={() => setSent(true)} />
        ) : (
          <Alert severity={data.review ? 'success' : 'info'} sx={{ mt: 4 }}>
            {data.review && data.review.status === 'pending' ? `${REVIEW_MESSAGES.twice} It will appear once our team has read it.` : (data.reason ?? REVIEW_MESSAGES.notEnded)}
          </Alert>
        )}
      </>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 9 }, minHeight: '55vh' }}>
      {content}
      {(sent || error || (data && !data.canReview)) && (
        <Box sx={{ mt: 4, display: 'flex', justifyContent: 'center' }}>
          <Button component={RouterLink} to="/tours" variant="outlined" size="large">
            Browse safaris
          </Button>
        </Box>
      )}
    </Container>
  );
}
