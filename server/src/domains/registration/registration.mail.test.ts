// The decision and confirmation e-mails name the child in full as everywhere else (SPEC §3) and speak to the
// parent, and of the child, by the one name each goes by.
import { describe, expect, it } from 'vitest';
import { confirmationMail, decisionMail } from './registration.mail.ts';

const parent = { firstName: 'Sarah', preferredName: 'Sal', email: 'sarah@example.org', secondaryEmail: null };
const child = { firstName: 'Elizabeth', preferredName: 'Liz', lastName: 'Mitchell' };

describe('registration e-mails', () => {
  it('greet the parent by the name they go by and name the child in full', () => {
    const mail = decisionMail({ status: 'APPROVED', reason: null, editionName: 'Egyptian Expedition', year: 2025, child, parent });
    expect(mail.subject).toBe('Elizabeth (Liz) Mitchell: registration approved (VBS 2025 (Egyptian Expedition))');
    expect(mail.text).toMatch(/^Dear Sal,\n/);
    expect(mail.text).toContain("We can't wait to see Liz!");
  });

  it('list every child in full in the receipt', () => {
    const mail = confirmationMail({
      editionName: 'Egyptian Expedition',
      year: 2025,
      parent: { ...parent, preferredName: null },
      children: [{ ...child, answers: [] }, { firstName: 'Noah', preferredName: 'Noah', lastName: 'Mitchell', answers: [] }],
      whatCanChange: 'You can change the answers until staff approve them.',
    });
    expect(mail.text).toMatch(/^Dear Sarah,\n/);
    expect(mail.text).toContain('the registration of Elizabeth (Liz) Mitchell and Noah Mitchell for VBS 2025');
  });
});
