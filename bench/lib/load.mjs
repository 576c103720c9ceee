// One load run with autocannon: a number of connections sending one request over and over for a
// duration, and what a reader needs from it: requests per second, latency percentiles, and every
// response that was not the one expected (a bench of 401s measures nothing, so they are counted
// and shown, never averaged in silently).
import autocannon from 'autocannon';

/** A success envelope of the api (`{"status":"ok",…}`). */
export const okEnvelope = (body) => body.startsWith('{"status":"ok"');

/**
 * Runs autocannon against `url` and answers { title, connections, seconds, requests, reqPerSec,
 * p50, p90, p99, max (ms), failures, failureText, sample }. A failure is a response with another
 * status than `expectStatus`, a body `verify` refuses, a connection error or a timeout; `sample`
 * is the first refused body, to show what went wrong.
 */
export async function load({
  title,
  url,
  method = 'GET',
  headers = {},
  body,
  connections = 50,
  duration = 8,
  expectStatus = 200,
  verify = okEnvelope,
}) {
  let sample = null;
  const result = await autocannon({
    url,
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body,
    connections,
    duration,
    verifyBody: (text) => {
      const good = verify(text);
      if (!good && sample === null) sample = text.slice(0, 300);
      return good;
    },
  });
  const byStatus = Object.entries(result.statusCodeStats ?? {});
  const wrongStatus = byStatus.filter(([status]) => Number(status) !== expectStatus);
  const wrongCount = wrongStatus.reduce((sum, [, { count }]) => sum + count, 0);
  const parts = [
    ...wrongStatus.map(([status, { count }]) => `${count}× ${status}`),
    ...(result.mismatches > wrongCount ? [`${result.mismatches - wrongCount}× unexpected body`] : []),
    ...(result.errors > 0 ? [`${result.errors}× error (${result.timeouts} timeouts)`] : []),
  ];
  const responses = byStatus.reduce((sum, [, { count }]) => sum + count, 0);
  // Requests still unanswered when the run ends are not counted by autocannon: none at all is a failure.
  if (responses === 0) parts.push('no response in the whole run');
  return {
    title,
    connections,
    seconds: result.duration,
    requests: responses,
    reqPerSec: responses / result.duration,
    p50: responses === 0 ? null : result.latency.p50,
    p90: responses === 0 ? null : result.latency.p90,
    p99: responses === 0 ? null : result.latency.p99,
    max: responses === 0 ? null : result.latency.max,
    failures: Math.max(wrongCount, result.mismatches) + result.errors + (responses === 0 ? connections : 0),
    failureText: parts.join(', '),
    sample,
  };
}

/** Runs several loads at the same time (e.g. reads while logins run) and answers their results. */
export function loadTogether(runs) {
  return Promise.all(runs.map((run) => load(run)));
}
