// The check-in table's label printer: a check-in's labels are printed there by the server (printCheckInLabels
// renders them as ZPL), once the check-in has reached it. The answer is words for the name tags to show; a
// printer that fails, a refusal or a check-in still waiting reads as "did not print", never as an error.
// Kept out of NameTags.tsx, which the kiosk shows too (the kiosk has no session and no Relay environment).
import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { stationPrintingMutation } from '../../__generated__/stationPrintingMutation.graphql';
import { useIntl } from '../../i18n/intl.tsx';
import { errorMessage, useMutationPromise } from '../../lib/mutation.ts';

export interface PrintAnswer {
  printed: boolean;
  message: string;
}

const printMutation = graphql`
  mutation stationPrintingMutation($childIds: [Int!]!) {
    printCheckInLabels(childIds: $childIds) {
      status
      message
    }
  }
`;

/** Prints children's labels on the station's printer; `readyToPrint` says why they cannot go now, or null. */
export function useStationPrinting(readyToPrint: (childIds: number[]) => Promise<string | null>) {
  const intl = useIntl();
  const [commit] = useMutationPromise<stationPrintingMutation>(printMutation);
  return useCallback(
    async (childIds: number[]): Promise<PrintAnswer> => {
      const notPrinted = (why: string) => ({ printed: false, message: intl.formatMessage({ id: 'staff.checkIn.printer.notPrinted', defaultMessage: 'The labels did not print: {why}' }, { why }) });
      try {
        const why = await readyToPrint(childIds);
        if (why) return notPrinted(why);
        const { printCheckInLabels: outcome } = await commit({ childIds });
        return { printed: outcome.status === 'PRINTED', message: outcome.message };
      } catch (error) {
        return notPrinted(errorMessage(error));
      }
    },
    [commit, readyToPrint, intl],
  );
}
