import { Agent as HttpAgent, globalAgent as httpGlobalAgent } from 'node:http';
import { globalAgent as httpsGlobalAgent } from 'node:https';
import { connect as netConnect, type NetConnectOpts } from 'node:net';
import type { Duplex } from 'node:stream';
import { connect as tlsConnect, type ConnectionOptions } from 'node:tls';
import { Agent, buildConnector, setGlobalDispatcher } from 'undici';

export interface OwnOrigin {
  /** The origin browsers use (PUBLIC_URL): a load balancer in front of every instance, or this one. */
  publicOrigin: string;
  /** How this process reaches itself without leaving the machine: `http(s)://127.0.0.1:<PORT>`. */
  loopbackOrigin: string;
}

export interface OutboundAgents {
  /** Requests to this origin go to this very process. */
  ownOrigin?: OwnOrigin;
  /** Certificates to trust beyond Node's roots (a self-signed served certificate); Node's roots when absent. */
  ca?: string[];
}

type Endpoint = { protocol: string; hostname: string; port: string };
type AgentConnect = (options: Record<string, unknown>, callback?: (error: Error | null, socket: Duplex) => void) => Duplex | undefined;

/**
 * Every request this process sends to its own public origin goes to itself over loopback: the
 * site's server side reads the Data API, the pool's keys and the user pool at PUBLIC_URL (what
 * amplify_outputs.json names), and behind a load balancer that would send about half of each
 * instance's render-time calls to other instances, and fail every uncached page of an instance that
 * cannot reach the balancer. Only the connection changes: the URL, the Host header, SigV4
 * signatures and (over TLS) the name the certificate is checked against stay the public ones. A
 * balancer that terminates TLS in front of plain-HTTP instances is reached as what it is: an https
 * URL on a plain loopback connection. `fetch` goes through undici's global dispatcher, `http.get`
 * and `https.get` (jose's key set loader) through Node's global agents; both are set here, once.
 */
export function installOutboundAgents({ ownOrigin, ca }: OutboundAgents): void {
  // Without an own origin, nothing is redirected: an endpoint that matches no connection.
  const publicEndpoint = ownOrigin ? endpointOf(new URL(ownOrigin.publicOrigin)) : { protocol: '', hostname: '', port: '' };
  const loopback = ownOrigin ? endpointOf(new URL(ownOrigin.loopbackOrigin)) : publicEndpoint;
  const isOwnOrigin = (target: Endpoint) =>
    target.protocol === publicEndpoint.protocol && target.hostname.toLowerCase() === publicEndpoint.hostname && (target.port || defaultPort(target.protocol)) === publicEndpoint.port;

  const connect = buildConnector(ca ? { ca } : {});
  setGlobalDispatcher(
    new Agent({
      connect: (options, callback) => {
        const target = { protocol: options.protocol, hostname: options.hostname, port: options.port };
        if (!isOwnOrigin(target)) return connect(options, callback);
        return connect({ ...options, protocol: loopback.protocol, hostname: loopback.hostname, port: loopback.port, servername: publicEndpoint.hostname }, callback);
      },
    }),
  );

  if (ca) httpsGlobalAgent.options.ca = ca;
  for (const agent of [httpGlobalAgent, httpsGlobalAgent]) routeNodeAgent(agent, isOwnOrigin, loopback, publicEndpoint.hostname);
}

/** Node's agents: the same redirection for http.get/https.get, where the agent makes each connection. */
function routeNodeAgent(agent: HttpAgent, isOwnOrigin: (target: Endpoint) => boolean, loopback: Endpoint, publicHostname: string): void {
  const protocol = agent === httpsGlobalAgent ? 'https:' : 'http:';
  const connect = (agent as unknown as { createConnection: AgentConnect }).createConnection.bind(agent);
  Object.assign(agent, {
    createConnection: ((options, callback) => {
      const target = { protocol, hostname: String(options.host ?? ''), port: String(options.port ?? '') };
      if (!isOwnOrigin(target)) return connect(options, callback);
      // The agent's options (its CA among them) are already merged into `options`.
      const local = { ...options, host: loopback.hostname, port: Number(loopback.port), servername: publicHostname };
      return loopback.protocol === 'https:' ? tlsConnect(local as ConnectionOptions) : netConnect(local as NetConnectOpts);
    }) satisfies AgentConnect,
  });
}

function endpointOf(url: URL): Endpoint {
  return { protocol: url.protocol, hostname: url.hostname.replace(/^\[|\]$/g, '').toLowerCase(), port: url.port || defaultPort(url.protocol) };
}

function defaultPort(protocol: string): string {
  return protocol === 'https:' ? '443' : '80';
}
