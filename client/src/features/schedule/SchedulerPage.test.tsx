// The schedule builder adds a day from what addScheduleDay returns: the day joins the week's days in date
// order with no request for the page, and a toast says so. A refused day shows the server's message (which
// names the field) in an error toast, and the days stay as they were.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestError } from '../../relay/errors.ts';
import { clearToasts, renderResolved, operationsNamed, sentOperation, type MockEnvironment } from '../../test/relay-mock.ts';
import { dayLabel } from './SchedulesPage.tsx';
import { SchedulerPage } from './SchedulerPage.tsx';

const day = (id: string, date: string) => ({ id, databaseId: Number(id.slice(1)), date, events: [] });

async function renderPage(): Promise<MockEnvironment> {
  const mock = await renderResolved(<SchedulerPage />, 'SchedulerPageQuery', {
    response: {
      data: {
        schedule: {
          id: 's1',
          year: 2025,
          visibility: 'PUBLIC',
          releaseDate: null,
          releasesAt: '2025-07-12T00:00:00.000Z',
          viewerCanEdit: true,
          days: [day('d1', '2025-07-14'), day('d3', '2025-07-16')],
        },
        groupList: { id: 'group-list-2025', groups: [] },
        currentEdition: { id: 'edition-2025', startsAtLocal: '2025-07-14T09:00' },
      },
    },
  });
  await screen.findByRole('heading', { name: 'Schedule builder' }, { timeout: 10_000 });
  return mock;
}

const days = () => within(screen.getByRole('radiogroup', { name: 'Day' })).getAllByRole('radio').map((radio) => radio.closest('div')?.textContent ?? radio.getAttribute('value'));
const addDay = (date: string) => {
  fireEvent.change(screen.getByLabelText('New day'), { target: { value: date } });
  fireEvent.click(screen.getByRole('button', { name: 'Add day' }));
};

afterEach(clearToasts);

// Each test renders the whole builder (timeline, rotation panel, selects); on a loaded 2-core machine, seconds.
describe('SchedulerPage', { timeout: 45_000 }, () => {
  it('puts an added day among the days in date order from the answer, and a toast says so', async () => {
    const mock = await renderPage();
    expect(days()).toEqual([dayLabel('2025-07-14'), dayLabel('2025-07-16')]);
    addDay('2025-07-15');
    const add = await sentOperation(mock, 'SchedulerPageAddDayMutation');
    expect(add.request.variables).toEqual({ scheduleId: 's1', date: '2025-07-15', copyFromDayId: null });
    act(() => mock.mock.resolve(add, { data: { addScheduleDay: day('d2', '2025-07-15') } }));

    expect((await screen.findByRole('status')).textContent).toContain(`Added ${dayLabel('2025-07-15')}.`);
    await waitFor(() => expect(days()).toEqual([dayLabel('2025-07-14'), dayLabel('2025-07-15'), dayLabel('2025-07-16')]));
    expect(operationsNamed(mock, 'SchedulerPageQuery')).toEqual([]);
  });

  it('shows the server’s refusal (naming the field) in an error toast, and the days stay', async () => {
    const mock = await renderPage();
    addDay('2025-07-14');
    const add = await sentOperation(mock, 'SchedulerPageAddDayMutation');
    const refusal = 'The schedule already has a day on 2025-07-14; choose another date.';
    act(() => mock.mock.reject(add, new RequestError([{ message: refusal, extensions: { code: 'BAD_INPUT', fields: { date: refusal } } }])));

    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(days()).toEqual([dayLabel('2025-07-14'), dayLabel('2025-07-16')]);
    expect((screen.getByLabelText('New day') as HTMLInputElement).value).toBe('2025-07-14');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
