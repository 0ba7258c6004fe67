import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { toggleWishlist, useIsWishlisted } from '../../lib/wishlist';

interface WishlistHeartProps {
  tourId: string;
  tourName: string;
  /** 'overlay' sits on a photo (white disc); 'plain' sits on the page; 'pill' is a labelled button on a dark hero. */
  variant?: 'overlay' | 'plain' | 'pill';
}

/** The heart that saves a tour to the wishlist (works signed out and offline). */
export function WishlistHeart({ tourId, tourName, variant = 'overlay' }: WishlistHeartProps) {
  const saved = useIsWishlisted(tourId) ?? false;
  const [busy, setBusy] = useState(false);
  const overlay = variant === 'overlay';
  const toggle = (event: { stopPropagation(): void }) => {
    event.stopPropagation();
    setBusy(true);
    void toggleWishlist(tourId).finally(() => setBusy(false));
  };
  if (variant === 'pill') {
    return (
      <Button
        aria-pressed={saved}
        disabled={busy}
        onClick={toggle}
        startIcon={saved ? <FavoriteIcon aria-hidden="true" sx={{ color: '#E5533D' }} /> : <FavoriteBorderIcon aria-hidden="true" />}
        sx={{
          minHeight: 40,
          px: 2,
          borderRadius: 999,
          color: '#FFFFFF',
          bgcolor: 'rgba(255,255,255,0.14)',
          border: '1px solid rgba(255,255,255,0.45)',
          backdropFilter: 'blur(6px)',
          fontWeight: 600,
          '&:hover': { bgcolor: 'rgba(255,255,255,0.24)' },
          '&.Mui-disabled': { color: '#FFFFFF' },
          '&:focus-visible': { outline: '3px solid #F3D08A', outlineOffset: 2 },
        }}
      >
        {saved ? 'Saved to wishlist' : 'Save to wishlist'}
      </Button>
    );
  }
  return (
    <IconButton
      aria-pressed={saved}
      aria-label={saved ? `Remove ${tourName} from wishlist` : `Save ${tourName} to wishlist`}
      title={saved ? 'Saved to your wishlist' : 'Save to wishlist'}
      disabled={busy}
      onClick={toggle}
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
