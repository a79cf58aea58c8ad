// The one mutation wrapper: a commit resolves with the answer after the hook's updater and then the call's
// own have changed the store; a refusal rejects with the server's error, which errorMessage and fieldErrors
// turn into what a form shows.
import { act, renderHook } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import mutation, { type MemorizedToggleMutation } from '../__generated__/MemorizedToggleMutation.graphql';
import { RequestError } from '../relay/errors.ts';
import { mockEnvironment, sentOperation } from '../test/relay-mock.ts';
import { errorMessage, fieldErrors, useMutationPromise } from './mutation.ts';

const VARIABLES = { memoryWorkId: 'm1', childId: 7, memorized: true };
const ANSWER = { setMemoryWorkMemorized: { memorized: true, memoryWork: { id: 'm1', memorizedChildIds: [7] }, schedule: { id: 's1', tally: { total: 5, groups: [] } } } };

function renderWrapper(environment: Environment, hookUpdater?: () => void) {
  const { result } = renderHook(() => useMutationPromise<MemorizedToggleMutation>(mutation, hookUpdater), {
    wrapper: ({ children }) => <RelayEnvironmentProvider environment={environment}>{children}</RelayEnvironmentProvider>,
  });
  return result;
}

/** Commits once with no options; the commit's promise (caught, so it settles to the error) and the operation sent. */
async function commitOnce() {
  const { mock, environment } = mockEnvironment();
  const result = renderWrapper(environment);
  let settled: Promise<unknown> | undefined;
  act(() => {
    settled = result.current[0](VARIABLES).catch((e: unknown) => e);
  });
  return { mock, settled: settled!, sent: await sentOperation(mock, 'MemorizedToggleMutation') };
}

describe('useMutationPromise', () => {
  it('resolves with the answer once the hook’s updater and then the call’s have run', async () => {
    const { mock, environment } = mockEnvironment();
    const ran: string[] = [];
    const result = renderWrapper(environment, () => ran.push('hook'));
    let committed: Promise<MemorizedToggleMutation['response']> | undefined;
    act(() => {
      committed = result.current[0](VARIABLES, { updater: (store) => void ran.push(`call: ${store.getRootField('setMemoryWorkMemorized')?.getValue('memorized')}`) });
    });
    expect(result.current[1]).toBe(true);

    const sent = await sentOperation(mock, 'MemorizedToggleMutation');
    expect(sent.request.variables).toEqual(VARIABLES);
    act(() => mock.mock.resolve(sent, { data: ANSWER }));
    await expect(committed).resolves.toMatchObject({ setMemoryWorkMemorized: { memorized: true, memoryWork: { id: 'm1', memorizedChildIds: [7] } } });
    expect(ran).toEqual(['hook', 'call: true']);
    expect(result.current[1]).toBe(false);
  });

  it('rejects a BAD_INPUT refusal with the message and the fields a form shows', async () => {
    const { mock, settled, sent } = await commitOnce();
    const refusal = 'Choose a child in this year’s program.';
    act(() => mock.mock.reject(sent, new RequestError([{ message: refusal, extensions: { code: 'BAD_INPUT', fields: { childId: refusal } } }])));

    const error = await settled;
    expect(errorMessage(error)).toBe(refusal);
    expect(fieldErrors(error)).toEqual({ childId: refusal });
  });

  it('rejects an answer that carries errors beside its data, and names no field for other refusals', async () => {
    const { mock, settled, sent } = await commitOnce();
    act(() => mock.mock.resolve(sent, { data: ANSWER, errors: [{ message: 'Only staff may mark memory work.' }] }));

    const error = await settled;
    expect(error).toBeInstanceOf(RequestError);
    expect(errorMessage(error)).toBe('Only staff may mark memory work.');
    expect(fieldErrors(error)).toEqual({});
  });
});
