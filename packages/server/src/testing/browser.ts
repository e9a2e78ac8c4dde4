/** A test client of the HTTP API that keeps its session and device cookies as a browser would. */
import { randomBytes } from 'node:crypto';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A user name no other test run has made (PostgreSQL is shared between runs). */
export function freshName(prefix = 'u'): string {
  return `${prefix}${randomBytes(4).toString('hex')}`;
}

export class Browser {
  /** The session cookie's value, as the last answer set it. */
  cookie: string | null = null;
  /** The device cookie's value (accounts/devices.ts), as the last answer that set it left it. */
  device: string | null = null;
  /** The session's CSRF token, from the last sign-up, sign-in or /api/me. */
  csrf: string | null = null;

  constructor(readonly url: string) {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const sent: Record<string, string> = { ...headers };
    if (body !== undefined) sent['content-type'] = 'application/json';
    const cookies = [];
    if (this.cookie !== null) cookies.push(`trigon_session=${this.cookie}`);
    if (this.device !== null) cookies.push(`trigon_device=${this.device}`);
    if (cookies.length > 0) sent.cookie = cookies.join('; ');
    if (this.csrf !== null && method !== 'GET' && !('x-csrf-token' in headers))
      sent['x-csrf-token'] = this.csrf;
    const response = await fetch(this.url + path, {
      method,
      headers: sent,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const match = /^trigon_(session|device)=([^;]*)/.exec(line);
      if (!match) continue;
      const cleared = match[2] === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line);
      if (match[1] === 'session') this.cookie = cleared ? null : match[2]!;
      else this.device = cleared ? null : match[2]!;
    }
    const text = await response.text();
    const parsed = (text ? JSON.parse(text) : {}) as T;
    const csrf = (parsed as { csrf?: unknown }).csrf;
    if (response.ok && typeof csrf === 'string') this.csrf = csrf;
    return { status: response.status, body: parsed, headers: response.headers };
  }

  signUp(name: string, password: string) {
    return this.request<{ name: string; csrf: string; code?: string; error?: string }>(
      'POST',
      '/api/signup',
      { name, password },
    );
  }

  signIn(name: string, password: string) {
    return this.request<{ name: string; csrf: string; code?: string; error?: string }>(
      'POST',
      '/api/signin',
      { name, password },
    );
  }

  me() {
    return this.request<{
      name: string;
      created: number;
      csrf: string;
      code?: string;
      error?: string;
    }>('GET', '/api/me');
  }
}
