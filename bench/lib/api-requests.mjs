// The requests of the api part, as the portal sends them for the seeded demo passenger: each
// names its run (`getCards`, `history`…, the keys of `--calls` and `--profile`), its title in the
// report, and what a good answer is. Built once per server, with a session opened for the run.
import { DEMO_ACCOUNT, call, loginAs, signedGetUrl, signedPostBody } from './client.mjs';

/** Connections of every run unless its request says otherwise. */
export const CONNECTIONS = 50;
/** Sign-ins at a time in the login-under-load run: a busy morning has far fewer than reads. */
export const SIGN_IN_CONNECTIONS = 4;
/** An invoice PDF is a rare, heavy call: a few at a time. */
const PRINT_CONNECTIONS = 4;
/** Issue 6: a body nested 9 000 levels deep (54 KB, unsigned), refused with 400 before it is parsed. */
const DEEP_CONNECTIONS = 6;

/** The request of each run against the server at `base`, with a new session of the demo account. */
export async function apiRequests(base) {
  const userToken = await loginAs(base);
  const cards = await call(base, 'GET', 'Account/getCards.json', { userToken, network_id: 1 });
  const card = cards.CARDS.find((candidate) => !candidate.pendingSale && !candidate.expired);
  const history = await call(base, 'GET', 'Order/history.json', { userToken });
  return {
    health: { title: 'GET /api/health', url: `${base}/api/health` },
    networks: {
      title: 'GET Networks/getNetworks.json (signed)',
      url: await signedGetUrl(base, 'Networks/getNetworks.json'),
    },
    getCards: {
      title: 'GET Account/getCards.json (signed, session)',
      url: await signedGetUrl(base, 'Account/getCards.json', { userToken, network_id: 1 }),
    },
    history: {
      title: 'GET Order/history.json (signed, session, a page of orders)',
      url: await signedGetUrl(base, 'Order/history.json', { userToken }),
    },
    computeAmount: {
      title: 'POST Order/computeAmount.json (signed, session, annual pass reload, voucher)',
      url: `${base}/api/Order/computeAmount.json`,
      method: 'POST',
      body: await signedPostBody({
        userToken,
        items: [{ type: 'CARD_RELOAD', mediaId: card.id, shopItemId: 1007, quantity: 1 }],
        voucherCode: 'ANNUEL20',
      }),
    },
    printOrder: {
      title: `POST Order/printOrder.json (invoice PDF), ${PRINT_CONNECTIONS} at a time`,
      url: `${base}/api/Order/printOrder.json`,
      method: 'POST',
      body: await signedPostBody({ userToken, orderId: history.orders.at(-1).id }),
      connections: PRINT_CONNECTIONS,
      // The PDF comes as its own bytes, not in an envelope.
      verify: (text) => text.startsWith('%PDF-'),
    },
    signIn: {
      title: `POST Identity/signIn (argon2id), ${SIGN_IN_CONNECTIONS} at a time`,
      url: `${base}/api/Identity/signIn`,
      method: 'POST',
      body: await signedPostBody(DEMO_ACCOUNT),
      connections: SIGN_IN_CONNECTIONS,
    },
    deep: {
      title: `POST 54 KB body nested 9 000 deep → 400, ${DEEP_CONNECTIONS} at a time`,
      url: `${base}/api/Identity/signIn`,
      method: 'POST',
      body: `${'{"a":'.repeat(9000)}1${'}'.repeat(9000)}`,
      connections: DEEP_CONNECTIONS,
      expectStatus: 400,
      verify: (text) => text.startsWith('{"status":"ko"'),
    },
  };
}
