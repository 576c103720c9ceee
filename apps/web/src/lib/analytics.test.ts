import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/api.ts';
import { ANALYTICS_SCRIPT_ID, loadAnalytics } from './analytics.ts';
import { loadPublicConfig, setPublicConfig } from './public-config.ts';

afterEach(() => {
  document.getElementById(ANALYTICS_SCRIPT_ID)?.remove();
  setPublicConfig(null);
});

describe('the analytics script', () => {
  it('loads once, deferred, with the configured key, when the configuration names it', async () => {
    fakeApi({});
    setPublicConfig({
      ...(await loadPublicConfig()),
      analytics: { key: 'oceane-portal', scriptUrl: 'https://stats.example.org/js/script.js' },
    });
    expect(await loadAnalytics()).toBe(true);
    expect(await loadAnalytics()).toBe(true);
    const scripts = document.querySelectorAll(`script#${ANALYTICS_SCRIPT_ID}`);
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as HTMLScriptElement;
    expect(script.src).toBe('https://stats.example.org/js/script.js');
    expect(script.defer).toBe(true);
    expect(script.dataset.key).toBe('oceane-portal');
  });

  it('loads nothing without a key, or when the configuration cannot be read', async () => {
    fakeApi({});
    setPublicConfig({ ...(await loadPublicConfig()), analytics: null });
    expect(await loadAnalytics()).toBe(false);
    setPublicConfig(null);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 500 })),
    );
    expect(await loadAnalytics()).toBe(false);
    expect(document.getElementById(ANALYTICS_SCRIPT_ID)).toBeNull();
  });
});
