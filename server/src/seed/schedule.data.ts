// The 2025 week: each day's Bible story, curriculum (SPEC §2 content sections of simple HTML: h2, p, ul) and memory verse, plus the
// memory work for the whole week. Pure data; schedule.ts writes it.

export interface SeedMemoryWork {
  reference: string;
  content: string;
}

export interface SeedDay {
  date: string;
  theme: string;
  /** SPEC §2 content sections: key → HTML. */
  curriculum: Record<string, string>;
  memoryWork: SeedMemoryWork[];
}

export const WEEK_MEMORY_WORK: SeedMemoryWork[] = [
  { reference: 'Psalm 119:105', content: 'Your word is a lamp to my feet and a light to my path.' },
  { reference: 'Exodus 15:2', content: 'The LORD is my strength and my song, and he has become my salvation.' },
];

/** A day's curriculum as SPEC §2 content sections (key → simple HTML). */
function curriculum(title: string, story: string, passage: string, points: string[], activity: string): Record<string, string> {
  return {
    headline: `<h2>${title}</h2>`,
    message: `<p><strong>Bible story:</strong> ${story} (${passage})</p>`,
    'message/application': `<ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>`,
    'activities/opening': '<p>Welcome, theme song and the day’s skit from the Expedition base camp.</p>',
    'activities/closing': '<p>Review the memory verse together, points of the day, and a closing prayer.</p>',
    'activities/rotations/games': '<p>Relay races and the “crossing the Nile” game in the gym.</p>',
    'activities/rotations/science-and-crafts': `<p>${activity}</p>`,
    'activities/rotations/snacks': '<p>Fruit, pretzels and water in the Fellowship Hall.</p>',
  };
}

export const DAYS: SeedDay[] = [
  {
    date: '2025-08-11',
    theme: 'God has a plan',
    curriculum: curriculum(
      'Day 1: God has a plan',
      'Joseph is sold by his brothers, rises to rule in Egypt and forgives them.',
      'Genesis 37; 39–45; 50',
      ['God was with Joseph in the pit, in prison and in the palace.', 'God can use even hard things for good.', 'Forgiving others shows God’s love.'],
      'Build a grain storehouse from craft sticks and measure how much “grain” (rice) it holds.',
    ),
    memoryWork: [{ reference: 'Genesis 50:20', content: 'As for you, you meant evil against me, but God meant it for good.' }],
  },
  {
    date: '2025-08-12',
    theme: 'God knows my name',
    curriculum: curriculum(
      'Day 2: God knows my name',
      'Baby Moses is saved in a basket on the Nile; later God calls Moses from the burning bush.',
      'Exodus 2–3',
      ['God watched over Moses from the very beginning.', 'God knows each of us by name.', 'God tells us who he is: I AM.'],
      'Waterproof a paper basket with wax and test whether it floats in the “Nile” tub.',
    ),
    memoryWork: [{ reference: 'Exodus 3:14', content: 'God said to Moses, “I AM WHO I AM.”' }],
  },
  {
    date: '2025-08-13',
    theme: 'God fights for me',
    curriculum: curriculum(
      'Day 3: God fights for me',
      'God leads his people out of Egypt and through the Red Sea on dry ground.',
      'Exodus 12–14',
      ['God keeps his promises.', 'When we are afraid, God is stronger.', 'We can trust God and be still.'],
      'Part the “Red Sea” with pepper, water and a drop of dish soap.',
    ),
    memoryWork: [{ reference: 'Exodus 14:14', content: 'The LORD will fight for you, and you have only to be silent.' }],
  },
  {
    date: '2025-08-14',
    theme: 'God provides',
    curriculum: curriculum(
      'Day 4: God provides',
      'God feeds his people with manna and quail in the wilderness and gives water from the rock.',
      'Exodus 16–17',
      ['God gives us what we need each day.', 'We can thank God instead of complaining.', 'Jesus is the bread of life.'],
      'Bake “manna” honey wafers and talk about daily bread.',
    ),
    memoryWork: [{ reference: 'Philippians 4:19', content: 'And my God will supply every need of yours according to his riches in glory in Christ Jesus.' }],
  },
  {
    date: '2025-08-15',
    theme: 'Jesus saves',
    curriculum: curriculum(
      'Day 5: Jesus saves',
      'The Passover lamb points to Jesus, the Lamb of God who takes away the sin of the world.',
      'Exodus 12; John 1:29; 1 Corinthians 5:7',
      ['God rescued his people at the first Passover.', 'Jesus is our Passover Lamb.', 'Anyone who trusts Jesus is rescued from sin.'],
      'Make a family showcase scroll with every verse from the week.',
    ),
    memoryWork: [{ reference: 'John 1:29', content: 'Behold, the Lamb of God, who takes away the sin of the world!' }],
  },
];

/** Stations the permanent groups rotate through, two groups per station per slot. */
export const ROTATION_STATIONS = [
  { name: 'Bible story', locationName: 'Chapel' },
  { name: 'Games', locationName: 'Gym' },
  { name: 'Science and crafts', locationName: 'Room 104' },
] as const;

export const CLUB_LOCATIONS = ['Art Room', 'Room 104', 'Back Field', 'Sanctuary'] as const;
