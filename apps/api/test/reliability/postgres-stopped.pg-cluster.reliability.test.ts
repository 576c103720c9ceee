// A real PostgreSQL stopped and started under traffic (issue 6): the api process survives, answers
// 503 SERVICE_UNAVAILABLE in the envelope while the server is away, /api/health says the database
// is down, and everything works again when it returns, without a restart and with nothing lost.
// It needs PostgreSQL's binaries (initdb, pg_ctl): vitest.reliability.config.ts leaves it out of
// the reliability suite, and says so, when initdb is not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess, type HttpAnswer } from '../helpers/api-process.js';
import { freshPassenger } from '../helpers/passengers.js';
import { findPostgresBin, startCluster, type Cluster } from '../helpers/postgres-cluster.js';

let cluster: Cluster | null = null;
let api: ApiProcess | null = null;

// Whatever happens (a failed assertion, an interrupted run), no cluster or process outlives us.
const cleanUpNow = () => {
  if (api?.alive()) process.kill(api.pid, 'SIGKILL');
  cluster?.destroy();
};
process.once('exit', cleanUpNow);

beforeAll(async () => {
  const bin = findPostgresBin();
  if (!bin) throw new Error('no initdb found: this test needs PostgreSQL’s binaries (POSTGRES_BIN_DIR)');
  cluster = await startCluster(bin);
  await cluster.createDatabase('portal');
  api = await startApiProcess({
    DATABASE_URL: cluster.url('portal'),
    RATE_LIMIT_SIGNIN_PER_ADDRESS: '100000',
    RATE_LIMIT_SIGNIN_PER_EMAIL: '100000',
    RATE_LIMIT_SIGNUP_PER_ADDRESS: '100000',
    RATE_LIMIT_LOGIN_PER_ADDRESS: '100000',
  });
});

afterAll(async () => {
  await api?.stop();
  cluster?.destroy();
  process.removeListener('exit', cleanUpNow);
});

/** Calls sent in a loop while the test stops and starts the server; every answer is kept. */
function traffic(send: () => Promise<HttpAnswer>) {
  const answers: Array<HttpAnswer | { failed: string }> = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      answers.push(await send().catch((error: Error) => ({ failed: error.message })));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    answers,
    async stop() {
      running = false;
      await loop;
      return answers;
    },
  };
}

async function until(what: string, check: () => Promise<boolean>, seconds = 30) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${seconds} s\n${api?.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const UNAVAILABLE = {
  status: 'ko',
  error: {
    code: 'SERVICE_UNAVAILABLE',
    message: 'Le service est momentanément indisponible\u00a0: veuillez réessayer dans un instant.',
  },
};

describe.each(['immediate', 'fast'] as const)('PostgreSQL stopped (%s) and started under traffic', (mode) => {
  it('answers 503 while it is away and recovers by itself, keeping what was written', async () => {
    const { email, ...passenger } = freshPassenger();
    const signUp = await api!.post('Identity/signUp', { email, ...passenger, acceptTerms: true });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
    const signIn = () => api!.post('Identity/signIn', { email, password: passenger.password });
    const load = traffic(signIn);
    const healthLoad = traffic(() => api!.get('health'));
    await until('traffic flowing', async () => load.answers.length > 5);

    cluster!.stop(mode);
    await until('503 while the database is away', async () => (await signIn()).status === 503);
    expect((await signIn()).body).toEqual(UNAVAILABLE);
    const health = await api!.get('health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({
      error: { code: 'SERVICE_UNAVAILABLE', fields: { database: 'down' } },
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(api!.alive(), api!.output()).toBe(true);

    cluster!.start();
    await until('health up again', async () => (await api!.get('health')).status === 200);
    const after = await signIn();
    expect(after.status, JSON.stringify(after.body)).toBe(200);
    expect(api!.alive()).toBe(true);

    // Every answer under traffic was a success or the 503 envelope: no 500, no dropped connection.
    for (const answer of [...(await load.stop()), ...(await healthLoad.stop())]) {
      if ('failed' in answer) throw new Error(`a call got no answer: ${answer.failed}\n${api!.output()}`);
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503)
        expect(answer.body).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
    }
  });
});
