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
    posId: '1001',
    price: 590,
    category: SOUPS,
    options: [],
  },
  {
    name: 'Vištienos sultinys su naminiais lakštiniais',
    posId: '1002',
    price: 450,
    category: SOUPS,
    options: [],
  },
  {
    name: 'Cepelinai su mėsa (2 vnt.)',
    posId: '2001',
    price: 890,
    category: MAINS,
    options: [
      {
        name: 'Padažas',
        posId: '10',
        required: true,
        values: [
          { name: 'Spirgučių ir grietinės', posId: '101', price: 0 },
          { name: 'Grietinė', posId: '102', price: 0 },
          { name: 'Grybų padažas', posId: '103', price: 80 },
        ],
      },
    ],
  },
  {
    name: 'Bulvių plokštainis (kugelis) su grietine',
    posId: '2002',
    price: 750,
    category: MAINS,
    options: [],
  },
  {
    name: 'Balandėliai su pomidorų padažu',
    posId: '2003',
    price: 820,
    category: MAINS,
    options: [],
  },
  {
    name: 'Kiaulienos kepsnys',
    posId: '2004',
    price: 1190,
    category: MAINS,
    options: [
      {
        name: 'Garnyras',
        posId: '20',
        required: true,
        values: [
          { name: 'Keptos bulvės', posId: '201', price: 0 },
          { name: 'Bulvių košė', posId: '202', price: 0 },
          { name: 'Grikiai', posId: '203', price: 0 },
        ],
      },
      {
        name: 'Papildomai',
        posId: '21',
        required: false,
        values: [
          { name: 'Rauginti kopūstai', posId: '211', price: 150 },
          { name: 'Keptas kiaušinis', posId: '212', price: 90 },
        ],
      },
    ],
  },
  {
    name: 'Kibinas',
    posId: '2005',
    price: 390,
    category: MAINS,
    options: [
      {
        name: 'Įdaras',
        posId: '30',
        required: true,
        values: [
          { name: 'Aviena', posId: '301', price: 0 },
          { name: 'Vištiena', posId: '302', price: 0 },
          { name: 'Varškė ir špinatai', posId: '303', price: 0 },
        ],
      },
    ],
  },
  {
    name: 'Kepta duona su česnaku',
    posId: '3001',
    price: 550,
    category: SNACKS,
    options: [
      {
        name: 'Padažas',
        posId: '40',
        required: false,
        values: [{ name: 'Sūrio padažas', posId: '401', price: 100 }],
      },
    ],
  },
  {
    name: 'Pica Margherita',
    posId: '4001',
    price: 950,
    category: PIZZA_SALADS,
    options: [
      {
        name: 'Dydis',
        posId: '50',
        required: true,
        values: [
          { name: '30 cm', posId: '501', price: 0 },
          { name: '40 cm', posId: '502', price: 350 },
        ],
      },
    ],
  },
  {
    name: 'Cezario salotos',
    posId: '4002',
    price: 840,
    category: PIZZA_SALADS,
    options: [
      {
        name: 'Priedas',
        posId: '60',
        required: false,
        values: [
          { name: 'Vištiena', posId: '601', price: 200 },
          { name: 'Krevetės', posId: '602', price: 350 },
        ],
      },
    ],
  },
  { name: 'Tinginys', posId: '5001', price: 390, category: DESSERTS, options: [] },
  { name: 'Varškės spurgos su uogiene', posId: '5002', price: 420, category: DESSERTS, options: [] },
  { name: 'Gira 0,5 l', posId: '6001', price: 250, category: DRINKS, options: [] },
  { name: 'Spanguolių morsas 0,4 l', posId: '6002', price: 280, category: DRINKS, options: [] },
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

/** What customers write about one dish (Wolt `substitution_settings.comment`). */
export const SIM_LINE_COMMENTS: readonly string[] = ['Be aštrumo', 'Well done, please', 'Padažą atskirai'];

/** Allergy remarks customers give (Glovo `allergy_info`). */
export const SIM_ALLERGY_NOTES: readonly string[] = ['Peanuts', 'Alergija glitimui', 'Lactose intolerant'];
