// The registration form for brothers and sisters: the church question starts unanswered (declining is a choice
// only while it is optional), a second child's card takes the first child's answers in one tap and gives them
// back on Undo, and an unsigned consent is named, with the child, before anything is sent. A returning family
// sees last year's children a grade up (one past the last grade not eligible) and confirms its contacts.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { RegistrationFormTestQuery } from '../../__generated__/RegistrationFormTestQuery.graphql';
import { ToastStack } from '../../app/ToastStack.tsx';
import { clearToasts, mockEnvironment, operationsNamed, sentOperation, type MockEnvironment } from '../../test/relay-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { RegistrationForm } from './RegistrationForm.tsx';

const query = graphql`
  query RegistrationFormTestQuery @relay_test_operation {
    registrationForm {
      ...RegistrationForm_form
    }
    viewer {
      parentIdentity {
        ...RegistrationForm_parent
      }
    }
    ...ReturningFamilyCard_query
  }
`;

const CHURCH = { databaseId: 1, key: 'church', promptEn: 'Does your family attend church?', promptEs: null, type: 'TEXT', options: [], optionsEs: [] };
const QUESTIONS = [
  { databaseId: 2, key: 'elective', promptEn: 'Choose an afternoon club', promptEs: null, required: true, type: 'TEXT', options: [], optionsEs: [] },
  { databaseId: 3, key: 'photo', promptEn: 'May we include your child in photos?', promptEs: null, required: true, type: 'YES_NO', options: [], optionsEs: [] },
  { databaseId: 4, key: 'medicalRelease', promptEn: 'Medical release: we may get emergency care for your child.', promptEs: null, required: true, type: 'CONSENT', options: [], optionsEs: [] },
];
const child = (id: string, firstName: string) => ({ id, firstName, preferredName: null, lastName: 'Rivers', gradeEntering: 2, currentRegistration: null });

function Form() {
  const data = useLazyLoadQuery<RegistrationFormTestQuery>(query, {});
  return <RegistrationForm form={data.registrationForm} parent={data.viewer!.parentIdentity!} query={data} />;
}

type Returning = { childId: string; lastYear: number; lastGrade: number; grade: number; agedOut: boolean };
async function renderForm({ churchRequired = false, returningChildren = [] as Returning[], children = [child('child-sam', 'Sam'), child('child-tess', 'Tess')] } = {}): Promise<MockEnvironment> {
  const { mock, environment } = mockEnvironment();
  renderWithProviders(
    <>
      <Form />
      <ToastStack />
    </>,
    { environment },
  );
  const operation = await sentOperation(mock, 'RegistrationFormTestQuery');
  act(() =>
    mock.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        RegistrationForm: () => ({
          year: 2025,
          editionName: 'Egyptian Expedition',
          generalRegistrationOpen: true,
          electiveSelectionOpen: false,
          questions: [{ ...CHURCH, required: churchRequired }, ...QUESTIONS],
          clubs: [{ name: 'Nile Sports' }, { name: 'Science Club' }],
          returningChildren,
        }),
        Parent: () => ({
          phone: '6125550100',
          emergencyContacts: [{ id: 'contact-1', name: { firstName: 'Gran', lastName: 'Rivers' }, relationship: 'GRANDPARENT', relationshipOther: '', phone: '6125550111' }],
          children,
        }),
        Query: () => ({ myPickupPeople: [{ databaseId: 1, name: 'Uncle Joe', relationship: 'Uncle', mayPickUp: true }] }),
      }),
    ),
  );
  await screen.findByRole('button', { name: 'Register 2 children' }, { timeout: 10_000 });
  return mock;
}

const card = (name: string) => screen.getByRole('region', { name: `Answers for ${name}` });
const signature = (name: string) => within(card(name)).getByLabelText('Type your full name to sign “Medical release”', { exact: false, selector: 'input' }) as HTMLInputElement;
const firstChoice = (name: string) => within(card(name)).getByRole('combobox', { name: '1st choice' }) as HTMLInputElement;
const photo = (name: string, answer: 'Yes' | 'No') => within(within(card(name)).getByRole('radiogroup', { name: /photos/ })).getByRole('radio', { name: answer }) as HTMLInputElement;

async function answerSam() {
  fireEvent.click(firstChoice('Sam'));
  fireEvent.click(await screen.findByRole('option', { name: 'Nile Sports' }));
  fireEvent.click(photo('Sam', 'Yes'));
  fireEvent.change(signature('Sam'), { target: { value: 'Ana Rivers' } });
}

afterEach(clearToasts);

describe('RegistrationForm for brothers and sisters', { timeout: 45_000 }, () => {
  it('leaves the church question unanswered, and an optional one is sent unanswered', async () => {
    const mock = await renderForm();
    const church = screen.getByRole('radiogroup', { name: /attend church/ });
    expect(within(church).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    expect(within(church).getByRole('radio', { name: 'I’d rather not say' })).toBeTruthy();

    await answerSam();
    fireEvent.click(within(card('Tess')).getByRole('button', { name: 'Same answers as Sam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register 2 children' }));
    const sent = await sentOperation(mock, 'useSubmitRegistrationMutation');
    const responses = (sent.request.variables.input as { children: { responses: { questionId: number; response: string }[] }[] }).children.map((c) => c.responses);
    for (const r of responses) expect(r).toEqual([
      { questionId: 1, response: '' },
      { questionId: 2, response: 'Nile Sports' },
      { questionId: 3, response: 'Yes' },
      { questionId: 4, response: 'Ana Rivers' },
    ]);
  });

  it('a required church question offers no "rather not say" and names itself when left unanswered', async () => {
    const mock = await renderForm({ churchRequired: true });
    const church = screen.getByRole('radiogroup', { name: /attend church/ });
    expect(within(church).queryByRole('radio', { name: 'I’d rather not say' })).toBeNull();
    expect(within(church).getAllByRole('radio')).toHaveLength(4);
    await answerSam();
    fireEvent.click(within(card('Tess')).getByRole('button', { name: 'Same answers as Sam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register 2 children' }));
    const summary = await screen.findByTestId('form-error-summary');
    expect(within(summary).getAllByText('Tell us whether your family attends church.')).toHaveLength(1);
    expect(operationsNamed(mock, 'useSubmitRegistrationMutation')).toEqual([]);
  });

  it('copies the first child’s answers in one tap, still editable, and Undo gives the card back as it was', async () => {
    const mock = await renderForm();
    const copy = within(card('Tess')).getByRole('button', { name: 'Same answers as Sam' }) as HTMLButtonElement;
    // Nothing to copy yet.
    expect(copy.disabled).toBe(true);
    expect(within(card('Sam')).queryByRole('button', { name: /Same answers/ })).toBeNull();
    await answerSam();
    fireEvent.change(signature('Tess'), { target: { value: 'A' } });

    fireEvent.click(within(card('Tess')).getByRole('button', { name: 'Same answers as Sam' }));
    expect(within(card('Tess')).getByRole('status').textContent).toContain('Copied from Sam’s answers.');
    expect(firstChoice('Tess').value).toBe('Nile Sports');
    expect(photo('Tess', 'Yes').checked).toBe(true);
    expect(signature('Tess').value).toBe('Ana Rivers');
    const undo = within(card('Tess')).getByRole('button', { name: 'Undo' });
    await waitFor(() => expect(document.activeElement).toBe(undo));

    fireEvent.click(undo);
    expect(firstChoice('Tess').value).toBe('');
    expect(photo('Tess', 'Yes').checked).toBe(false);
    expect(signature('Tess').value).toBe('A');
    await waitFor(() => expect(document.activeElement).toBe(within(card('Tess')).getByRole('button', { name: 'Same answers as Sam' })));

    // Copied again, then changed: Tess's own answer is the one sent; Sam's stays his.
    fireEvent.click(within(card('Tess')).getByRole('button', { name: 'Same answers as Sam' }));
    fireEvent.click(photo('Tess', 'No'));
    expect(photo('Sam', 'Yes').checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Register 2 children' }));
    const sent = await sentOperation(mock, 'useSubmitRegistrationMutation');
    const [sam, tess] = (sent.request.variables.input as { children: { childId: string; responses: { questionId: number; response: string }[] }[] }).children;
    expect(sam).toMatchObject({ childId: 'child-sam', responses: expect.arrayContaining([{ questionId: 3, response: 'Yes' }]) });
    expect(tess).toMatchObject({ childId: 'child-tess', responses: expect.arrayContaining([{ questionId: 2, response: 'Nile Sports' }, { questionId: 3, response: 'No' }, { questionId: 4, response: 'Ana Rivers' }]) });
  });

  it('names the child and the consent left unsigned, and sends nothing', async () => {
    const mock = await renderForm();
    await answerSam();
    fireEvent.click(screen.getByRole('button', { name: 'Register 2 children' }));
    const summary = await screen.findByTestId('form-error-summary');
    expect(summary.textContent).toContain('Tess: Type your full name to sign “Medical release”.');
    expect(summary.textContent).toContain('Tess: Choose a 1st choice club.');
    expect(summary.textContent).not.toContain('Sam:');
    expect(operationsNamed(mock, 'useSubmitRegistrationMutation')).toEqual([]);
  });

  it('a returning family sees last year’s children a grade up, one who aged out not eligible, and confirms its contacts', async () => {
    const mock = await renderForm({
      children: [child('child-sam', 'Sam'), child('child-tess', 'Tess'), child('child-ole', 'Ole')],
      returningChildren: [
        { childId: 'child-sam', lastYear: 2024, lastGrade: 2, grade: 3, agedOut: false },
        { childId: 'child-ole', lastYear: 2024, lastGrade: 13, grade: 13, agedOut: true },
      ],
    });
    expect(screen.getByRole('checkbox', { name: /Sam Rivers · 3rd grade/ })).toBeTruthy();
    expect(screen.getByText('Came in 2024 (2nd grade); entering 3rd grade now.')).toBeTruthy();
    const ole = screen.getByRole('checkbox', { name: /Ole Rivers/ }) as HTMLInputElement;
    expect(ole.disabled).toBe(true);
    expect(screen.getByText('Not eligible this year: Ole was in University in 2024, and University is the last grade VBS takes.')).toBeTruthy();
    const welcome = screen.getByRole('region', { name: 'Welcome back' });
    expect(welcome.textContent).toContain('Gran Rivers (Grandparent) · (612) 555-0111');
    expect(welcome.textContent).toContain('Uncle Joe (Uncle)');

    await answerSam();
    fireEvent.click(within(card('Tess')).getByRole('button', { name: 'Same answers as Sam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register 2 children' }));
    const summary = await screen.findByTestId('form-error-summary');
    expect(summary.textContent).toContain('Tick to confirm your contacts and pickup people');
    expect(operationsNamed(mock, 'useSubmitRegistrationMutation')).toEqual([]);

    fireEvent.click(within(welcome).getByRole('checkbox', { name: 'These contacts and pickup people are still right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Register 2 children' }));
    const sent = await sentOperation(mock, 'useSubmitRegistrationMutation');
    const [sam, tess] = (sent.request.variables.input as { children: { childId: string; gradeEntering: number | null }[] }).children;
    expect(sam).toMatchObject({ childId: 'child-sam', gradeEntering: 3 });
    expect(tess).toMatchObject({ childId: 'child-tess', gradeEntering: null });
  });
});
