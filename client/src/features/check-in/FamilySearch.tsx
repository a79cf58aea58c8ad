// Finding a family at the check-in table: the search box has the focus as the station opens (and again after
// each family's name tags), so the next name can be typed at once; a name (the family's, a parent's, a child's)
// or the pickup code of a guardian receipt finds them, and with one family found Enter opens it. A family found
// by its pickup code opens ready for check-out with that code (its check-out dialog, the code filled in), since
// a receipt is what a guardian shows at pickup. The families found are a list of buttons; the hint shows only
// while nothing is typed.
import { Stack, Text, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { TextInput } from '../../components/typed-fields.tsx';
import { normalizePickupCode } from '../../../../shared/codes.ts';
import type { ChildNow, ListedFamily, StationChild } from './station-data.ts';
import classes from './station.module.css';
import { FormattedMessage, useIntl } from '../../i18n/intl.tsx';

const SHOWN_MAX = 8;

interface Found {
  family: ListedFamily;
  /** The pickup code typed, when it is the code of children of this family checked in today. */
  code: string | null;
  /** The children that code checked in. */
  coded: readonly StationChild[];
}

/** The families `search` finds: by the pickup code of a checked-in child first, then by every word of a name. */
export function findFamilies(families: readonly ListedFamily[], search: string, now: (child: StationChild) => ChildNow): Found[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const code = words.length === 1 ? normalizePickupCode(words[0]) : null;
  const byCode: Found[] = [];
  const byName: Found[] = [];
  for (const family of families) {
    const coded = code ? family.children.filter((c) => now(c).state === 'CHECKED_IN' && now(c).pickupCode === code) : [];
    if (coded.length > 0) byCode.push({ family, code, coded });
    else if (words.every((w) => [family.familyName, family.parentName, ...family.children.map((c) => c.name)].join(' ').toLowerCase().includes(w))) {
      byName.push({ family, code: null, coded: [] });
    }
  }
  return [...byCode, ...byName].slice(0, SHOWN_MAX);
}

interface Props {
  families: readonly ListedFamily[];
  now: (child: StationChild) => ChildNow;
  /** Opens a family; `code` when it was found by the pickup code of a guardian receipt. */
  onOpen: (parentId: number, code: string | null) => void;
  /** Whether a family is open below (then the hint is not needed). */
  familyOpen: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Shown before the search box, on its row (the scan button). */
  leading: ReactNode;
  /** Shown between the search box and the families found (the camera, while scanning). */
  children?: ReactNode;
}

export function FamilySearch({ families, now, onOpen, familyOpen, inputRef, leading, children }: Props) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const found = useMemo(() => findFamilies(families, search, now), [families, search, now]);
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (focusedOnce.current) return;
    focusedOnce.current = true;
    inputRef.current?.focus();
  }, [inputRef]);

  const open = ({ family, code }: Found) => {
    setSearch('');
    onOpen(family.parentId, code);
  };

  return (
    <Stack gap="sm">
      <div className={classes.searchRow}>
        {leading}
        <TextInput
          ref={inputRef}
          label={intl.formatMessage({ id: 'staff.checkIn.findFamily', defaultMessage: 'Find a family by name or pickup code' })}
          placeholder={intl.formatMessage({ id: 'staff.checkIn.findFamilyPlaceholder', defaultMessage: 'A name, or the receipt’s code' })}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || found.length !== 1) return;
            e.preventDefault();
            open(found[0]);
          }}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={search.trim() ? 'families-found-count' : undefined}
          className={classes.searchBox}
        />
      </div>
      {children}
      {search.trim() !== '' && (
        <Text size="sm" c="dimmed" id="families-found-count" role="status">
          <FormattedMessage
            id="staff.checkIn.familiesFoundCount"
            defaultMessage="{count, plural, =0 {No family matches “{search}”.} =1 {1 family found: Enter opens it.} other {# families found.}}"
            values={{ count: found.length, search: search.trim() }}
          />
        </Text>
      )}
      {found.length > 0 && (
        <ul aria-label={intl.formatMessage({ id: 'staff.checkIn.familiesFound', defaultMessage: 'Families found' })} className={classes.found}>
          {found.map((f) => (
            <li key={f.family.parentId}>
              <UnstyledButton className={classes.foundFamily} onClick={() => open(f)}>
                <Text fw={600} component="span" display="block">{f.family.familyName}</Text>
                <Text size="xs" c="dimmed" component="span" display="block">
                  {f.code
                    ? intl.formatMessage({ id: 'staff.checkIn.pickupCodeChildren', defaultMessage: 'Pickup code {code}: {names}' }, { code: f.code, names: f.coded.map((c) => c.firstName).join(', ') })
                    : f.family.children.map((c) => c.name).join(', ')}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
      {!familyOpen && search.trim() === '' && <Text c="dimmed"><FormattedMessage id="staff.checkIn.findFamilyHint" defaultMessage="Scan the parent’s check-in code, or type a name or a receipt’s pickup code to begin." /></Text>}
    </Stack>
  );
}
