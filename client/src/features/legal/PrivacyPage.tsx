import { Link } from 'react-router-dom';
import { CHURCH_NAME, CONTACT_EMAIL } from '../../app/site.ts';
import { ArticlePage } from '../../components/ArticlePage.tsx';

export function PrivacyPage() {
  return (
    <ArticlePage title="Privacy Policy" intro={`How ${CHURCH_NAME} uses what you tell us when you sign up for Vacation Bible School.`}>
      <h2>What we collect</h2>
      <p>
        When you sign in we receive your name, e-mail address and profile picture from Google or Facebook. When you register children we keep
        what you enter: your contact details and address, your children's names, grades, birth dates, medical information and notes, and your
        emergency contacts. Interns also give us their application answers.
      </p>
      <h2>Why we collect it</h2>
      <p>
        We use it to run the program: to place children in groups, to check them in and out safely, to reach you or your emergency contacts,
        and to care for your children if they are hurt or unwell. If you agree, we also tell you about future programs and church events.
      </p>
      <h2>Who can see it</h2>
      <p>
        Only program staff see family and medical information, and each staff member sees only what their role needs. We never sell your
        information or share it for advertising.
      </p>
      <h2>How long we keep it</h2>
      <p>Registrations are kept for past years so returning families do not have to start over. Ask us and we will delete your family's records.</p>
      <h2>Questions</h2>
      <p>
        Write to <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. See also our <Link to="/terms">Terms of Use</Link>.
      </p>
    </ArticlePage>
  );
}
