import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { toggleWishlist, useIsWishlisted } from './wishlist';

interface WishlistHeartProps {
  tourId: string;
  tourName: string;
  /** 'overlay' sits on a photo (white disc); 'plain' sits on the page. */
  variant?: 'overlay' | 'plain';
}

/** The heart that saves a tour to the wishlist (works signed out and offline). */
export function WishlistHeart({ tourId, tourName, variant = 'overlay' }: WishlistHeartProps) {
  const saved = useIsWishlisted(tourId) ?? false;
  const [busy, setBusy] = useState(false);
  const overlay = variant === 'overlay';
  return (
    <IconButton
      aria-pressed={saved}
      aria-label={saved ? `Remove ${tourName} from wishlist` : `Save ${tourName} to wishlist`}
      title={saved ? 'Saved to your wishlist' : 'Save to wishlist'}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        setBusy(true);
        void toggleWishlist(tourId).finally(() => setBusy(false));
      }}
      sx={{
        width: 44,
        height: 44,
        color: saved ? '#C0392B' : overlay ? '#1E2420' : 'text.primary',
        bgcolor: overlay ? 'rgba(255,255,255,0.92)' : 'transparent',
        border: overlay ? 'none' : '1px solid rgba(30,36,32,0.2)',
        boxShadow: overlay ? '0 2px 8px rgba(0,0,0,0.18)' : 'none',
        '&:hover': { bgcolor: overlay ? '#FFFFFF' : 'rgba(30,36,32,0.06)' },
        '&.Mui-disabled': { color: saved ? '#C0392B' : '#1E2420', bgcolor: overlay ? 'rgba(255,255,255,0.92)' : 'transparent' },
        '&:focus-visible': { outline: '3px solid #D9A441', outlineOffset: 2 },
      }}
    >
      {saved ? <FavoriteIcon aria-hidden="true" /> : <FavoriteBorderIcon aria-hidden="true" />}
    </IconButton>
  );
}
