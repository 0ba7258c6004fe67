import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { ADMIN_BLOG_SORT_LABELS, ADMIN_BLOG_SORTS, type AdminBlogPost, type AdminBlogSort, type AdminBlogSummary } from '@safari/shared/admin-blog';
import { SEARCH_DEBOUNCE_MS } from '@safari/shared/constants';
import { BLOG_CATEGORIES, type BlogCategory } from '@safari/shared/enums';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { showToast } from '../../../components/toast/toast';
import { useSession } from '../../../lib/session';
import { adminBlogQuery, messageOf, useAdminBlogs, useBlogMutations } from '../api/admin-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListToolbar, Pager } from '../components/list-toolbar';
import { LoadError } from '../components/panel-states';
import { useDebouncedSearch, useListParams } from '../lib/list-params';
import { CommentsDialog } from './comments-dialog';

// Slate loads with the editor, not with the list.
const BlogEditorDialog = lazy(() => import('./blog-editor-dialog').then((module) => ({ default: module.BlogEditorDialog })));

const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

type Modal = { kind: 'add' } | { kind: 'edit'; post: AdminBlogPost } | { kind: 'delete'; post: AdminBlogSummary } | { kind: 'comments'; post: AdminBlogSummary } | null;

/** `/admin/blogs`: posts paged on the server, with search, category, sort, the editor and comment moderation. */
export default function BlogsPage() {
  const { values, page, update } = useListParams(['q', 'category', 'sort'] as const);
  const sort: AdminBlogSort = (ADMIN_BLOG_SORTS as readonly string[]).includes(values.sort) ? (values.sort as AdminBlogSort) : 'newest';
  const category = (BLOG_CATEGORIES as readonly string[]).includes(values.category) ? (values.category as BlogCategory) : undefined;
  const { data, error, isFetching, refetch } = useAdminBlogs({ page, q: values.q || undefined, category, sort });
  const commitSearch = useCallback((q: string) => update({ q }, { replace: true }), [update]);
  // The spec's 180 ms: the search goes out (and the page goes back to 1) once typing pauses.
  const [search, setSearch] = useDebouncedSearch(values.q, commitSearch, SEARCH_DEBOUNCE_MS);
  const [modal, setModal] = useState<Modal>(null);
  const [opening, setOpening] = useState<string | null>(null);
  const client = useQueryClient();
  const { remove } = useBlogMutations();
  const session = useSession();

  async function openEdit(row: AdminBlogSummary) {
    setOpening(row.id);
    try {
      setModal({ kind: 'edit', post: await client.fetchQuery(adminBlogQuery(row.id)) });
    } catch (failure) {
      showToast(messageOf(failure, 'Could not open the post. Try again.'), { severity: 'error', durationMs: 3_000 });
    } finally {
      setOpening(null);
    }
  }

  async function confirmDelete(post: AdminBlogSummary) {
    try {
      const result = await remove.mutateAsync(post.id);
      showToast(result.message, { severity: 'success' });
      setModal(null);
      if (data && data.items.length === 1 && page > 1) update({ page: page - 1 });
    } catch (failure) {
      console.error('Error deleting blog:', failure);
      showToast(messageOf(failure, 'The post could not be deleted.'), { severity: 'error', durationMs: 3_000 });
    }
  }

  return (
    <Box>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        placeholder="Search blogs..."
        filters={
          <>
            <TextField select label="Category" slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} value={category ?? ''} onChange={(event) => update({ category: event.target.value })} sx={{ width: 230 }}>
              <MenuItem value="">All categories</MenuItem>
              {BLOG_CATEGORIES.map((value) => (
                <MenuItem key={value} value={value}>
                  {value}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label="Sort" slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }} value={sort} onChange={(event) => update({ sort: event.target.value === 'newest' ? '' : event.target.value })} sx={{ width: 170 }}>
              {ADMIN_BLOG_SORTS.map((value) => (
                <MenuItem key={value} value={value}>
                  {ADMIN_BLOG_SORT_LABELS[value]}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
        action={
          <Button variant="contained" onClick={() => setModal({ kind: 'add' })}>
            + Add Blog
          </Button>
        }
      />
      {error && !data ? (
        <LoadError error={error} what="the posts" onRetry={() => void refetch()} />
      ) : (
        <Card sx={{ position: 'relative' }}>
          {isFetching && <LinearProgress aria-label="Loading posts" sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
          <TableContainer>
            <Table aria-label="Blog posts" sx={{ minWidth: { md: 680 } }}>
              <TableHead>
                <TableRow>
                  <TableCell>Title</TableCell>
                  <TableCell>Category</TableCell>
                  <TableCell>Author</TableCell>
                  <TableCell>Date</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.items.map((post) => (
                  <TableRow key={post.id} hover>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600, minWidth: 180, maxWidth: 280 }}>
                      {post.title}
                    </TableCell>
                    <TableCell>{post.category ?? '—'}</TableCell>
                    <TableCell>{post.author}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{date.format(new Date(post.date))}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', pl: 1, '& .MuiButton-root': { minWidth: 0, px: 1 } }}>
                      <Button size="small" onClick={() => setModal({ kind: 'comments', post })} aria-label={`Comments on ${post.title}: ${post.commentsCount}, ${post.hiddenComments} hidden`}>
                        Comments ({post.commentsCount})
                      </Button>
                      <Button size="small" onClick={() => void openEdit(post)} disabled={opening === post.id} aria-label={`Edit ${post.title}`}>
                        Edit
                      </Button>
                      <Button size="small" color="error" onClick={() => setModal({ kind: 'delete', post })} aria-label={`Delete ${post.title}`}>
                        Delete
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
                {data && data.items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={5} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                      No posts match these filters.
                    </TableCell>
                  </TableRow>
                )}
                {!data &&
                  Array.from({ length: 5 }, (_, index) => (
                    <TableRow key={index}>
                      <TableCell colSpan={5} sx={{ height: 53 }} />
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      {data && <Pager page={page} pages={data.pages} total={data.total} onPage={(next) => update({ page: next })} />}

      {(modal?.kind === 'add' || modal?.kind === 'edit') && (
        <Suspense fallback={<LinearProgress aria-label="Opening the editor" sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />}>
          <BlogEditorDialog key={modal.kind === 'edit' ? modal.post.id : 'add'} post={modal.kind === 'edit' ? modal.post : null} defaultAuthor={session?.user.name ?? ''} onClose={() => setModal(null)} />
        </Suspense>
      )}
      {modal?.kind === 'comments' && <CommentsDialog post={modal.post} onClose={() => setModal(null)} />}
      {modal?.kind === 'delete' && (
        <ConfirmDialog title="Delete post?" confirmLabel="Delete" busy={remove.isPending} onConfirm={() => void confirmDelete(modal.post)} onClose={() => setModal(null)}>
          <strong>{modal.post.title}</strong> and its comments will be removed from the blog. This cannot be undone.
        </ConfirmDialog>
      )}
    </Box>
  );
}
