import type { TMenu, TMenuNode, TPlatformKind } from '@orderdesk/contracts';

const normalised = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

function* dishes(nodes: readonly TMenuNode[]): Generator<TMenuNode> {
  for (const node of nodes) {
    if (node.kind === 'dish') yield node;
    yield* dishes(node.children);
  }
}

/**
 * The menu's dish an order line names: by the name the platform shows (what the order carries) or
 * r_keeper's name, looked up first in the order's platform's menus, then in the others. Null when the
 * menu has no such dish.
 */
export function menuDishForLine(
  menu: TMenu,
  platform: TPlatformKind,
  lineName: string,
): { id: string; name: string } | null {
  const wanted = normalised(lineName);
  const instances = [
    ...menu[`${platform}Instances`],
    ...(['wolt', 'bolt', 'fudy', 'glovo'] as const)
      .filter((other) => other !== platform)
      .flatMap((other) => menu[`${other}Instances`]),
  ];
  for (const instance of instances)
    for (const dish of dishes(instance.children))
      if (normalised(dish.name) === wanted || normalised(dish.rkName) === wanted)
        return { id: dish.id, name: dish.name };
  return null;
}
