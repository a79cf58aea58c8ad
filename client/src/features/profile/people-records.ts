// The rows the profile's cards list and their dialogs edit, as the cards' queries read them: declared apart
// from both, since each card loads its dialog on demand (parts.ts) and the dialog needs the row's shape.
import type { EmergencyContactsCard_parent$data } from '../../__generated__/EmergencyContactsCard_parent.graphql';
import type { PickupPeopleCardQuery$data } from '../../__generated__/PickupPeopleCardQuery.graphql';

export type Contact = EmergencyContactsCard_parent$data['emergencyContacts'][number];
export type Person = PickupPeopleCardQuery$data['myPickupPeople'][number];
