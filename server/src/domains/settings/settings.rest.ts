// REST door to the edition, for VBS managers (MANAGE_VBS), on the same services as GraphQL:
// PUT /api/v1/edition changes the current edition (only the fields given) → {edition};
// POST /api/v1/edition/next launches next year's edition (next-edition.ts) → {edition} (201).
import { z } from 'zod';
import { RestRoutes, answer } from '../../http/operation.ts';
import type { AppContext } from '../../http/rest.ts';
import { nextEditionSchema } from '../../../../forms/next-edition.ts';
import { editionSettingsSchema } from './edition-input.ts';
import { settingsPolicy } from './settings.policy.ts';
import { startNextEdition } from './next-edition.ts';
import { instantToLocal } from './edition-time.ts';
import { openOn } from './edition-open.ts';

const TAG = 'settings';

const day = z.string().nullable().meta({ format: 'date' });
const editionOut = z
  .object({
    year: z.number(),
    name: z.string(),
    startsAt: z.date().meta({ format: 'date-time' }),
    startsAtLocal: z.string(),
    timeZone: z.string(),
    endsOn: day,
    generalRegistrationOpen: z.boolean().meta({ description: 'Open now: the flag, from its opening day on.' }),
    registrationOpensOn: day,
    electiveSelectionOpen: z.boolean().meta({ description: 'Open now: the flag, from its opening day on.' }),
    electiveSelectionOpensOn: day,
    internApplicationOpen: z.boolean(),
    messageReviewFamilies: z.number().meta({ description: 'A message to more families than this waits for a second staff member’s review.' }),
  })
  .meta({ id: 'Edition' });
const editionAnswer = z.object({ edition: editionOut });

const dayText = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

async function editionJson(c: AppContext, year: number) {
  const e = await c.var.ctx.prisma.edition.findUniqueOrThrow({ where: { year } });
  return {
    edition: {
      year: e.year,
      name: e.name,
      startsAt: e.startsAt,
      startsAtLocal: instantToLocal(e.startsAt, e.timeZone),
      timeZone: e.timeZone,
      endsOn: dayText(e.endsOn),
      generalRegistrationOpen: openOn(e.generalRegistrationOpen, e.registrationOpensOn, e.timeZone),
      registrationOpensOn: dayText(e.registrationOpensOn),
      electiveSelectionOpen: openOn(e.electiveSelectionOpen, e.electiveSelectionOpensOn, e.timeZone),
      electiveSelectionOpensOn: dayText(e.electiveSelectionOpensOn),
      internApplicationOpen: e.internApplicationOpen,
      messageReviewFamilies: e.messageReviewFamilies,
    },
  };
}

export function settingsRoutes() {
  return new RestRoutes()
    .operation({
      method: 'put',
      path: '/api/v1/edition',
      tag: TAG,
      summary: 'Changes the current edition: only the fields given.',
      guard: (c) => settingsPolicy.manage(c.var.ctx.viewer),
      body: editionSettingsSchema,
      responses: { 200: editionAnswer },
      handler: async (c, { body }) => {
        const edition = await c.var.ctx.services.settings.updateEdition(c.var.ctx.viewer, body);
        return editionJson(c, edition.year);
      },
    })
    .operation({
      method: 'post',
      path: '/api/v1/edition/next',
      tag: TAG,
      summary: 'Launches next year’s edition and makes it current: its first and last days not in the past; registration and club selection open on the days given.',
      guard: (c) => settingsPolicy.manage(c.var.ctx.viewer),
      body: nextEditionSchema,
      responses: { 201: editionAnswer },
      handler: async (c, { body }) => {
        const { year } = await startNextEdition(c.var.ctx.prisma, c.var.ctx.viewer, body);
        return answer(201, await editionJson(c, year));
      },
    });
}
