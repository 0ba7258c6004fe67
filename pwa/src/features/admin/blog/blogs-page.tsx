import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ADMIN_BLOG_SORT_LABELS, ADMIN_BLOG_SORTS, type AdminBlogPost, type AdminBlogSort, type AdminBlogSummary } from '@safari/shared/admin-blog';
import { BLOG_STATUS_LABELS, BLOG_STATUSES, describeBlogCounts, formatNairobiDate, formatNairobiDateTime, type BlogStatus } from '@safari/shared/blog-status';
import { BLOG_CATEGORIES, type BlogCategory } from '@safari/shared/enums';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { showToast } from '../../../components/toast/toast';
import { useSession } from '../../../lib/session';
import { adminBlogQuery, messageOf, useAdminBlogs, useBlogMutations } from '../api/admin-api';
import { AdminTable, RowActions } from '../components/admin-table';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FilterSelect, ListToolbar } from '../components/list-toolbar';
import { useListParams, useListSearch } from '../lib/list-params';
import { useRowOpener } from '../lib/row-opener';
import { CommentsDialog } from './comments-dialog';

// Slate loads with the editor, not with the list.
const BlogEditorDialog = lazy(() => import('./blog-editor-dialog').then((module) => ({ default: module.BlogEditorDialog })));

const STATUS_COLORS: Record<BlogStatus, 'default' | 'info' | 'success'> = { draft: 'default', scheduled: 'info', published: 'success' };

/** A post's state as a chip of one width, so the column never jumps as states change. */
function StatusChip({ post }: { post: AdminBlogSummary }) {
  return <Chip size="small" variant={post.status === 'published' ? 'filled' : 'outlined'} color={STATUS_COLORS[post.status]} label={BLOG_STATUS_LABELS[post.status]} sx={{ width: 96 }} />;
}

type Modal = { kind: 'add' } | { kind: 'edit'; post: AdminBlogPost } | { kind: 'delete'; post: AdminBlogSummary } | { kind: 'comments'; post: AdminBlogSummary } | null;

/** `/admin/blogs`: posts paged on the server, with search, category, sort, the editor and comment moderation. */
export default function BlogsPage() {
  const { values, page, pageSize, paging, update } = useListParams('blogs', ['q', 'category', 'sort', 'status'] as const);
  const sort: AdminBlogSort = (ADMIN_BLOG_SORTS as readonly string[]).includes(values.sort) ? (values.sort as AdminBlogSort) : 'newest';
  const category = (BLOG_CATEGORIES as readonly string[]).includes(values.category) ? (values.category as BlogCategory) : undefined;
  const status = (BLOG_STATUSES as readonly string[]).includes(values.status) ? (values.status as BlogStatus) : undefined;
  const list = useAdminBlogs({ page, pageSize, q: values.q || undefined, category, sort, status });
  const { data } = list;
  const [search, setSearch] = useListSearch(values.q, update);
  const [modal, setModal] = useState<Modal>(null);
  const client = useQueryClient();
  const { opening, open: openEdit } = useRowOpener((id) => client.fetchQuery(adminBlogQuery(id)), (post) => setModal({ kind: 'edit', post }), 'Could not open the post. Try again.');
  const { remove } = useBlogMutations();
  const session = useSession();

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
            <FilterSelect label="Status" value={status ?? ''} onChange={(value) => update({ status: value })} width={170} emptyLabel="All statuses" options={BLOG_STATUSES} optionLabel={(value) => BLOG_STATUS_LABELS[value]} />
            <FilterSelect label="Category" value={category ?? ''} onChange={(value) => update({ category: value })} width={230} emptyLabel="All categories" options={BLOG_CATEGORIES} />
            <FilterSelect label="Sort" value={sort} onChange={(value) => update({ sort: value === 'newest' ? '' : value })} width={170} options={ADMIN_BLOG_SORTS} optionLabel={(value) => ADMIN_BLOG_SORT_LABELS[value]} />
          </>
        }
        addLabel="+ Add Blog"
        onAdd={() => setModal({ kind: 'add' })}
      />
      {data && (
        <Typography id="blog-counts" sx={{ fontSize: 14, color: 'text.secondary', mb: 1 }} aria-live="polite">
          {describeBlogCounts(data.counts)}
          {status && ` · showing ${BLOG_STATUS_LABELS[status].toLowerCase()}`}
        </Typography>
      )}
      <AdminTable
        label="Blog posts"
        loadingLabel="Loading posts"
        what="the posts"
        emptyText="No posts match these filters."
        columns={[
          { key: 'title', header: 'Title', rowHeader: true, sx: { fontWeight: 600, minWidth: 180, maxWidth: 280 }, cell: (post) => post.title },
          { key: 'category', header: 'Category', landscapeOnly: true, cell: (post) => post.category ?? '—' },
          { key: 'author', header: 'Author', landscapeOnly: true, cell: (post) => post.author },
          { key: 'status', header: 'Status', sx: { width: 120 }, cell: (post) => <StatusChip post={post} /> },
          { key: 'date', header: 'Date', sx: { whiteSpace: 'nowrap' }, cell: (post) => (post.status === 'scheduled' ? formatNairobiDateTime(post.date) : formatNairobiDate(post.date)) },
        ]}
        actions={(post) => (
          <RowActions name={post.title} onEdit={() => void openEdit(post.id)} editDisabled={opening === post.id} onDelete={() => setModal({ kind: 'delete', post })}>
            <Button size="small" variant="outlined" onClick={() => setModal({ kind: 'comments', post })} aria-label={`Comments on ${post.title}: ${post.commentsCount}, ${post.hiddenComments} hidden`}>
              Comments ({post.commentsCount})
            </Button>
          </RowActions>
        )}
        query={list}
        paging={paging}
      />

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
