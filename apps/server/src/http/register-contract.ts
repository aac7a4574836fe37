import type { ApiContract } from '@orderdesk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RequestUser } from './request-user';

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface ContractRequest<C extends ApiContract> {
  params: Infer<C['params']>;
  query: Infer<C['query']>;
  body: Infer<C['body']>;
  /** Present on every route that is not public: the access check ran before the handler. */
  user: C['access'] extends 'public' ? RequestUser | null : RequestUser;
  raw: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A response already serialised to JSON by the handler, sent as it is: for large answers whose
 * parts are stored as JSON text (an order's platform payload), so they are not parsed, checked
 * and written again on every call. The handler is then responsible for the contract's shape. With
 * an `etag` the answer is revalidated by the browser on every use (a 304 when unchanged); with an
 * `encoding` the body is already in it.
 */
export class PreSerializedJson {
  /** Encoded once here: the reply then neither measures nor encodes a large string again. */
  readonly body: Buffer;
  constructor(
    text: string | Buffer,
    readonly headers: { etag?: string; encoding?: 'gzip'; extra?: Record<string, string> } = {},
  ) {
    this.body = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  }
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, as GET revalidation uses). */
function namesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

function sendPreSerialized(request: FastifyRequest, reply: FastifyReply, result: PreSerializedJson) {
  const { etag, encoding, extra } = result.headers;
  for (const [name, value] of Object.entries(extra ?? {})) reply.header(name, value);
  if (etag) {
    reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
    if (namesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  }
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(result.body);
}

export type ContractHandler<C extends ApiContract> = (
  req: ContractRequest<C>,
) => Promise<z.input<C['response']> | PreSerializedJson> | z.input<C['response']> | PreSerializedJson;

/** Registers a route from its contract: schemas, OpenAPI metadata and the declared access. */
export function registerContract<C extends ApiContract>(
  app: FastifyInstance,
  contract: C,
  handler: ContractHandler<C>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    config: { access: contract.access },
    schema: {
      summary: contract.summary,
      tags: [...contract.tags],
      ...(contract.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response: { [contract.successStatus ?? 200]: contract.response },
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as Infer<C['params']>,
        query: request.query as Infer<C['query']>,
        body: request.body as Infer<C['body']>,
        user: request.user as ContractRequest<C>['user'],
        raw: request,
        reply,
      });
      reply.status(contract.successStatus ?? 200);
      if (result instanceof PreSerializedJson) return sendPreSerialized(request, reply, result);
      return reply.send(result);
    },
  });
}
