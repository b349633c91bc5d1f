import { Agent, fetch, type Dispatcher, type Response } from 'undici';

/**
 * Just enough of a browser for redirect flows across origins: a cookie jar per host, manual
 * redirects, and a stop once the flow comes back to the app's callback address.
 */
export class RedirectBrowser {
  private readonly jar = new Map<string, Map<string, string>>();
  private readonly dispatcher: Dispatcher;

  constructor(trustedCertificate: string) {
    this.dispatcher = new Agent({ connect: { ca: trustedCertificate } });
  }

  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url);
    const cookies = [...(this.jar.get(target.host) ?? new Map()).entries()].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers: Record<string, string> = cookies ? { Cookie: cookies } : {};
    if (init.form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(target, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
      dispatcher: this.dispatcher,
    });
    const hostJar = this.jar.get(target.host) ?? new Map<string, string>();
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const separator = pair.indexOf('=');
      hostJar.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim());
    }
    this.jar.set(target.host, hostJar);
    return response;
  }

  /** Follows redirects until a page answers (returned with its URL) or the app's callback is reached. */
  async follow(url: string, stopAt: string, init: { form?: Record<string, string> } = {}): Promise<{ url: string; response?: Response }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hops = 0; hops < 20; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      current = new URL(location, current).toString();
      if (current.startsWith(stopAt)) return { url: current };
      response = await this.request(current);
    }
    throw new Error(`too many redirects from ${url}`);
  }

  close(): Promise<void> {
    return this.dispatcher.close();
  }
}
