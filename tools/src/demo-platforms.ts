// The simulated Glovo, Bolt Food and Fudy beside the simulated Wolt, for demo mode and the browser tests:
// each one's store is a connection of the demo venue (DEMO_CONNECTIONS), and each can send an order.
import { randomBytes } from 'node:crypto';
import { createBoltSimulator, type BoltSimulator } from './bolt/index';
import { createFudySimulator, type FudySimulator } from './fudy/index';
import { createGlovoSimulator, type GlovoSimulator } from './glovo/index';

export interface DemoPlatforms {
  glovo: GlovoSimulator;
  bolt: BoltSimulator;
  fudy: FudySimulator;
  /** What the server needs to reach them and to connect the demo venue to them. */
  env: Record<string, string>;
  /** One line per simulator for the console. */
  describe(): string[];
  /** Sends one order from the given platform; answers a line for the log. */
  sendOrder(platform: 'glovo' | 'bolt' | 'fudy'): Promise<string>;
  close(): Promise<void>;
}

const secret = () => randomBytes(24).toString('hex');

/** Ports in order Glovo, Bolt, Fudy (0 = any free port). */
export async function startDemoPlatforms(
  appUrl: string,
  ports: [number, number, number],
): Promise<DemoPlatforms> {
  const ids = { glovo: 'demo-glovo-store', bolt: 'demo-bolt-provider', fudy: 'demo-fudy-restaurant' };
  const glovoTokens = { webhookToken: secret(), apiToken: secret() };
  const boltCreds = {
    webhookUser: 'bolt-demo',
    webhookPassword: secret(),
    integratorId: 'orderdesk-demo',
    hmacSecret: secret(),
  };
  const fudyCreds = { webhookSecret: secret(), apiKey: secret() };

  const glovo = createGlovoSimulator({
    webhookBaseUrl: `${appUrl}/api/webhooks/glovo`,
    storeId: ids.glovo,
    ...glovoTokens,
  });
  const bolt = createBoltSimulator({
    webhookBaseUrl: `${appUrl}/api/webhooks/bolt`,
    providerId: ids.bolt,
    ...boltCreds,
  });
  const fudy = createFudySimulator({
    webhookUrl: `${appUrl}/api/webhooks/fudy`,
    restaurantId: ids.fudy,
    ...fudyCreds,
  });
  const glovoUrl = await glovo.listen(ports[0]);
  const boltUrl = await bolt.listen(ports[1]);
  const fudyUrl = await fudy.listen(ports[2]);

  const connections = [
    { platform: 'glovo', name: 'Demo Glovo store', externalId: ids.glovo, secrets: glovoTokens, options: {} },
    {
      platform: 'bolt',
      name: 'Demo Bolt Food store',
      externalId: ids.bolt,
      secrets: { webhookPassword: boltCreds.webhookPassword, hmacSecret: boltCreds.hmacSecret },
      options: { webhookUser: boltCreds.webhookUser, integratorId: boltCreds.integratorId },
    },
    {
      platform: 'fudy',
      name: 'Demo Fudy restaurant',
      externalId: ids.fudy,
      secrets: fudyCreds,
      options: { apiUrl: fudyUrl },
    },
  ];

  return {
    glovo,
    bolt,
    fudy,
    env: { GLOVO_API_URL: glovoUrl, BOLT_API_URL: boltUrl, DEMO_CONNECTIONS: JSON.stringify(connections) },
    describe: () => [
      `    Glovo     simulated at ${glovoUrl}, store "${ids.glovo}"`,
      `    Bolt      simulated at ${boltUrl}, provider "${ids.bolt}"`,
      `    Fudy      simulated at ${fudyUrl}, restaurant "${ids.fudy}"`,
    ],
    async sendOrder(platform) {
      if (platform === 'glovo') {
        const { order, status } = await glovo.createOrder();
        return `new Glovo order #${order.pick_up_code} (our webhook answered ${status})`;
      }
      const { order, status } = platform === 'bolt' ? await bolt.createOrder() : await fudy.createOrder();
      const number = String(order['order_reference_id'] ?? order['number'] ?? '');
      return `new ${platform === 'bolt' ? 'Bolt Food' : 'Fudy'} order #${number} (our webhook answered ${status})`;
    },
    async close() {
      await Promise.all([glovo.close(), bolt.close(), fudy.close()]);
    },
  };
}
