#!/usr/bin/env node
// The api bench's reference: the least a Fastify server does per request on this machine, one
// route answering {"status":"ok"}, logging at info like the portal's server. Run in its own process
// (startBareFastify in server.mjs) so it gets the same share of the cores as the server it measures.
import Fastify from 'fastify';

const app = Fastify({ logger: { level: 'info' } });
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 3331), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
