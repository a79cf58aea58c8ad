// A page's list of one Relay connection (usePaginationFragment): how many match, one list item per node,
// "show more" while the server has more, and a calm empty state when nothing matches.
import { Button, EmptyState, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Edge<T> = { readonly node: T | null | undefined } | null | undefined;

export interface ConnectionListProps<T> {
  /** The connection's edges as Relay returns them; an edge without a node (deleted since) is skipped. */
  edges: readonly Edge<T>[];
  totalCount: number;
  /** How the count reads: { one: 'account', many: 'accounts' }. */
  noun: { one: string; many: string };
  /** The list's accessible name. */
  label: string;
  /** An ordered list (a trail, newest first) rather than a plain one. */
  ordered?: boolean;
  gap?: 'sm' | 'md';
  empty: { icon: ReactNode; title: string; description: string };
  /** From usePaginationFragment: the next page's size, and the button that asks for it. */
  pageSize: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
  moreLabel: string;
  keyOf: (node: T) => string;
  children: (node: T) => ReactNode;
}

export function ConnectionList<T>({ edges, totalCount, noun, label, ordered = false, gap = 'md', empty, pageSize, hasNext, isLoadingNext, loadNext, moreLabel, keyOf, children }: ConnectionListProps<T>) {
  const nodes = edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  if (nodes.length === 0) return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} py="xl" />;
  return (
    <Stack gap={gap}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {totalCount} {totalCount === 1 ? noun.one : noun.many}
      </Text>
      <Stack gap={gap} component={ordered ? 'ol' : 'ul'} p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {nodes.map((node) => (
          <li key={keyOf(node)}>{children(node)}</li>
        ))}
      </Stack>
      {hasNext && (
        <Button variant="default" onClick={() => loadNext(pageSize)} loading={isLoadingNext} style={{ alignSelf: 'center' }}>
          {moreLabel}
        </Button>
      )}
    </Stack>
  );
}
