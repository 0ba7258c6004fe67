import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ratingDisplay } from '@safari/shared/format';
import { brand } from '../../lib/theme';

interface RatingStarsProps {
  rating: number;
  size?: 'tiny' | 'small' | 'medium';
  /** Show the number beside the stars (off where the number is already shown). */
  showValue?: boolean;
  /** Colour of the number next to the stars (defaults to the body text colour). */
  textColor?: string;
}

const STAR_SIZE = { tiny: 15, small: 18, medium: 22 } as const;

/** Rating out of 5: five stars filled up to the rounded value, and the value to one decimal. */
export function RatingStars({ rating, size = 'small', showValue = true, textColor }: RatingStarsProps) {
  const { text, stars } = ratingDisplay(rating);
  const fontSize = STAR_SIZE[size];
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Box role="img" aria-label={`Rated ${text} out of 5`} sx={{ display: 'inline-flex', color: brand.gold }}>
        {Array.from({ length: 5 }, (_, index) =>
          index < stars ? <StarIcon key={index} sx={{ fontSize }} /> : <StarBorderIcon key={index} sx={{ fontSize }} />,
        )}
      </Box>
      {showValue && (
        <Typography component="span" aria-hidden="true" sx={{ fontWeight: 600, fontSize: size === 'medium' ? 16 : 14, color: textColor }}>
          {text}
        </Typography>
      )}
    </Box>
  );
}
