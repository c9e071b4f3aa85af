// Turning API errors into page outcomes for server components: sign in, 404, or a "not allowed" message.
import 'server-only';
import { TRPCError } from '@trpc/server';
import { notFound, redirect } from 'next/navigation';

export type Loaded<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/** Runs an API call for a page at `path`; UNAUTHORIZED goes to sign-in, NOT_FOUND to the 404 page. */
export async function loadForPage<T>(path: string, call: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    if (error.code === 'UNAUTHORIZED') redirect(`/signin?callbackUrl=${encodeURIComponent(path)}`);
    if (error.code === 'NOT_FOUND') notFound();
    if (error.code === 'FORBIDDEN') return { ok: false, message: error.message };
    throw error;
  }
}
