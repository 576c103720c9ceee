import { describe, expect, it } from 'vitest';
import {
  buildMetaFile,
  isBuildId,
  pagePayloadFile,
  pagePayloadUrl,
  payloadPage,
} from '../src/build-manifests.js';

describe('build manifests (spec §2, §7)', () => {
  it('names a page payload after its page, with the build id as the query', () => {
    expect(pagePayloadUrl('/')).toBe('/_payload.json');
    expect(pagePayloadUrl('/en')).toBe('/en/_payload.json');
    expect(pagePayloadUrl('/auth/login/')).toBe('/auth/login/_payload.json');
    expect(pagePayloadUrl('/en/cards', '0.1.0-abc')).toBe('/en/cards/_payload.json?v=0.1.0-abc');
  });

  it('finds the page of a payload path, and nothing for another path', () => {
    expect(payloadPage('/_payload.json')).toBe('/');
    expect(payloadPage('/en/_payload.json')).toBe('/en');
    expect(payloadPage('/cards/edit/12/_payload.json')).toBe('/cards/edit/12');
    expect(payloadPage('/cards/_payload.jsonx')).toBeNull();
    expect(payloadPage('/cards')).toBeNull();
    expect(payloadPage('/cards_payload.json')).toBeNull();
  });

  it('writes a prerendered page payload beside its HTML, a logged-in one beside its shell', () => {
    expect(pagePayloadFile({ pattern: '/', prerender: true }, 'fr')).toBe('_payload.json');
    expect(pagePayloadFile({ pattern: '/', prerender: true }, 'en')).toBe('en/_payload.json');
    expect(pagePayloadFile({ pattern: '/auth/login', prerender: true }, 'en')).toBe(
      'en/auth/login/_payload.json',
    );
    expect(pagePayloadFile({ pattern: '/cards/edit/:passengerId' }, 'fr')).toBe(
      '__spa/cards-edit-passengerId._payload.json',
    );
    expect(pagePayloadFile({ pattern: '/cards/order/*' }, 'en')).toBe(
      '__spa/en/cards-order-rest._payload.json',
    );
  });

  it('accepts a build id as the web build makes it and nothing that could leave builds/meta', () => {
    expect(isBuildId('0.1.0-mwx661n2')).toBe(true);
    expect(buildMetaFile('0.1.0-mwx661n2')).toBe('builds/meta/0.1.0-mwx661n2.json');
    for (const bad of ['', '../x', 'a/b', 'a..b', '.hidden', 'x'.repeat(65), 'a b', 12, null, ['a']])
      expect(isBuildId(bad), String(bad)).toBe(false);
  });
});
