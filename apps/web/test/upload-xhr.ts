/**
 * An XMLHttpRequest that hands its request to `fetch` (the fake api of api.ts), so that an upload
 * followed for its progress reaches the same handlers as every other call. It reports the bytes
 * sent in two steps (half, then all) and can hold the request half-sent until the test releases it.
 */
import { vi } from 'vitest';

type Listener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

function formSize(body: unknown): number {
  if (!(body instanceof FormData)) return 0;
  let size = 0;
  body.forEach((value) => {
    size += typeof value === 'string' ? value.length : value.size;
  });
  return size;
}

export type HeldUploads = {
  /** Lets the held uploads finish. */
  release: () => void;
  /** Resolves once an upload has reported half of its bytes sent. */
  halfSent: Promise<void>;
};

/** Installs the fake; with `hold`, every upload waits at half its bytes until `release()`. */
export function fakeUploadXhr({ hold = false }: { hold?: boolean } = {}): HeldUploads {
  let release: () => void = () => undefined;
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  let markHalf: () => void = () => undefined;
  const halfSent = new Promise<void>((resolve) => (markHalf = resolve));

  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    private method = 'GET';
    private url = '';
    private readonly headers: Record<string, string> = {};
    private readonly listeners = new Map<string, (() => void)[]>();
    private readonly uploadListeners: Listener[] = [];
    private aborted = false;
    readonly upload = {
      addEventListener: (_type: string, listener: Listener) => this.uploadListeners.push(listener),
    };
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    private emit(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
    private progress(loaded: number, total: number) {
      for (const listener of this.uploadListeners) listener({ loaded, total, lengthComputable: true });
    }
    abort() {
      this.aborted = true;
      this.emit('abort');
    }
    send(body: FormData) {
      const total = formSize(body);
      void (async () => {
        this.progress(Math.floor(total / 2), total);
        markHalf();
        await released;
        if (this.aborted) return;
        this.progress(total, total);
        try {
          const response = await fetch(this.url, { method: this.method, headers: this.headers, body });
          this.status = response.status;
          this.responseText = await response.text();
          this.emit('load');
        } catch {
          this.emit('error');
        }
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { release: () => release(), halfSent };
}
