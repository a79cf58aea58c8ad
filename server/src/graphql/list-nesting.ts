// A validation rule graphql-armor lacks: how many list fields an operation nests inside one another.
// Cost grows with the product of list lengths (groups → roster → child → groups → roster … multiplies
// six groups by their rosters at every level), which field-count cost limits do not see. Fragments are
// followed, so the nesting is counted as it would execute.
//
// Types are read from their printed form ("[Group!]!") rather than with graphql's isListType(): the schema
// and this file may hold different copies of graphql (CommonJS and ESM builds), whose instanceof checks throw.
import { GraphQLError, Kind, type ASTVisitor, type GraphQLSchema, type SelectionSetNode, type ValidationContext, type ValidationRule } from 'graphql';

interface FieldsHolder {
  getFields(): Record<string, { type: unknown }>;
}

const hasFields = (type: unknown): type is FieldsHolder => typeof (type as FieldsHolder | null)?.getFields === 'function';

function listNestingOf(context: ValidationContext, selectionSet: SelectionSetNode, parentType: unknown, seen: ReadonlySet<string>): number {
  const schema: GraphQLSchema = context.getSchema();
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!selection.selectionSet || !hasFields(parentType)) continue;
      const field = parentType.getFields()[selection.name.value];
      if (!field) continue;
      const printed = String(field.type);
      const named = schema.getType(printed.replace(/[[\]!]/g, ''));
      const own = printed.startsWith('[') ? 1 : 0;
      deepest = Math.max(deepest, own + listNestingOf(context, selection.selectionSet, named, seen));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const typeName = selection.typeCondition?.name.value;
      deepest = Math.max(deepest, listNestingOf(context, selection.selectionSet, typeName ? schema.getType(typeName) : parentType, seen));
    } else {
      const name = selection.name.value;
      if (seen.has(name)) continue; // a fragment cycle is reported by graphql's own rules
      const fragment = context.getFragment(name);
      if (!fragment) continue;
      deepest = Math.max(deepest, listNestingOf(context, fragment.selectionSet, schema.getType(fragment.typeCondition.name.value), new Set([...seen, name])));
    }
  }
  return deepest;
}

export function maxListNestingRule(max: number, onMeasure?: (nesting: number) => void): ValidationRule {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const root = context.getSchema().getRootType(operation.operation);
      if (!root) return;
      const nesting = listNestingOf(context, operation.selectionSet, root, new Set());
      onMeasure?.(nesting);
      if (nesting > max) {
        context.reportError(new GraphQLError(`This operation nests ${nesting} lists inside one another; at most ${max} are allowed.`, { extensions: { code: 'QUERY_TOO_COSTLY' } }));
      }
    },
  });
}
