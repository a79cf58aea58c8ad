// Starting next year's edition: what carries over, what stays behind, the old year
// still readable, 409 for a year that exists, MANAGE_VBS only, bad input named through both doors, no day
// of the new program in the past, registration opening on the chosen day; and an edition whose week is over
// still takes its flags from the administrator (SPEC §1; the settings page asks first).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdition, createStaff, createTestApp, type TestApp } from '../../../test/harness.ts';
import { localDate } from './edition-time.ts';

let t: TestApp;
const START = `mutation($input: StartNextEditionInput!) { startNextEdition(input: $input) { year name startsAt endsAt generalRegistrationOpen registrationOpensOn electiveSelectionOpen electiveSelectionOpensOn } }`;
/** A year whose summer is ahead whatever day the suite runs; its August 9 and 10 fall on some weekday. */
const NEXT = new Date().getUTCFullYear() + 1;
const FIRST = `${NEXT}-08-09`;
const SECOND = `${NEXT}-08-10`;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
/** The program's day (the edition's zone), as the opening dates are compared: a UTC date is tomorrow there every evening. */
let programZone = 'UTC';
const today = () => localDate(new Date(), programZone);
const yesterday = () => ymd(new Date(Date.now() - 86_400_000 * 2));

beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t, { year: 2025 });
  programZone = (await t.prisma.edition.findUniqueOrThrow({ where: { year: 2025 }, select: { timeZone: true } })).timeZone;
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
    const res = await helper.gql(START, { input: { year: NEXT, name: 'Next', startsAt: `${FIRST}T09:00` } });
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const viaRest = await helper.rest('POST', '/api/v1/edition/next', { year: NEXT, name: 'Next', startsAt: `${FIRST}T09:00` });
    expect(viaRest.status).toBe(403);
    const flags = await helper.rest('PUT', '/api/v1/edition', { name: 'Mine now' });
    expect(flags.status).toBe(403);
    const parent = await t.signIn('family@example.org');
    expect((await parent.rest('POST', '/api/v1/edition/next', { year: NEXT, name: 'Next', startsAt: `${FIRST}T09:00` })).status).toBe(403);
    expect((await t.anonymous().rest('POST', '/api/v1/edition/next', { year: NEXT, name: 'Next', startsAt: `${FIRST}T09:00` })).status).toBe(401);
    expect(await t.prisma.edition.count()).toBe(1);
  });

  it('names the fields to fix, alike through both doors', async () => {
    const admin = await t.signIn('admin@example.org');
    const res = await admin.gql(START, { input: { year: NEXT, name: ' ', startsAt: `${NEXT}-02-30T09:00` } });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { name: expect.any(String), startsAt: expect.any(String) } });
    const viaRest = await admin.rest('POST', '/api/v1/edition/next', { year: NEXT, name: ' ', startsAt: `${NEXT}-02-30T09:00` });
    expect(viaRest.status).toBe(400);
    expect(viaRest.body.error.fields).toEqual(res.errors?.[0].extensions?.fields);

    // A last day before the first, and an opening day after the program: each named.
    const order = { year: NEXT, name: 'Order', startsAt: `${SECOND}T09:00`, lastDay: FIRST, registrationOpensOn: `${NEXT}-12-01` };
    const wrongOrder = await admin.gql(START, { input: order });
    expect(wrongOrder.errors?.[0].extensions?.fields).toEqual({ lastDay: 'The last day cannot be before the first day.', registrationOpensOn: 'This must be on or before the program’s last day.' });
    const wrongOrderRest = await admin.rest('POST', '/api/v1/edition/next', order);
    expect(wrongOrderRest.body.error.fields).toEqual(wrongOrder.errors?.[0].extensions?.fields);
    expect(await t.prisma.edition.count()).toBe(1);
  });

  it('refuses a first or last day already past, naming it, through both doors', async () => {
    const admin = await t.signIn('admin@example.org');
    const past = yesterday();
    const input = { year: Number(past.slice(0, 4)), name: 'Too late', startsAt: `${past}T09:00`, lastDay: past };
    const res = await admin.gql(START, { input });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_INPUT', fields: { startsAt: 'The first day cannot be in the past.', lastDay: 'The last day cannot be in the past.' } });
    const viaRest = await admin.rest('POST', '/api/v1/edition/next', input);
    expect(viaRest.status).toBe(400);
    expect(viaRest.body.error.fields).toMatchObject({ startsAt: 'The first day cannot be in the past.' });
    expect(await t.prisma.edition.count()).toBe(1);
  });

  it('opens registration on an edition whose week is over when the administrator switches it on, through both doors', async () => {
    const admin = await t.signIn('admin@example.org');
    const res = await admin.gql(`mutation { updateEditionSettings(input: { generalRegistrationOpen: true, electiveSelectionOpen: true }) { year generalRegistrationOpen electiveSelectionOpen } }`);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateEditionSettings).toMatchObject({ year: 2025, generalRegistrationOpen: true, electiveSelectionOpen: true });
    const closing = await admin.rest('PUT', '/api/v1/edition', { generalRegistrationOpen: false, electiveSelectionOpen: false, name: 'Egyptian Expedition' });
    expect(closing.status).toBe(200);
    expect(closing.body.edition).toMatchObject({ generalRegistrationOpen: false, electiveSelectionOpen: false, name: 'Egyptian Expedition' });
    const viaRest = await admin.rest('PUT', '/api/v1/edition', { generalRegistrationOpen: true });
    expect(viaRest.status).toBe(200);
    expect(viaRest.body.edition).toMatchObject({ generalRegistrationOpen: true });
  });

  it('carries over groups, questions, capacities and the schedule’s shape, shifted to the new dates', async () => {
    const admin = await t.signIn('admin@example.org');
    const res = await admin.gql(START, { input: { year: NEXT, name: 'Kingdom Quest', startsAt: `${FIRST}T09:00` } });
    expect(res.errors).toBeUndefined();
    // No opening day given: registration and club selection stay closed.
    expect(res.data.startNextEdition).toMatchObject({ year: NEXT, name: 'Kingdom Quest', generalRegistrationOpen: false, registrationOpensOn: null, electiveSelectionOpen: false });
    expect((await t.prisma.programSettings.findUniqueOrThrow({ where: { id: 1 } })).currentYear).toBe(NEXT);

    const groups = await t.prisma.group.findMany({ where: { year: NEXT }, orderBy: { name: 'asc' }, include: { _count: { select: { children: true, points: true } } } });
    expect(groups.map((g) => [g.name, g.color, g.type, g.capacity, g._count.children, g._count.points])).toEqual([
      ['Art club', '#00ff00', 'ROTATIONAL', 12, 0, 0],
      ['Lions', '#ff0000', 'PERMANENT', null, 0, 0],
    ]);
    expect(await t.prisma.question.findMany({ where: { year: NEXT }, select: { key: true, prompt: true } })).toEqual([{ key: 'church', prompt: 'Home church?' }]);

    const days = await t.prisma.day.findMany({
      where: { schedule: { year: NEXT } },
      orderBy: { date: 'asc' },
      include: { curriculumSections: true, events: { include: { groups: { include: { group: { select: { name: true, year: true } } } } } } },
    });
    // The schedule moves by whole days from the old first day (2025-08-11) to the new one.
    const shift = Math.round((Date.parse(FIRST) - Date.parse('2025-08-11')) / 86_400_000);
    expect(days.map((d) => d.date.toISOString().slice(0, 10))).toEqual([0, 1].map((i) => ymd(new Date(Date.parse('2025-08-11') + (shift + i) * 86_400_000))));
    expect(days[0].curriculumSections).toEqual([]);
    expect(days[0].events[0]).toMatchObject({ name: 'Opening', startTime: '09:00', endTime: '09:30' });
    expect(days[0].events[0].groups.map((g) => g.group).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Art club', year: NEXT },
      { name: 'Lions', year: NEXT },
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
    expect((await t.prisma.programSettings.findUniqueOrThrow({ where: { id: 1 } })).currentYear).toBe(NEXT);
  });

  it('opens registration on the chosen day: closed before it, open from it, through both doors', async () => {
    const admin = await t.signIn('admin@example.org');
    const later = NEXT + 1;
    const res = await admin.rest('POST', '/api/v1/edition/next', {
      year: later,
      name: 'Launch Day',
      startsAt: `${later}-08-09T09:00`,
      lastDay: `${later}-08-13`,
      registrationOpensOn: `${later}-03-01`,
      electiveSelectionOpensOn: today(),
    });
    expect(res.status).toBe(201);
    expect(res.body.edition).toMatchObject({
      year: later,
      endsOn: `${later}-08-13`,
      generalRegistrationOpen: false,
      registrationOpensOn: `${later}-03-01`,
      electiveSelectionOpen: true,
    });
    // The flags every page reads, and the parent's form, say the same.
    const read = await admin.gql('{ currentEdition { year generalRegistrationOpen registrationOpensOn electiveSelectionOpen electiveSelectionOpensOn endsAt } }');
    expect(read.data.currentEdition).toMatchObject({ year: later, generalRegistrationOpen: false, registrationOpensOn: `${later}-03-01`, electiveSelectionOpen: true, electiveSelectionOpensOn: null });
    expect(read.data.currentEdition.endsAt.slice(0, 10)).toBe(`${later}-08-14`);
    const parent = await t.signIn('family@example.org');
    const form = await parent.rest('GET', '/api/v1/registration/form');
    expect(form.body.form).toMatchObject({ year: later, generalRegistrationOpen: false, electiveSelectionOpen: true });

    // On the opening day it is open (the day is compared on the program's clocks).
    await t.prisma.edition.update({ where: { year: later }, data: { registrationOpensOn: new Date(`${today()}T00:00:00Z`) } });
    const open = await parent.gql('{ currentEdition { generalRegistrationOpen registrationOpensOn } }');
    expect(open.data.currentEdition).toEqual({ generalRegistrationOpen: true, registrationOpensOn: null });
  });
});
