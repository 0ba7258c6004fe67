/** Where to go after signing in: a path of this site only (never another origin), My Trips by default. */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/dashboard';
}
