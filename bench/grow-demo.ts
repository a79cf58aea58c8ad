// Grows the demo data so the benches can show the request rates hold as a school grows: adds families
// until there are `targetChildren` children, each registered (approved) for the current edition and
// placed in a permanent group, every fifth with medical information. Used by bench/all.ts.
import type { PrismaClient } from '../server/src/generated/prisma/client.ts';

export async function growDemoData(prisma: PrismaClient, targetChildren: number): Promise<number> {
  const settings = await prisma.programSettings.findUniqueOrThrow({ where: { id: 1 }, select: { currentYear: true } });
  const year = settings.currentYear!;
  const existing = await prisma.child.count();
  const missing = targetChildren - existing;
  if (missing <= 0) return existing;
  const groups = await prisma.group.findMany({ where: { year, type: 'PERMANENT' }, select: { id: true }, orderBy: { id: 'asc' } });
  const families = Math.ceil(missing / 2);
  await prisma.$transaction(
    async (tx) => {
      const parents = await tx.parent.createManyAndReturn({
        data: Array.from({ length: families }, (_, i) => ({
          firstName: `Bench${i}`,
          lastName: `Family${i}`,
          email: `bench.family${i}@example.org`,
          phone: '5550100' + String(i).padStart(3, '0'),
          street: `${i} Bench Street`,
          city: 'Springfield',
          state: 'IL',
          postalCode: '62701',
        })),
        select: { id: true },
      });
      const children = await tx.child.createManyAndReturn({
        data: Array.from({ length: missing }, (_, i) => ({
          firstName: `Kid${i}`,
          lastName: `Family${Math.floor(i / 2)}`,
          gradeEntering: i % 7,
          medicalInformation: i % 5 === 0 ? 'Asthma: inhaler in the office' : '',
        })),
        select: { id: true },
      });
      await tx.childParent.createMany({ data: children.map((c, i) => ({ childId: c.id, parentId: parents[Math.floor(i / 2)].id })) });
      await tx.registration.createMany({
        data: children.map((c, i) => ({ childId: c.id, year, submittedById: parents[Math.floor(i / 2)].id, status: 'APPROVED', decidedAt: new Date() })),
      });
      if (groups.length) await tx.groupChild.createMany({ data: children.map((c, i) => ({ childId: c.id, groupId: groups[i % groups.length].id })) });
    },
    { timeout: 120_000 },
  );
  return prisma.child.count();
}
