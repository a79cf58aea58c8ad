// A child's medical alert line as leaders read it: the words, after "Medical alert:" for a screen reader.
import type { ReactNode } from 'react';
import { FormattedMessage } from '../../i18n/intl.tsx';
import classes from './groups.module.css';

export function MedicalAlertWords({ alert }: { alert: ReactNode }) {
  return (
    <span>
      <FormattedMessage
        id="staff.groups.medicalAlert"
        defaultMessage="<hidden>Medical alert:</hidden> {alert}"
        values={{ alert, hidden: (words) => <span className={classes.visuallyHidden}>{words}</span> }}
      />
    </span>
  );
}
