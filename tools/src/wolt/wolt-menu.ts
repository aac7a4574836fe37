// The simulated venue's menu: what simulated customers order. `posId` / value `posId` are the ids the venue
// pushed to Wolt as `external_data`; they come back in orders as `pos_id` / `value_pos_id`, and the POS
// mapping uses them to find the r_keeper dish or modifier. Prices are in cents.

export interface SimMenuOptionValue {
  name: string;
  posId: string;
  price: number;
}

export interface SimMenuOption {
  /** The option group's name as the customer sees it. */
  name: string;
  posId: string;
  /** Whether the customer must pick exactly one value. */
  required: boolean;
  values: SimMenuOptionValue[];
}

export interface SimMenuItem {
  name: string;
  posId: string;
  price: number;
  category: { id: string; name: string };
  options: SimMenuOption[];
}

const SOUPS = { id: 'cat-soups', name: 'Sriubos' };
const MAINS = { id: 'cat-mains', name: 'Karšti patiekalai' };
const SNACKS = { id: 'cat-snacks', name: 'Užkandžiai' };
const PIZZA_SALADS = { id: 'cat-pizza-salads', name: 'Picos ir salotos' };
const DESSERTS = { id: 'cat-desserts', name: 'Desertai' };
const DRINKS = { id: 'cat-drinks', name: 'Gėrimai' };

export const SIM_WOLT_MENU: readonly SimMenuItem[] = [
  {
    name: 'Šaltibarščiai su karštomis bulvėmis',
    posId: 'RK-1001',
    price: 590,
    category: SOUPS,
    options: [],
  },
  {
    name: 'Vištienos sultinys su naminiais lakštiniais',
    posId: 'RK-1002',
    price: 450,
    category: SOUPS,
    options: [],
  },
  {
    name: 'Cepelinai su mėsa (2 vnt.)',
    posId: 'RK-2001',
    price: 890,
    category: MAINS,
    options: [
      {
        name: 'Padažas',
        posId: 'RK-M-10',
        required: true,
        values: [
          { name: 'Spirgučių ir grietinės', posId: 'RK-M-101', price: 0 },
          { name: 'Grietinė', posId: 'RK-M-102', price: 0 },
          { name: 'Grybų padažas', posId: 'RK-M-103', price: 80 },
        ],
      },
    ],
  },
  {
    name: 'Bulvių plokštainis (kugelis) su grietine',
    posId: 'RK-2002',
    price: 750,
    category: MAINS,
    options: [],
  },
  {
    name: 'Balandėliai su pomidorų padažu',
    posId: 'RK-2003',
    price: 820,
    category: MAINS,
    options: [],
  },
  {
    name: 'Kiaulienos kepsnys',
    posId: 'RK-2004',
    price: 1190,
    category: MAINS,
    options: [
      {
        name: 'Garnyras',
        posId: 'RK-M-20',
        required: true,
        values: [
          { name: 'Keptos bulvės', posId: 'RK-M-201', price: 0 },
          { name: 'Bulvių košė', posId: 'RK-M-202', price: 0 },
          { name: 'Grikiai', posId: 'RK-M-203', price: 0 },
        ],
      },
      {
        name: 'Papildomai',
        posId: 'RK-M-21',
        required: false,
        values: [
          { name: 'Rauginti kopūstai', posId: 'RK-M-211', price: 150 },
          { name: 'Keptas kiaušinis', posId: 'RK-M-212', price: 90 },
        ],
      },
    ],
  },
  {
    name: 'Kibinas',
    posId: 'RK-2005',
    price: 390,
    category: MAINS,
    options: [
      {
        name: 'Įdaras',
        posId: 'RK-M-30',
        required: true,
        values: [
          { name: 'Aviena', posId: 'RK-M-301', price: 0 },
          { name: 'Vištiena', posId: 'RK-M-302', price: 0 },
          { name: 'Varškė ir špinatai', posId: 'RK-M-303', price: 0 },
        ],
      },
    ],
  },
  {
    name: 'Kepta duona su česnaku',
    posId: 'RK-3001',
    price: 550,
    category: SNACKS,
    options: [
      {
        name: 'Padažas',
        posId: 'RK-M-40',
        required: false,
        values: [{ name: 'Sūrio padažas', posId: 'RK-M-401', price: 100 }],
      },
    ],
  },
  {
    name: 'Pica Margherita',
    posId: 'RK-4001',
    price: 950,
    category: PIZZA_SALADS,
    options: [
      {
        name: 'Dydis',
        posId: 'RK-M-50',
        required: true,
        values: [
          { name: '30 cm', posId: 'RK-M-501', price: 0 },
          { name: '40 cm', posId: 'RK-M-502', price: 350 },
        ],
      },
    ],
  },
  {
    name: 'Cezario salotos',
    posId: 'RK-4002',
    price: 840,
    category: PIZZA_SALADS,
    options: [
      {
        name: 'Priedas',
        posId: 'RK-M-60',
        required: false,
        values: [
          { name: 'Vištiena', posId: 'RK-M-601', price: 200 },
          { name: 'Krevetės', posId: 'RK-M-602', price: 350 },
        ],
      },
    ],
  },
  { name: 'Tinginys', posId: 'RK-5001', price: 390, category: DESSERTS, options: [] },
  { name: 'Varškės spurgos su uogiene', posId: 'RK-5002', price: 420, category: DESSERTS, options: [] },
  { name: 'Gira 0,5 l', posId: 'RK-6001', price: 250, category: DRINKS, options: [] },
  { name: 'Spanguolių morsas 0,4 l', posId: 'RK-6002', price: 280, category: DRINKS, options: [] },
];

export const SIM_CONSUMER_NAMES: readonly string[] = [
  'Jonas P.',
  'Rūta K.',
  'Mantas S.',
  'Eglė V.',
  'Tomas B.',
  'Greta M.',
  'Lukas J.',
  'Ieva D.',
  'Mikk T.',
  'Līga O.',
  'Anna W.',
  'Paulius G.',
];

export const SIM_CONSUMER_COMMENTS: readonly string[] = [
  'Prašome be svogūnų',
  'Please ring the doorbell twice',
  'Be aštrumo, ačiū!',
  'Įdėkite daugiau servetėlių',
  'Allergic to nuts',
  'Durų kodas 1234',
];
