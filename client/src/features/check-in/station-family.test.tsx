// The check-in table in few taps: the search box has the focus, one family found opens with Enter, the families
// found are buttons in a list, and a receipt's pickup code finds its family; the family panel says where the
// family stands and shows the parent's alert lines to staff without VIEW_SENSITIVE_INFO; the check-out dialog
// releases the chosen children on one code, and refuses a code that is not every chosen child's; its faces come
// from the station's kept copy when it has one.
import { fireEvent, screen, within } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockEnvironment } from '../../test/relay-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CheckOutModal } from './CheckOutModal.tsx';
import { FamilyPanel } from './FamilyPanel.tsx';
import { FamilySearch } from './FamilySearch.tsx';
import type { ChildNow, StationChild, StationFamily } from './station-data.ts';
import { KeptPhotos } from './station-photos.ts';

type State = StationChild['state'];
function child(childId: number, firstName: string, state: State, more: Partial<StationChild> = {}): StationChild {
  return {
    childId, name: `${firstName} Mitchell`, firstName, lastName: 'Mitchell', gradeEntering: 2, groups: [{ name: 'Pharaohs', color: '#c92a2a', groupType: 'PERMANENT' }],
    hasMedicalInformation: false, medicalInformation: null, medicalAlert: '', parentNotes: '', state, stateAt: null, pickupCode: state === 'CHECKED_IN' ? 'K7QM' : null, ...more,
  } as StationChild;
}
function family(parentId: number, familyName: string, children: StationChild[]): StationFamily {
  return { parentId, familyName: `${familyName} family`, parentName: `Sarah ${familyName}`, phone: '6125550147', pickupPeople: [], children } as unknown as StationFamily;
}
const now = (c: StationChild): ChildNow => ({ state: c.state, pickupCode: c.pickupCode ?? null });
const render = (ui: React.ReactNode) => renderWithProviders(ui, { environment: mockEnvironment().environment });

function Search({ families, onOpen }: { families: StationFamily[]; onOpen: (parentId: number, code: string | null) => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  return <FamilySearch families={families} now={now} onOpen={onOpen} familyOpen={false} inputRef={inputRef} leading={null} />;
}

const FAMILIES = [
  family(1, 'Mitchell', [child(11, 'Lily', 'CHECKED_IN'), child(12, 'Ethan', 'CHECKED_IN')]),
  family(2, 'Nguyen', [child(21, 'Mia', 'NOT_HERE_YET')]),
  family(3, 'Mills', [child(31, 'Noah', 'NOT_HERE_YET')]),
];

describe('FamilySearch', { timeout: 30_000 }, () => {
  it('has the focus, finds families as buttons in a list, and opens the only one found with Enter', async () => {
    const onOpen = vi.fn();
    render(<Search families={FAMILIES} onOpen={onOpen} />);
    const box = await screen.findByRole('textbox', { name: 'Find a family by name or pickup code' });
    expect(document.activeElement).toBe(box);
    expect(screen.getByText(/type a name or a receipt’s pickup code to begin/)).toBeTruthy();

    fireEvent.change(box, { target: { value: 'mi' } });
    const list = screen.getByRole('list', { name: 'Families found' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Mitchell familyLily Mitchell, Ethan Mitchell', 'Nguyen familyMia Mitchell', 'Mills familyNoah Mitchell']);
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText(/to begin/)).toBeNull();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onOpen).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: 'nguy' } });
    expect(screen.getByRole('status').textContent).toBe('1 family found: Enter opens it.');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(2, null);
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('finds the family whose children a receipt’s pickup code checked in, typed as it comes', async () => {
    const onOpen = vi.fn();
    render(<Search families={FAMILIES} onOpen={onOpen} />);
    const box = await screen.findByRole('textbox', { name: 'Find a family by name or pickup code' });
    fireEvent.change(box, { target: { value: 'k7qm' } });
    const found = within(screen.getByRole('list', { name: 'Families found' })).getByRole('button');
    expect(found.textContent).toBe('Mitchell familyPickup code K7QM: Lily, Ethan');
    fireEvent.click(found);
    expect(onOpen).toHaveBeenCalledWith(1, 'K7QM');
    fireEvent.change(box, { target: { value: 'zzzz' } });
    expect(screen.getByRole('status').textContent).toBe('No family matches “zzzz”.');
  });
});

describe('FamilyPanel', { timeout: 30_000 }, () => {
  it('after one child of two is picked up, says so instead of "Everyone is checked in", and offers the other’s check-out', async () => {
    const onCheckOut = vi.fn();
    render(<FamilyPanel family={family(1, 'Mitchell', [child(11, 'Lily', 'CHECKED_OUT'), child(12, 'Ethan', 'CHECKED_IN')])} now={now} onCheckIn={vi.fn()} onCheckOut={onCheckOut} />);
    const state = await screen.findByRole('button', { name: '1 checked in · 1 picked up' });
    expect((state as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText('Everyone is checked in')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Check out Ethan' }));
    expect(onCheckOut).toHaveBeenCalled();
  });

  it('chooses the children not here yet for check-in (not one already picked up), and names how many', async () => {
    const onCheckIn = vi.fn();
    const kids = [child(11, 'Lily', 'NOT_HERE_YET'), child(12, 'Ethan', 'NOT_HERE_YET'), child(13, 'Ava', 'CHECKED_OUT')];
    render(<FamilyPanel family={family(1, 'Mitchell', kids)} now={now} onCheckIn={onCheckIn} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Check in 2 children' }));
    expect(onCheckIn.mock.calls[0][0].map((c: StationChild) => c.childId)).toEqual([11, 12]);
    expect(screen.queryByRole('button', { name: /^Check out/ })).toBeNull();
  });

  it('shows the parent’s alert line to staff without VIEW_SENSITIVE_INFO, and the medical information only when it came', async () => {
    const kids = [
      child(11, 'Lily', 'NOT_HERE_YET', { hasMedicalInformation: true, medicalAlert: 'Tree nut allergy — no nuts at snack' }),
      child(12, 'Ethan', 'NOT_HERE_YET', { hasMedicalInformation: true, medicalInformation: 'Mild asthma; inhaler in backpack.' }),
      child(14, 'Zoe', 'NOT_HERE_YET', { hasMedicalInformation: true, medicalAlert: 'Bee sting allergy', medicalInformation: 'Allergic to bee stings; EpiPen in the office.' }),
      child(13, 'Ava', 'NOT_HERE_YET', { hasMedicalInformation: true }),
    ];
    render(<FamilyPanel family={family(1, 'Mitchell', kids)} now={now} onCheckIn={vi.fn()} />);
    const alerts = await screen.findByTestId('station-medical-alerts');
    const about = (name: string) => within(alerts).getByText(`${name}:`).closest('p')!.parentElement!.textContent;
    expect(about('Lily')).toBe('Lily: Tree nut allergy — no nuts at snack');
    expect(about('Ethan')).toBe('Ethan: Mild asthma; inhaler in backpack.');
    expect(about('Zoe')).toBe('Zoe: Bee sting allergyMedical information: Allergic to bee stings; EpiPen in the office.');
    expect(about('Ava')).toBe('Ava: medical information is on file.Staff with the sensitive-information permission can read it.');
  });
});

describe('CheckOutModal', { timeout: 30_000 }, () => {
  const mitchells = family(1, 'Mitchell', [child(11, 'Lily', 'CHECKED_IN'), child(12, 'Ethan', 'CHECKED_IN', { pickupCode: 'P3RX' }), child(13, 'Ava', 'CHECKED_IN')]);
  const open = (props: Partial<React.ComponentProps<typeof CheckOutModal>> = {}) => {
    const onRelease = vi.fn();
    render(
      <CheckOutModal family={mitchells} checkedIn={mitchells.children} now={now} foundByCode={null} scannedFamilyCode={null} isStaff onClose={vi.fn()} onRelease={onRelease} {...props} />,
    );
    return onRelease;
  };
  const released = (onRelease: ReturnType<typeof vi.fn>) => onRelease.mock.calls.map(([children, decision]) => [children.map((c: StationChild) => c.childId), decision]);

  it('every child checked in is chosen; a code that is not every chosen child’s releases nobody and names whose it is not', async () => {
    const onRelease = open();
    const dialog = await screen.findByRole('dialog', { name: 'Check out from the Mitchell family' });
    expect(within(dialog).getAllByRole('checkbox').map((b) => (b as HTMLInputElement).checked)).toEqual([true, true, true]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Pickup code from the guardian receipt' }), { target: { value: 'k7qm' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check out 3 children' }));
    expect(onRelease).not.toHaveBeenCalled();
    expect(dialog.textContent).toContain('This code is not on Ethan’s check-in: untick Ethan, or use that child’s own receipt.');
    expect(within(dialog).getByRole('button', { name: /^Override and release/ })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ethan Mitchell' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check out 2 children' }));
    expect(released(onRelease)).toEqual([[[11, 13], { pickupCode: 'K7QM' }]]);
  });

  it('found by a receipt’s code: that code filled in and its children chosen, released with one tap', async () => {
    const onRelease = open({ foundByCode: 'P3RX' });
    const dialog = await screen.findByRole('dialog', { name: 'Check out from the Mitchell family' });
    expect(within(dialog).getAllByRole('checkbox').map((b) => (b as HTMLInputElement).checked)).toEqual([false, true, false]);
    expect((within(dialog).getByRole('textbox', { name: 'Pickup code from the guardian receipt' }) as HTMLInputElement).value).toBe('P3RX');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check out Ethan' }));
    expect(released(onRelease)).toEqual([[[12], { pickupCode: 'P3RX' }]]);
  });

  it('shows the face the station keeps on the device (it works offline), else the server’s address', async () => {
    const jo = { databaseId: 5, name: 'Grandma Jo', relationship: 'Grandmother', phone: '6125550100', mayPickUp: true, note: '', photoUrl: '/api/v1/photos/jo' };
    const withFaces = { ...mitchells, pickupPeople: [jo], children: [child(11, 'Lily', 'CHECKED_IN', { photoUrl: '/api/v1/photos/lily' })] } as StationFamily;
    render(
      <KeptPhotos.Provider value={new Map([['/api/v1/photos/lily', 'blob:kept-lily']])}>
        <CheckOutModal family={withFaces} checkedIn={withFaces.children} now={now} foundByCode={null} scannedFamilyCode={null} isStaff onClose={vi.fn()} onRelease={vi.fn()} />
      </KeptPhotos.Provider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Check out from the Mitchell family' });
    expect(within(dialog).getByRole('img', { name: 'Photo of Lily Mitchell' }).getAttribute('src')).toBe('blob:kept-lily');
    expect(within(dialog).getByRole('img', { name: 'Photo of Grandma Jo' }).getAttribute('src')).toBe('/api/v1/photos/jo');
  });

  it('a scanned family code releases the chosen children without a code typed', async () => {
    const onRelease = open({ scannedFamilyCode: 'VBS1.1.2025.abcdefghijklmnopqrstuv' });
    const dialog = await screen.findByRole('dialog', { name: 'Check out from the Mitchell family' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release 3 children with the scanned family code' }));
    expect(released(onRelease)).toEqual([[[11, 12, 13], { familyCode: 'VBS1.1.2025.abcdefghijklmnopqrstuv' }]]);
  });
});
