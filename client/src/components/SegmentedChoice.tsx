// One choice of a few, shown side by side (a filter's "All / Checked in / Not in"): native radio buttons, so the
// arrow keys move the choice, screen readers say "radio, 2 of 3", and nothing is measured as the page renders.
// Mantine's SegmentedControl looks the same but measures its segments' layout after every render to place its
// sliding indicator; a page's first screen uses this one instead (SegmentedChoice.module.css).
import { useId } from 'react';
import classes from './SegmentedChoice.module.css';

export interface SegmentedChoiceProps<T extends string> {
  /** The id of the element that names the group (a visible label). */
  labelledBy: string;
  value: T;
  onChange: (value: T) => void;
  data: readonly { value: T; label: string }[];
}

export function SegmentedChoice<T extends string>({ labelledBy, value, onChange, data }: SegmentedChoiceProps<T>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className={classes.root}>
      {data.map((option) => (
        <label key={option.value} className={classes.segment}>
          <input type="radio" className={classes.input} name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          <span className={classes.label}>{option.label}</span>
        </label>
      ))}
    </div>
  );
}
