import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { ADMIN_BLOG_SORT_LABELS, ADMIN_BLOG_SORTS, type AdminBlogPost, type AdminBlogSort, type AdminBlogSummary } from '@safari/shared/admin-blog';
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

const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

type Modal = { kind: 'add' } | { kind: 'edit'; post: AdminBlogPost } | { kind: 'delete'; post: AdminBlogSummary } | { kind: 'comments'; post: AdminBlogSummary } | null;

/** `/admin/blogs`: posts paged on the server, with search, category, sort, the editor and comment moderation. */
export default function BlogsPage() {
  const { values, page, pageSize, paging, update } = useListParams('blogs', ['q', 'category', 'sort'] as const);
  const sort: AdminBlogSort = (ADMIN_BLOG_SORTS as readonly string[]).includes(values.sort) ? (values.sort as AdminBlogSort) : 'newest';
  const category = (BLOG_CATEGORIES as readonly string[]).includes(values.category) ? (values.category as BlogCategory) : undefined;
  const list = useAdminBlogs({ page, pageSize, q: values.q || undefined, category, sort });
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
            <FilterSelect label="Category" value={category ?? ''} onChange={(value) => update({ category: value })} width={230} emptyLabel="All categories" options={BLOG_CATEGORIES} />
            <FilterSelect label="Sort" value={sort} onChange={(value) => update({ sort: value === 'newest' ? '' : value })} width={170} options={ADMIN_BLOG_SORTS} optionLabel={(value) => ADMIN_BLOG_SORT_LABELS[value]} />
          </>
        }
        addLabel="+ Add Blog"
        onAdd={() => setModal({ kind: 'add' })}
      />
      <AdminTable
        label="Blog posts"
        loadingLabel="Loading posts"
        what="the posts"
        emptyText="No posts match these filters."
        columns={[
          { key: 'title', header: 'Title', rowHeader: true, sx: { fontWeight: 600, minWidth: 180, maxWidth: 280 }, cell: (post) => post.title },
          { key: 'category', header: 'Category', landscapeOnly: true, cell: (post) => post.category ?? '—' },
          { key: 'author', header: 'Author', landscapeOnly: true, cell: (post) => post.author },
          { key: 'date', header: 'Date', sx: { whiteSpace: 'nowrap' }, cell: (post) => date.format(new Date(post.date)) },
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
