import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { BLOG_MESSAGES } from '@safari/shared/blog-content';
import { NotFoundScreen } from '../../../components/ui/not-found-screen';

/** 'Blog post not found.' with a way back to the list. */
export default function PostNotFound() {
  return (
    <NotFoundScreen
      title={BLOG_MESSAGES.postNotFound}
      documentTitle="Blog post not found"
      titleSize="clamp(1.9rem, 1.4rem + 2.5vw, 2.75rem)"
      text="It may have moved, or the link may be mistyped."
      actions={
        <Button href="/blog" variant="contained" startIcon={<ArrowBackIcon aria-hidden="true" />} sx={{ mt: 4 }}>
          Back to Blog
        </Button>
      }
    />
  );
}
