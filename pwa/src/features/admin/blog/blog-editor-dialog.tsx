import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { blogPostInputSchema, type AdminBlogPost, type BlogPostInput } from '@safari/shared/admin-blog';
import { describeBlogStatus, formatNairobiDateTime, isoToNairobiLocal, nairobiLocalToIso, type BlogStatus } from '@safari/shared/blog-status';
import { BLOG_CATEGORIES } from '@safari/shared/enums';
import { imageUrl } from '@safari/shared/format';
import { UPLOAD_MESSAGES } from '@safari/shared/upload';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm, zodCheck, type CheckResult } from '../../../components/form/use-form';
import { showToast } from '../../../components/toast/toast';
import { messageOf, uploadImage, useBlogMutations } from '../api/admin-api';
import { AuditHistory } from '../components/audit-history';
import { useFormGuard } from '../components/form-guard';
import { imageFileProblem, muiField, muiSelectField } from '../lib/form-kit';
import { touchTargets } from '../lib/touch-targets';
import { deserializeHtml, imagesWithoutAlt } from './post-html';
import { IMAGE_ALT_REQUIRED, RichTextEditor } from './rich-text-editor';

interface BlogValues {
  title: string;
  author: string;
  category: string;
  content: string;
  image: string;
  /** A newly chosen cover, uploaded on save (it replaces `image`). */
  file: File | null;
  tags: string[];
  /** Where the post goes on save. */
  status: BlogStatus;
  /** When a scheduled post goes public, as typed: Nairobi time, 'YYYY-MM-DDTHH:mm'. */
  publishAt: string;
}

const BLOG_FIELDS = ['title', 'author', 'category', 'tags', 'status', 'publishAt', 'image', 'content'] as const;
type BlogField = (typeof BLOG_FIELDS)[number];
const TAGS_MAX = 20;
const TAG_LENGTH_MAX = 60;

const schemaCheck = zodCheck<BlogValues, BlogPostInput, BlogField>(BLOG_FIELDS, () => Promise.resolve(blogPostInputSchema), ({ file, image, publishAt, ...values }) => ({
  ...values,
  image: file ? '' : image,
  publishAt: values.status === 'scheduled' && publishAt ? (nairobiLocalToIso(publishAt) ?? publishAt) : undefined,
}));

/** The form's check: the shared schema, and alt text on every picture. */
async function checkBlog(values: BlogValues): Promise<CheckResult<BlogPostInput, BlogField>> {
  const result = await schemaCheck(values);
  if (imagesWithoutAlt(deserializeHtml(values.content)) === 0) return result;
  return { ok: false, errors: { ...(result.ok ? {} : result.errors), content: `${IMAGE_ALT_REQUIRED}: every picture needs alt text ('Alt text and caption' under it).` } };
}

const SUBMIT_LABELS: Record<BlogStatus, string> = { published: 'Publish Blog', draft: 'Save draft', scheduled: 'Schedule' };

/** Tags as typed: trimmed, blanks and repeats dropped, at most 20. */
function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags
    .map((tag) => tag.trim().slice(0, TAG_LENGTH_MAX))
    .filter((tag) => tag !== '' && !seen.has(tag.toLowerCase()) && Boolean(seen.add(tag.toLowerCase())))
    .slice(0, TAGS_MAX);
}

function savedMessage(input: BlogPostInput): string {
  if (input.status === 'draft') return 'Draft saved. It is not on the site yet.';
  if (input.status === 'scheduled' && input.publishAt) return `Blog scheduled for ${formatNairobiDateTime(input.publishAt)} (Nairobi).`;
  return 'Blog Published Successfully!';
}

interface BlogEditorDialogProps {
  /** The post to edit; null writes a new one. */
  post: AdminBlogPost | null;
  defaultAuthor: string;
  onClose: () => void;
}

/** Add New Blog (full-screen overlay) and Edit Blog: title, author, category, cover, rich-text content. */
export function BlogEditorDialog({ post, defaultAuthor, onClose }: BlogEditorDialogProps) {
  const editing = post !== null;
  const [initial] = useState<BlogValues>(() => ({
    title: post?.title ?? '',
    author: post?.author ?? defaultAuthor,
    category: post?.category ?? '',
    content: post?.content ?? '',
    image: post?.image ?? '',
    file: null,
    tags: post?.tags ?? [],
    status: post?.status ?? 'published',
    publishAt: post?.status === 'scheduled' ? isoToNairobiLocal(post.date) : '',
  }));
  const [values, setValues] = useState<BlogValues>(initial);
  // A cover uploaded by a save that then failed: a retry does not upload it again.
  const uploaded = useRef<{ file: File; url: string } | null>(null);
  const [failure, setFailure] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const { save } = useBlogMutations();
  const set = <K extends keyof BlogValues>(key: K, value: BlogValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const { title, author, category, image, file, tags, status, publishAt } = values;

  const form = useForm({
    fields: BLOG_FIELDS,
    values,
    mode: 'submit',
    check: checkBlog,
    beforeSubmit: () => setFailure(''),
    send: async (input) => {
      try {
        await guard.save(async () => {
          // The cover is uploaded only when one was chosen.
          let cover = input.image;
          if (file) {
            if (uploaded.current?.file !== file) uploaded.current = { file, url: await uploadImage(file) };
            cover = uploaded.current.url;
          }
          await save.mutateAsync({ id: post?.id ?? null, input: { ...input, image: cover } });
        });
        showToast(editing ? 'Blog Updated Successfully!' : savedMessage(input), { severity: 'success' });
        onClose();
      } catch (error) {
        console.error(editing ? 'Error updating blog:' : 'Error publishing blog:', error);
        setFailure(messageOf(error, editing ? 'The post could not be saved. Try again.' : 'The post could not be published. Try again.'));
      }
    },
  });
  const { errors, submitting } = form;
  const guard = useFormGuard({ form: 'blog', record: post?.id ?? null, initial, values, onRestore: setValues, onClose, submitting });

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : ''), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const cover = preview || (image ? imageUrl(image) : '');
  const heading = editing ? 'Edit Blog' : 'Add New Blog';
  const submitLabel = editing ? 'Save Changes' : SUBMIT_LABELS[status];
  return (
    <Dialog open fullScreen onClose={guard.requestClose} aria-labelledby="blog-editor-title">
      <Box component="form" {...form.props} sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
        <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <Toolbar sx={{ gap: 1.5, ...touchTargets }}>
            <IconButton edge="start" aria-label="Close" onClick={guard.requestClose} disabled={submitting}>
              <CloseIcon />
            </IconButton>
            <Typography id="blog-editor-title" component="h2" variant="h1" sx={{ flex: 1, fontSize: '1.3rem' }}>
              {heading}
            </Typography>
            <Button onClick={guard.requestClose} disabled={submitting}>
              Cancel
            </Button>
            {!editing && status !== 'draft' && (
              <Button
                variant="outlined"
                disabled={submitting}
                onClick={() => {
                  // The status becomes Draft on screen first, then the form submits with it.
                  flushSync(() => set('status', 'draft'));
                  form.formElement()?.requestSubmit();
                }}
              >
                Save as draft
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={submitting} startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}>
              {submitLabel}
            </Button>
          </Toolbar>
        </AppBar>
        <Box sx={{ flex: 1, bgcolor: 'background.default', py: 3, px: 2 }}>
          <Box sx={{ maxWidth: 960, mx: 'auto', display: 'grid', gap: 2.5 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {guard.waitingNote}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
              <TextField label="Title" required size="medium" value={title} onChange={(event) => set('title', event.target.value)} {...muiField(form.field('title'))} sx={{ gridColumn: { sm: 'span 2' } }} />
              <TextField label="Author" required value={author} onChange={(event) => set('author', event.target.value)} {...muiField(form.field('author'))} />
              <TextField
                select
                label="Category"
                value={category}
                onChange={(event) => set('category', event.target.value)}
                {...muiSelectField(form.field('category'))}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="" disabled>
                  Select Category
                </MenuItem>
                {BLOG_CATEGORIES.map((value) => (
                  <MenuItem key={value} value={value}>
                    {value}
                  </MenuItem>
                ))}
              </TextField>
              <Autocomplete
                multiple
                freeSolo
                autoSelect
                options={[] as string[]}
                value={tags}
                onChange={(_event, next) => set('tags', uniqueTags(next))}
                renderValue={(chosen, getItemProps) => chosen.map((tag, index) => <Chip {...getItemProps({ index })} key={tag} label={tag} size="small" />)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Tags"
                    helperText={form.field('tags').error ?? `Press Enter after each tag (at most ${TAGS_MAX})`}
                    error={Boolean(form.field('tags').error)}
                    slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: TAG_LENGTH_MAX, name: 'tags' } }}
                  />
                )}
                sx={{ gridColumn: { sm: 'span 2' } }}
              />
            </Box>
            <Box role="group" aria-labelledby="status-label" sx={{ ...touchTargets, '& .MuiRadio-root': { p: '10px' } }}>
              <Typography id="status-label" sx={{ fontWeight: 600, fontSize: 14 }}>
                Publishing
              </Typography>
              {post && (
                <Typography sx={{ fontSize: 14, color: 'text.secondary' }} data-testid="blog-status-now">
                  Now: {describeBlogStatus(post.status, post.date)}
                </Typography>
              )}
              <RadioGroup row name="status" value={status} onChange={(event) => set('status', event.target.value as BlogStatus)} aria-labelledby="status-label">
                <FormControlLabel value="draft" control={<Radio />} label="Draft (not on the site)" />
                <FormControlLabel value="published" control={<Radio />} label={post?.status === 'published' ? 'Published' : 'Publish now'} />
                <FormControlLabel value="scheduled" control={<Radio />} label="Schedule for a date" />
              </RadioGroup>
              {status === 'scheduled' && (
                <TextField
                  type="datetime-local"
                  label="Publish on (Nairobi time)"
                  value={publishAt}
                  onChange={(event) => set('publishAt', event.target.value)}
                  {...muiField(form.field('publishAt'))}
                  helperText={form.field('publishAt').error ?? (publishAt && nairobiLocalToIso(publishAt) ? `Goes on the site ${formatNairobiDateTime(nairobiLocalToIso(publishAt) ?? '')} (Nairobi)` : 'The post goes on the site at this time')}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ mt: 1, maxWidth: 320 }}
                />
              )}
            </Box>
            <Box role="group" aria-labelledby="cover-label">
              <Typography id="cover-label" sx={{ fontWeight: 600, fontSize: 14, mb: 1 }}>
                Cover image
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
                {cover && <Box component="img" src={cover} alt="Cover preview" sx={{ width: 200, height: 112, objectFit: 'cover', borderRadius: 2 }} />}
                <input
                  ref={fileInput}
                  type="file"
                  accept="image/*"
                  hidden
                  aria-label="Cover image file"
                  onChange={(event) => {
                    const chosen = event.target.files?.[0];
                    event.target.value = '';
                    if (!chosen) return;
                    const problem = imageFileProblem(chosen, { notImage: UPLOAD_MESSAGES.notImage, tooLarge: UPLOAD_MESSAGES.tooLarge });
                    // The file's problem replaces the cover's message; a good file clears it.
                    form.showErrors({ ...errors, image: problem ?? undefined }, { focus: false, toast: false });
                    if (!problem) set('file', chosen);
                  }}
                />
                <Button variant="outlined" onClick={() => fileInput.current?.click()}>
                  {cover ? 'Replace image' : 'Choose image'}
                </Button>
                {cover && (
                  <Button
                    color="error"
                    onClick={() => {
                      setValues((current) => ({ ...current, file: null, image: '' }));
                    }}
                  >
                    Remove image
                  </Button>
                )}
              </Box>
              {errors.image && (
                <Typography role="alert" sx={{ mt: 1, color: 'error.main', fontSize: 14 }}>
                  {errors.image}
                </Typography>
              )}
            </Box>
            {/* A restored draft restarts the editor with its content. */}
            <RichTextEditor key={guard.restored} label="Content" initialHtml={guard.restored ? values.content : (post?.content ?? '')} onChange={(html) => set('content', html)} />
            {errors.content && (
              <Typography role="alert" sx={{ color: 'error.main', fontSize: 14 }}>
                {errors.content}
              </Typography>
            )}
            {post && <AuditHistory entity="blog_post" entityId={post.id} />}
          </Box>
        </Box>
      </Box>
      {guard.dialogs}
    </Dialog>
  );
}
