// next-auth v4 route handler. Options are built on first request (validated env, the process's store).
import NextAuth from 'next-auth';
import { authOptions } from '@/server/auth';

export const dynamic = 'force-dynamic';

type RouteContext = { params: Promise<{ nextauth: string[] }> };

async function handler(req: Request, context: RouteContext): Promise<Response> {
  return NextAuth(authOptions())(req, context);
}

export { handler as GET, handler as POST };
