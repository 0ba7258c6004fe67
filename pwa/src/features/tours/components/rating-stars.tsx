import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ratingDisplay } from '@safari/shared/format';
import { brand } from '../../../app/theme';

interface RatingStarsProps {
  rating: number;
  size?: 'small' | 'medium';
  /** Colour of the number next to the stars (defaults to the body text colour). */
  textColor?: string;
}

/** Rating out of 5: five stars filled up to the rounded value, and the value to one decimal. */
export function RatingStars({ rating, size = 'small', textColor }: RatingStarsProps) {
  const { text, stars } = ratingDisplay(rating);
  const fontSize = size === 'small' ? 18 : 22;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box role="img" aria-label={`Rated ${text} out of 5`} sx={{ display: 'inline-flex', color: brand.gold }}>
        {Array.from({ length: 5 }, (_, index) =>
          index < stars ? <StarIcon key={index} sx={{ fontSize }} /> : <StarBorderIcon key={index} sx={{ fontSize }} />,
        )}
      </Box>
      <Typography component="span" aria-hidden="true" sx={{ fontWeight: 600, fontSize: size === 'small' ? 14 : 16, color: textColor }}>
        {text}
      </Typography>
    </Box>
  );
}
