// The list every connection page shows (accounts, the audit trail): the count, one item per node that is still
// there, "show more" asking the server for the next page while it has one, and the empty state otherwise.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../app/theme.ts';
import { ConnectionList, type ConnectionListProps } from './ConnectionList.tsx';

type Node = { id: string; name: string };

function renderList(props: Partial<ConnectionListProps<Node>> = {}) {
  const loadNext = vi.fn();
  render(
    <MantineProvider theme={theme}>
      <ConnectionList<Node>
        edges={[{ node: { id: 'a', name: 'Ada' } }, null, { node: null }, { node: { id: 'b', name: 'Ben' } }]}
        totalCount={2}
        noun={{ one: 'account', many: 'accounts' }}
        label="Accounts"
        empty={{ icon: null, title: 'No accounts found', description: 'Try other words.' }}
        pageSize={20}
        hasNext={false}
        isLoadingNext={false}
        loadNext={loadNext}
        moreLabel="Show more accounts"
        keyOf={(node) => node.id}
        {...props}
      >
        {(node) => <span>{node.name}</span>}
      </ConnectionList>
    </MantineProvider>,
  );
  return { loadNext };
}

describe('ConnectionList', () => {
  it('lists each node that is still there under the count', () => {
    renderList();
    expect(screen.getByText('2 accounts')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Accounts' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Ada', 'Ben']);
    expect(screen.queryByRole('button', { name: 'Show more accounts' })).toBeNull();
  });

  it('says "1 entry" for one, and an ordered list when asked', () => {
    renderList({ edges: [{ node: { id: 'a', name: 'Ada' } }], totalCount: 1, noun: { one: 'entry', many: 'entries' }, ordered: true, label: 'Audit entries' });
    expect(screen.getByText('1 entry')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Audit entries' }).tagName).toBe('OL');
  });

  it('asks for the next page while the server has more', () => {
    const { loadNext } = renderList({ hasNext: true });
    fireEvent.click(screen.getByRole('button', { name: 'Show more accounts' }));
    expect(loadNext).toHaveBeenCalledWith(20);
  });

  it('shows the empty state when nothing matches', () => {
    renderList({ edges: [null, { node: null }], totalCount: 0 });
    expect(screen.getByText('No accounts found')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
