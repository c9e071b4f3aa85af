// The tRPC endpoint (fetch adapter): body size limit, then the app router with the session's context.
import { createRequestContext } from '@/server/api/context';
import { handleTrpcRequest } from '@/server/api/http';

export const dynamic = 'force-dynamic';

const handler = (req: Request) => handleTrpcRequest(req, createRequestContext);

export { handler as GET, handler as POST };
