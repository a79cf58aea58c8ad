// Who the demo families are: the two demo parents' families written out by hand, and at least 22 more
// generated from a fixed seed (so every run produces the same people). Pure data; families.ts writes it.
import type { Relationship } from '../generated/prisma/enums.ts';
import { CLUB_NAMES, type ClubName, type RegistrationAnswers } from './edition.ts';
import { createRandom, type SeedRandom } from './random.ts';

export const PARENT_EMAIL = 'parent@example.org';
export const PARENT2_EMAIL = 'parent2@example.org';
export const FAMILY_SEED = 20250811;

export interface SeedParent {
  firstName: string;
  preferredName?: string;
  lastName: string;
  email: string;
  secondaryEmail?: string;
  phone: string;
  keepInTouch: boolean;
  otherEventMessages: boolean;
  referralSource: string | null;
  street: string;
  city: string;
  state: string;
  postalCode: string;
  internalNotes: string;
}

export interface SeedChild {
  firstName: string;
  preferredName?: string;
  lastName: string;
  gradeEntering: number;
  /** 'YYYY-MM-DD', or null when the parent left it out. */
  dateOfBirth: string | null;
  medicalInformation: string;
  /** The parent's short line for the leaders (people.policy.ts); none when left out. */
  medicalAlert?: string;
  parentNotes: string;
  staffNotes: string;
  answers: RegistrationAnswers;
}

export interface SeedEmergencyContact {
  firstName: string;
  lastName: string;
  relationship: Relationship;
  phone: string;
}

export interface SeedFamily {
  /** Set for the demo parents: the e-mail of the account that owns the first parent. */
  accountEmail?: string;
  /** The first parent submitted the registrations; a second parent (no account) is linked to the children too. */
  parents: SeedParent[];
  /** In call order: priority 0 first. */
  emergencyContacts: SeedEmergencyContact[];
  children: SeedChild[];
  status: 'APPROVED' | 'PENDING';
  submittedAt: string;
}

const MAPLE_GROVE = { city: 'Maple Grove', state: 'MN', postalCode: '55369' };

/** The demo families signed in as parent@ and parent2@, with fixed, readable data. */
export const DEMO_FAMILIES: SeedFamily[] = [
  {
    accountEmail: PARENT_EMAIL,
    parents: [
      {
        firstName: 'Sarah', lastName: 'Mitchell', email: PARENT_EMAIL, secondaryEmail: 'sarah.mitchell@example.com', phone: '6125550147',
        keepInTouch: true, otherEventMessages: true, referralSource: 'website,friend:Ann Lee', street: '418 Cedar Lane', ...MAPLE_GROVE,
        internalNotes: '<p>Offered to help with snacks on Wednesday. Prefers text messages.</p>',
      },
    ],
    emergencyContacts: [
      { firstName: 'Mark', lastName: 'Mitchell', relationship: 'PARENT_GUARDIAN', phone: '6125550148' },
      { firstName: 'Linda', lastName: 'Carter', relationship: 'RELATIVE', phone: '7635550192' },
    ],
    children: [
      {
        firstName: 'Ethan', lastName: 'Mitchell', gradeEntering: 3, dateOfBirth: '2017-02-14', medicalInformation: '', parentNotes: 'Loves building things; a little shy the first day.',
        staffNotes: '<p>Very helpful during cleanup. Knows Genesis 50:20 already.</p>',
        answers: { church: 'Yes', elective: 'Science Club:Nile Sports:Hieroglyph Art', photo: 'Yes', shirtSize: 'Youth M' },
      },
      {
        firstName: 'Lily', lastName: 'Mitchell', gradeEntering: 1, dateOfBirth: '2019-03-22', medicalInformation: 'Allergic to tree nuts (no EpiPen needed; mild reaction).',
        medicalAlert: 'Tree nut allergy (mild) — no nuts at snack', parentNotes: 'Please keep her with her brother at pick-up.', staffNotes: '',
        answers: { church: 'Yes', elective: 'Hieroglyph Art:Royal Court Drama:Nile Sports', photo: 'Yes', shirtSize: 'Youth S' },
      },
    ],
    status: 'APPROVED',
    submittedAt: '2025-05-12T18:30:00Z',
  },
  {
    accountEmail: PARENT2_EMAIL,
    parents: [
      {
        firstName: 'David', lastName: 'Nguyen', email: PARENT2_EMAIL, phone: '7635550163', keepInTouch: false, otherEventMessages: false,
        referralSource: 'flyer', street: '2207 Birchwood Ave N', city: 'Plymouth', state: 'MN', postalCode: '55447', internalNotes: '',
      },
    ],
    emergencyContacts: [{ firstName: 'Thi', lastName: 'Nguyen', relationship: 'RELATIVE', phone: '7635550164' }],
    children: [
      {
        firstName: 'Mia', lastName: 'Nguyen', gradeEntering: 2, dateOfBirth: '2017-11-03', medicalInformation: '', parentNotes: '', staffNotes: '',
        answers: { church: 'something:St. Vincent de Paul', elective: 'Royal Court Drama:Hieroglyph Art:Nile Sports', photo: 'No', shirtSize: 'Youth S' },
      },
    ],
    status: 'PENDING',
    submittedAt: '2025-07-29T02:14:00Z',
  },
];

const BOYS = ['Liam', 'Noah', 'Oliver', 'Elijah', 'James', 'Benjamin', 'Lucas', 'Henry', 'Theodore', 'Jack', 'Levi', 'Mateo', 'Isaiah', 'Owen', 'Samuel', 'Gabriel', 'Micah', 'Asher', 'Josiah', 'Ezra', 'Caleb', 'Luke', 'Andrew', 'Jonah', 'Malachi', 'Kofi', 'Arjun', 'Diego', 'Wyatt', 'Silas'];
const GIRLS = ['Olivia', 'Emma', 'Charlotte', 'Amelia', 'Sophia', 'Ava', 'Isabella', 'Evelyn', 'Abigail', 'Harper', 'Eleanor', 'Hazel', 'Ruth', 'Naomi', 'Leah', 'Chloe', 'Zoe', 'Priya', 'Camila', 'Ivy', 'Nora', 'Eliana', 'Adaeze', 'Maya', 'Sadie', 'Esther', 'Lydia', 'Hannah', 'Anna', 'Josephine'];
const NICKNAMES: Record<string, string> = { Theodore: 'Teddy', Benjamin: 'Ben', Josephine: 'Josie', Abigail: 'Abby', Elijah: 'Eli', Samuel: 'Sam', Eleanor: 'Ellie' };
const ADULT_MEN = ['Michael', 'Chris', 'Jason', 'Ryan', 'Matthew', 'Brian', 'Kevin', 'Jose', 'Tunde', 'Eric', 'Aaron', 'Paul', 'Nathan', 'Tom'];
const ADULT_WOMEN = ['Jessica', 'Ashley', 'Amanda', 'Emily', 'Rachel', 'Megan', 'Lauren', 'Maria', 'Grace', 'Kristin', 'Heather', 'Priya', 'Ngozi', 'Julie'];
const SURNAMES = ['Anderson', 'Johnson', 'Larson', 'Olson', 'Peterson', 'Garcia', 'Hernandez', 'Kim', 'Patel', 'Nelson', 'Schmidt', 'Adeyemi', 'Carlson', 'Baker', 'Rivera', 'Hughes', 'Fischer', 'Martin', 'Lee', 'Thompson', 'Wright', 'Vang', 'Murphy', 'Sorensen', 'Ochieng', 'Novak', 'Price', 'Bennett'];
const STREETS = ['Elm Creek Blvd', 'Weaver Lake Rd', 'Fernbrook Ln', 'Bass Lake Rd', 'Zachary Ln', 'Eagle Lake Dr', 'Hemlock Ln N', 'Dunkirk Ln', 'Lawndale Ln', 'Juneau Ln'];
const TOWNS = [
  { city: 'Maple Grove', state: 'MN', postalCode: '55369' },
  { city: 'Maple Grove', state: 'MN', postalCode: '55311' },
  { city: 'Plymouth', state: 'MN', postalCode: '55446' },
  { city: 'Osseo', state: 'MN', postalCode: '55369' },
  { city: 'Brooklyn Park', state: 'MN', postalCode: '55443' },
];
const CHURCH_ANSWERS = ['Yes', 'Yes', 'Yes', 'No', 'NoLonger', '', 'something:Grace Community Church', 'something:Hope Lutheran'];
const REFERRALS = ['returning', 'website', 'banner', 'flyer', 'friend:Ann Lee', 'friend', 'other:Saw the sign at the library', 'website,banner', 'returning,friend:Jen Olson'];
const SHIRT_SIZES = ['Youth XS', 'Youth S', 'Youth M', 'Youth L', 'Adult S'];
const MEDICAL = ['Peanut allergy; EpiPen in backpack.', 'Mild asthma; inhaler in backpack.', 'Allergic to bee stings.', 'Lactose intolerant; no milk at snack.', 'Celiac disease: gluten-free snacks only.', 'Type 1 diabetes; checks blood sugar before snack.', 'Wears glasses.', 'Allergic to penicillin.'];
const PARENT_NOTES = ['Shy at first; warms up quickly.', 'Please pair with a cousin in the same group if possible.', 'Will be picked up early on Friday.', 'Loves drawing and music.', 'Has ADHD; does best with clear instructions and movement breaks.', 'First time at VBS!', 'Grandma picks up Tuesday and Thursday.'];
const STAFF_NOTES = ['<p>Great helper during cleanup.</p>', '<p>Needs a reminder to stay with the group between rotations.</p>', '<p>Recited the week verse on day one!</p>', '<p>Talked about missing her dad (deployed). Check in with her gently.</p>', '<p>Very energetic in games; <strong>watch during Nile Sports</strong>.</p>'];
const FAMILY_NOTES = ['<p>New to the area; interested in the Sunday kids program.</p>', '<p>Pick-up by grandmother on Tuesdays and Thursdays (she is on the emergency list).</p>', '<p>Custody note on file; only the listed parents may pick up.</p>', '<p>Asked about volunteering next year.</p>'];

/** Kindergarten (0) starts at age 5 by Sept 1 2025: grade g means born Sept 1 (2019-g) … Aug 31 (2020-g). */
function birthDateForGrade(random: SeedRandom, grade: number): string {
  const start = Date.UTC(2019 - grade, 8, 1);
  const end = Date.UTC(2020 - grade, 7, 31);
  return new Date(start + random.int(0, Math.round((end - start) / 86_400_000)) * 86_400_000).toISOString().slice(0, 10);
}

/** 555-01xx style numbers are reserved for fiction; local area codes keep them looking real. */
function phone(random: SeedRandom): string {
  return `${random.pick(['612', '763', '952'])}555${String(random.int(100, 199)).padStart(4, '0')}`;
}

/** Club preferences: Nile Sports is the popular one, so capacity pushes a few children to their 2nd choice. */
function electiveAnswer(random: SeedRandom): string {
  const first = random.weighted<ClubName>(CLUB_NAMES, [3, 2, 4, 2]);
  const rest = random.shuffle(CLUB_NAMES.filter((c) => c !== first));
  return [first, rest[0], rest[1]].join(':');
}

function generateFamily(random: SeedRandom, index: number, usedFirstNames: Set<string>): SeedFamily {
  const lastName = SURNAMES[index % SURNAMES.length];
  const emailSuffix = index < SURNAMES.length ? '' : String(index);
  const mom = random.pick(ADULT_WOMEN);
  const dad = random.pick(ADULT_MEN);
  const momFirst = random.chance(0.75);
  const [firstName, otherName] = momFirst ? [mom, dad] : [dad, mom];
  const town = random.pick(TOWNS);
  const address = { street: `${random.int(100, 9899)} ${random.pick(STREETS)}`, ...town };
  const parent: SeedParent = {
    firstName, lastName, email: `${firstName}.${lastName}${emailSuffix}@example.com`.toLowerCase(), phone: phone(random),
    keepInTouch: random.chance(0.6), otherEventMessages: random.chance(0.4), referralSource: random.chance(0.85) ? random.pick(REFERRALS) : null,
    ...address, internalNotes: random.chance(0.18) ? random.pick(FAMILY_NOTES) : '',
  };
  const parents = [parent];
  if (random.chance(0.3)) {
    parents.push({ ...parent, firstName: otherName, email: `${otherName}.${lastName}${emailSuffix}@example.com`.toLowerCase(), phone: phone(random), referralSource: null, internalNotes: '' });
  }
  const emergencyContacts: SeedEmergencyContact[] = [
    parents[1]
      ? { firstName: parents[1].firstName, lastName, relationship: 'PARENT_GUARDIAN', phone: parents[1].phone }
      : { firstName: random.pick([...ADULT_WOMEN, ...ADULT_MEN]), lastName: random.pick(SURNAMES), relationship: 'RELATIVE', phone: phone(random) },
  ];
  if (random.chance(0.7)) {
    emergencyContacts.push({ firstName: random.pick([...ADULT_WOMEN, ...ADULT_MEN]), lastName: random.pick(SURNAMES), relationship: random.pick<Relationship>(['RELATIVE', 'FAMILY_FRIEND']), phone: phone(random) });
  }
  const church = random.pick(CHURCH_ANSWERS);
  const photo = random.chance(0.85) ? 'Yes' : 'No';
  const count = random.weighted([1, 2, 3], [3, 5, 2]);
  const grades = random.shuffle([0, 1, 2, 3, 4, 5, 6]).slice(0, count);
  const children = grades.map((grade): SeedChild => {
    const gradeEntering = grade === 6 && random.chance(0.25) ? 7 : grade;
    let first = random.chance(0.5) ? random.pick(BOYS) : random.pick(GIRLS);
    for (let tries = 0; usedFirstNames.has(`${first} ${lastName}`) && tries < 10; tries++) first = random.pick([...BOYS, ...GIRLS]);
    usedFirstNames.add(`${first} ${lastName}`);
    return {
      firstName: first, preferredName: random.chance(0.5) ? NICKNAMES[first] : undefined, lastName, gradeEntering,
      dateOfBirth: random.chance(0.05) ? null : birthDateForGrade(random, gradeEntering),
      medicalInformation: random.chance(0.25) ? random.pick(MEDICAL) : '',
      parentNotes: random.chance(0.2) ? random.pick(PARENT_NOTES) : '',
      staffNotes: random.chance(0.15) ? random.pick(STAFF_NOTES) : '',
      answers: { church, elective: electiveAnswer(random), photo, shirtSize: SHIRT_SIZES[Math.min(4, Math.floor(gradeEntering / 2) + random.int(0, 1))] },
    };
  });
  const submitted = Date.UTC(2025, 4, 1) + random.int(0, 88) * 86_400_000 + random.int(12, 27) * 3_600_000;
  return { parents, emergencyContacts, children, status: 'APPROVED', submittedAt: new Date(submitted).toISOString() };
}

/** The generated families: at least 22 families and 44 children; the last two signed up late (PENDING). */
export function generateFamilies(seed = FAMILY_SEED): SeedFamily[] {
  const random = createRandom(seed);
  const used = new Set<string>();
  const families: SeedFamily[] = [];
  for (let i = 0; families.length < 22 || families.reduce((n, f) => n + f.children.length, 0) < 44; i++) {
    families.push(generateFamily(random, i, used));
  }
  families.slice(-2).forEach((family, k) => {
    family.status = 'PENDING';
    family.submittedAt = `2025-08-0${2 + k}T16:45:00Z`;
  });
  return families;
}
