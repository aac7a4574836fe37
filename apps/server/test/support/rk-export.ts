import { request } from 'node:https';
import type { RkeeperSimulator } from '../../../../tools/src/rkeeper';

/** Posts one XML query to the simulated cash server and answers its raw XML, as an export tool would save it. */
export function rkQuery(rk: RkeeperSimulator, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      rk.xmlUrl,
      {
        method: 'POST',
        rejectUnauthorized: false,
        headers: {
          'content-type': 'text/xml',
          authorization: `Basic ${Buffer.from(`${rk.login}:${rk.password}`).toString('base64')}`,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(text));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** An r_keeper export file: the GetRefData answers of the references given, one document after another. */
export async function rkExportFile(rk: RkeeperSimulator, refs: string[]): Promise<string> {
  const answers: string[] = [];
  for (const ref of refs) {
    answers.push(
      await rkQuery(
        rk,
        `<?xml version="1.0" encoding="UTF-8"?><RK7Query><RK7CMD CMD="GetRefData" RefName="${ref}" WithChildItems="1"/></RK7Query>`,
      ),
    );
  }
  return answers.join('\n');
}
