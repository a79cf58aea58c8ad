// Fields the info-sheet views need beyond the family types (people.graphql.ts): group badges, this
// edition's registration/application answers, and whether the viewer gets the staff-notes editor.
// Each is a `select` the Prisma plugin folds into the node's one query, so a sheet view costs the same
// number of SQL statements whatever the number of groups, children, contacts or answers.
// Names are deliberately sheet-specific (GroupBadge, FormAnswer) so they cannot collide with the Group
// and Registration types the groups and registration domains define.
import { builder } from '../../graphql/builder.ts';
import type { GroupType } from '../../generated/prisma/enums.ts';
import { peoplePolicy } from '../people/people.policy.ts';
import { familyOf } from '../people/family.ts';

interface Badge {
  id: number;
  name: string;
  color: string;
  type: GroupType;
}

const TYPE_ORDER: Record<GroupType, number> = { PERMANENT: 0, ROTATIONAL: 1, SCHEDULED: 2 };
/** SPEC §3: permanent first, then rotation, then by name. */
const sortBadges = (badges: Badge[]) => badges.sort((a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || a.name.localeCompare(b.name));

const GroupBadge = builder.objectRef<Badge>('GroupBadge').implement({
  description: 'A group a person belongs to this edition, as the info sheet shows it.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    color: t.exposeString('color', { description: 'CSS colour, #rrggbb.' }),
    groupType: t.string({
      description: 'SPEC §3 group type: permanent (Assigned), rotational (Afternoon Club) or scheduled (Schedule-Based).',
      resolve: (b) => b.type.toLowerCase(),
    }),
  }),
});

interface Answer {
  id: number;
  prompt: string;
  response: string;
  question: { key: string } | null;
}

const FormAnswer = builder.objectRef<Answer>('FormAnswer').implement({
  description: 'One question of a registration or intern application, as asked, with the answer given.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    key: t.string({
      nullable: true,
      description: 'The question’s stable key (church, elective, acceptedJesus, attendedBefore, …); null if the question was deleted.',
      resolve: (a) => a.question?.key ?? null,
    }),
    prompt: t.exposeString('prompt'),
    response: t.exposeString('response'),
  }),
});

const currentEdition = { edition: { current: { isNot: null } } };
const badgeSelect = { group: { select: { id: true, name: true, color: true, type: true } } } as const;
const answerSelect = { select: { id: true, prompt: true, response: true, question: { select: { key: true } } }, orderBy: { id: 'asc' as const } };

builder.prismaObjectFields('Child', (t) => ({
  groupBadges: t.field({
    type: [GroupBadge],
    description: 'Groups of the current edition, permanent first, then afternoon clubs, then by name.',
    select: { groups: { where: { group: currentEdition }, select: badgeSelect } },
    resolve: (c) => sortBadges(c.groups.map((g) => g.group)),
  }),
  registrationAnswers: t.field({
    type: [FormAnswer],
    description: 'Answers on the current edition’s registration (empty when not registered this year).',
    select: { registrations: { where: currentEdition, select: { responses: answerSelect } } },
    resolve: (c) => c.registrations.flatMap((r) => r.responses),
  }),
  viewerCanEditStaffNotes: t.boolean({
    description: 'Whether the viewer gets the staff-notes editor (staff who are not this child’s parent).',
    resolve: async (c, _args, ctx) => peoplePolicy.canSeeChildStaffNotes(ctx.viewer, await familyOf(ctx.prisma, ctx.viewer), c.id),
  }),
}));

builder.prismaObjectFields('Parent', (t) => ({
  viewerCanEditStaffNotes: t.boolean({
    description: 'Whether the viewer gets the staff-notes editor (staff who are not this parent).',
    resolve: (p, _args, ctx) => peoplePolicy.canSeeParentStaffNotes(ctx.viewer, p.id),
  }),
}));

builder.prismaObjectFields('Intern', (t) => ({
  applicationAnswers: t.field({
    type: [FormAnswer],
    description: 'Answers on the current edition’s application (empty when none).',
    select: { applications: { where: currentEdition, select: { responses: answerSelect } } },
    resolve: (i) => i.applications.flatMap((a) => a.responses),
  }),
  responsibilitiesAcknowledged: t.boolean({
    nullable: true,
    description: 'Whether this edition’s application acknowledges the intern’s responsibilities; null without an application.',
    select: { applications: { where: currentEdition, select: { acknowledged: true } } },
    resolve: (i) => i.applications[0]?.acknowledged ?? null,
  }),
}));

builder.prismaObjectFields('Staff', (t) => ({
  groupBadges: t.field({
    type: [GroupBadge],
    description: 'Groups of the current edition this staff member is assigned to (SPEC §6: the groups listing them).',
    select: { groups: { where: { group: currentEdition }, select: badgeSelect } },
    resolve: (s) => sortBadges(s.groups.map((g) => g.group)),
  }),
}));
