/**
 * The staff console's calls: TanStack Query over the shared ky client (bearer token, 10 s timeout).
 * Online-only data (flow 3): nothing here goes through Dexie or the outbox.
 */
import { adminBlogListSchema, adminBlogPostSchema, adminCommentListSchema, blogDeleteResultSchema, type AdminBlogList, type AdminBlogListQuery, type AdminBlogPost, type AdminComment, type BlogDeleteResult, type BlogPostInput } from '@safari/shared/admin-blog';
import { dashboardSchema, type Dashboard } from '@safari/shared/admin-dashboard';
import { adminTourListSchema, adminTourSchema, tourDeleteResultSchema, type AdminTour, type AdminTourList, type AdminTourListQuery, type TourDeleteResult, type TourInput } from '@safari/shared/admin-tours';
import { authSessionSchema, sessionUserSchema, type AuthSession, type LoginInput, type SessionUser } from '@safari/shared/auth';
import { uploadMultipleResultSchema, uploadResultSchema } from '@safari/shared/upload';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Options } from 'ky';
import { api, type Parser } from '../../../lib/api-client';
import { apiMessageOf, OFFLINE_MESSAGE, RequestFailedError } from '../../../lib/api-errors';
import { toRequestFailed } from '../../../lib/api-failure';

/** The server's message, or the screen's own fallback when it sent none (or could not be reached). */
export function messageOf(error: unknown, fallback: string): string {
  return apiMessageOf(error) ?? fallback;
}

/**
 * A write that got no answer: never sent (the tablet was offline), or lost on the way (the network
 * failed or timed out, so the server may or may not have done it). `retrySafe`: sending it again
 * cannot do it twice (PUT and DELETE set a state; a POST with an Idempotency-Key is done once).
 */
export class ConnectionLostError extends RequestFailedError {
  override name = 'ConnectionLostError';
  constructor(
    readonly sent: boolean,
    readonly retrySafe: boolean,
  ) {
    super(OFFLINE_MESSAGE, null);
  }
}

export interface CallOptions extends Options {
  /** A POST that may safely be sent twice (an upload: at worst a second, unused copy of the file). */
  retrySafe?: boolean;
}

function hasIdempotencyKey(headers: Options['headers']): boolean {
  return headers !== undefined && new Headers(headers as HeadersInit).has('Idempotency-Key');
}

export async function call<T>(method: 'get' | 'post' | 'put' | 'delete', path: string, schema: Parser<T>, { retrySafe, ...options }: CallOptions = {}): Promise<T> {
  const write = method !== 'get';
  // A write is not even tried offline: saveWhenOnline (lib/connection) can then send it once the connection is back.
  if (write && navigator.onLine === false) throw new ConnectionLostError(false, true);
  try {
    return schema.parse(await api(path, { method, ...options }).json<unknown>());
  } catch (failure) {
    const error = await toRequestFailed(failure);
    if (write && error.status === null && error.message === OFFLINE_MESSAGE) {
      throw new ConnectionLostError(true, method === 'put' || method === 'delete' || retrySafe === true || hasIdempotencyKey(options.headers));
    }
    throw error;
  }
}

/**
 * Console writes are tried at once, online or not (TanStack would hold them while offline and send
 * them whenever the connection came back, even after the form had closed): the form waits for the
 * connection itself while it is open (lib/connection), and nothing is queued beyond it.
 */
export const WRITE = { networkMode: 'always' } as const;

export function searchOf(params: Record<string, string | number | undefined>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search;
}

// ---------------------------------------------------------------------------------------------
// Session
// ---------------------------------------------------------------------------------------------

export const login = (input: LoginInput): Promise<AuthSession> => call('post', 'auth/login', authSessionSchema, { json: input });
export const getMe = (signal?: AbortSignal): Promise<SessionUser> => call('get', 'users/me', sessionUserSchema, { signal });
export const meQuery = (token: string) => queryOptions({ queryKey: ['admin', 'me', token] as const, queryFn: ({ signal }) => getMe(signal), staleTime: 0, retry: false });

// ---------------------------------------------------------------------------------------------
// Overview
// ---------------------------------------------------------------------------------------------

export const getDashboard = (signal?: AbortSignal): Promise<Dashboard> => call('get', 'dashboard', dashboardSchema, { signal });
export const dashboardQuery = () => queryOptions({ queryKey: ['admin', 'dashboard'] as const, queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });
export const useDashboard = () => useQuery(dashboardQuery());

// ---------------------------------------------------------------------------------------------
// Tours
// ---------------------------------------------------------------------------------------------

export type TourListParams = AdminTourListQuery;

export const getAdminTours = (params: TourListParams, signal?: AbortSignal): Promise<AdminTourList> =>
  call('get', 'admin/tours', adminTourListSchema, { signal, searchParams: searchOf(params) });
export const adminToursQuery = (params: TourListParams) =>
  queryOptions({ queryKey: ['admin', 'tours', 'list', params] as const, queryFn: ({ signal }) => getAdminTours(params, signal), staleTime: 0, placeholderData: keepPreviousData });
export const useAdminTours = (params: TourListParams) => useQuery(adminToursQuery(params));

export const getAdminTour = (id: string, signal?: AbortSignal): Promise<AdminTour> => call('get', `admin/tours/${encodeURIComponent(id)}`, adminTourSchema, { signal });
export const adminTourQuery = (id: string) => queryOptions({ queryKey: ['admin', 'tours', 'one', id] as const, queryFn: ({ signal }) => getAdminTour(id, signal), staleTime: 0 });
export const useAdminTour = (id: string | null) => useQuery({ ...adminTourQuery(id ?? ''), enabled: id !== null });

export const createTour = (input: TourInput): Promise<AdminTour> => call('post', 'tours', adminTourSchema, { json: input });
export const updateTour = (id: string, input: TourInput): Promise<AdminTour> => call('put', `tours/${encodeURIComponent(id)}`, adminTourSchema, { json: input });
export const deleteTour = (id: string): Promise<TourDeleteResult> => call('delete', `tours/${encodeURIComponent(id)}`, tourDeleteResultSchema);

/** Saving or deleting a tour: afterwards every tour list and the overview's totals are fetched again. */
export function useTourMutations() {
  const client = useQueryClient();
  const refresh = () => Promise.all([client.invalidateQueries({ queryKey: ['admin', 'tours'] }), client.invalidateQueries({ queryKey: ['admin', 'dashboard'] })]);
  return {
    save: useMutation({ ...WRITE, mutationFn: ({ id, input }: { id: string | null; input: TourInput }) => (id ? updateTour(id, input) : createTour(input)), onSuccess: refresh }),
    remove: useMutation({ ...WRITE, mutationFn: deleteTour, onSuccess: refresh }),
  };
}

// ---------------------------------------------------------------------------------------------
// Uploads
// ---------------------------------------------------------------------------------------------

/** `POST /api/upload` (field `file`): the stored image's URL. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  return (await call('post', 'upload', uploadResultSchema, { body, timeout: 60_000, retrySafe: true })).url;
}

/** `POST /api/upload/multiple` (field `images`): the stored images' URLs, in order. */
export async function uploadImages(files: readonly File[]): Promise<string[]> {
  const body = new FormData();
  for (const file of files) body.append('images', file);
  return (await call('post', 'upload/multiple', uploadMultipleResultSchema, { body, timeout: 120_000, retrySafe: true })).images;
}

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

export type BlogListParams = AdminBlogListQuery;

export const getAdminBlogs = (params: BlogListParams, signal?: AbortSignal): Promise<AdminBlogList> =>
  call('get', 'admin/blogs', adminBlogListSchema, { signal, searchParams: searchOf(params) });
export const adminBlogsQuery = (params: BlogListParams) =>
  queryOptions({ queryKey: ['admin', 'blogs', 'list', params] as const, queryFn: ({ signal }) => getAdminBlogs(params, signal), staleTime: 0, placeholderData: keepPreviousData });
export const useAdminBlogs = (params: BlogListParams) => useQuery(adminBlogsQuery(params));

export const getAdminBlog = (id: string, signal?: AbortSignal): Promise<AdminBlogPost> => call('get', `admin/blogs/${encodeURIComponent(id)}`, adminBlogPostSchema, { signal });
export const adminBlogQuery = (id: string) => queryOptions({ queryKey: ['admin', 'blogs', 'one', id] as const, queryFn: ({ signal }) => getAdminBlog(id, signal), staleTime: 0 });
export const useAdminBlog = (id: string | null) => useQuery({ ...adminBlogQuery(id ?? ''), enabled: id !== null });

export const createBlog = (input: BlogPostInput): Promise<AdminBlogPost> => call('post', 'blogs', adminBlogPostSchema, { json: input });
export const updateBlog = (id: string, input: BlogPostInput): Promise<AdminBlogPost> => call('put', `blogs/${encodeURIComponent(id)}`, adminBlogPostSchema, { json: input });
export const deleteBlog = (id: string): Promise<BlogDeleteResult> => call('delete', `blogs/${encodeURIComponent(id)}`, blogDeleteResultSchema);

export function useBlogMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['admin', 'blogs'] });
  return {
    save: useMutation({ ...WRITE, mutationFn: ({ id, input }: { id: string | null; input: BlogPostInput }) => (id ? updateBlog(id, input) : createBlog(input)), onSuccess: refresh }),
    remove: useMutation({ ...WRITE, mutationFn: deleteBlog, onSuccess: refresh }),
  };
}

export const getComments = (postId: string, signal?: AbortSignal): Promise<AdminComment[]> =>
  call('get', `admin/blogs/${encodeURIComponent(postId)}/comments`, adminCommentListSchema, { signal });
export const commentsQuery = (postId: string) =>
  queryOptions({ queryKey: ['admin', 'blogs', 'comments', postId] as const, queryFn: ({ signal }) => getComments(postId, signal), staleTime: 0 });
export const useComments = (postId: string | null) => useQuery({ ...commentsQuery(postId ?? ''), enabled: postId !== null });

const commentSchema: Parser<unknown> = { parse: (data) => data };
export const setCommentHidden = (id: string, hidden: boolean): Promise<unknown> => call('put', `admin/comments/${encodeURIComponent(id)}`, commentSchema, { json: { hidden } });

export function useCommentModeration() {
  const client = useQueryClient();
  return useMutation({
    ...WRITE,
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => setCommentHidden(id, hidden),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'blogs'] }),
  });
}
