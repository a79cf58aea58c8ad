// familyCheckInCode: the signed-in parent's family check-in code for the current edition (/qrcode), with
// the family name and the children's names printed under the QR so the parent and the check-in table can
// see whose code it is. Parents only: a staff or intern account without a family has no code.
import { builder } from '../../graphql/builder.ts';
import { checkInCodeSecret, signCheckInCode } from './check-in-code.ts';
import { displayName } from '../../../../shared/person-name.ts';

interface FamilyCheckInCodeShape {
  code: string;
  year: number;
  familyName: string;
  children: string[];
}

const FamilyCheckInCode = builder.objectRef<FamilyCheckInCodeShape>('FamilyCheckInCode').implement({
  description: 'What a parent shows at the check-in table: a signed code naming the family and the edition.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'VBS1.<family>.<year>.<signature>; put it in the QR code as is.' }),
    year: t.exposeInt('year'),
    familyName: t.exposeString('familyName'),
    children: t.exposeStringList('children', { description: "The family's children, as they like to be called." }),
  }),
});

builder.queryField('familyCheckInCode', (t) =>
  t.field({
    type: FamilyCheckInCode,
    description: "The signed-in parent's family check-in code for the current edition.",
    authScopes: { parent: true },
    resolve: async (_root, _args, ctx) => {
      const parentId = ctx.viewer.parentId!;
      const [year, parent] = await Promise.all([
        ctx.services.settings.currentYear(),
        ctx.prisma.parent.findUniqueOrThrow({
          where: { id: parentId },
          select: {
            lastName: true,
            children: { orderBy: { child: { firstName: 'asc' } }, select: { child: { select: { firstName: true, preferredName: true, lastName: true } } } },
          },
        }),
      ]);
      return {
        code: signCheckInCode(checkInCodeSecret(ctx.config.production, { CHECK_IN_CODE_SECRET: ctx.config.checkInCodeSecret }), { parentId, year }),
        year,
        familyName: `${parent.lastName} family`,
        children: parent.children.map(({ child }) => displayName(child)),
      };
    },
  }),
);
