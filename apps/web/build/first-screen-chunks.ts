import type { Plugin } from 'vite';

/** A chunk group as Rolldown's `output.codeSplitting.groups` takes it. */
export interface ChunkGroup {
  name: string;
  test: (id: string) => boolean;
  includeDependenciesRecursively: boolean;
}

/** Where the app's first screens start, as paths inside `src/`. */
export interface FirstScreens {
  /** What every screen runs: the entry and the app it starts. */
  app: string[];
  /** The sign-in screen. */
  signIn: string;
  /** The layout every screen after sign-in is drawn in. */
  shell: string;
  /** The order board, the screen the people in a venue open first. */
  board: string;
}

interface Graph {
  imports(id: string): string[];
}

function closure(graph: Graph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...graph.imports(id));
  }
  return seen;
}

/**
 * Two chunks for what the first screen after sign-in needs besides the framework: one for the
 * layout every signed-in screen is drawn in, one for the board's own modules. Left to itself the
 * bundler splits them into some forty files of a few hundred bytes each, and each file is
 * compressed alone, so the board's first load weighed about 10 KiB more than the same code in two
 * files. Neither chunk holds anything the sign-in screen needs (it would then load them too), and
 * the board's holds none of the layout's. Another screen that imports one of the board's modules
 * loads the board's chunk with it. The groups are worked out from the module graph when it is
 * complete, before chunks are made.
 */
export function firstScreenChunks(screens: FirstScreens): { plugin: Plugin; groups: ChunkGroup[] } {
  let shell = new Set<string>();
  let board = new Set<string>();
  const plugin: Plugin = {
    name: 'orderdesk-first-screen-chunks',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const graph: Graph = { imports: (id) => this.getModuleInfo(id)?.importedIds ?? [] };
      const find = (path: string) => {
        const id = ids.find((m) => m.endsWith(`/src/${path}`));
        if (!id) throw new Error(`first-screen-chunks: no module src/${path}`);
        return id;
      };
      const beforeSignIn = closure(graph, [...screens.app.map(find), find(screens.signIn)]);
      const shellClosure = closure(graph, [find(screens.shell)]);
      shell = new Set([...shellClosure].filter((id) => !beforeSignIn.has(id)));
      board = new Set(
        [...closure(graph, [find(screens.board)])].filter(
          (id) => !beforeSignIn.has(id) && !shellClosure.has(id),
        ),
      );
    },
  };
  return {
    plugin,
    // Each set already holds what its modules import (but what an earlier screen loaded), so the
    // bundler is not asked to pull dependencies in, which would pull the sign-in screen's in too.
    groups: [
      { name: 'shell', test: (id) => shell.has(id), includeDependenciesRecursively: false },
      { name: 'board', test: (id) => board.has(id), includeDependenciesRecursively: false },
    ],
  };
}
