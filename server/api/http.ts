// Serving the API over HTTP (the fetch adapter behind app/api/trpc/[trpc]/route.ts): cross-site requests refused, a
// body size limit and a nesting limit first, then tRPC; no answer may be cached (it holds what only this viewer may
// see). Internal errors are logged here; the client only ever sees the formatted shape (server/api/errors.ts).
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { NO_STORE } from '@/server/http/security-headers';
import { appRouter } from './root';
import { crossSiteRefusal } from './same-origin';
import type { InnerContext } from './trpc';

export const TRPC_ENDPOINT = '/api/trpc';

/** Generous for a batch of a few commands; a real request is a few kilobytes at most. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Deeper than any request of ours (a command nests about six levels, a batch adds two). Deeper JSON is refused
 * before anything parses it: recursive parsers and validators would run out of stack ("Maximum call stack size
 * exceeded") and answer with that instead of a plain message.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests arrays and objects deeper than `max`, scanning the characters without parsing them. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** Reads at most `limit` bytes of the body; null when it is larger (whatever Content-Length claims). */
async function readLimited(req: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > limit) return null;
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    body.set(c, at);
    at += c.byteLength;
  }
  return body;
}

/** An answer in tRPC's error shape (batched when the request was), for refusals made before tRPC runs. */
function refusal(req: Request, status: number, code: string, reason: string, message: string): Response {
  const error = {
    message,
    code: status === 403 ? -32003 : -32600,
    data: { code, httpStatus: status, reason, rule: null, currentVersion: null, issues: null },
  };
  const batch = new URL(req.url).searchParams.get('batch') === '1';
  return Response.json(batch ? [{ error }] : { error }, { status });
}

const tooDeep = (req: Request) =>
  refusal(
    req,
    400,
    'BAD_REQUEST',
    'api/too-deep',
    `Request nested too deeply (more than ${MAX_JSON_DEPTH} levels of arrays and objects)`,
  );

export async function handleTrpcRequest(req: Request, createContext: () => Promise<InnerContext>): Promise<Response> {
  const response = await answer(req, createContext);
  response.headers.set('cache-control', NO_STORE);
  return response;
}

async function answer(req: Request, createContext: () => Promise<InnerContext>): Promise<Response> {
  const crossSite = crossSiteRefusal(req);
  if (crossSite) return refusal(req, 403, 'FORBIDDEN', crossSite.reason, crossSite.message);
  let limited = req;
  const query = new URL(req.url).searchParams.get('input');
  if (query !== null && nestsDeeperThan(query, MAX_JSON_DEPTH)) return tooDeep(req);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const body = await readLimited(req, MAX_BODY_BYTES);
    if (body === null) {
      const message = `Request too large (limit ${MAX_BODY_BYTES} bytes)`;
      return refusal(req, 413, 'PAYLOAD_TOO_LARGE', 'api/payload-too-large', message);
    }
    if (nestsDeeperThan(new TextDecoder().decode(body), MAX_JSON_DEPTH)) return tooDeep(req);
    limited = new Request(req.url, { method: req.method, headers: req.headers, body: body as BodyInit });
  }
  return fetchRequestHandler({
    endpoint: TRPC_ENDPOINT,
    req: limited,
    router: appRouter,
    createContext,
    // Bounds the work one request can ask for (the client's batch link uses the same limit).
    maxBatchSize: 10,
    onError({ error, path }) {
      if (error.code === 'INTERNAL_SERVER_ERROR') console.error(`[trpc] ${path ?? '?'} failed:`, error.cause ?? error);
    },
  });
}
