// The decision and confirmation e-mails name the child in full as everywhere else (SPEC §3) and speak to the
// parent, and of the child, by the one name each goes by. A batch of decisions for one family is one e-mail
// listing each child with its decision; no subject wraps the program's name in a second pair of brackets.
import { describe, expect, it } from 'vitest';
import { confirmationMail, decisionMail } from './registration.mail.ts';

const parent = { firstName: 'Sarah', preferredName: 'Sal', email: 'sarah@example.org', secondaryEmail: null };
const child = { firstName: 'Elizabeth', preferredName: 'Liz', lastName: 'Mitchell' };
const noah = { firstName: 'Noah', preferredName: 'Noah', lastName: 'Mitchell' };
const ruth = { firstName: 'Ruth', preferredName: null, lastName: 'Mitchell' };
const edition = { editionName: 'Egyptian Expedition', year: 2025 };

describe('registration e-mails', () => {
  it('greet the parent by the name they go by and name the child in full', () => {
    const mail = decisionMail({ ...edition, parent, decisions: [{ status: 'APPROVED', reason: null, child }] });
    expect(mail.subject).toBe('Elizabeth (Liz) Mitchell: registration approved for VBS 2025 (Egyptian Expedition)');
    expect(mail.text).toMatch(/^Dear Sal,\n/);
    expect(mail.text).toContain("We can't wait to see Liz!");
  });

  it('tell a family about a whole batch in one e-mail, each child with its decision', () => {
    const mail = decisionMail({
      ...edition,
      parent,
      decisions: [
        { status: 'APPROVED', reason: null, child },
        { status: 'APPROVED', reason: null, child: noah },
        { status: 'DECLINED', reason: 'Grade 5 is full.', child: ruth },
      ],
    });
    expect(mail.to).toEqual(['sarah@example.org']);
    expect(mail.subject).toBe('Elizabeth (Liz) Mitchell, Noah Mitchell, and Ruth Mitchell: registration decisions for VBS 2025 (Egyptian Expedition)');
    expect(mail.text).toContain('  Elizabeth (Liz) Mitchell: approved\n  Noah Mitchell: approved\n  Ruth Mitchell: declined. Reason: Grade 5 is full.\n');
    expect(mail.text).toContain("We can't wait to see Liz and Noah!");
    expect(mail.text).toContain('If you have questions, reply to this e-mail');
  });

  it('say "registrations approved" when every child of the batch is approved', () => {
    const mail = decisionMail({ ...edition, parent, decisions: [{ status: 'APPROVED', reason: null, child }, { status: 'APPROVED', reason: null, child: noah }] });
    expect(mail.subject).toBe('Elizabeth (Liz) Mitchell and Noah Mitchell: registrations approved for VBS 2025 (Egyptian Expedition)');
    expect(mail.text).not.toContain('If you have questions');
  });

  it('list every child in full in the receipt', () => {
    const mail = confirmationMail({
      ...edition,
      parent: { ...parent, preferredName: null },
      children: [{ ...child, answers: [] }, { ...noah, answers: [] }],
      whatCanChange: 'You can change the answers until staff approve them.',
    });
    expect(mail.subject).toBe('Elizabeth (Liz) Mitchell and Noah Mitchell: registration received for VBS 2025 (Egyptian Expedition)');
    expect(mail.text).toMatch(/^Dear Sarah,\n/);
    expect(mail.text).toContain('the registration of Elizabeth (Liz) Mitchell and Noah Mitchell for VBS 2025');
  });
});
