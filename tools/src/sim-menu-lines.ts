import { SIM_WOLT_MENU } from './wolt/wolt-menu';

/** Two dishes without options from the simulated venue's menu, picked by `seed`; prices in cents. */
export function simMenuLines(
  seed: number,
): { name: string; posId: string; quantity: number; unitPrice: number }[] {
  const plain = SIM_WOLT_MENU.filter((item) => item.options.length === 0);
  const first = plain[seed % plain.length]!;
  const second = plain[(seed + 3) % plain.length]!;
  return [
    { name: first.name, posId: first.posId, quantity: 1, unitPrice: first.price },
    { name: second.name, posId: second.posId, quantity: 2, unitPrice: second.price },
  ];
}
