import { screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import type { Environment } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { SENT_WORDS, SentCard, type SentSummary } from './SentCard.tsx';

const SENT_TITLE = SENT_WORDS.title.defaultMessage;
const NEXT_STEPS_GENERAL = SENT_WORDS.nextGeneral.defaultMessage;
const NEXT_STEPS_ELECTIVE = SENT_WORDS.nextElective.defaultMessage;

const SENT: SentSummary = [
  {
    name: 'Sam Rivers',
    answers: [
      { prompt: 'Afternoon club', key: 'elective', type: 'ELECTIVE', response: 'Nile Sports:Science Club' },
      { prompt: 'May we use photos of your child?', key: 'photos', type: 'ONE_OF', response: 'Yes' },
      { prompt: 'Medical release', key: 'medical', type: 'CONSENT', response: 'Ana Rivers' },
    ],
  },
  {
    name: 'Tess Rivers',
    answers: [
      { prompt: 'Afternoon club', key: 'elective', type: 'ELECTIVE', response: 'Royal Court Drama' },
      { prompt: 'May we use photos of your child?', key: 'photos', type: 'ONE_OF', response: '' },
      { prompt: 'Medical release', key: 'medical', type: 'CONSENT', response: '' },
    ],
  },
];

function renderCard(props: { general: boolean; elective: boolean }) {
  renderWithProviders(<SentCard sent={SENT} {...props} />, { environment: createMockEnvironment() as unknown as Environment });
  return screen.getByRole('status');
}

describe('SentCard', () => {
  it('shows each child’s answers in words', () => {
    const card = renderCard({ general: true, elective: true });
    expect(card.textContent).toContain(SENT_TITLE);
    const sent = within(card).getByRole('region', { name: 'What you sent' });
    expect(within(sent).getByRole('heading', { name: 'Sam Rivers' })).toBeTruthy();
    expect(within(sent).getByRole('heading', { name: 'Tess Rivers' })).toBeTruthy();
    expect(sent.textContent).toContain('1st choice: Nile Sports · 2nd choice: Science Club');
    expect(sent.textContent).toContain('Signed by Ana Rivers');
    expect(sent.textContent).toContain('Not signed');
    expect(sent.textContent).toContain('Not answered');
  });

  it('says what happens next: staff review, then an e-mail with the decision', () => {
    const card = renderCard({ general: true, elective: true });
    const next = within(card).getByRole('region', { name: 'What happens next' });
    expect(next.textContent).toContain(NEXT_STEPS_GENERAL);
    expect(next.textContent).toContain('Until staff approve it, you can change the answers here');
  });

  it('after club choices only, says where they show', () => {
    const card = renderCard({ general: false, elective: true });
    expect(within(card).getByRole('region', { name: 'What happens next' }).textContent).toContain(NEXT_STEPS_ELECTIVE);
  });

  it('links to the family check-in code', () => {
    const card = renderCard({ general: true, elective: true });
    expect(within(card).getByRole('link', { name: 'Show our check-in code' }).getAttribute('href')).toBe('/qrcode');
  });
});
