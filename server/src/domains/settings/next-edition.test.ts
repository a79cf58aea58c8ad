// Starting next year's edition: what carries over, what stays behind, the old year
// still readable, 409 for a year that exists, MANAGE_VBS only, bad input named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdition, createStaff, createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
const START = `mutation($input: StartNextEditionInput!) { startNextEdition(input: $input) { year name startsAt generalRegistrationOpen } }`;

beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t, { year: 2025 });
  await t.prisma.edition.update({ where: { year: 2025 }, data: { generalRegistrationOpen: true } });
  await createStaff(t, 'admin@example.org', ['MANAGE_VBS']);
  await createStaff(t, 'helper@example.org', []);
  await t.prisma.question.create({ data: { year: 2025, kind: 'REGISTRATION', key: 'church', prompt: 'Home church?', position: 0 } });
  const lions = await t.prisma.group.create({ data: { year: 2025, name: 'Lions', color: '#ff0000', type: 'PERMANENT' } });
  const art = await t.prisma.group.create({ data: { year: 2025, name: 'Art club', color: '#00ff00', type: 'ROTATIONAL', capacity: 12 } });
  const parent = await t.signIn('family@example.org');
  await parent.rest('PUT', '/api/v1/child', { firstName: 'Ann', lastName: 'Lee', gradeEntering: 2 });
  const ann = await t.prisma.child.findFirstOrThrow();
  await t.prisma.groupChild.create({ data: { groupId: lions.id, childId: ann.id } });
  await t.prisma.schedule.create({
    data: {
      year: 2025,
      days: {
        create: [
          { date: new Date('2025-08-11'), curriculumSections: { create: [{ key: 'headline', html: '<p>Day one</p>' }] }, events: { create: [{ name: 'Opening', startTime: '09:00', endTime: '09:30', groups: { create: [{ groupId: lions.id }, { groupId: art.id }] } }] } },
          { date: new Date('2025-08-12'), events: { create: [{ name: 'Crafts', startTime: '13:00', endTime: '14:00', staffOnly: true }] } },
        ],
      },
    },
  });
  const day = await t.prisma.day.findFirstOrThrow({ where: { date: new Date('2025-08-11') } });
  await t.prisma.groupDayPoints.create({ data: { groupId: lions.id, dayId: day.id, amount: 40 } });
});
afterAll(() => t.close());

describe('startNextEdition', () => {
  it('is for VBS managers only', async () => {
    const helper = await t.signIn('helper@example.org');
    const res = await helper.gql(START, { input: { year: 2026, name: 'Next', startsAt: '2026-08-10T09:00' } });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await t.prisma.edition.count()).toBe(1);
  });

  it('names the fields to fix', async () => {
    const admin = await t.signIn('admin@example.org');
    const res = await admin.gql(START, { input: { year: 2026, name: ' ', startsAt: '2027-02-30T09:00' } });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { name: expect.any(String), startsAt: expect.any(String) } });
  });

  it('carries over groups, questions, capacities and the schedule’s shape, shifted to the new dates', async () => {
    const admin = await t.signIn('admin@example.org');
    const res = await admin.gql(START, { input: { year: 2026, name: 'Kingdom Quest', startsAt: '2026-08-10T09:00' } });
    expect(res.errors).toBeUndefined();
    expect(res.data.startNextEdition).toMatchObject({ year: 2026, name: 'Kingdom Quest', generalRegistrationOpen: false });
    expect((await t.prisma.programSettings.findUniqueOrThrow({ where: { id: 1 } })).currentYear).toBe(2026);

    const groups = await t.prisma.group.findMany({ where: { year: 2026 }, orderBy: { name: 'asc' }, include: { _count: { select: { children: true, points: true } } } });
    expect(groups.map((g) => [g.name, g.color, g.type, g.capacity, g._count.children, g._count.points])).toEqual([
      ['Art club', '#00ff00', 'ROTATIONAL', 12, 0, 0],
      ['Lions', '#ff0000', 'PERMANENT', null, 0, 0],
    ]);
    expect(await t.prisma.question.findMany({ where: { year: 2026 }, select: { key: true, prompt: true } })).toEqual([{ key: 'church', prompt: 'Home church?' }]);

    const days = await t.prisma.day.findMany({
      where: { schedule: { year: 2026 } },
      orderBy: { date: 'asc' },
      include: { curriculumSections: true, events: { include: { groups: { include: { group: { select: { name: true, year: true } } } } } } },
    });
    expect(days.map((d) => d.date.toISOString().slice(0, 10))).toEqual(['2026-08-10', '2026-08-11']);
    expect(days[0].curriculumSections).toEqual([]);
    expect(days[0].events[0]).toMatchObject({ name: 'Opening', startTime: '09:00', endTime: '09:30' });
    expect(days[0].events[0].groups.map((g) => g.group).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Art club', year: 2026 },
      { name: 'Lions', year: 2026 },
    ]);
    expect(days[1].events[0]).toMatchObject({ name: 'Crafts', staffOnly: true });
  });

  it('keeps the earlier year readable and unchanged', async () => {
    const admin = await t.signIn('admin@example.org');
    const res = await admin.gql('{ groupList(year: 2025) { groups { name childCount totalPoints } } }');
    expect(res.errors).toBeUndefined();
    expect(res.data.groupList.groups).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Lions', childCount: 1, totalPoints: 40 })]));
    expect((await t.prisma.day.findFirstOrThrow({ where: { date: new Date('2025-08-11') }, include: { curriculumSections: true } })).curriculumSections.map((s) => s.html)).toEqual(['<p>Day one</p>']);
  });

  it('answers CONFLICT for a year that exists, and changes nothing', async () => {
    const admin = await t.signIn('admin@example.org');
    const res = await admin.gql(START, { input: { year: 2025, name: 'Again', startsAt: '2025-08-11T09:00' } });
    expect(res.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect((await t.prisma.programSettings.findUniqueOrThrow({ where: { id: 1 } })).currentYear).toBe(2026);
  });
});
