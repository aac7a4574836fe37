import { kindOfMenuId, lastIdPart } from './menu-ids';
import type { TMenuNode } from './menu.schema';

/**
 * Spec §4's menu enablement, used alike by the server (on save) and the screen (on each switch).
 * Every function returns a new tree and leaves the one given untouched.
 */

type Tree = TMenuNode[];

function mapTree(nodes: Tree, fn: (node: TMenuNode) => TMenuNode): Tree {
  return nodes.map((node) => {
    const children = mapTree(node.children, fn);
    return fn(children === node.children ? node : { ...node, children });
  });
}

export function findMenuNode(nodes: Tree, id: string): TMenuNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findMenuNode(node.children, id);
    if (inner) return inner;
  }
  return undefined;
}

/** Broken combos and dishes r_keeper does not sell cannot be switched on or off. */
export function isSwitchable(node: TMenuNode): boolean {
  return !node.isBrokenCombo && !node.isDisabledInRk && node.kind !== 'modifierGroup';
}

const set = (node: TMenuNode, isEnabled: boolean) =>
  node.isEnabled === isEnabled ? node : { ...node, isEnabled };

/** A dish (or combo) toggle: that element only. */
export function setDishEnabled(nodes: Tree, id: string, isEnabled: boolean): Tree {
  return mapTree(nodes, (node) => (node.id === id && isSwitchable(node) ? set(node, isEnabled) : node));
}

/** A modifier switch: every element whose id ends with the same reference id (after the last underscore). */
export function setModifierEnabled(nodes: Tree, id: string, isEnabled: boolean): Tree {
  const ref = lastIdPart(id);
  return mapTree(nodes, (node) =>
    lastIdPart(node.id) === ref && isSwitchable(node) ? set(node, isEnabled) : node,
  );
}

/**
 * A combo component switch: every element with the same last id part, except ids starting with `i`
 * (the dish sold on its own keeps its state).
 */
export function setComboComponentEnabled(nodes: Tree, id: string, isEnabled: boolean): Tree {
  const ref = lastIdPart(id);
  return mapTree(nodes, (node) =>
    lastIdPart(node.id) === ref && !node.id.startsWith('i') && isSwitchable(node)
      ? set(node, isEnabled)
      : node,
  );
}

/**
 * A category switch: the category and every dish and combo inside it (nested categories too), except
 * broken combos and dishes disabled in r_keeper.
 */
export function setCategoryEnabled(nodes: Tree, id: string, isEnabled: boolean): Tree {
  const switchInside = (node: TMenuNode): TMenuNode => {
    const children = node.children.map((child) =>
      child.kind === 'category'
        ? switchInside(child)
        : (child.kind === 'dish' || child.kind === 'combo') && isSwitchable(child)
          ? set(child, isEnabled)
          : child,
    );
    return { ...set(node, isEnabled), children };
  };
  return mapTree(nodes, (node) => (node.id === id && node.kind === 'category' ? switchInside(node) : node));
}

/** One switch on the screen or in a saved change, by the kind its id names. */
export function applyMenuSwitch(nodes: Tree, id: string, isEnabled: boolean): Tree {
  switch (kindOfMenuId(id)) {
    case 'category':
      return setCategoryEnabled(nodes, id, isEnabled);
    case 'modifier':
      return setModifierEnabled(nodes, id, isEnabled);
    case 'comboComponent':
      return setComboComponentEnabled(nodes, id, isEnabled);
    case 'dish':
    case 'combo':
      return setDishEnabled(nodes, id, isEnabled);
    default:
      return nodes;
  }
}

/**
 * Switches not saved yet over the saved tree, in the order they were made: a later switch of the same
 * item wins, and a category's switch reaches what is inside it as it would on saving.
 */
export function applyMenuSwitches(
  nodes: Tree,
  switches: readonly { id: string; isEnabled: boolean }[],
): Tree {
  return switches.reduce((tree, change) => applyMenuSwitch(tree, change.id, change.isEnabled), nodes);
}

/** Counts of dishes and combos switched on and off (for the screen's header). */
export function countMenuSwitches(nodes: Tree): { on: number; off: number; unavailable: number } {
  const counts = { on: 0, off: 0, unavailable: 0 };
  const walk = (list: Tree) => {
    for (const node of list) {
      if (node.kind === 'dish' || node.kind === 'combo') {
        if (!isSwitchable(node)) counts.unavailable += 1;
        else if (node.isEnabled) counts.on += 1;
        else counts.off += 1;
      }
      if (node.kind === 'category') walk(node.children);
    }
  };
  walk(nodes);
  return counts;
}

/** The elements whose name, r_keeper name or code contains the text (case-insensitive), with their ancestors. */
export function filterMenuTree(nodes: Tree, text: string): Tree {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return nodes;
  const out: Tree = [];
  for (const node of nodes) {
    const hit = [node.name, node.rkName, node.rkCode ?? ''].some((v) =>
      v.toLocaleLowerCase().includes(needle),
    );
    if (hit) {
      out.push(node);
      continue;
    }
    const children = filterMenuTree(node.children, text);
    if (children.length) out.push({ ...node, children });
  }
  return out;
}
