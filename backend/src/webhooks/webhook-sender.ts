import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

import { checkOutboundUrl } from './outbound-address';

/** How much of an answer the delivery log keeps. */
export const RESPONSE_EXCERPT_CHARS = 500;
/** Answers are read up to this many bytes, then the connection is closed. */
const READ_AT_MOST = 4096;

export interface WebhookCall {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowedOrigins: readonly string[];
}

/** An attempt's outcome: delivered on any 2xx answer; otherwise what the log tells the merchant. */
export interface WebhookCallOutcome {
  delivered: boolean;
  statusCode: number | null;
  response: string;
}

/**
 * POSTs one delivery. The address is checked first (public, https) and the connection goes to the address checked,
 * with a time-out for the whole call; redirects are not followed (a 3xx is a failure, so a redirect cannot lead to a
 * private address). Never throws: every failure is an outcome.
 */
export async function callWebhook(call: WebhookCall): Promise<WebhookCallOutcome> {
  const checked = await checkOutboundUrl(call.url, call.allowedOrigins);
  if (!checked.ok) return { delivered: false, statusCode: null, response: `Not called: ${checked.reason}.` };
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address: checked.address, family: checked.family }]);
    else callback(null, checked.address, checked.family);
  };
  const url = new URL(call.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<WebhookCallOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: WebhookCallOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, response: outcome.response.slice(0, RESPONSE_EXCERPT_CHARS) });
    };
    const outgoing = send(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { ...call.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(call.body).toString() },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        let read = 0;
        const done = () => {
          const statusCode = answer.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          const delivered = statusCode >= 200 && statusCode < 300;
          const redirect = statusCode >= 300 && statusCode < 400 ? `Redirect to ${answer.headers.location ?? 'nowhere'} not followed. ` : '';
          finish({ delivered, statusCode, response: `${redirect}${text}` });
          outgoing.destroy();
        };
        answer.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          read += chunk.length;
          if (read >= READ_AT_MOST) done();
        });
        answer.on('end', done);
        answer.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ delivered: false, statusCode: null, response: `No answer within ${Math.round(call.timeoutMs / 1000)} s.` });
      outgoing.destroy();
    }, call.timeoutMs);
    outgoing.on('error', (error: Error) => finish({ delivered: false, statusCode: null, response: `Could not connect: ${error.message}` }));
    outgoing.end(call.body);
  });
}
