// Demo messages (CONTRACT "Demo data"), so the messages page shows its states on `npm start`: two sent by the
// admin — an e-mail and text to the first group's parents (delivered, one bounced) and an e-mail to every
// family — and one draft. Their recipient rows are what the outbox would have written: merge fields filled
// in per family, e-mails lower-cased, phones in E.164.
import type { Prisma } from '../generated/prisma/client.ts';

type Db = Prisma.TransactionClient;

interface Family {
  parentId: number;
  name: string;
  email: string | null;
  phone: string | null;
  children: string[];
}

const e164 = (phone: string | null) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 10 ? `+1${digits}` : null;
};

async function familiesOf(db: Db, where: Prisma.ChildWhereInput): Promise<Family[]> {
  const links = await db.childParent.findMany({
    where: { child: where },
    orderBy: [{ parentId: 'asc' }, { childId: 'asc' }],
    select: { parent: { select: { id: true, firstName: true, preferredName: true, email: true, phone: true } }, child: { select: { firstName: true, preferredName: true } } },
  });
  const byParent = new Map<number, Family>();
  for (const { parent, child } of links) {
    const family = byParent.get(parent.id) ?? { parentId: parent.id, name: parent.preferredName || parent.firstName, email: parent.email?.toLowerCase() ?? null, phone: e164(parent.phone), children: [] };
    family.children.push(child.preferredName || child.firstName);
    byParent.set(parent.id, family);
  }
  return [...byParent.values()];
}

const names = (children: string[]) => (children.length > 1 ? `${children.slice(0, -1).join(', ')} and ${children.at(-1)}` : (children[0] ?? 'your children'));

export async function seedMessages(db: Db, year: number, adminId: number, firstGroupId: number): Promise<number> {
  const sentAt = new Date(`${year}-08-11T19:30:00Z`);
  const water = await db.message.create({
    data: {
      editionYear: year,
      purpose: 'PROGRAM',
      status: 'SENT',
      audience: JSON.stringify({ kind: 'groups', groupIds: [firstGroupId] }),
      emailSubject: 'Water bottles tomorrow',
      emailBody: 'Dear {parentName},\n\nTomorrow is our outdoor games day: please send {childrenNames} with a full water bottle and a hat. Pickup is at {pickupTime}.\n\nThank you!',
      textBody: 'VBS: please send {childrenNames} with a water bottle and a hat tomorrow. Pickup {pickupTime}.',
      createdById: adminId,
      createdAt: new Date(sentAt.getTime() - 3_600_000),
      queuedAt: sentAt,
    },
  });
  const groupFamilies = await familiesOf(db, { groups: { some: { groupId: firstGroupId } } });
  const rows: Prisma.MessageRecipientCreateManyInput[] = [];
  groupFamilies.forEach((f, i) => {
    const kids = names(f.children);
    if (f.email) {
      const bounced = i === 1;
      rows.push({
        messageId: water.id, channel: 'EMAIL', address: f.email, name: f.name, personType: 'parent', personId: f.parentId,
        subject: 'Water bottles tomorrow',
        body: `Dear ${f.name},\n\nTomorrow is our outdoor games day: please send ${kids} with a full water bottle and a hat. Pickup is at 12:00 PM.\n\nThank you!`,
        status: bounced ? 'BOUNCED' : i % 3 === 0 ? 'OPENED' : 'SENT', reason: bounced ? '550 5.1.1 Mailbox does not exist' : null, sentAt, providerId: `<vbs-demo-${water.id}-${i}@localhost>`,
      });
    }
    if (f.phone) {
      rows.push({
        messageId: water.id, channel: 'TEXT', address: f.phone, name: f.name, personType: 'parent', personId: f.parentId,
        body: `VBS: please send ${kids} with a water bottle and a hat tomorrow. Pickup 12:00 PM.`,
        status: 'DELIVERED', sentAt, providerId: `outbox-demo-${water.id}-${i}`,
      });
    }
  });

  const welcomeAt = new Date(`${year}-08-08T15:00:00Z`);
  const welcome = await db.message.create({
    data: {
      editionYear: year,
      purpose: 'PROGRAM',
      status: 'SENT',
      audience: JSON.stringify({ kind: 'allFamilies' }),
      emailSubject: 'See you Monday at VBS',
      emailBody: 'Dear {parentName},\n\nWe can’t wait to see {childrenNames} on Monday! Show your family check-in code at the door: {checkInLink}',
      createdById: adminId,
      createdAt: new Date(welcomeAt.getTime() - 86_400_000),
      queuedAt: welcomeAt,
    },
  });
  const allFamilies = await familiesOf(db, { registrations: { some: { year, status: 'APPROVED' } } });
  for (const [i, f] of allFamilies.entries()) {
    if (!f.email) continue;
    rows.push({
      messageId: welcome.id, channel: 'EMAIL', address: f.email, name: f.name, personType: 'parent', personId: f.parentId,
      subject: 'See you Monday at VBS',
      body: `Dear ${f.name},\n\nWe can’t wait to see ${names(f.children)} on Monday! Show your family check-in code at the door: http://localhost:8080/qrcode`,
      status: i % 4 === 0 ? 'OPENED' : 'SENT', sentAt: welcomeAt, providerId: `<vbs-demo-${welcome.id}-${i}@localhost>`,
    });
  }
  await db.messageRecipient.createMany({ data: rows, skipDuplicates: true });

  await db.message.create({
    data: {
      editionYear: year,
      purpose: 'AFTER_VBS',
      status: 'DRAFT',
      audience: JSON.stringify({ kind: 'allFamilies' }),
      emailSubject: 'Thank you for a wonderful week',
      emailBody: 'Dear {parentName},\n\nThank you for sharing {childrenNames} with us this week. Photos from the closing program are coming soon.',
      textBody: 'Thank you for a wonderful VBS week, {parentName}! Photos are coming soon.',
      createdById: adminId,
    },
  });
  return 3;
}
