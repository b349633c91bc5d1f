import { Kind, valueFromASTUntyped, type DirectiveNode, type TypeNode } from 'graphql';

/** Small readers over the transformer's SDL, shared by the model and custom-operation describers. */

export function readTypeShape(type: TypeNode): {
  named: string;
  isRequired: boolean;
  isArray: boolean;
  isArrayNullable: boolean;
} {
  let node = type;
  let outerRequired = false;
  if (node.kind === Kind.NON_NULL_TYPE) {
    outerRequired = true;
    node = node.type;
  }
  if (node.kind === Kind.LIST_TYPE) {
    let item = node.type;
    let isItemRequired = false;
    if (item.kind === Kind.NON_NULL_TYPE) {
      isItemRequired = true;
      item = item.type;
    }
    if (item.kind !== Kind.NAMED_TYPE) throw new Error('Nested lists are not supported.');
    return {
      named: item.name.value,
      isRequired: isItemRequired,
      isArray: true,
      isArrayNullable: !outerRequired,
    };
  }
  if (node.kind !== Kind.NAMED_TYPE) throw new Error('Unexpected type shape.');
  return { named: node.name.value, isRequired: outerRequired, isArray: false, isArrayNullable: false };
}

export function findDirective(
  directives: readonly DirectiveNode[] | undefined,
  name: string,
): DirectiveNode | undefined {
  return directives?.find((directive) => directive.name.value === name);
}

export function hasDirective(directives: readonly DirectiveNode[] | undefined, name: string): boolean {
  return findDirective(directives, name) !== undefined;
}

export function readArguments(directive: DirectiveNode): Record<string, unknown> {
  return Object.fromEntries(
    (directive.arguments ?? []).map((argument) => [argument.name.value, valueFromASTUntyped(argument.value)]),
  );
}
