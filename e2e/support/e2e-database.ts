// A throw-away PostgreSQL database for one browser run on that engine (E2E_DATABASE_URL names the server).
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface E2EDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createE2EDatabase(serverUrl: string): Promise<E2EDatabase> {
  const name = `orderdesk_e2e_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function withAdmin(serverUrl: string, run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}
