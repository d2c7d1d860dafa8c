import { hostname, networkInterfaces } from 'node:os';

import type { AppConfig } from '../config/app-config';

/** What the check needs of a request: its Host header, scheme and the local port it arrived on. */
export interface OriginRequest {
  headers: { host?: string };
  protocol: string;
  socket: { localPort?: number };
}

const HOSTS_TTL_MS = 60_000;
let hostsCache: { names: Set<string>; at: number } | null = null;

/** This machine's names and addresses: loopback, its host name, and each network interface's address (cached a minute). */
function ownHostnames(now = Date.now()): Set<string> {
  if (hostsCache && now - hostsCache.at < HOSTS_TTL_MS) return hostsCache.names;
  const names = new Set(['localhost', '127.0.0.1', '::1', hostname().toLowerCase()]);
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) names.add(address.address.toLowerCase());
  }
  hostsCache = { names, at: now };
  return names;
}

/**
 * The origin a browser used to reach this server, from its Host header, when that host is one of this machine's own
 * names or addresses and its port the one the request arrived on; null otherwise (a proxy's name, or a name a caller
 * made up: a link must never point at an address a request merely claims).
 */
export function ownOrigin(request: OriginRequest): string | null {
  const host = request.headers.host?.toLowerCase();
  const match = host ? /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(host) : null;
  if (!match) return null;
  const [, name, portText] = match;
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  const port = portText ? Number(portText) : scheme === 'https' ? 443 : 80;
  if (port !== request.socket.localPort) return null;
  if (!ownHostnames().has(name.replace(/^\[|\]$/g, ''))) return null;
  return `${scheme}://${host}`;
}

let lastOwnOrigin: string | null = null;

/** Notes the address a request reached this server at, when it is one of the server's own (see ownOrigin). */
export function rememberOwnOrigin(request: OriginRequest): void {
  const origin = ownOrigin(request);
  if (origin) lastOwnOrigin = origin;
}

/**
 * The web app's address as e-mails link to it: PUBLIC_URL; else the address the app was last opened at, when it is
 * one of this server's own (a link to http://localhost:3000 from a page opened at http://127.0.0.1:3000 is another
 * origin, signed out); else http://localhost:PORT.
 */
export function appBaseUrl(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? lastOwnOrigin ?? `http://localhost:${config.port}`;
}
