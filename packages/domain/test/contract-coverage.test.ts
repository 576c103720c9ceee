import { describe, expect, it } from 'vitest';
import { callsSection, coverage, parseSpecCalls } from '../src/contract-coverage.js';

const SAMPLE = `# Spec

## 6. Roles

- POST Not/aCall.json is outside section 7.

## 7. Calls

Backend calls carry userToken in body or query.

Account:
- POST Account/login.json: firebase_token, network_id, optional withWallet, locale. Returns user or profiles.
- POST Account/update.json; POST Account/createProfile.json; POST Account/touch; POST Account/signinWithToken.
- GET or POST Account/introspectToken.json; GET Account/getMedias.json; GET Account/getWallet.
- PUT account/setCardBookmark and account/removeCardBookmark: cardId, userToken, userId.
Networks: GET Networks/getNetworks.json; GET Networks/getNetworkConfiguration.json (by id or domain); GET Networks/getProfileStatus.json: network_id; GET Networks/collectSites.
- GET Terms/getLegalNotice.json, Terms/getTermsOfUse.json, Terms/getPrivacyPolicy.json.
- POST Order/printOrder.json (blob response); PUT Actions/useCode: code, action.
- Periodic GET builds/latest.json; GET builds/meta/{buildId}.json; GET {page}/_payload.json with optional build id query.
- POST Account/touch again, named twice.

## 8. Error catalogue

- GET Not/aCallEither.json
`;

describe('the contract coverage parser', () => {
  it('reads section 7 only', () => {
    const section = callsSection(SAMPLE);
    expect(section.startsWith('## 7. Calls')).toBe(true);
    expect(section).not.toContain('Not/aCall');
  });

  it('finds every call: lists after one method, "GET or POST" as both, commas and "and"', () => {
    const calls = parseSpecCalls(callsSection(SAMPLE)).map((call) => `${call.method} ${call.path}`);
    expect(calls).toEqual([
      'POST Account/login.json',
      'POST Account/update.json',
      'POST Account/createProfile.json',
      'POST Account/touch',
      'POST Account/signinWithToken',
      'GET Account/introspectToken.json',
      'POST Account/introspectToken.json',
      'GET Account/getMedias.json',
      'GET Account/getWallet',
      'PUT account/setCardBookmark',
      'PUT account/removeCardBookmark',
      'GET Networks/getNetworks.json',
      'GET Networks/getNetworkConfiguration.json',
      'GET Networks/getProfileStatus.json',
      'GET Networks/collectSites',
      'GET Terms/getLegalNotice.json',
      'GET Terms/getTermsOfUse.json',
      'GET Terms/getPrivacyPolicy.json',
      'POST Order/printOrder.json',
      'PUT Actions/useCode',
      'GET builds/latest.json',
      'GET builds/meta/{buildId}.json',
      'GET {page}/_payload.json',
    ]);
  });

  it('refuses a spec without section 7', () => {
    expect(() => callsSection('# Spec\n\n## 6. Roles\n')).toThrow(/section/);
  });

  it('splits the calls into those that exist and the missing ones', () => {
    const calls = parseSpecCalls('## 7. Calls\n- GET A/one; POST B/two; PUT C/three.\n');
    const report = coverage(calls, (call) => (call.method === 'POST' ? null : 'api'));
    expect(report.total).toBe(3);
    expect(report.existing.map((call) => call.path)).toEqual(['A/one', 'C/three']);
    expect(report.missing).toEqual([{ method: 'POST', path: 'B/two' }]);
  });
});
