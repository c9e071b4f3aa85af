// Unsubscribe endpoint: the List-Unsubscribe target (RFC 8058 one-click POST; a GET only leads to the page that asks)
// and the confirmation page's form. A valid signed token switches turn emails off; an invalid one gets a 400.
import { handleUnsubscribeRequest, notifyConfig } from '@/server/notify/index';
import { getStore } from '@/server/store/index';

export const dynamic = 'force-dynamic';
export const runtime = 'nodejs';

function handle(request: Request): Promise<Response> {
  return handleUnsubscribeRequest(request, { store: getStore(), secret: notifyConfig().secret, now: Date.now });
}

export const GET = handle;
export const POST = handle;
