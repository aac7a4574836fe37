import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  ListNode,
  MergeQueryNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

type Listener = () => void;

/** The table names in a statement's target (a table, an aliased one, or a list of them). */
function tableNames(node: OperationNode | undefined): string[] {
  if (!node) return [];
  if (TableNode.is(node)) return [node.table.identifier.name];
  if (AliasNode.is(node)) return tableNames(node.node);
  if (ListNode.is(node)) return node.items.flatMap(tableNames);
  return [];
}

/** The tables a statement writes to. */
function writtenTables(node: RootOperationNode): string[] {
  if (InsertQueryNode.is(node)) return tableNames(node.into);
  if (UpdateQueryNode.is(node)) return tableNames(node.table);
  if (DeleteQueryNode.is(node)) return node.from.froms.flatMap(tableNames);
  if (MergeQueryNode.is(node)) return tableNames(node.into);
  return [];
}

/**
 * Tells in-memory caches that a table they copy was written through this Kysely instance, whoever
 * wrote it (a route, a job, a test). Each listener is called when the statement is about to run
 * and again once it has run, so a read that raced the write cannot put the old row back after it.
 * Raw `sql` statements are not seen; caches of tables written that way must not rely on this.
 */
export class TableWrites implements KyselyPlugin {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly pending = new WeakMap<object, string[]>();

  /** Calls `listener` on every write to one of `tables`; returns the unsubscribe. */
  watch(tables: string[], listener: Listener): () => void {
    for (const table of tables) {
      let set = this.listeners.get(table);
      if (!set) this.listeners.set(table, (set = new Set()));
      set.add(listener);
    }
    return () => tables.forEach((table) => this.listeners.get(table)?.delete(listener));
  }

  private notify(tables: string[]): void {
    for (const table of tables) this.listeners.get(table)?.forEach((listener) => listener());
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.listeners.size === 0) return args.node;
    const tables = writtenTables(args.node).filter((table) => this.listeners.has(table));
    if (tables.length > 0) {
      this.notify(tables);
      this.pending.set(args.queryId, tables);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.pending.get(args.queryId);
    if (tables) this.notify(tables);
    return args.result;
  }
}
