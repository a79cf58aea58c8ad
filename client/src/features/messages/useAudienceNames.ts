// The names an audience refers to by id (saved people queries, groups), for saying it in words.
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { useAudienceNames_query$key } from '../../__generated__/useAudienceNames_query.graphql';
import { databaseIdOf, type AudienceNames } from './message-words.ts';

const fragment = graphql`
  fragment useAudienceNames_query on Query {
    savedPeopleQueries {
      id
      name
    }
    groupList {
      groups {
        databaseId
        name
      }
    }
  }
`;

export function useAudienceNames(ref: useAudienceNames_query$key): AudienceNames & { savedQueries: { value: string; label: string }[]; groupOptions: { value: string; label: string }[] } {
  const data = useFragment(fragment, ref);
  return useMemo(() => {
    const queries = new Map<number, string>();
    for (const q of data.savedPeopleQueries) {
      const id = databaseIdOf(q.id);
      if (id) queries.set(id, q.name);
    }
    const groups = new Map(data.groupList.groups.map((g) => [g.databaseId, g.name]));
    return {
      queries,
      groups,
      savedQueries: [...queries].map(([id, name]) => ({ value: String(id), label: name })),
      groupOptions: [...groups].map(([id, name]) => ({ value: String(id), label: name })),
    };
  }, [data]);
}
