import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import type { DB } from "../app/lib/db.server";

/**
 * For tests: the same database handle, counting every SQL statement sent through it (built
 * queries and raw `sql` alike), so a test can say how many statements a page costs.
 */
export function countStatements(db: DB): { db: DB; count: () => number; reset: () => void } {
  let statements = 0;
  const plugin: KyselyPlugin = {
    // transformQuery also runs for subqueries as they are built; transformResult runs once
    // per statement the database answered, so that is where they are counted.
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      return args.node;
    },
    async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      statements++;
      return args.result;
    },
  };
  return { db: db.withPlugin(plugin), count: () => statements, reset: () => (statements = 0) };
}
