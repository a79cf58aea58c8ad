// The words of the points buttons, shared by the leaderboard's rows and a leader's group card.
import { defineMessages } from '../../i18n/intl.tsx';

export const POINTS_WORDS = defineMessages({
  /** The group of buttons: "Points for Red Team on Wed". */
  controls: { id: 'staff.groups.pointsForGroupOnDay', defaultMessage: 'Points for {name} on {day}' },
  /** A button's name: "Add 5 points to Red Team", "Take away 1 point from Red Team". */
  stepLabel: {
    id: 'staff.groups.stepLabel',
    defaultMessage: '{adding, select, true {Add {amount, plural, one {# point} other {# points}} to {name}} other {Take away {amount, plural, one {# point} other {# points}} from {name}}}',
  },
  /** A button's face: "+5", "−1". */
  step: { id: 'staff.groups.step', defaultMessage: '{adding, select, true {+{amount}} other {−{amount}}}' },
});

/** The values of the step messages for `step` points given to `name`. */
export const stepValues = (step: number, name: string) => ({ adding: String(step > 0), amount: Math.abs(step), name });
