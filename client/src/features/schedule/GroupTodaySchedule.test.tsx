// A leader's "today" card marks the event on now with a badge that sits inside the event's line of text, as
// markup the server can render and the browser parse back unchanged (a <div> inside a <p> broke hydration of
// the my-group page whenever an event was on).
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderResolved, sentOperation } from '../../test/relay-mock.ts';
import { GroupTodaySchedule } from './GroupTodaySchedule.tsx';

const today = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).format(Date.now());

describe('GroupTodaySchedule', { timeout: 30_000 }, () => {
  it('shows the group’s events in time order, the one on now with a “Now” badge inside its line', async () => {
    const mock = await renderResolved(<GroupTodaySchedule groupId={1} groupName="Pharaohs" />, 'GroupTodayScheduleReleaseQuery', {
      response: { data: { scheduleRelease: { id: 'r', visibleToViewer: true } } },
    });
    const schedule = await sentOperation(mock, 'GroupTodayScheduleQuery');
    const event = (id: string, name: string, startTime: string, endTime: string, groupIds: number[]) => ({ id, name, startTime, endTime, locationName: 'Gym', groupIds });
    act(() =>
      mock.mock.resolve(schedule, {
        data: {
          schedule: {
            id: 's',
            timeZone: 'UTC',
            days: [{ id: 'd', databaseId: 1, date: today, events: [event('e2', 'All day', '00:00', '23:59', [1]), event('e1', 'Early', '00:00', '00:00', [1]), event('e3', 'Elsewhere', '00:00', '23:59', [2])] }],
          },
        },
      }),
    );
    const items = await screen.findAllByTestId('group-event');
    expect(items.map((li) => li.textContent)).toEqual([expect.stringContaining('Early'), expect.stringContaining('All dayNow')]);
    const badge = screen.getByText('Now');
    expect(badge.closest('span, div')!.tagName).toBe('SPAN');
    expect(badge.closest('p')).not.toBeNull();
  });
});
