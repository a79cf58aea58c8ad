// The clearance and current records a volunteer's screening is shown with: their own card (MyScreeningCard.tsx)
// and the screening page (ScreeningPage.tsx) select the same fields through this fragment, on the interface both
// types implement. It is @inline, read where it is needed (no hook), with every field present in its type.
import { graphql, readInlineData } from 'relay-runtime';
import type { screeningStatus_fields$data, screeningStatus_fields$key } from '../../__generated__/screeningStatus_fields.graphql';

const statusFragment = graphql`
  fragment screeningStatus_fields on ScreeningStatus @inline {
    clearance {
      cleared
      missing
      clearedUntil
    }
    records {
      id
      kind
      completedOn
      expiresOn
      provider
      result
      title
    }
  }
`;

export type ScreeningStatus = screeningStatus_fields$data;

/** A person's clearance and current records, from a selection that spreads screeningStatus_fields. */
export function screeningStatusOf(ref: screeningStatus_fields$key): ScreeningStatus {
  return readInlineData<screeningStatus_fields$key>(statusFragment, ref);
}
