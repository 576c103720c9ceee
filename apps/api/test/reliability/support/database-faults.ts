/**
 * What the database-fault parts share (a stopped PostgreSQL cluster, a read-only or full SQLite
 * file): a passenger's journey over HTTP to the api running as a process of its own, calls sent
 * in a loop under the fault with every answer kept, and the check that each answer is a success
 * or the 503 envelope.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signBody } from '@oceane/domain';
import type { ApiProcess, HttpAnswer } from '../../helpers/api-process.js';
import { SIGNATURE_KEY } from '../../helpers/app.js';
import { freshPassenger, type Passenger } from '../../helpers/passengers.js';

export const UNAVAILABLE_FR =
  'Le service est momentanément indisponible\u00a0: veuillez réessayer dans un instant.';
export const UNAVAILABLE_EN = 'The service is temporarily unavailable: please try again in a moment.';

export type Sent = { call: string; answer: HttpAnswer } | { call: string; failed: string };

/** Calls sent one after another until stopped (a short pause between two); every answer is kept. */
export function traffic(call: string, send: () => Promise<HttpAnswer>, pauseMs = 50) {
  const sent: Sent[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      sent.push(
        await send().then(
          (answer) => ({ call, answer }),
          (error: Error) => ({ call, failed: error.message }),
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  return {
    sent,
    async stop() {
      running = false;
      await loop;
      return sent;
    },
  };
}

export async function until(what: string, check: () => Promise<boolean>, seconds = 30, context = '') {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s\n${context}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The promise under a database fault: every call answered, with a success or the 503
 * SERVICE_UNAVAILABLE envelope. Answers the count of 503s and a line per broken promise.
 */
export function judge(sent: Sent[], success = (status: number) => status === 200) {
  let unavailable = 0;
  const broken: string[] = [];
  for (const entry of sent) {
    if ('failed' in entry) {
      broken.push(`${entry.call}: no answer (${entry.failed})`);
      continue;
    }
    const { status, body } = entry.answer;
    if (status === 503) {
      const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
      if (code === 'SERVICE_UNAVAILABLE') unavailable += 1;
      else broken.push(`${entry.call}: 503 without the envelope: ${JSON.stringify(body)}`);
    } else if (!success(status)) {
      broken.push(`${entry.call}: ${status} ${JSON.stringify(body)}`);
    }
  }
  return { unavailable, broken };
}

export type Member = Passenger & { userToken: string; userId: number };

/** A passenger signed up and logged in through the api, as the portal does it. */
export async function memberOf(api: ApiProcess): Promise<Member> {
  const passenger = freshPassenger();
  const signUp = await api.post('Identity/signUp', { ...passenger, acceptTerms: true });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${JSON.stringify(signUp.body)}`);
  const { idToken } = (signUp.body as { response: { idToken: string } }).response;
  const login = await api.post('Account/login.json', { firebase_token: idToken, network_id: 1 });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${JSON.stringify(login.body)}`);
  const { user } = (login.body as { response: { user: { userToken: string; userId: number } } }).response;
  return { ...passenger, ...user };
}

export const signIn = (api: ApiProcess, account: { email: string; password: string }) =>
  api.post('Identity/signIn', { email: account.email, password: account.password });

// Seeded catalogue (seed-catalogue.ts): the monthly pass's shop item and price.
export const MONTHLY = 1005;
export const MONTHLY_CENTS = 4_900;

/** Order/create.json for a monthly pass on the card: the cart's checkout, under its key. */
export const checkout = (api: ApiProcess, member: Member, cardId: number, idempotencyKey: string) =>
  api.post('Order/create.json', {
    userToken: member.userToken,
    items: [{ type: 'CARD_RELOAD', mediaId: cardId, shopItemId: MONTHLY, quantity: 1 }],
    installments: 1,
    expectedTotalCents: MONTHLY_CENTS,
    acceptTerms: true,
    idempotencyKey,
    locale: 'en',
  });

/** An order checked out and placed: its id and the sandbox provider's payment session. */
export async function placedOrder(api: ApiProcess, member: Member, cardId: number, idempotencyKey: string) {
  const created = await checkout(api, member, cardId, idempotencyKey);
  if (created.status !== 200) throw new Error(`checkout: ${created.status} ${JSON.stringify(created.body)}`);
  const orderId = (created.body as { response: { order: { id: number } } }).response.order.id;
  const placed = await api.post('Order/placeOrder.json', { userToken: member.userToken, orderId });
  if (placed.status !== 200) throw new Error(`place: ${placed.status} ${JSON.stringify(placed.body)}`);
  const { paymentId } = (placed.body as { response: { paymentId: string } }).response;
  return { orderId, paymentId };
}

/** The passenger pays on the sandbox's hosted page, as a browser posts its form: 303 when paid. */
export async function payOnHostedPage(api: ApiProcess, session: string): Promise<number> {
  const response = await fetch(`${api.origin}/api/sandbox-psp/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      session,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      cardholder: 'Hélène Le Goff',
    }).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  await response.arrayBuffer();
  return response.status;
}

export type Relayed = { orderId: unknown; status: number };

/** A gate calls wait at while it is shut. */
function gate() {
  let shut: { promise: Promise<void>; open: () => void } | null = null;
  return {
    shut() {
      let open = () => {};
      const promise = new Promise<void>((resolve) => (open = resolve));
      shut = { promise, open };
    },
    open() {
      shut?.open();
      shut = null;
    },
    wait: () => shut?.promise,
  };
}

/**
 * Stands between the sandbox's notifier and Payment/acknowledge.json, as the network does
 * between a provider and the merchant: passes each notification on and keeps what the api
 * answered. `hold()` keeps the next notifications; `forward()` sends them to the api but keeps
 * its answers from the notifier; `release()` lets everything through again.
 */
export async function notificationRelay(target: () => string) {
  const relayed: Relayed[] = [];
  let waiting = 0;
  const requests = gate();
  const answers = gate();
  const bodyOf = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };
  const server: Server = createServer((request, reply) => {
    void (async () => {
      const body = await bodyOf(request);
      waiting += 1;
      await requests.wait();
      waiting -= 1;
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'host',
        ),
      );
      const answer = await fetch(target(), { method: 'POST', headers, body }).then(
        async (response) => ({ status: response.status, text: await response.text() }),
        (error: Error) => ({ status: 0, text: error.message }),
      );
      relayed.push({ orderId: (JSON.parse(body) as { orderId?: unknown }).orderId, status: answer.status });
      await answers.wait();
      reply.writeHead(answer.status || 502, { 'content-type': 'application/json' }).end(answer.text);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/Payment/acknowledge.json`,
    relayed,
    /** Notifications received and held. */
    waiting: () => waiting,
    hold() {
      requests.shut();
      answers.shut();
    },
    forward: () => requests.open(),
    release() {
      requests.open();
      answers.open();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A signed GET, as the portal sends one: the query carries its sHMAC. */
export async function signedGet(api: ApiProcess, path: string, query: Record<string, string>) {
  const signed = (await signBody(query, SIGNATURE_KEY)) as Record<string, string>;
  const response = await fetch(`${api.origin}/api/${path}?${new URLSearchParams(signed).toString()}`, {
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}
