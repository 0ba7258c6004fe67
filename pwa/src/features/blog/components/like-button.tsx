import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import { BLOG_MESSAGES } from '@safari/shared/blog-content';
import { useState } from 'react';
import { brand } from '../../../lib/theme';
import { signOut, useSession } from '../../../lib/session';
import { useLikePost } from '../api/like-post';
import { isHttpStatus } from '../lib/http-status';
import { SignInPrompt } from './sign-in-prompt';

interface LikeButtonProps {
  postId: string;
  likes: number;
  liked: boolean;
}

/** Like with its count: changes at once, and goes back if the server says no. Signed out: asks to sign in. */
export function LikeButton({ postId, likes, liked }: LikeButtonProps) {
  const session = useSession();
  const { like, pending } = useLikePost(postId);
  const [optimistic, setOptimistic] = useState<{ liked: boolean; likes: number } | null>(null);
  const [prompt, setPrompt] = useState<string | null>(null);
  const shown = optimistic ?? { liked, likes };

  const toggle = () => {
    if (!session) {
      setPrompt(BLOG_MESSAGES.signInToLike);
      return;
    }
    const next = { liked: !shown.liked, likes: Math.max(0, shown.likes + (shown.liked ? -1 : 1)) };
    setOptimistic(next);
    setPrompt(null);
    like(next.liked).then(
      () => setOptimistic(null),
      (error: unknown) => {
        setOptimistic(null);
        console.error('Could not change the like:', error);
        if (isHttpStatus(error, 401)) {
          // The token is no longer accepted (expired or revoked): sign out and offer to sign in again.
          signOut();
          setPrompt(BLOG_MESSAGES.signInToLike);
        }
      },
    );
  };

  return (
    <>
      <Box
        component="button"
        type="button"
        onClick={toggle}
        disabled={pending}
        aria-pressed={shown.liked}
        aria-label={`${shown.liked ? 'Unlike' : 'Like'} this post (${shown.likes} ${shown.likes === 1 ? 'like' : 'likes'})`}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.75,
          minHeight: 44,
          px: 2,
          borderRadius: 999,
          border: '1px solid',
          borderColor: shown.liked ? brand.terracotta : 'rgba(30,36,32,0.22)',
          bgcolor: shown.liked ? '#FBEDE8' : '#FFFFFF',
          color: shown.liked ? brand.terracotta : brand.charcoal,
          font: 'inherit',
          fontWeight: 700,
          fontSize: 15,
          cursor: 'pointer',
          '&:hover': { borderColor: brand.terracotta },
          '&:disabled': { cursor: 'progress' },
        }}
      >
        {shown.liked ? <FavoriteIcon aria-hidden="true" sx={{ fontSize: 20 }} /> : <FavoriteBorderIcon aria-hidden="true" sx={{ fontSize: 20 }} />}
        <span data-testid="like-count">{shown.likes}</span>
      </Box>
      {prompt && (
        <Box sx={{ flexBasis: '100%' }}>
          <SignInPrompt message={prompt} action="Sign in to like" />
        </Box>
      )}
    </>
  );
}
