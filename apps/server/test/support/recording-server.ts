import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The exact bytes received. */
  raw: string;
}

/**
 * A stand-in for a platform's API in tests: records every request as received and answers with the
 * scripted status and body (200 `{}` unless told).
 */
export async function startRecordingServer() {
  const requests: RecordedRequest[] = [];
  type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
  let answers: Answer[] = [];
  const byPath = new Map<string, Answer>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      const scripted = [...byPath].find(([part]) => (request.url ?? '').includes(part))?.[1];
      const answer = scripted ?? answers.shift() ?? { status: 200, body: {} };
      response.statusCode = answer.status;
      for (const [name, value] of Object.entries(answer.headers ?? {})) response.setHeader(name, value);
      if (answer.body === undefined) return response.end();
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The next requests get these answers, in turn. */
    answerNext(...next: Answer[]) {
      answers = next;
    },
    /** Every request whose path contains `part` gets this answer, until `clearAnswers`. */
    answerFor(part: string, answer: Answer) {
      byPath.set(part, answer);
    },
    clearAnswers() {
      byPath.clear();
      answers = [];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type RecordingServer = Awaited<ReturnType<typeof startRecordingServer>>;
