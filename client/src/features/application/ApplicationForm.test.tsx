// The intern application form: the shared schema's words before anything is sent, the application as
// saveInternApplication's input once it fits, the server's per-field refusals beside their fields, and any
// other failure as an error toast.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApplicationFormTestQuery } from '../../__generated__/ApplicationFormTestQuery.graphql';
import { RequestError } from '../../relay/errors.ts';
import { clearToasts, renderResolved, sentOperation, type MockEnvironment } from '../../test/relay-mock.ts';
import { ApplicationForm } from './ApplicationForm.tsx';

const query = graphql`
  query ApplicationFormTestQuery @relay_test_operation {
    currentEdition {
      ...ApplicationForm_edition
    }
    myIntern {
      ...ApplicationForm_intern
    }
  }
`;

const QUESTION = { id: 'question-1', key: 'whyHelp', promptEn: 'Why would you like to help this summer?', promptEs: null, required: true };

function Form() {
  const data = useLazyLoadQuery<ApplicationFormTestQuery>(query, {});
  return <ApplicationForm edition={data.currentEdition} intern={data.myIntern ?? null} defaults={{ firstName: 'Kim', lastName: 'Lee', email: 'kim@example.org' }} />;
}

async function renderForm(): Promise<MockEnvironment> {
  const mock = await renderResolved(<Form />, 'ApplicationFormTestQuery', {
    resolvers: { Query: () => ({ myIntern: null }), Edition: () => ({ applicationQuestions: [QUESTION] }) },
  });
  await screen.findByRole('button', { name: 'Send application' }, { timeout: 10_000 });
  return mock;
}

const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

async function fillIn() {
  fireEvent.click(screen.getByRole('combobox', { name: 'Grade this fall' }));
  fireEvent.click(await screen.findByRole('option', { name: '10th grade' }));
  type('Date of birth', '2010-05-04');
  type('Phone', '555 123 4567');
  type(QUESTION.promptEn, 'I loved VBS as a child.');
  fireEvent.click(screen.getByRole('checkbox', { name: 'I have read these responsibilities and will carry them out.' }));
}

afterEach(clearToasts);

// Each test renders the whole form (select, radios, check boxes); on a loaded 2-core machine, seconds.
describe('ApplicationForm', { timeout: 45_000 }, () => {
  it('names every missing answer in the schema’s words, and sends nothing', async () => {
    const mock = await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));

    const summary = await screen.findByTestId('form-error-summary');
    for (const words of ['Choose the grade you enter this fall.', 'Enter your date of birth.', 'Please answer this question.', 'Read the responsibilities and tick the box to accept them.']) {
      expect(summary.textContent).toContain(words);
    }
    expect(within(summary).queryByText('Enter your first name.')).toBeNull(); // filled in from the account
    expect(mock.mock.getAllOperations()).toEqual([]);
  });

  it('sends the application with the answers, then thanks the applicant', async () => {
    const mock = await renderForm();
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));

    const sent = await sentOperation(mock, 'useSaveInternApplicationMutation');
    expect(sent.request.variables).toEqual({
      input: {
        firstName: 'Kim',
        preferredName: '',
        lastName: 'Lee',
        gradeEntering: 10,
        dateOfBirth: '2010-05-04',
        phone: '555 123 4567',
        email: 'kim@example.org',
        medicalInfo: '',
        acknowledged: true,
        responses: [{ questionId: 'question-1', response: 'I loved VBS as a child.' }],
      },
    });
    act(() => mock.mock.resolve(sent, MockPayloadGenerator.generate(sent)));
    expect((await screen.findByRole('status')).textContent).toContain('Thank you! Your application was sent.');
  });

  it('shows the server’s refusal beside the field it names', async () => {
    const mock = await renderForm();
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    const sent = await sentOperation(mock, 'useSaveInternApplicationMutation');
    const refusal = 'Interns are 9 to 30 years old; check the date of birth.';
    act(() => mock.mock.reject(sent, new RequestError([{ message: 'The application is not valid.', extensions: { code: 'BAD_INPUT', fields: { dateOfBirth: refusal } } }])));

    expect((await screen.findByTestId('form-error-summary')).textContent).toContain(refusal);
    await waitFor(() => expect(input('Date of birth').getAttribute('aria-invalid')).toBe('true'));
  });

  it('says why in an error toast when sending fails for another reason', async () => {
    const mock = await renderForm();
    await fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    const sent = await sentOperation(mock, 'useSaveInternApplicationMutation');
    act(() => mock.mock.reject(sent, new RequestError([{ message: 'Intern applications are closed.', extensions: { code: 'FORBIDDEN' } }])));

    const toast = await screen.findByText('Intern applications are closed.');
    expect(toast.closest('[role="alert"]')).not.toBeNull();
    expect(screen.queryByTestId('form-error-summary')).toBeNull();
  });
});
